/**
 * How much of a new answer to draw in one task. Stages are drawn in batches
 * sized by what they show (lines of payments, subplots, pool chips…), not by
 * count: the few small stages of a book example are drawn at once, while
 * each large stage of a heavy situation gets a task of its own, so no batch
 * holds up the page (issue 14, point 2).
 */
import type { StageView } from './view.ts';
import { INLINE_KINDS } from './pool.ts';

/** Lines drawn in one task: a budget found by measuring the heaviest accepted link (npm run measure). */
export const LINES_PER_TASK = 24;

/** The lines a stage draws when shown (its trace and long lists stay folded until opened). */
export function stageLines(st: StageView): number {
  const pool = st.pool ? (st.pool.kinds.length > INLINE_KINDS ? 1 : st.pool.kinds.length) : 0;
  const plan = st.plan ? st.plan.subplots.length + 1 : 0;
  return 3 + (st.payments?.length ?? 0) + (st.shortfalls?.length ?? 0) + (st.subplots?.length ?? 0) + plan + pool;
}

/** Where the next batch ends: at least one more stage, then as many as fit in the budget. */
export function nextBatchEnd(stages: readonly StageView[], from: number, budget = LINES_PER_TASK): number {
  let end = from;
  let used = 0;
  while (end < stages.length) {
    const lines = stageLines(stages[end]!);
    if (end > from && used + lines > budget) break;
    used += lines;
    end++;
  }
  return end;
}
