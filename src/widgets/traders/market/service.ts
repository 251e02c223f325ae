/** The page side of the market calculator's worker (answers kept by question). */
import { makeService } from '../../kit/service.ts';
import type { MarketAnswer } from './compute.ts';
import type { MarketAsked } from './state.ts';

export const marketService = /* @__PURE__ */ makeService<MarketAsked, MarketAnswer>({
  worker: () => new Worker(new URL('./market.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./compute.ts').then((m) => m.computeMarket),
});
