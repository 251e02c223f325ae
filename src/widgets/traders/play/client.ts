/** The page side of the game's worker: typed requests, one reply each. */
import { makeService } from '../../kit/service.ts';
import type { GameRequest, Replies } from './types.ts';

const service = /* @__PURE__ */ makeService<GameRequest, Replies[keyof Replies]>({
  worker: () => new Worker(new URL('./game.worker.ts', import.meta.url), { type: 'module' }),
  fallback: () => import('./service.ts').then((m) => m.handleGame),
  // Moves change the worker's game, so only the odds (which depend on the record alone) are kept.
  key: (r) => (r.kind === 'odds' || r.kind === 'review' || r.kind === 'compare' ? JSON.stringify(r) : null),
  keep: 40,
});

export function ask<K extends GameRequest['kind']>(req: Extract<GameRequest, { kind: K }>): Promise<Replies[K]> {
  return service.ask(req) as Promise<Replies[K]>;
}
