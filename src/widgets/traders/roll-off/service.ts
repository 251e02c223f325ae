/** The page side of the opposed-roll calculator's worker (answers kept by question). */
import { makeService } from '../../kit/service.ts';
import type { RollOffAnswer } from './compute.ts';
import type { RollOffAsked } from './state.ts';

export const rollOffService = /* @__PURE__ */ makeService<RollOffAsked, RollOffAnswer>({
  worker: () => new Worker(new URL('./roll-off.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./compute.ts').then((m) => m.computeRollOff),
});
