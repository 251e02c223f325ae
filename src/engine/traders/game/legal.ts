/**
 * What the player may do now: every event the game would accept, with a label
 * and its rule, so a screen can show only legal buttons; and a view of what
 * the game waits for (a decision, a roll or a card to enter, or nothing). The
 * machine's `turn` hook is made of these (`machine.ts`).
 */
import { helperChoices } from '../planetfall/index.ts';
import type { TradersRuleId } from '../rules/index.ts';
import { CARE_COST, ENCOUNTER_CARDS, ENCOUNTER_KEYS, formatMoney, GOODS, rankName, RANKS, REPAIR_COST, REPLACEMENT_COST, STARSHIP_CARDS, STARSHIP_KEYS } from '../tables/index.ts';
import { fightersOf, officerById, officerName, type Draft } from './draft.ts';
import { retaliationLead } from './fight.ts';
import { chanceNeeds, isChance } from './flow.ts';
import { refusalFee } from './market.ts';
import { hireRefusal } from './port.ts';
import { offerChoices, stepPrompt, stepReason, stepRule } from './steps.ts';
import type { ChanceRequest, GameEvent, GameState, Step } from './types.ts';

export interface LegalMove {
  event: GameEvent;
  label: string;
  rule: TradersRuleId;
}

const withHelpers = (helpers: readonly string[]) => (helpers.length ? ` with the ${helpers.map((r) => rankName(r as never)).join(' and ')}` : '');

/** Every event the game accepts now (empty once the game is over): the machine's `turn(s).legal`. */
export function movesNow(s: GameState): LegalMove[] {
  if (s.status !== 'playing') return [];
  const at = s.at;
  const d = { s } as Draft;
  switch (at.kind) {
    case 'defend': {
      const a = s.encounter!.attackers[s.encounter!.next]!;
      return helperChoices(fightersOf(s), at.target, a.count).map((helpers) => ({
        event: { type: 'defend', helpers },
        label: `Defend the ${rankName(at.target)}${withHelpers(helpers)}`,
        rule: helpers.length ? 'traders.t-2-gang' : 'traders.t-2-b',
      }));
    }
    case 'care':
      return [
        ...(s.money >= CARE_COST ? [{ event: { type: 'care', pay: true } as GameEvent, label: `Pay ${formatMoney(CARE_COST)} for intensive care`, rule: 'traders.t-2-c-i' as TradersRuleId }] : []),
        { event: { type: 'care', pay: false }, label: 'Refuse care (he dies)', rule: 'traders.t-2-c-ii' },
      ];
    case 'retaliate': {
      const a = s.encounter!.attackers[s.encounter!.next]!;
      const lead = retaliationLead(d, at.target);
      const out: LegalMove[] = [];
      if (lead !== null) {
        const choices = s.readings.gangRetaliation === 'per-card' ? [[]] : lead === at.target ? [at.helpers] : helperChoices(fightersOf(s), lead, a.count);
        for (const helpers of choices) {
          out.push({
            event: { type: 'retaliate', helpers, by: lead },
            label: `Strike back: the ${rankName(lead)}${withHelpers(helpers)}`,
            rule: lead === at.target ? 'traders.t-2-d' : 'traders.t-2-d-ii',
          });
        }
      }
      out.push({ event: { type: 'hold-back' }, label: 'Let the villain be', rule: 'traders.A16' });
      return out;
    }
    case 'offer': {
      const o = s.offer!;
      const what = `${GOODS[o.goods].name} for ${formatMoney(o.price)}`;
      const c = offerChoices(s);
      if (o.side === 'sell') {
        const fee = refusalFee(s);
        return [
          { event: { type: 'accept' }, label: `Sell the ${what}`, rule: 'traders.t-7' },
          ...(c.look ? [{ event: { type: 'refuse' } as GameEvent, label: fee ? `Refuse (layover ${formatMoney(fee)})` : 'Refuse (free the first time)', rule: (fee ? 'traders.t-7-layover' : 'traders.t-7-reject') as TradersRuleId }] : []),
        ];
      }
      const first = !s.firstPurchaseMade;
      return [
        ...(c.take ? [{ event: { type: 'accept' } as GameEvent, label: `Buy the ${what}`, rule: (first ? 'traders.t-3-c' : 'traders.t-3') as TradersRuleId }] : []),
        ...(c.look ? [{ event: { type: 'refuse' } as GameEvent, label: 'Look for another Patron', rule: 'traders.t-3-b' as TradersRuleId }] : []),
        ...(c.empty ? [{ event: { type: 'fly-empty' } as GameEvent, label: 'Leave without cargo (house rule)', rule: 'traders.A26' as TradersRuleId }] : []),
      ];
    }
    case 'port':
      return [
        ...(at.hires
          ? RANKS.filter((r) => hireRefusal(s, r) === null).map((rank) => ({
              event: { type: 'hire', rank } as GameEvent,
              label: `Hire a ${rankName(rank)} (${formatMoney(REPLACEMENT_COST[rank])})`,
              rule: 'traders.t-3-d' as TradersRuleId,
            }))
          : []),
        ...repairMoves(s),
        { event: { type: 'take-off' }, label: 'Take off', rule: 'traders.t-4' },
      ];
    case 'layover':
      return [{ event: { type: 'pay-layover' }, label: 'Pay 0.1 MC for a layover week', rule: 'traders.t-3-e-i' }];
    case 'keep':
      return at.officers.map((id) => {
        const o = officerById(s, id)!;
        return { event: { type: 'keep', officer: id }, label: `Keep the ${officerName(o)}`, rule: 'traders.t-3-d-v' };
      });
    case 'after-sale':
      return [...repairMoves(s), { event: { type: 'continue' }, label: 'Begin the next turn', rule: 'traders.t-7-next' }];
    default:
      return isChance(at) && s.mode === 'table' ? enteredMoves(s) : [];
  }
}

function repairMoves(s: GameState): LegalMove[] {
  if (!s.repairsHere) return [];
  const most = Math.min(s.beowulfHits, Math.floor(s.money / REPAIR_COST));
  return Array.from({ length: most }, (_, i) => ({
    event: { type: 'repair', hits: i + 1 } as GameEvent,
    label: `Repair ${i + 1} hit(s) (${formatMoney((i + 1) * REPAIR_COST)})`,
    rule: 'traders.t-4-f-ii' as TradersRuleId,
  }));
}

function enteredMoves(s: GameState): LegalMove[] {
  const need = chanceNeeds(s)[s.got.length];
  if (need === undefined) return [];
  if (need.kind === 'roll') {
    return Array.from({ length: 5 * need.dice + 1 }, (_, i) => ({ event: { type: 'roll', total: need.dice + i } as GameEvent, label: `${need.label}: ${need.dice + i}`, rule: need.rule }));
  }
  if (need.deck === 'encounter') {
    return ENCOUNTER_KEYS.filter((k) => s.encounterDeck.draw.includes(k)).map((card) => ({ event: { type: 'draw', card } as GameEvent, label: `Drew ${ENCOUNTER_CARDS[card].name}`, rule: need.rule }));
  }
  return STARSHIP_KEYS.filter((k) => s.starshipDeck.draw.includes(k)).map((card) => ({ event: { type: 'draw', card } as GameEvent, label: `Drew ${STARSHIP_CARDS[card].name}`, rule: need.rule }));
}

export type Pending =
  /** `reason`: why a move the step usually offers is missing now (the first offer, a lot too dear), with its rule. */
  | { kind: 'decision'; step: Step; prompt: string; rule: TradersRuleId; reason: { text: string; rule: TradersRuleId } | null }
  | { kind: 'enter'; step: Step; request: ChanceRequest; prompt: string; rule: TradersRuleId }
  | { kind: 'over'; prompt: string; rule: TradersRuleId };

/** What the game waits for now: the machine's `turn(s).waitingFor`. */
export function pendingNow(s: GameState): Pending {
  if (s.status !== 'playing') return { kind: 'over', prompt: stepPrompt(s), rule: stepRule(s) };
  const request = isChance(s.at) ? chanceNeeds(s)[s.got.length] : undefined;
  if (request) return { kind: 'enter', step: s.at, request, prompt: `Enter ${request.label}.`, rule: request.rule };
  return { kind: 'decision', step: s.at, prompt: stepPrompt(s), rule: stepRule(s), reason: stepReason(s) };
}
