/**
 * Paying one expense after another, card by card, as at the table: each
 * expense starts from the hand, deck and Expendable cards the one before left
 * behind, and EV beyond an amount is lost with the card that gave it, never
 * carried to the next expense.
 *
 * A session is a machine of the kernel's one shape (`core/machine.ts`): the
 * setup is `startSession`, each way to pay (expend a hand card, turn the top
 * deck card, jettison an Expendable card) is a move, and the log keeps every
 * action taken in the session. The session is plain data rebuilt from its
 * input and its actions (`replaySession`), so undoing a step is replaying
 * every action but the last.
 */
import { defineMachine, refusalError, type Move } from '../../../core/machine.ts';
import { plural } from '../../../core/text.ts';
import { isRecord } from '../../../core/validate.ts';
import { err, ok, step, type CcgErr, type CcgResult, type Step } from '../../result.ts';
import type { RuleId } from '../../rules.ts';
import {
  DEFAULT_PAYER,
  capitalise,
  displayName,
  type ExpenseLine,
  type FinishedPayment,
  type PayerCards,
  type PaymentRestriction,
} from './types.ts';
import { applyPaymentAction, startPayment, type PaymentAction, type PaymentState } from './steps.ts';
import { recommendPayment, type PaymentPolicy } from './plan.ts';
import { MAX_EXPENSES, readExpenseLines, type ExpenseLineRead } from './read-payment.ts';
import { own } from '../../readers.ts';

export type SessionExpense = ExpenseLine;

export interface PaymentSessionInput extends PayerCards {
  /** Paid in this order; at least one. */
  expenses: SessionExpense[];
}

/** A finished payment of the session, with its place in the session's list. */
export interface SessionPayment extends FinishedPayment {
  index: number;
}

/**
 * - `paying`: `current` still owes EV;
 * - `met`: every expense is met;
 * - `bankrupt`: an expense could not be met (`current.outcome` says how short);
 * - `refused`: a later Credits cost could not even be attempted (`refusal` says why).
 */
export type SessionStatus = 'paying' | 'met' | 'bankrupt' | 'refused';

export interface PaymentSession {
  expenses: { amount: number; label: string; restriction: PaymentRestriction }[];
  /** Index of the expense being paid; once the session is over, of the last one started. */
  index: number;
  /** The payment in progress, or the last one once the session is over. */
  current: PaymentState;
  /** Finished payments, in order. */
  payments: SessionPayment[];
  status: SessionStatus;
  /** Every action taken, in order. */
  actions: PaymentAction[];
  /** EV lost over every finished payment. */
  lostEv: number;
  refusal?: CcgErr;
}


function labelFor(e: ExpenseLineRead, i: number, count: number): string {
  const given = e.label?.trim() ?? '';
  if (given) return given;
  return count === 1 ? `the expense of ${e.amount}` : `expense ${i + 1} (${e.amount})`;
}

function finished(state: PaymentState, index: number): SessionPayment {
  return {
    index,
    label: state.label,
    amount: state.amount,
    expended: state.expended,
    total: state.paid,
    lostEv: state.status === 'met' ? state.paid - state.amount : 0,
    status: state.status === 'bankrupt' ? 'bankrupt' : 'met',
  };
}

function statusOf(current: PaymentState, index: number, count: number): SessionStatus {
  if (current.status === 'bankrupt') return 'bankrupt';
  if (current.status === 'met' && index >= count - 1) return 'met';
  return 'paying';
}

/**
 * While the current payment is met and expenses remain, start the next one
 * from what is left. Returns the new session and the steps it took.
 */
function advance(session: PaymentSession, trace: Step[]): PaymentSession {
  let s = session;
  while (s.current.status === 'met' && s.index < s.expenses.length - 1) {
    const done = finished(s.current, s.index);
    const next = s.index + 1;
    const e = s.expenses[next];
    if (!e) break;
    const c = s.current;
    trace.push(
      step(
        `${capitalise(e.label)} comes next, paid from what is left after ${c.label}: ${plural(c.hand.length, 'card')} in hand and ${c.deck.length} in the deck${done.lostEv > 0 ? `; the ${done.lostEv} EV over on the last expense is gone, since EV is never split between expenses` : ''}.`,
        'ccg.expenses',
      ),
    );
    const started = startPayment({
      amount: e.amount,
      restriction: e.restriction,
      label: e.label,
      payer: c.payer,
      hand: c.hand,
      deck: c.deck,
      expendable: c.expendable,
      hiddenEv: c.hiddenEv,
    });
    const payments = [...s.payments, done];
    const lostEv = s.lostEv + done.lostEv;
    if (!started.ok) {
      return { ...s, payments, lostEv, index: next, status: 'refused', refusal: { ...started, field: `expenses.${next}.${started.field ?? 'amount'}` } };
    }
    trace.push(...started.trace);
    s = { ...s, payments, lostEv, index: next, current: started.value };
  }
  const status = statusOf(s.current, s.index, s.expenses.length);
  if (status !== 'paying' && s.payments.length === s.index) {
    const last = finished(s.current, s.index);
    s = { ...s, payments: [...s.payments, last], lostEv: s.lostEv + last.lostEv };
    if (status === 'bankrupt' && s.index < s.expenses.length - 1) {
      trace.push(step(`The run of expenses stops at ${s.current.label}: a bankrupt captain meets no further expenses.`, 'ccg.bankruptcy'));
    }
    if (status === 'met' && s.expenses.length > 1) {
      trace.push(step(`Every expense is met; ${s.lostEv} EV was lost in all to overpayment.`, 'ccg.expenses'));
    }
  }
  return { ...s, status };
}

/** Start paying `input.expenses` in order, from one hand, deck and set of Expendable cards. */
export function startSession(input: PaymentSessionInput): CcgResult<PaymentSession> {
  if (!isRecord(input)) return err('The session needs a hand, a deck and a list of expenses.', 'ccg.expenses');
  const lines = readExpenseLines(MAX_EXPENSES)(own(input, 'expenses'), 'expenses');
  if (!lines.ok) return lines;
  const count = lines.value.length;
  const expenses: PaymentSession['expenses'] = lines.value.map((e, i) => ({ amount: e.amount, label: labelFor(e, i, count), restriction: e.restriction }));
  const first = expenses[0];
  if (!first) return err('Enter at least one expense to pay.', 'ccg.expenses', 'expenses');
  const started = startPayment({
    amount: first.amount,
    restriction: first.restriction,
    label: first.label,
    payer: input.payer ?? DEFAULT_PAYER,
    hand: input.hand,
    deck: input.deck,
    ...(input.expendable ? { expendable: input.expendable } : {}),
    ...(input.hiddenEv ? { hiddenEv: input.hiddenEv } : {}),
  });
  if (!started.ok) return started;
  const trace: Step[] = [];
  if (count > 1) {
    trace.push(
      step(
        `${displayName(started.value.payer)} meets ${count} expenses one after another. Each card pays one expense only: EV over an amount is lost, never carried to the next.`,
        'ccg.expenses',
      ),
    );
  }
  trace.push(...started.trace);
  const session = advance({ expenses, index: 0, current: started.value, payments: [], status: 'paying', actions: [], lostEv: 0 }, trace);
  return ok(session, trace);
}

/** One way to pay, taken in the payment under way; the session then moves on to the next expense if this one is met. */
const pay: Move<PaymentSession, PaymentAction, RuleId> = (session, action) => {
  const applied = applyPaymentAction(session.current, action);
  if (!applied.ok) return applied;
  const trace = [...applied.trace];
  return ok(advance({ ...session, current: applied.value }, trace), trace);
};

export const sessionMachine = defineMachine<PaymentSessionInput, PaymentSession, PaymentAction, RuleId, 'kind'>({
  key: 'kind',
  setup: startSession,
  moves: { 'expend-hand': pay, 'turn-deck': pay, jettison: pay },
  unknown: () => err('A payment step expends a hand card, turns the top deck card or jettisons an Expendable card.', 'ccg.expenses', 'kind'),
  // A session that stopped at a Credits cost it could not attempt takes no further step.
  guard: (session) => (session.status === 'refused' && session.refusal ? session.refusal : null),
  log: (session, action, trace) => ({ state: { ...session, actions: [...session.actions, action] }, trace: [...trace] }),
});

/** Take one action (expend a hand card, turn the top deck card, jettison an Expendable card) in the payment under way. */
export function sessionStep(session: PaymentSession, action: PaymentAction): CcgResult<PaymentSession> {
  return sessionMachine.transition(session, action);
}

export interface SessionReplay {
  session: PaymentSession;
  /** The first action the engine refused, with its position in the list; later actions are not applied. */
  rejected: { index: number; error: CcgErr } | null;
}

/** Rebuild a session from its input and actions (for a shared link, or to undo: replay all but the last). */
export function replaySession(input: PaymentSessionInput, actions: readonly PaymentAction[]): CcgResult<SessionReplay> {
  const started = sessionMachine.setup(input);
  if (!started.ok) return started;
  const r = sessionMachine.run(started.value, actions);
  if (r.ok) return ok({ session: r.value.state, rejected: null }, [...started.trace, ...r.trace]);
  const played = r.reached.log.flatMap((m) => m.trace);
  return ok({ session: r.reached.state, rejected: { index: r.index, error: refusalError(r) } }, [...started.trace, ...played]);
}

/**
 * Carry the session to its end by taking, at every step, the action
 * `recommendPayment` advises under `policy`. Deck cards are turned at their
 * true EV, so this is what happens if the payer follows the plan (the same
 * payments as `payExpenseSeries`).
 */
export function followRecommendations(session: PaymentSession, policy: PaymentPolicy = 'least-overpayment'): CcgResult<PaymentSession> {
  const trace: Step[] = [];
  let s = session;
  for (let guard = 0; s.status === 'paying' && guard < 1000; guard++) {
    const rec = recommendPayment(s.current, policy);
    if (!rec.ok) return rec;
    if (!rec.value.next) break;
    const r = sessionStep(s, rec.value.next);
    if (!r.ok) return r;
    trace.push(...r.trace);
    s = r.value;
  }
  return ok(s, trace);
}
