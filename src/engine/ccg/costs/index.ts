/**
 * Costs and expenses: what a card costs to procure or play with its modifiers, whether a captain can pay, and paying in Expense Value (Rules Reference: Cost, Expenses, Bankruptcy).
 * This file is the folder's public face: code outside `costs/` imports from here.
 */
export * from './cost.ts';
export * from './cost-check.ts';
export * from './expenses/index.ts';
/** The limits a cost and its payment are read to (the expense tool's fields hold the same). */
export { COST_LIMITS, MAX_INFAMY } from '../limits.ts';
