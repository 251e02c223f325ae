/**
 * What the payer can know about a payment: the EV they can see (hand, deck
 * cards already seen, Expendable values) and the number of deck cards whose EV
 * is hidden from them. Never reads a hidden card's EV.
 */
import {
  allowedSources,
  type DeckCard,
  type ExpendableCard,
  type HandCard,
  type HiddenEvRange,
  type PaymentRestriction,
} from './types.ts';

export type OutlookStatus = 'covered-for-sure' | 'may-fall-short' | 'short-for-sure';

export interface PayerOutlook {
  /** What is still owed. */
  remaining: number;
  /** EV of the allowed cards the payer can see. */
  visibleEv: number;
  /** Allowed deck cards whose EV the payer cannot see. */
  hiddenCards: number;
  /** Least total EV the allowed cards could hold. */
  fewest: number;
  /** Most total EV they could hold; null when hidden cards have no known upper bound. */
  most: number | null;
  status: OutlookStatus;
}

export interface OutlookView {
  amount: number;
  paid: number;
  restriction: PaymentRestriction;
  hand: readonly HandCard[];
  deck: readonly DeckCard[];
  expendable: readonly ExpendableCard[];
  hiddenEv: HiddenEvRange;
}

export function payerOutlook(view: OutlookView): PayerOutlook {
  const allowed = allowedSources(view.restriction);
  let visibleEv = 0;
  let hiddenCards = 0;
  if (allowed.hand) for (const c of view.hand) visibleEv += c.ev;
  if (allowed.expendable) for (const c of view.expendable) visibleEv += c.value;
  if (allowed.deck) {
    for (const c of view.deck) {
      if (c.known) visibleEv += c.ev;
      else hiddenCards++;
    }
  }
  const remaining = Math.max(0, view.amount - view.paid);
  const fewest = visibleEv + hiddenCards * view.hiddenEv.min;
  const most = hiddenCards === 0 ? visibleEv : view.hiddenEv.max === undefined ? null : visibleEv + hiddenCards * view.hiddenEv.max;
  const status: OutlookStatus = fewest >= remaining ? 'covered-for-sure' : most !== null && most < remaining ? 'short-for-sure' : 'may-fall-short';
  return { remaining, visibleEv, hiddenCards, fewest, most, status };
}

export interface DeckTurnEstimate {
  /** Fewest cards that might need turning (every hidden card at its highest). */
  fewest: number;
  /** Most cards that might need turning (every hidden card at its lowest); null when the deck might run out first. */
  most: number | null;
}

/**
 * How many cards from the top must be turned before `enough(total)` holds,
 * reading seen cards exactly and hidden ones at the ends of their range.
 */
export function estimateDeckTurns(deck: readonly DeckCard[], range: HiddenEvRange, enough: (total: number) => boolean): DeckTurnEstimate {
  let fewest: number | null = null;
  let most: number | null = null;
  let high = 0;
  let low = 0;
  for (let i = 0; i < deck.length; i++) {
    const c = deck[i];
    if (!c) break;
    high += c.known ? c.ev : (range.max ?? Number.POSITIVE_INFINITY);
    low += c.known ? c.ev : range.min;
    if (fewest === null && enough(high)) fewest = i + 1;
    if (most === null && enough(low)) {
      most = i + 1;
      break;
    }
  }
  return { fewest: fewest ?? deck.length, most };
}
