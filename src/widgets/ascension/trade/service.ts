/** The page side of the trade and treaty checker's worker (answers kept by question). */
import { makeService } from '../../kit/service.ts';
import type { TradeAnswer } from './compute.ts';
import type { TradeState } from './state.ts';

export const tradeService = /* @__PURE__ */ makeService<TradeState, TradeAnswer>({
  worker: () => new Worker(new URL('./trade.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./compute.ts').then((m) => m.computeTrade),
});
