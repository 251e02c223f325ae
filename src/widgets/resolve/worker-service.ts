/**
 * The page side of the resolution check's worker. Only the newest situation
 * matters: a change while the check is working cancels the stale work (the
 * worker is restarted when that work runs on past a short grace), and answers
 * are kept by situation, so going back to one is instant. Loaded when the
 * check is first asked (`service.ts`).
 */
import { makeService } from '../kit/service.ts';
import type { ResolveState } from './state.ts';
import type { CheckResult } from './view.ts';

export const checkService = /* @__PURE__ */ makeService<ResolveState, CheckResult>({
  worker: () => new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./check.ts').then((m) => m.runCheck),
  keep: 16,
  latest: true,
});
