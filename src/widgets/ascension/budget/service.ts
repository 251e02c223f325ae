/** The page side of the budget calculator's worker (answers kept by question). */
import { makeService } from '../../kit/service.ts';
import type { BudgetAnswer } from './compute.ts';
import type { BudgetState } from './state.ts';

export const budgetService = /* @__PURE__ */ makeService<BudgetState, BudgetAnswer>({
  worker: () => new Worker(new URL('./budget.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./compute.ts').then((m) => m.computeAnswer),
});
