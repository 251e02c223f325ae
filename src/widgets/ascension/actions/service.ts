/**
 * The page side of the action check's worker (answers kept by question). The
 * page shows the first check worked out when it was built (seeded here), and
 * the worker and the engine load only when the reader changes something or
 * opens a link that holds another check.
 */
import { makeService } from '../../kit/service.ts';
import type { ActionsAnswer } from './compute.ts';
import type { ActionsState } from './state.ts';

export const actionsService = /* @__PURE__ */ makeService<ActionsState, ActionsAnswer>({
  worker: () => new Worker(new URL('./actions.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./compute.ts').then((m) => m.computeActions),
});
