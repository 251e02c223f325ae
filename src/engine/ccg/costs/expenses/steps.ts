/**
 * Paying an amount card by card, so a tool can show each card as it goes:
 * expend a hand card, turn over the next deck card, or jettison an Expendable
 * card. Every action returns a new state (the old one is left as it was); the
 * payment ends as met once the EV reaches the amount, or as bankruptcy once no
 * allowed card is left and the amount is still short.
 */
import { err, ok, step, type CcgResult, type Step } from '../../result.ts';
import {
  allowedSources,
  capitalise,
  cardLabel,
  displayName,
  restrictionStep,
  sumEv,
  sumValue,
  type BankruptcyOutcome,
  type ExpendedCard,
  type PaymentInput,
  type SettledPayment,
} from './types.ts';
import { payerOutlook } from './outlook.ts';
import { readPayment } from './read-payment.ts';

export type PaymentStatus = 'paying' | 'met' | 'bankrupt';

/** A payment under way: its amount and the payer's cards, every field settled. */
export interface PaymentState extends SettledPayment {
  /** Cards this payment has moved to a discard pile, in order. */
  expended: ExpendedCard[];
  paid: number;
  status: PaymentStatus;
  /** Present once the payment has failed. */
  outcome?: BankruptcyOutcome;
}

export type PaymentAction =
  | { kind: 'expend-hand'; cardId: string }
  | { kind: 'turn-deck' }
  | { kind: 'jettison'; cardId: string };

export function remainingAmount(state: PaymentState): number {
  return Math.max(0, state.amount - state.paid);
}

/** True when some card the restriction allows is still there to pay with. */
export function hasAllowedSource(state: PaymentState): boolean {
  const allowed = allowedSources(state.restriction);
  return (allowed.hand && state.hand.length > 0) || (allowed.deck && state.deck.length > 0) || (allowed.expendable && state.expendable.length > 0);
}

function settle(state: PaymentState, trace: Step[]): PaymentState {
  const who = displayName(state.payer);
  if (state.paid >= state.amount) {
    const lost = state.paid - state.amount;
    trace.push(
      step(
        lost > 0
          ? `${capitalise(state.label)} is met with ${state.paid} EV against ${state.amount}; the ${lost} EV over is lost, since EV never carries over to another payment.`
          : `${capitalise(state.label)} is met exactly: ${state.paid} EV against ${state.amount}.`,
        'ccg.expenses',
      ),
    );
    return { ...state, status: 'met' };
  }
  if (hasAllowedSource(state)) return state;
  const shortBy = state.amount - state.paid;
  trace.push(step(`${who} has no card left that may pay, and ${state.label} is still ${shortBy} short: ${who} is bankrupt.`, 'ccg.bankruptcy'));
  if (state.restriction !== 'expense') {
    trace.push(step('A Credits cost is met the same way as an expense, so a cost that cannot be met bankrupts the captain who attempted it.', 'ccg.note.credits-cost-shortfall'));
  }
  trace.push(step(`${who} leaves the game and every card ${who} owns is removed, even cards another captain controls; with two captains the other one wins.`, 'ccg.bankruptcy'));
  return {
    ...state,
    status: 'bankrupt',
    outcome: { bankrupt: true, payer: state.payer, label: state.label, amount: state.amount, paid: state.paid, shortBy },
  };
}

/** Start paying `input.amount`. Refuses a cost the payer can already see they cannot pay (they may not attempt it). */
export function startPayment(input: PaymentInput): CcgResult<PaymentState> {
  const read = readPayment(input, '');
  if (!read.ok) return read;
  const settled = read.value;
  const { restriction, label } = settled;
  const state: PaymentState = { ...settled, expended: [], paid: 0, status: 'paying' };
  const trace: Step[] = [];
  if (input.amount === 0) {
    trace.push(
      step(
        restriction === 'expense'
          ? `An expense of 0 needs no card.`
          : `Nothing is expended for ${label}: a cost of 0 needs no card.`,
        restriction === 'expense' ? 'ccg.expenses' : 'ccg.cost',
      ),
    );
    return ok({ ...state, status: 'met' }, trace);
  }
  trace.push(restrictionStep(restriction, label));
  if (restriction !== 'expense') {
    const view = payerOutlook(state);
    if (view.status === 'short-for-sure') {
      const rule = restriction === 'cash' ? 'ccg.keyword.cash' : restriction === 'equity' ? 'ccg.keyword.equity' : 'ccg.cost';
      return err(
        `${displayName(state.payer)} can see that the cards allowed to pay ${label} reach at most ${view.most ?? 0} EV, short of ${input.amount}, and a captain may not attempt a play whose costs cannot be paid.`,
        rule,
        'amount',
      );
    }
    trace.push(step('The cost is paid at once, as the card is played; it does not wait on the queue, and once paid it cannot change.', 'ccg.cost'));
  }
  return ok(settle(state, trace), trace);
}

function refuseIfDone(state: PaymentState): CcgResult<PaymentState> | undefined {
  if (state.status === 'met') {
    return err(
      `${capitalise(state.label)} is already met; cards are expended only until the amount is reached.`,
      'ccg.note.expend-until-met',
    );
  }
  if (state.status === 'bankrupt') {
    return err(`${displayName(state.payer)} is bankrupt; nothing more can be paid.`, 'ccg.bankruptcy');
  }
  return undefined;
}

function progress(state: PaymentState): string {
  return `${Math.min(state.paid, state.amount)} of ${state.amount} paid`;
}

/**
 * One card goes to a discard pile for its value: it joins the cards expended,
 * its value counts toward the amount, and the payment settles if that meets it.
 * `rest` is the zone the card left, without it.
 */
function payWith(
  state: PaymentState,
  card: { id: string; name?: string },
  value: number,
  from: ExpendedCard['from'],
  owner: string,
  rest: Partial<Pick<PaymentState, 'hand' | 'deck' | 'expendable'>>,
  say: (next: PaymentState) => Step,
): CcgResult<PaymentState> {
  const moved: ExpendedCard = { id: card.id, ev: value, from, owner, ...(card.name ? { name: card.name } : {}) };
  const next: PaymentState = { ...state, ...rest, expended: [...state.expended, moved], paid: state.paid + value };
  const trace: Step[] = [say(next)];
  return ok(settle(next, trace), trace);
}

/** Expend one card from hand toward the amount. */
export function expendFromHand(state: PaymentState, cardId: string): CcgResult<PaymentState> {
  const done = refuseIfDone(state);
  if (done) return done;
  if (!allowedSources(state.restriction).hand) {
    return err(`Because of Equity, ${state.label} cannot be paid from hand; only deck cards may be expended.`, 'ccg.keyword.equity', 'cardId');
  }
  const card = state.hand.find((c) => c.id === cardId);
  if (!card) return err(`There is no card "${cardId}" in ${displayName(state.payer)}'s hand.`, 'ccg.expenses', 'cardId');
  return payWith(state, card, card.ev, 'hand', state.payer, { hand: state.hand.filter((c) => c.id !== cardId) }, (next) =>
    step(`${displayName(state.payer)} expends ${cardLabel(card)} (EV ${card.ev}) from hand to the discard pile: ${progress(next)}.`, 'ccg.expenses'),
  );
}

/** Turn over the top card of the deck and expend it for its EV. */
export function turnDeckCard(state: PaymentState): CcgResult<PaymentState> {
  const done = refuseIfDone(state);
  if (done) return done;
  if (!allowedSources(state.restriction).deck) {
    return err(`Because of Cash, ${state.label} cannot be paid from the deck; only hand cards may be expended.`, 'ccg.keyword.cash');
  }
  const [top, ...rest] = state.deck;
  if (!top) return err(`${displayName(state.payer)}'s deck is empty; there is no card to turn over.`, 'ccg.captains-deck');
  return payWith(state, top, top.ev, 'deck', state.payer, { deck: rest }, (next) =>
    step(
      `${displayName(state.payer)} turns over the top card of the deck, ${cardLabel(top)}, worth EV ${top.ev}${top.known ? ' (already seen)' : ''}, and expends it to the discard pile: ${progress(next)}.`,
      'ccg.expenses',
    ),
  );
}

/** Jettison an Expendable card in play to put its value toward a Credits cost. */
export function jettisonExpendable(state: PaymentState, cardId: string): CcgResult<PaymentState> {
  const done = refuseIfDone(state);
  if (done) return done;
  if (!allowedSources(state.restriction).expendable) {
    return err(
      `Expendable helps only toward a pending Credits cost, and ${state.label} is an expense, not a cost.`,
      'ccg.keyword.expendable',
      'cardId',
    );
  }
  const card = state.expendable.find((c) => c.id === cardId);
  if (!card) return err(`There is no Expendable card "${cardId}" in play under ${displayName(state.payer)}'s control.`, 'ccg.keyword.expendable', 'cardId');
  const owner = card.owner ?? state.payer;
  return payWith(state, card, card.value, 'in-play', owner, { expendable: state.expendable.filter((c) => c.id !== cardId) }, (next) =>
    step(
      `${displayName(state.payer)} jettisons ${cardLabel(card)} (Expendable ${card.value}) to ${owner === state.payer ? 'the' : `${displayName(owner)}'s`} discard pile: ${progress(next)}.`,
      'ccg.keyword.expendable',
    ),
  );
}

export function applyPaymentAction(state: PaymentState, action: PaymentAction): CcgResult<PaymentState> {
  switch (action.kind) {
    case 'expend-hand':
      return expendFromHand(state, action.cardId);
    case 'turn-deck':
      return turnDeckCard(state);
    case 'jettison':
      return jettisonExpendable(state, action.cardId);
  }
}

/** All EV the allowed sources hold, from the true values (what a judge sees). */
export function trueAvailable(state: Pick<PaymentState, 'restriction' | 'hand' | 'deck' | 'expendable'>): number {
  const allowed = allowedSources(state.restriction);
  return (allowed.hand ? sumEv(state.hand) : 0) + (allowed.deck ? sumEv(state.deck) : 0) + (allowed.expendable ? sumValue(state.expendable) : 0);
}
