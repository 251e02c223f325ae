/**
 * Phases 2 and 6: the planetfall encounter. Attackers (one per card name, in
 * the order of their first card) attack in turn; each attack is a decision
 * (the helpers), a roll-off, perhaps a care decision, then a decision to
 * strike back and its roll-off; rounds repeat until no villain is left.
 */
import { rankName, RANKS, ENCOUNTER_CARDS, villainPower, formatMoney, CARE_COST, type Rank } from '../tables/index.ts';
import { nextTarget, retaliatorFor, woundFate } from '../planetfall/index.ts';
import { err, type TradersErr, type TradersRuleId } from '../rules/index.ts';
import { aboard, activeRanksOf, endGame, isActive, officerById, officerName, pay, powerOf, say, world, type Draft } from './draft.ts';
import type { EncounterAttacker, StepOf } from './types.ts';

const fightRule = (d: Draft): TradersRuleId => (d.s.phase >= 5 ? 'traders.t-6' : 'traders.t-2');

function attackerName(a: EncounterAttacker): string {
  const name = ENCOUNTER_CARDS[a.card].name;
  return a.count > 1 ? `a gang of ${a.count} × ${name}` : name;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** After the Patron: fight the villains before it, or go straight to the market. */
export function beginEncounter(d: Draft): void {
  const s = d.s;
  s.phase = s.phase >= 5 ? 6 : 2;
  const villains = s.encounterDeck.row.filter((c) => c !== 'patron');
  if (villains.length === 0) {
    say(d, 'The Patron came first: no fight.', 'traders.t-2');
    beginMarket(d);
    return;
  }
  const attackers: EncounterAttacker[] = [];
  for (const card of villains) {
    const a = attackers.find((x) => x.card === card);
    if (a) a.count += 1;
    else attackers.push({ card, count: 1 });
  }
  s.encounter = { attackers, next: 0, last: null, round: 1 };
  say(d, `${villains.length} villain card(s) before the Patron: ${attackers.map(attackerName).join(', ')}.`, fightRule(d));
  if (attackers.some((a) => a.count > 1)) say(d, 'Cards of one name gang up: one roll with all their power.', 'traders.t-2-gang');
  s.at = { kind: 'next-attack' };
}

/** The market step after the encounter: buying (phase 3) or selling (phase 7). */
export function beginMarket(d: Draft): void {
  const s = d.s;
  s.encounter = null;
  if (s.phase <= 3) {
    s.phase = 3;
    s.at = { kind: 'goods-roll' };
  } else {
    s.phase = 7;
    s.at = s.cargo ? { kind: 'price-roll', side: 'sell', goods: s.cargo.goods } : { kind: 'next-turn' };
  }
}

export function nextAttack(d: Draft): void {
  const s = d.s;
  const enc = s.encounter!;
  if (enc.attackers.every((a) => a.count === 0)) {
    say(d, 'Every villain is beaten.', 'traders.t-2-e');
    beginMarket(d);
    return;
  }
  const target = nextTarget(activeRanksOf(s), enc.last, s.readings.targetOrder);
  if (target === null) {
    endGame(d, 'lost', 'crew-down', 'No officer is left active: the game is lost.', 'traders.t-2-d-iii');
    return;
  }
  const a = enc.attackers[enc.next]!;
  say(d, `${capital(attackerName(a))} attacks the ${rankName(target)}.`, enc.last === null ? 'traders.t-2-a' : 'traders.A07');
  s.at = { kind: 'defend', target };
}

/** The helpers an event names, as the rules allow them now: distinct active ranks other than `lead`, at most `cards - 1`; or the refusal. */
export function checkHelpers(d: Draft, named: readonly Rank[] | undefined, lead: Rank, cards: number, field = 'helpers'): Rank[] | TradersErr {
  if (named === undefined) return [];
  const out: Rank[] = [];
  for (const [i, r] of named.entries()) {
    if (r === lead || out.includes(r)) return err(`The ${rankName(r)} is already in this fight.`, 'traders.A12', `${field}.${i}`);
    if (!isActive(d.s, r)) return err(`The ${rankName(r)} is not active, so he cannot help.`, 'traders.t-2-d-i', `${field}.${i}`);
    out.push(r);
  }
  if (out.length > cards - 1) {
    return err(cards === 1 ? 'A lone villain is fought one against one: no helpers.' : `Against ${cards} cards at most ${cards - 1} helper(s) may join.`, 'traders.t-2-gang', field);
  }
  return out.sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
}

export function defend(d: Draft, at: StepOf<'defend'>, named: readonly Rank[] | undefined): TradersErr | null {
  const a = d.s.encounter!.attackers[d.s.encounter!.next]!;
  const helpers = checkHelpers(d, named, at.target, a.count);
  if (!Array.isArray(helpers)) return helpers;
  if (helpers.length > 0) say(d, `The ${helpers.map(rankName).join(' and the ')} ${helpers.length === 1 ? 'stands' : 'stand'} with the ${rankName(at.target)}.`, 'traders.A12');
  d.s.at = { kind: 'attack-roll', target: at.target, helpers };
  return null;
}

export function resolveAttack(d: Draft, at: StepOf<'attack-roll'>, villainRoll: number, crewRoll: number): void {
  const s = d.s;
  const a = s.encounter!.attackers[s.encounter!.next]!;
  const attack = villainRoll + a.count * villainPower(a.card);
  const defence = crewRoll + powerOf(s, at.target) + at.helpers.reduce((n, r) => n + powerOf(s, r), 0);
  if (attack <= defence) {
    say(d, `Attack ${attack} against defence ${defence}: the ${rankName(at.target)} holds${attack === defence ? ' (a tie does nothing)' : ''}.`, attack === defence ? 'traders.A14' : 'traders.t-2-b');
    s.at = { kind: 'retaliate', target: at.target, helpers: at.helpers };
    return;
  }
  const target = aboard(s, at.target)!;
  target.status = 'wounded';
  say(d, `Attack ${attack} against defence ${defence}: the ${officerName(target)} is badly wounded.`, 'traders.t-2-b');
  const fate = woundFate(activeRanksOf(s), at.target);
  if (fate === 'first-aid') {
    target.status = 'recuperating';
    say(d, 'The 3rd Officer gives first aid: he will recuperate until the next space battle ends.', 'traders.t-2-c');
  } else if (fate === 'disband') {
    if (activeRanksOf(s).length === 0) endGame(d, 'lost', 'crew-down', 'The whole crew is out of action: the game is lost.', 'traders.t-2-d-iii');
    else endGame(d, 'lost', 'crew-disbanded', 'Captain and 1st Officer are both out of action with no medic: the crew disbands and the game is lost.', 'traders.t-2-c-iii');
    return;
  } else if (!s.firstPurchaseMade) {
    target.status = 'dead';
    say(d, `No money for care before the first purchase: the ${officerName(target)} dies.`, 'traders.t-3-c-i');
  } else if (s.money < CARE_COST) {
    target.status = 'dead';
    say(d, `Care costs ${formatMoney(CARE_COST)} and only ${formatMoney(s.money)} is on hand: the ${officerName(target)} dies.`, 'traders.t-2-c-ii');
  } else {
    s.at = { kind: 'care', officer: target.id, target: at.target };
    return;
  }
  s.at = { kind: 'retaliate', target: at.target, helpers: at.helpers };
}

export function decideCare(d: Draft, at: StepOf<'care'>, payForIt: boolean): void {
  const o = officerById(d.s, at.officer)!;
  if (payForIt) {
    o.status = 'care';
    o.careAt = world(d.s);
    pay(d, CARE_COST, `intensive care for the ${officerName(o)}, who stays on ${o.careAt}`, 'traders.t-2-c-i');
  } else {
    o.status = 'dead';
    say(d, `Care is refused: the ${officerName(o)} dies.`, 'traders.t-2-c-ii');
  }
  d.s.at = { kind: 'retaliate', target: at.target, helpers: [] };
}

/** The lead who strikes back: the target if still active, else by the A15 reading. */
export function retaliationLead(d: Draft, target: Rank): Rank | null {
  if (isActive(d.s, target)) return target;
  return retaliatorFor(activeRanksOf(d.s), target, d.s.readings.retaliator);
}

export function retaliate(d: Draft, at: StepOf<'retaliate'>, named: readonly Rank[] | undefined, by: Rank | undefined): TradersErr | null {
  const s = d.s;
  const a = s.encounter!.attackers[s.encounter!.next]!;
  const lead = retaliationLead(d, at.target);
  if (lead === null) return err('Nobody is active to strike back.', 'traders.t-2-d-iii', 'type');
  const targetUp = lead === at.target;
  if (by !== undefined && by !== lead) {
    return err(
      targetUp ? `The ${rankName(at.target)} is still active, so he strikes back himself.` : `By the chosen reading the ${rankName(lead)} strikes back for the wounded ${rankName(at.target)}.`,
      targetUp ? 'traders.t-2-d' : 'traders.A15',
      'by',
    );
  }
  let team: Rank[];
  if (s.readings.gangRetaliation === 'per-card') {
    if (named !== undefined && named.length > 0) return err('Card by card, the lead officer strikes back alone.', 'traders.A13', 'helpers');
    team = [lead];
  } else if (targetUp) {
    const same = named === undefined || (named.length === at.helpers.length && at.helpers.every((r) => named.includes(r)));
    if (!same) return err('The same officers who defended strike back together.', 'traders.A13', 'helpers');
    team = [lead, ...at.helpers];
  } else {
    const helpers = checkHelpers(d, named, lead, a.count);
    if (!Array.isArray(helpers)) return helpers;
    team = [lead, ...helpers];
  }
  say(d, `The ${team.map(rankName).join(' and the ')} strike${team.length === 1 ? 's' : ''} back at ${attackerName(a)}.`, targetUp ? 'traders.t-2-d' : 'traders.t-2-d-ii');
  s.at = { kind: 'retaliate-roll', target: at.target, lead, team };
  return null;
}

export function holdBack(d: Draft, at: StepOf<'retaliate'>): void {
  say(d, 'The crew lets the villain be this time.', 'traders.A16');
  d.s.at = { kind: 'after-attack', target: at.target };
}

/** Crew and villain rolls in pairs: one pair (combined) or one per card (per-card reading). */
export function resolveRetaliation(d: Draft, at: StepOf<'retaliate-roll'>, rolls: readonly number[]): void {
  const s = d.s;
  const a = s.encounter!.attackers[s.encounter!.next]!;
  const teamPower = at.team.reduce((n, r) => n + powerOf(s, r), 0);
  const perCard = s.readings.gangRetaliation === 'per-card';
  const villain = perCard ? villainPower(a.card) : a.count * villainPower(a.card);
  let beaten = 0;
  for (let i = 0; i + 1 < rolls.length; i += 2) {
    const crew = rolls[i]! + teamPower;
    const them = rolls[i + 1]! + villain;
    const hit = crew > them;
    if (hit) beaten += perCard ? 1 : a.count;
    say(d, `Strike back ${crew} against ${them}: ${hit ? 'dispatched' : crew === them ? 'a tie, nothing happens' : 'no effect'}.`, crew === them ? 'traders.A14' : 'traders.t-2-d');
  }
  for (let k = 0; k < beaten; k++) {
    const i = s.encounterDeck.row.indexOf(a.card);
    s.encounterDeck.row.splice(i, 1);
    s.encounterDeck.discard.push(a.card);
  }
  if (beaten > 0) say(d, `${beaten} ${ENCOUNTER_CARDS[a.card].name} card(s) go to the discard.`, perCard ? 'traders.A13' : 'traders.t-2-d');
  a.count -= beaten;
  s.at = { kind: 'after-attack', target: at.target };
}

export function afterAttack(d: Draft, at: StepOf<'after-attack'>): void {
  const enc = d.s.encounter!;
  enc.last = at.target;
  const n = enc.attackers.length;
  for (let k = 1; k <= n; k++) {
    const i = (enc.next + k) % n;
    if (enc.attackers[i]!.count > 0) {
      if (i <= enc.next) {
        enc.round += 1;
        say(d, `Round ${enc.round} of the encounter.`, 'traders.t-2-e');
      }
      enc.next = i;
      break;
    }
  }
  d.s.at = { kind: 'next-attack' };
}
