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
} from './expense-types.ts';
export { MAX_EXPENDABLE, MAX_HAND, PAYMENT_RESTRICTIONS, allowedSources } from './expense-types.ts';
export type { OutlookStatus, PayerOutlook } from './expense-outlook.ts';
export { payerOutlook } from './expense-outlook.ts';
export type { PaymentAction, PaymentState, PaymentStatus } from './expense-steps.ts';
export { applyPaymentAction, expendFromHand, jettisonExpendable, remainingAmount, startPayment, turnDeckCard } from './expense-steps.ts';
export type { HandPayment, PaymentCheck, PaymentChoice, Solvency } from './expense-check.ts';
export { checkPayment, checkSolvency, minimalHandPayments } from './expense-check.ts';
export type { DeckTurnPlan, PaymentPolicy, PaymentRecommendation } from './expense-plan.ts';
export { PAYMENT_POLICIES, planPayment, recommendPayment } from './expense-plan.ts';
export type { ExpenseSeriesInput, SeriesExpense, SeriesPayment, SeriesResult } from './expense-series.ts';
export { payExpenseSeries } from './expense-series.ts';
