/**
 * Several expenses met one after another from the same hand and deck. Each
 * card serves one expense only: EV left over from one expense is lost, never
 * carried to the next. The first expense that cannot be met bankrupts the
 * payer and ends the series.
 */
import { err, ok, step, type CcgErr, type CcgResult, type Step } from '../../result.ts';
import {
  DEFAULT_PAYER,
  displayName,
  type BankruptcyOutcome,
  type DeckCard,
  type ExpendableCard,
  type ExpendedCard,
  type ExpenseLine,
  type FinishedPayment,
  type HandCard,
  type PayerCards,
} from './types.ts';
import { applyPaymentAction, startPayment, type PaymentAction, type PaymentState } from './steps.ts';
import { recommendPayment, type PaymentPolicy } from './plan.ts';
import { checkPayment, type PaymentChoice } from './check.ts';
import { MAX_EXPENSES, readExpenseLines } from './read-payment.ts';
import { own } from '../../readers.ts';

export interface SeriesExpense extends ExpenseLine {
  /** Pay with exactly these cards; without it, the policy chooses (from what the payer can see). */
  choice?: PaymentChoice;
}

export interface ExpenseSeriesInput extends PayerCards {
  expenses: SeriesExpense[];
  policy?: PaymentPolicy;
}

export type SeriesPayment = FinishedPayment;

export interface SeriesResult {
  payments: SeriesPayment[];
  hand: HandCard[];
  deck: DeckCard[];
  expendable: ExpendableCard[];
  /** Every card the series moved to a discard pile, in order. */
  discard: ExpendedCard[];
  /** The bankruptcy that ended the series, or null when every expense was met. */
  outcome: BankruptcyOutcome | null;
}

function prefixed(e: CcgErr, index: number, zoneFields: boolean): CcgErr {
  if (e.field === undefined) return { ...e, field: `expenses.${index}` };
  const zone = /^(hand|deck|expendable|hiddenEv|payer)(\.|$)/.test(e.field);
  return { ...e, field: zone && zoneFields ? e.field : `expenses.${index}.${e.field}` };
}

/** The chosen cards as actions, ordered so the last one is the card that reaches the amount. */
function payChoice(state: PaymentState, choice: PaymentChoice): PaymentAction[] {
  const deck = Array.from({ length: Math.min(choice.deckCount, state.deck.length) }, (): PaymentAction => ({ kind: 'turn-deck' }));
  const picked = [
    ...choice.handIds.map((cardId) => ({ action: { kind: 'expend-hand', cardId } as PaymentAction, ev: state.hand.find((c) => c.id === cardId)?.ev ?? 0 })),
    ...(choice.expendableIds ?? []).map((cardId) => ({ action: { kind: 'jettison', cardId } as PaymentAction, ev: state.expendable.find((c) => c.id === cardId)?.value ?? 0 })),
  ];
  const total = picked.reduce((a, p) => a + p.ev, 0) + state.deck.slice(0, deck.length).reduce((a, c) => a + c.ev, 0);
  const last = picked.findIndex((p) => total - p.ev < state.amount);
  if (last < 0) return [...picked.map((p) => p.action), ...deck];
  const [closing] = picked.splice(last, 1);
  return [...deck, ...picked.map((p) => p.action), ...(closing ? [closing.action] : [])];
}

/**
 * Meet `expenses` in order from one hand and deck. The expenses are read first
 * (`readExpenseLines`: 1 to `MAX_EXPENSES`, each amount and restriction), the
 * cards with each payment (`readPayment`).
 */
export function payExpenseSeries(input: ExpenseSeriesInput): CcgResult<SeriesResult> {
  const lines = readExpenseLines(MAX_EXPENSES)(own(input as unknown as Record<string, unknown>, 'expenses'), 'expenses');
  if (!lines.ok) return lines;
  const payer = input.payer ?? DEFAULT_PAYER;
  const policy = input.policy ?? 'least-overpayment';
  let hand = input.hand;
  let deck = input.deck;
  let expendable = input.expendable ?? [];
  const discard: ExpendedCard[] = [];
  const payments: SeriesPayment[] = [];
  const trace: Step[] = [];
  for (const [i, line] of lines.value.entries()) {
    const expense = { ...line, choice: input.expenses[i]?.choice };
    const label = expense.label?.trim() || `expense ${i + 1} (amount ${expense.amount})`;
    const base = {
      amount: expense.amount,
      restriction: expense.restriction,
      label,
      payer,
      hand,
      deck,
      expendable,
      ...(input.hiddenEv ? { hiddenEv: input.hiddenEv } : {}),
    };
    if (expense.choice) {
      const checked = checkPayment({ ...base, choice: expense.choice });
      if (!checked.ok) return prefixed(checked, i, i === 0);
      if (!checked.value.covers && !checked.value.outcome) {
        return err(
          `The cards chosen for ${label} give ${checked.value.total}, ${checked.value.shortBy} short, while ${displayName(payer)} still has cards that may pay; an expense must be met when it can be.`,
          'ccg.expenses',
          `expenses.${i}.choice`,
        );
      }
    }
    const started = startPayment(base);
    if (!started.ok) return prefixed(started, i, i === 0);
    trace.push(...started.trace);
    let state = started.value;
    const actions = expense.choice ? payChoice(state, expense.choice) : [];
    for (let guard = 0; state.status === 'paying' && guard < 10000; guard++) {
      let action = actions.shift();
      if (!action) {
        const rec = recommendPayment(state, policy);
        if (!rec.ok) return prefixed(rec, i, false);
        if (!rec.value.next) break;
        action = rec.value.next;
      }
      const applied = applyPaymentAction(state, action);
      if (!applied.ok) return prefixed(applied, i, false);
      trace.push(...applied.trace);
      state = applied.value;
    }
    hand = state.hand;
    deck = state.deck;
    expendable = state.expendable;
    discard.push(...state.expended);
    const status = state.status === 'bankrupt' ? 'bankrupt' : 'met';
    payments.push({ label, amount: expense.amount, expended: state.expended, total: state.paid, lostEv: Math.max(0, state.paid - expense.amount), status });
    if (state.outcome) {
      if (i < lines.value.length - 1) {
        trace.push(step(`The series stops at ${label}: a bankrupt captain meets no further expenses.`, 'ccg.bankruptcy'));
      }
      return ok({ payments, hand, deck, expendable, discard, outcome: state.outcome }, trace);
    }
  }
  return ok({ payments, hand, deck, expendable, discard, outcome: null }, trace);
}
