/**
 * The page side of the siege worker: one worker for each single pass (quick)
 * and one for the whole-action forecast (slow), so a pass never waits behind
 * a forecast. Answers kept by question.
 */
import { makeService } from '../../kit/service.ts';
import type { ForecastAnswer, PassAnswer, SiegeReply, SiegeRequest } from './compute.ts';
import type { SiegeState } from './state.ts';

const start = () => new Worker(new URL('./siege.worker.ts', import.meta.url), { type: 'module' });
const fallback = () => import('./compute.ts').then((m) => m.computeSiege);

const passes = /* @__PURE__ */ makeService<SiegeRequest, SiegeReply>({ worker: start, fallback });
const forecasts = /* @__PURE__ */ makeService<SiegeRequest, SiegeReply>({ worker: start, fallback, keep: 24 });

/** The services as the tool uses them: a state in, an answer out. */
export const passService = {
  ask: (s: SiegeState) => passes.ask({ kind: 'pass', state: s }) as Promise<PassAnswer>,
  peek: (s: SiegeState) => passes.peek({ kind: 'pass', state: s }) as PassAnswer | undefined,
  seed: (s: SiegeState, a: PassAnswer) => passes.seed({ kind: 'pass', state: s }, a),
};
export const forecastService = {
  ask: (s: SiegeState) => forecasts.ask({ kind: 'forecast', state: s }) as Promise<ForecastAnswer>,
  peek: (s: SiegeState) => forecasts.peek({ kind: 'forecast', state: s }) as ForecastAnswer | undefined,
  seed: (s: SiegeState, a: ForecastAnswer) => forecasts.seed({ kind: 'forecast', state: s }, a),
};
