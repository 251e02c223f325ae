/** The page side of the flux calculator's worker (answers kept by question). */
import { makeService } from '../../kit/service.ts';
import type { FluxAnswer } from './compute.ts';
import type { FluxState } from './state.ts';

export const fluxService = /* @__PURE__ */ makeService<FluxState, FluxAnswer>({
  worker: () => new Worker(new URL('./flux.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./compute.ts').then((m) => m.computeFlux),
});
