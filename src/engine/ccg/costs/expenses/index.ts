/**
 * Expenses and payments in Expense Value (EV): the public entry point.
 *
 * An amount (an expense, or a Credits cost) is met by expending the payer's
 * cards from hand and/or off the top of the deck until their EV reaches it;
 * Expendable cards in play may be jettisoned toward a Credits cost. EV is
 * never split between payments, and a payer who cannot meet an expense with
 * every card left is bankrupt. See the modules re-exported here.
 */
export type {
  BankruptcyOutcome,
  CardSource,
  DeckCard,
  ExpendableCard,
  ExpendedCard,
  HandCard,
  HiddenEvRange,
  PaymentInput,
  PaymentRestriction,
} from './types.ts';
export { MAX_EXPENDABLE, MAX_HAND, PAYMENT_RESTRICTIONS, allowedSources } from './types.ts';
export type { OutlookStatus, PayerOutlook } from './outlook.ts';
export { payerOutlook } from './outlook.ts';
export type { PaymentAction, PaymentState, PaymentStatus } from './steps.ts';
export { applyPaymentAction, expendFromHand, jettisonExpendable, remainingAmount, startPayment, turnDeckCard } from './steps.ts';
export type { HandPayment, PaymentCheck, PaymentChoice, Solvency } from './check.ts';
export { checkPayment, checkSolvency, minimalHandPayments } from './check.ts';
export type { DeckTurnPlan, PaymentPolicy, PaymentRecommendation } from './plan.ts';
export { PAYMENT_POLICIES, planPayment, recommendPayment } from './plan.ts';
export type { ExpenseSeriesInput, SeriesExpense, SeriesPayment, SeriesResult } from './series.ts';
export { payExpenseSeries } from './series.ts';
export type { PaymentSession, PaymentSessionInput, SessionExpense, SessionPayment, SessionReplay, SessionStatus } from './session.ts';
export { followRecommendations, replaySession, sessionMachine, sessionStep, startSession } from './session.ts';
