/**
 * Paying Credits costs and meeting expenses inside a game: the captain names
 * the cards to expend (from hand, then off the top of the deck); the card by
 * card rules of `expense-steps.ts` decide whether that pays, and the expended
 * cards move to the discard pile here.
 */
import { TEXT_LIMITS } from '../limits.ts';
import { atLeast, list, name, optional, shape, type Reader } from '../readers.ts';
import { err, ok, step, type CcgResult } from '../result.ts';
import { applyPaymentAction, startPayment, type PaymentState } from '../costs/index.ts';
import type { PaymentRestriction } from '../costs/index.ts';
import { captainById, cardOf, moveCard, type Draft } from './cards.ts';
import { declareBankrupt } from './bankruptcy.ts';
import type { CaptainId, CaptainState, GameCard, Payment } from './types.ts';

const evOf = (card: GameCard | undefined): number => card?.values.ev ?? 0;

/** The payment restriction of a card's own cost: Cash pays from hand, Equity from the deck. */
export function restrictionForCard(card: GameCard): PaymentRestriction {
  const kws = (card.values.keywords ?? []).map((k) => k.trim().toLowerCase());
  if (kws.includes('cash')) return 'cash';
  if (kws.includes('equity')) return 'equity';
  return 'none';
}

export interface PayOutcome {
  status: 'met' | 'bankrupt';
  /** Cards moved to the discard pile. */
  expended: string[];
}

/** More cards than any hand holds: a legal deck has 81 cards in all. */
const MAX_PAID_FROM_HAND = 100;

/** A payment as a move names it: card ids from hand and a number of cards off the deck. */
const readPayment: Reader<{ hand: string[]; deck: number }> = shape(
  'A payment (cards from hand and a number of cards off the deck)',
  {
    hand: optional(list('The cards from hand', name('A card id', 'ccg.expenses', TEXT_LIMITS.gameId), 0, MAX_PAID_FROM_HAND, 'ccg.expenses'), []),
    deck: optional(atLeast('The number of cards off the deck', 0, 'ccg.expenses'), 0),
  },
  'ccg.expenses',
);

/**
 * The cards used when a move names none: cards off the top of the deck until
 * the amount is met (a choice any captain may make). When the deck cannot
 * cover it, an expense that hand and deck together cannot cover takes every
 * card (bankruptcy); otherwise the captain must name the cards.
 */
function defaultPayment(d: Draft, captain: CaptainState, amount: number, restriction: PaymentRestriction, label: string, field: string): CcgResult<{ hand: string[]; deck: number }> {
  if (amount === 0) return ok({ hand: [], deck: 0 });
  const deckEv = captain.deck.map((id) => evOf(cardOf(d.state, id)));
  const handTotal = captain.hand.reduce((a, id) => a + evOf(cardOf(d.state, id)), 0);
  const deckTotal = deckEv.reduce((a, v) => a + v, 0);
  if (restriction !== 'cash' && deckTotal >= amount) {
    let sum = 0;
    let n = 0;
    while (sum < amount) sum += deckEv[n++] ?? 0;
    return ok({ hand: [], deck: n });
  }
  if (restriction === 'expense' && handTotal + deckTotal < amount) return ok({ hand: [...captain.hand], deck: captain.deck.length });
  return err(`Name the cards ${captain.name} expends to pay ${label}; the top of the deck alone does not cover it.`, restriction === 'expense' ? 'ccg.expenses' : 'ccg.cost', field);
}

/**
 * Pay `amount` for `captainId` with the named cards (when none are named, see
 * `defaultPayment`). A cost (`restriction`
 * other than 'expense') that the cards do not cover is an error: the move is
 * refused. An expense the captain cannot cover with every card left is
 * bankruptcy (status 'bankrupt': the captain is removed from the game here);
 * one they could cover but the payment falls short of is an error.
 */
export function pay(
  d: Draft,
  captainId: CaptainId,
  amount: number,
  payment: Payment | undefined,
  label: string,
  restriction: PaymentRestriction,
  field: string,
): CcgResult<PayOutcome> {
  const captain = captainById(d.state, captainId);
  if (captain === undefined) return err(`There is no captain ${captainId}.`, 'ccg.expenses', field);
  const parts = payment === undefined ? defaultPayment(d, captain, amount, restriction, label, field) : readPayment(payment, field);
  if (!parts.ok) return parts;
  for (const [i, id] of parts.value.hand.entries()) {
    if (!captain.hand.includes(id)) return err(`${cardOf(d.state, id)?.name ?? id} is not in ${captain.name}'s hand, so it cannot be expended.`, 'ccg.expenses', `${field}.hand.${i}`);
  }
  if (new Set(parts.value.hand).size !== parts.value.hand.length) return err('A card cannot be expended twice.', 'ccg.expenses', `${field}.hand`);
  if (parts.value.deck > captain.deck.length) {
    return err(`${captain.name} has only ${captain.deck.length} cards in the deck, not ${parts.value.deck}.`, 'ccg.expenses', `${field}.deck`);
  }
  const started = startPayment({
    amount,
    restriction,
    label,
    payer: captain.name,
    hand: captain.hand.map((id) => ({ id, name: cardOf(d.state, id)?.name ?? id, ev: evOf(cardOf(d.state, id)) })),
    deck: captain.deck.map((id) => ({ id, name: cardOf(d.state, id)?.name ?? id, ev: evOf(cardOf(d.state, id)), known: false })),
  });
  if (!started.ok) return { ...started, field };
  const trace = [...started.trace];
  let state: PaymentState = started.value;
  const actions = [
    ...parts.value.hand.map((cardId, i) => ({ action: { kind: 'expend-hand' as const, cardId }, field: `${field}.hand.${i}` })),
    ...Array.from({ length: parts.value.deck }, () => ({ action: { kind: 'turn-deck' as const }, field: `${field}.deck` })),
  ];
  for (const a of actions) {
    const r = applyPaymentAction(state, a.action);
    if (!r.ok) return { ...r, field: a.field };
    trace.push(...r.trace);
    state = r.value;
  }
  if (state.status === 'paying') {
    const left = state.amount - state.paid;
    if (restriction === 'expense') {
      return err(`${captain.name} still owes ${left} of ${label} and has cards left to expend; name enough cards to meet it.`, 'ccg.expenses', field);
    }
    return err(`The cards named pay ${state.paid} of ${label}, ${left} short; the play cannot be made without paying in full.`, 'ccg.cost', field);
  }
  for (const e of state.expended) moveCard(d, e.id, 'discard');
  d.trace.push(...trace);
  if (state.status === 'bankrupt') {
    d.trace.push(step(`${captain.name} cannot meet ${label} and goes bankrupt.`, 'ccg.bankruptcy'));
    declareBankrupt(d, captain.id);
    return ok({ status: 'bankrupt', expended: state.expended.map((e) => e.id) });
  }
  return ok({ status: 'met', expended: state.expended.map((e) => e.id) });
}
