/**
 * The flow: from the current step, work out automatic steps and (in digital
 * play) chance steps until a decision waits, or (at the table) a roll or a
 * card must be entered. Both modes resolve chance with the same code; only
 * where the value comes from differs.
 */
import { rollD6, sum } from '../../core/roll.ts';
import { choice, refine, refuse, type Reader } from '../input/index.ts';
import { ok, type TradersRuleId } from '../rules/index.ts';
import { ENCOUNTER_CARDS, ENCOUNTER_KEYS, rankName, STARSHIP_CARDS, STARSHIP_KEYS, type EncounterKey, type StarshipKey } from '../tables/index.ts';
import { type Draft } from './draft.ts';
import { afterAttack, beginEncounter, nextAttack, resolveAttack, resolveRetaliation } from './fight.ts';
import { resolveGoodsRoll, resolvePriceRoll } from './market.ts';
import { nextTurn, resolveHire, resolveLayoverRoll, takeOff } from './port.ts';
import { beginSearch, refillIfEmpty, resolveDraw } from './search.ts';
import { arrive, endBattle, launch, resolveEnemyDraw, resolveShot } from './space.ts';
import { CHANCE_STEPS, DECISION_STEPS, type ChanceKind, type ChanceRequest, type GameState, type Step } from './types.ts';

export const isDecision = (at: Step): boolean => (DECISION_STEPS as readonly string[]).includes(at.kind);
export const isChance = (at: Step): at is Extract<Step, { kind: ChanceKind }> => (CHANCE_STEPS as readonly string[]).includes(at.kind);

const roll = (dice: 1 | 2 | 4, label: string, rule: TradersRuleId): ChanceRequest => ({ kind: 'roll', dice, label, rule });

/** What the current chance step needs, in order (empty for any other step). */
export function chanceNeeds(s: GameState): ChanceRequest[] {
  const at = s.at;
  switch (at.kind) {
    case 'draw':
      return [{ kind: 'card', deck: 'encounter', label: 'the next Encounter card', rule: s.phase >= 5 ? 'traders.t-5' : 'traders.t-1' }];
    case 'attack-roll': {
      const a = s.encounter!.attackers[s.encounter!.next]!;
      return [roll(4, `4D6 for the ${ENCOUNTER_CARDS[a.card].name} attack`, 'traders.t-2-b'), roll(4, `4D6 for the ${rankName(at.target)}'s defence`, 'traders.t-2-b')];
    }
    case 'retaliate-roll': {
      const a = s.encounter!.attackers[s.encounter!.next]!;
      const pairs = s.readings.gangRetaliation === 'per-card' ? a.count : 1;
      const out: ChanceRequest[] = [];
      for (let i = 0; i < pairs; i++) {
        const which = pairs > 1 ? ` (card ${i + 1} of ${pairs})` : '';
        out.push(roll(4, `4D6 for the crew striking back${which}`, 'traders.t-2-d'), roll(4, `4D6 for the ${ENCOUNTER_CARDS[a.card].name}${which}`, 'traders.t-2-d'));
      }
      return out;
    }
    case 'goods-roll':
      return [roll(2, '2D6 on the merchandise table', 'traders.t-3')];
    case 'price-roll':
      return [roll(4, '4D6 on the market price table', at.side === 'buy' ? 'traders.t-3-a' : 'traders.t-7')];
    case 'hire-roll':
      return [roll(1, `D6 for the quality of the new ${rankName(at.rank)}`, 'traders.t-3-d-iii')];
    case 'layover-roll':
      return [roll(1, 'D6 for the pilot who is fit after the layover', 'traders.t-3-e-ii')];
    case 'enemy-draw':
      return [{ kind: 'card', deck: 'starship', label: 'the enemy ship (top Starship card)', rule: 'traders.t-4-c' }];
    case 'shot': {
      const b = s.battle!;
      const enemy = STARSHIP_CARDS[b.enemy].name;
      return b.next === 'beowulf'
        ? [roll(4, '4D6 for the Beowulf firing', 'traders.t-4-d-i'), roll(4, `4D6 for the ${enemy}`, 'traders.t-4-d-i')]
        : [roll(4, `4D6 for the ${enemy} firing`, 'traders.t-4-d-ii'), roll(4, '4D6 for the Beowulf', 'traders.t-4-d-ii')];
    }
    default:
      return [];
  }
}

/** A value entered at the table for `need`: a possible dice total, or a card still in its pile. */
export function readEntered(s: GameState, need: ChanceRequest): Reader<number | string> {
  if (need.kind === 'roll') {
    const dice = need.dice === 1 ? 'A D6' : `A ${need.dice}D6 total`;
    return (value, path) =>
      typeof value === 'number' && Number.isInteger(value) && value >= need.dice && value <= 6 * need.dice
        ? ok(value)
        : refuse(`${dice} is a whole number from ${need.dice} to ${6 * need.dice}; ${String(value).slice(0, 20)} is not possible (${need.label}).`, need.rule, path);
  }
  if (need.deck === 'encounter') {
    return refine(choice(`An Encounter card (${need.label})`, ENCOUNTER_KEYS, 'traders.t-0-deck-encounter'), (card, path) =>
      s.encounterDeck.draw.includes(card) ? null : refuse(`No ${ENCOUNTER_CARDS[card].name} is left in the Encounter draw pile (the others are on the table or in the discard).`, 'traders.t-2-e', path),
    );
  }
  return refine(choice(`A Starship card (${need.label})`, STARSHIP_KEYS, 'traders.t-0-deck-starship'), (card, path) =>
    s.starshipDeck.draw.includes(card) ? null : refuse(`No ${STARSHIP_CARDS[card].name} is in the Starship deck.`, 'traders.t-4-b', path),
  );
}

/** The engine's own value for `need` (digital play): dice from the seeded generator, or the top card. */
function drawnByEngine(d: Draft, need: ChanceRequest): number | string {
  const s = d.s;
  if (need.kind === 'roll') {
    const [faces, rng] = rollD6(s.rng, need.dice);
    s.rng = rng;
    return sum(faces);
  }
  return need.deck === 'encounter' ? s.encounterDeck.draw[0]! : s.starshipDeck.draw[0]!;
}

function resolveChance(d: Draft, values: readonly (number | string)[]): void {
  const at = d.s.at;
  const n = (i: number) => values[i] as number;
  switch (at.kind) {
    case 'draw':
      return resolveDraw(d, values[0] as EncounterKey);
    case 'attack-roll':
      return resolveAttack(d, at, n(0), n(1));
    case 'retaliate-roll':
      return resolveRetaliation(d, at, values as number[]);
    case 'goods-roll':
      return resolveGoodsRoll(d, n(0));
    case 'price-roll':
      return resolvePriceRoll(d, at, n(0));
    case 'hire-roll':
      return resolveHire(d, at, n(0));
    case 'layover-roll':
      return resolveLayoverRoll(d, n(0));
    case 'enemy-draw':
      return resolveEnemyDraw(d, at, values[0] as StarshipKey);
    case 'shot':
      return resolveShot(d, n(0), n(1));
    default:
      return;
  }
}

function runAutomatic(d: Draft): void {
  const at = d.s.at;
  switch (at.kind) {
    case 'begin-encounter':
      return beginEncounter(d);
    case 'next-attack':
      return nextAttack(d);
    case 'after-attack':
      return afterAttack(d, at);
    case 'take-off':
      return takeOff(d);
    case 'launch':
      return launch(d);
    case 'end-battle':
      return endBattle(d);
    case 'arrive':
      return arrive(d);
    case 'next-turn':
      nextTurn(d);
      return beginSearch(d, 1);
    default:
      return;
  }
}

/** A bound on the steps worked out after one event; a battle that long has a chance below 10^-100. */
const MAX_STEPS = 100_000;

/** Work out every step that needs no decision from the player (and, at the table, no entered value). */
export function advance(d: Draft): void {
  const s = d.s;
  for (let guard = 0; guard < MAX_STEPS; guard++) {
    const at = s.at;
    if (at.kind === 'over' || isDecision(at)) return;
    if (!isChance(at)) {
      runAutomatic(d);
      continue;
    }
    if (at.kind === 'draw') refillIfEmpty(d);
    const needs = chanceNeeds(s);
    while (s.got.length < needs.length) {
      if (s.mode === 'table') return;
      s.got.push(drawnByEngine(d, needs[s.got.length]!));
    }
    const values = s.got;
    s.got = [];
    resolveChance(d, values);
  }
}
