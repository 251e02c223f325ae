/** The page side of the space battle worker (answers kept by question). */
import { makeService } from '../../kit/service.ts';
import type { SpaceAnswer } from './compute.ts';
import type { SpaceState } from './state.ts';

export const spaceService = /* @__PURE__ */ makeService<SpaceState, SpaceAnswer>({
  worker: () => new Worker(new URL('./space.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./compute.ts').then((m) => m.computeSpace),
  keep: 32,
});
