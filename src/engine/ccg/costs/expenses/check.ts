/**
 * Judging a payment as a whole: is a chosen set of cards a lawful payment,
 * which hand cards could pay with nothing wasted, and is the payer solvent.
 */
import { plural } from '../../../core/text.ts';
import { err, ok, step, type CcgResult, type Step } from '../../result.ts';
import {
  allowedSources,
  capitalise,
  cardLabel,
  displayName,
  MAX_HAND,
  restrictionStep,
  sumEv,
  type BankruptcyOutcome,
  type ExpendedCard,
  type HandCard,
  type PaymentInput,
} from './types.ts';
import { readPayment } from './read-payment.ts';
import { minimalPayments } from './search.ts';
import { payerOutlook, type PayerOutlook } from './outlook.ts';
import { trueAvailable } from './steps.ts';

/** A payment chosen in full: hand cards, how many cards off the top of the deck, Expendable cards to jettison. */
export interface PaymentChoice {
  handIds: string[];
  deckCount: number;
  expendableIds?: string[];
}

export interface PaymentCheck {
  covers: boolean;
  total: number;
  shortBy: number;
  /** EV beyond the amount; it is lost, never kept for another payment. */
  overpaidBy: number;
  expended: ExpendedCard[];
  /** Set when the payment falls short and no allowed card is left out of it. */
  outcome: BankruptcyOutcome | null;
}

/** Check a chosen payment against the amount, the restriction and the rule that expending stops once the amount is met. */
export function checkPayment(input: PaymentInput & { choice: PaymentChoice }): CcgResult<PaymentCheck> {
  const read = readPayment(input, '');
  if (!read.ok) return read;
  const { choice } = input;
  const { restriction, payer, label, expendable, hand, deck } = read.value;
  const allowed = allowedSources(restriction);
  if (!choice || !Array.isArray(choice.handIds)) return err('Say which hand cards the payment expends (a list, possibly empty).', 'ccg.expenses', 'choice.handIds');
  const expendableIds = choice.expendableIds ?? [];
  if (!Array.isArray(expendableIds)) return err('The Expendable cards to jettison must be a list.', 'ccg.keyword.expendable', 'choice.expendableIds');
  if (!Number.isInteger(choice.deckCount) || choice.deckCount < 0 || choice.deckCount > deck.length) {
    return err(`The number of deck cards turned must be a whole number from 0 to ${deck.length} (the cards in the deck).`, 'ccg.captains-deck', 'choice.deckCount');
  }
  const expended: ExpendedCard[] = [];
  const used = new Set<string>();
  for (const [i, id] of choice.handIds.entries()) {
    const card = hand.find((c) => c.id === id);
    if (!card) return err(`There is no card "${String(id)}" in the hand.`, 'ccg.expenses', `choice.handIds.${i}`);
    if (used.has(id)) return err(`${capitalise(cardLabel(card))} is chosen twice; a card is expended once.`, 'ccg.expenses', `choice.handIds.${i}`);
    used.add(id);
    expended.push({ id, ev: card.ev, from: 'hand', owner: payer, ...(card.name ? { name: card.name } : {}) });
  }
  for (const [i, id] of expendableIds.entries()) {
    const card = expendable.find((c) => c.id === id);
    if (!card) return err(`There is no Expendable card "${String(id)}" in play.`, 'ccg.keyword.expendable', `choice.expendableIds.${i}`);
    if (used.has(id)) return err(`${capitalise(cardLabel(card))} is chosen twice; a card is jettisoned once.`, 'ccg.keyword.expendable', `choice.expendableIds.${i}`);
    used.add(id);
    expended.push({ id, ev: card.value, from: 'in-play', owner: card.owner ?? payer, ...(card.name ? { name: card.name } : {}) });
  }
  for (const card of deck.slice(0, choice.deckCount)) {
    expended.push({ id: card.id, ev: card.ev, from: 'deck', owner: payer, ...(card.name ? { name: card.name } : {}) });
  }
  if (choice.handIds.length > 0 && !allowed.hand) {
    return err(`Because of Equity, ${label} may be paid only from the top of the deck, not from hand.`, 'ccg.keyword.equity', 'choice.handIds');
  }
  if (choice.deckCount > 0 && !allowed.deck) {
    return err(`Because of Cash, ${label} may be paid only from hand, not from the deck.`, 'ccg.keyword.cash', 'choice.deckCount');
  }
  if (expendableIds.length > 0 && !allowed.expendable) {
    return err(`Expendable cards help only toward a pending Credits cost, and ${label} is an expense, not a cost.`, 'ccg.keyword.expendable', 'choice.expendableIds');
  }
  const trace: Step[] = [];
  if (input.amount === 0) {
    if (expended.length > 0) {
      return err(`${capitalise(label)} is 0, so no card is expended for it.`, restriction === 'expense' ? 'ccg.expenses' : 'ccg.cost', 'choice');
    }
    trace.push(step(`${capitalise(label)} is 0: nothing is expended.`, restriction === 'expense' ? 'ccg.expenses' : 'ccg.cost'));
    return ok({ covers: true, total: 0, shortBy: 0, overpaidBy: 0, expended, outcome: null }, trace);
  }
  trace.push(restrictionStep(restriction, label));
  const total = sumEv(expended);
  const list = expended.map((c) => `${cardLabel(c)} (${c.ev})`).join(', ');
  if (total >= input.amount) {
    // Expending stops once the amount is met, so some card must be the one that reaches it:
    // any chosen hand or Expendable card can go last; of the deck cards, only the deepest.
    const lastDeck = choice.deckCount > 0 ? deck[choice.deckCount - 1] : undefined;
    const canBeLast = expended.filter((c) => c.from !== 'deck' || c.id === lastDeck?.id);
    if (!canBeLast.some((c) => total - c.ev < input.amount)) {
      const spare = [...canBeLast].sort((a, b) => a.ev - b.ev)[0];
      return err(
        `The chosen cards give ${total}, but ${label} (${input.amount}) is reached without ${spare ? cardLabel(spare) : 'one of them'}; cards are expended only until the amount is met.`,
        'ccg.note.expend-until-met',
        'choice',
      );
    }
    const over = total - input.amount;
    trace.push(step(`${list ? `${capitalise(list)} give` : 'The payment gives'} ${total} against ${input.amount}: met${over > 0 ? `, with ${over} EV lost` : ' exactly'}.`, 'ccg.expenses'));
    if (over > 0) trace.push(step(`EV is never split: the ${over} over cannot go toward any other payment.`, 'ccg.expenses'));
    return ok({ covers: true, total, shortBy: 0, overpaidBy: over, expended, outcome: null }, trace);
  }
  const shortBy = input.amount - total;
  const everyCard =
    (!allowed.hand || choice.handIds.length === hand.length) &&
    (!allowed.deck || choice.deckCount === deck.length) &&
    (!allowed.expendable || expendableIds.length === expendable.length);
  trace.push(step(`${list ? `${capitalise(list)} give` : 'No card is chosen, giving'} ${total} against ${input.amount}: ${shortBy} short.`, 'ccg.expenses'));
  if (!everyCard) {
    trace.push(step(`${displayName(payer)} still has cards that may pay, and must go on expending them: a captain may not leave an expense unmet while able to meet it.`, 'ccg.expenses'));
    return ok({ covers: false, total, shortBy, overpaidBy: 0, expended, outcome: null }, trace);
  }
  if (restriction !== 'expense') {
    const before = payerOutlook({ amount: input.amount, paid: 0, restriction, hand: hand, deck: deck, expendable, hiddenEv: input.hiddenEv ?? { min: 0 } });
    if (before.status === 'short-for-sure') {
      trace.push(
        step(
          `That is every card that may pay, and ${displayName(payer)} could see the shortfall before paying: a play whose costs cannot all be paid may not be attempted, so there is no bankruptcy; the play never happens.`,
          'ccg.note.credits-cost-shortfall',
        ),
      );
      return ok({ covers: false, total, shortBy, overpaidBy: 0, expended, outcome: null }, trace);
    }
  }
  trace.push(step(`That is every card that may pay, so ${displayName(payer)} is bankrupt.`, 'ccg.bankruptcy'));
  return ok(
    { covers: false, total, shortBy, overpaidBy: 0, expended, outcome: { bankrupt: true, payer, label, amount: input.amount, paid: total, shortBy } },
    trace,
  );
}

export interface HandPayment {
  cardIds: string[];
  total: number;
  overpaidBy: number;
}

/**
 * Every minimal payment of `amount` from `hand` (no chosen card could be left
 * out), best first: least overpayment, then keeping the highest-EV cards.
 */
export function minimalHandPayments(input: { amount: number; hand: HandCard[] }): CcgResult<{ payments: HandPayment[] }> {
  if (Array.isArray(input.hand) && input.hand.length > MAX_HAND) {
    return err(`This tool lists hand payments for hands of at most ${MAX_HAND} cards; the hand given has ${input.hand.length}.`, 'ccg.hand-size', 'hand');
  }
  const read = readPayment({ amount: input.amount, hand: input.hand, deck: [] }, '');
  if (!read.ok) return read;
  const trace: Step[] = [];
  if (input.amount === 0) {
    trace.push(step('Nothing is owed, so the only payment expends no card.', 'ccg.cost'));
    return ok({ payments: [{ cardIds: [], total: 0, overpaidBy: 0 }] }, trace);
  }
  const found = minimalPayments(input.amount, input.hand);
  const payments = found.map((p) => ({ cardIds: p.indexes.map((i) => input.hand[i]?.id ?? ''), total: p.total, overpaidBy: p.overpaidBy }));
  const handTotal = sumEv(input.hand);
  if (payments.length === 0) {
    trace.push(step(`The hand holds ${handTotal} EV in all, short of ${input.amount}: no payment from hand alone covers it.`, 'ccg.expenses'));
  } else {
    const best = payments[0];
    trace.push(
      step(
        `${plural(payments.length, 'way')} to pay ${input.amount} from hand leave no card idle; the best loses ${best?.overpaidBy ?? 0} EV.`,
        'ccg.expenses',
      ),
    );
  }
  return ok({ payments }, trace);
}

export interface Solvency {
  /** All EV the allowed cards hold, from the true values. */
  available: number;
  /** How far that falls short of the amount (0 when it covers). */
  shortBy: number;
  /** Certain bankruptcy: even every allowed card, at its true EV, falls short (and the payment is, or may be, attempted). */
  bankrupt: boolean;
  /**
   * A Credits cost whose shortfall the payer can already see: the play may not
   * be attempted at all, so there is no bankruptcy (source note credits-cost-shortfall).
   */
  cannotAttempt: boolean;
  /** What the payer can know, without seeing hidden deck cards. */
  outlook: PayerOutlook;
  outcome: BankruptcyOutcome | null;
}

export interface SolvencyInput extends PaymentInput {
  /** A Credits cost already being paid: its play was attempted, so a shortfall now bankrupts. */
  attempted?: boolean;
}

/** Can the payer meet the amount: certainly (from true values) and as far as the payer can tell (hidden deck cards as a range). */
export function checkSolvency(input: SolvencyInput): CcgResult<Solvency> {
  const read = readPayment(input, '');
  if (!read.ok) return read;
  const settled = read.value;
  const { restriction, payer, label } = settled;
  const view = { ...settled, paid: 0 };

  const available = trueAvailable(view);
  const shortBy = Math.max(0, input.amount - available);
  const outlook = payerOutlook(view);
  const who = displayName(payer);
  const trace: Step[] = [restrictionStep(restriction, label)];
  // A cost (not an expense) whose shortfall is plain before paying is never attempted.
  const cannotAttempt = restriction !== 'expense' && input.attempted !== true && shortBy > 0 && outlook.status === 'short-for-sure';
  trace.push(
    cannotAttempt
      ? step(
          `Every card that may pay holds ${available} EV in all, ${shortBy} short of ${input.amount}, and ${who} can see it before paying: a play whose costs cannot all be paid may not be attempted, so ${label} brings no bankruptcy.`,
          'ccg.note.credits-cost-shortfall',
        )
      : step(
          shortBy > 0
            ? `Every card that may pay holds ${available} EV in all, ${shortBy} short of ${input.amount}: ${who} cannot meet ${label} and is bankrupt.`
            : `Every card that may pay holds ${available} EV in all, enough for ${input.amount}: ${who} will not go bankrupt over ${label}.`,
          'ccg.bankruptcy',
        ),
  );
  const range = outlook.most === null ? `${outlook.fewest} or more` : outlook.fewest === outlook.most ? `${outlook.fewest}` : `${outlook.fewest} to ${outlook.most}`;
  trace.push(
    step(
      outlook.status === 'covered-for-sure'
        ? `From ${who}'s side of the table the payment is safe: the cards ${who} can count on hold ${range} EV.`
        : outlook.status === 'short-for-sure'
          ? `From ${who}'s side of the table the cards hold ${range} EV, so the shortfall is visible before paying.`
          : `From ${who}'s side of the table the cards hold ${range} EV with ${plural(outlook.hiddenCards, 'deck card')} unseen, so bankruptcy is possible.`,
      'ccg.expenses',
    ),
  );
  const bankrupt = shortBy > 0 && !cannotAttempt;
  const outcome: BankruptcyOutcome | null = bankrupt ? { bankrupt: true, payer, label, amount: input.amount, paid: available, shortBy } : null;
  return ok({ available, shortBy, bankrupt, cannotAttempt, outlook, outcome }, trace);
}
