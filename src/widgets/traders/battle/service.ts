/** The page side of the space-battle worker (answers kept by question). */
import { makeService } from '../../kit/service.ts';
import type { BattleAnswer } from './compute.ts';
import type { BattleQuestion } from './state.ts';

export const battleService = /* @__PURE__ */ makeService<BattleQuestion, BattleAnswer>({
  worker: () => new Worker(new URL('./battle.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./compute.ts').then((m) => m.computeBattle),
});
