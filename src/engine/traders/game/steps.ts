/** What each step waits for: the events it takes, its rule, and a prompt for the player. */
import type { TradersRuleId } from '../rules/index.ts';
import { ENCOUNTER_CARDS, formatMoney, LAYOVER_COST, rankName, RANKS, REPAIR_COST } from '../tables/index.ts';
import { canBuy, refusalFee } from './market.ts';
import { hireRefusal } from './port.ts';
import type { GameEventType, GameState, Step } from './types.ts';

/** The events each decision step takes; chance steps take `roll` or `draw` at the table. */
export const STEP_EVENTS: Readonly<Partial<Record<Step['kind'], readonly GameEventType[]>>> = {
  defend: ['defend'],
  care: ['care'],
  retaliate: ['retaliate', 'hold-back'],
  offer: ['accept', 'refuse', 'fly-empty'],
  port: ['hire', 'repair', 'take-off'],
  layover: ['pay-layover'],
  keep: ['keep'],
  'after-sale': ['repair', 'continue'],
  draw: ['draw'],
  'enemy-draw': ['draw'],
  'attack-roll': ['roll'],
  'retaliate-roll': ['roll'],
  'goods-roll': ['roll'],
  'price-roll': ['roll'],
  'hire-roll': ['roll'],
  'layover-roll': ['roll'],
  shot: ['roll'],
};

export function stepRule(s: GameState): TradersRuleId {
  const at = s.at;
  switch (at.kind) {
    case 'defend':
    case 'attack-roll':
      return 'traders.t-2-b';
    case 'care':
      return 'traders.t-2-c-i';
    case 'retaliate':
    case 'retaliate-roll':
      return 'traders.t-2-d';
    case 'offer':
      return s.offer?.side === 'sell' ? 'traders.t-7' : 'traders.t-3';
    case 'port':
      return 'traders.t-3-d';
    case 'layover':
      return 'traders.t-3-e-i';
    case 'keep':
      return 'traders.t-3-d-v';
    case 'after-sale':
      return 'traders.t-4-f-ii';
    case 'draw':
      return s.phase >= 5 ? 'traders.t-5' : 'traders.t-1';
    case 'goods-roll':
      return 'traders.t-3';
    case 'price-roll':
      return at.side === 'buy' ? 'traders.t-3-a' : 'traders.t-7';
    case 'hire-roll':
      return 'traders.t-3-d-iii';
    case 'layover-roll':
      return 'traders.t-3-e-ii';
    case 'enemy-draw':
      return 'traders.t-4-c';
    case 'shot':
      return 'traders.t-4-d';
    case 'over':
      return s.end?.rule ?? 'traders.t-0-end';
    default:
      return 'traders.t-0-turn';
  }
}

/** The ways out of an offer the rules leave open now (the same test as the legal moves). */
export function offerChoices(s: GameState): { take: boolean; look: boolean; empty: boolean } {
  const first = !s.firstPurchaseMade;
  if (s.offer?.side === 'sell') return { take: true, look: refusalFee(s) <= s.money, empty: false };
  return { take: canBuy({ s }), look: !(first && s.readings.firstOffer === 'forced'), empty: s.readings.emptyFlights && !first };
}

/** A sentence saying what the game waits for, naming only the moves the rules allow now. */
export function stepPrompt(s: GameState): string {
  const at = s.at;
  const attacker = () => {
    const a = s.encounter?.attackers[s.encounter.next];
    return a ? (a.count > 1 ? `a gang of ${a.count} × ${ENCOUNTER_CARDS[a.card].name}` : ENCOUNTER_CARDS[a.card].name) : 'the villain';
  };
  switch (at.kind) {
    case 'defend':
      return `${attacker()} attacks the ${rankName(at.target)}: choose helpers, if any, and roll.`;
    case 'care':
      return `The ${rankName(at.target)} needs intensive care: pay 0.1 MC or let him die.`;
    case 'retaliate':
      return `Strike back at ${attacker()}, or let it be.`;
    case 'offer': {
      const c = offerChoices(s);
      if (s.offer?.side === 'sell') return c.look ? 'Take the offer or look for another buyer.' : 'Take the offer.';
      const parts = [c.take ? 'buy the lot' : '', c.look ? 'look for another Patron' : '', c.empty ? 'leave without cargo (house rule)' : ''].filter(Boolean);
      const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}` : parts[0] ?? 'wait';
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    }
    case 'port': {
      const hire = at.hires && RANKS.some((r) => hireRefusal(s, r) === null);
      const repair = s.repairsHere && s.beowulfHits > 0 && s.money >= REPAIR_COST;
      if (hire && repair) return 'Hire replacements, pay for repairs, then take off.';
      if (hire) return 'Hire replacements, then take off.';
      if (repair) return 'Pay for repairs if you like, then take off.';
      return 'Take off.';
    }
    case 'layover':
      return 'No pilot is fit: pay for a layover week.';
    case 'keep':
      return `Two ${rankName(at.rank)}s: keep one, the other is paid off.`;
    case 'after-sale':
      return 'Pay for repairs if you like, then begin the next turn.';
    case 'over':
      return s.end?.text ?? 'The game is over.';
    default:
      return 'Working out the next step.';
  }
}

/** Why a move the step usually offers is not offered now, with the rule; null when every usual move is there. */
export function stepReason(s: GameState): { text: string; rule: TradersRuleId } | null {
  if (s.status !== 'playing' || s.at.kind !== 'offer' || !s.offer) return null;
  const c = offerChoices(s);
  const o = s.offer;
  if (o.side === 'sell') {
    return c.look ? null : { text: `Another refusal costs ${formatMoney(LAYOVER_COST)} for the layover week and the crew has ${formatMoney(s.money)}, so this offer must be taken.`, rule: 'traders.A25' };
  }
  if (!c.look) return { text: 'The first offer is always taken: it sets the crew\'s stake, so there is nothing to compare it with.', rule: 'traders.A23' };
  if (!c.take) return { text: `The Patron asks ${formatMoney(o.price)} and the crew has ${formatMoney(s.money)}: a lot dearer than the money on hand cannot be bought.`, rule: 'traders.t-3-b' };
  return null;
}
