/** The page side of the trip planner's worker (answers kept by question). */
import { makeService } from '../../kit/service.ts';
import type { TripAnswer } from './compute.ts';
import type { TripAsked } from './state.ts';

export const tripService = /* @__PURE__ */ makeService<TripAsked, TripAnswer>({
  worker: () => new Worker(new URL('./trip.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./compute.ts').then((m) => m.computeTrip),
});
