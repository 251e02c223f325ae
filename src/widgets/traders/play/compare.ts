/**
 * How a finished run compares with simulated ones (the engine's simulator and
 * its comparison), as text for the end of the game. The worker loads this
 * with `import()` when a game ends: the simulator is no part of a game in play.
 */
import { COMPARISON, compareRun, simulate } from '../../../engine/traders/index.ts';
import { chanceText } from '../../kit/chance.ts';
import type { CompareView } from './types.ts';
import { headerOf, last, type Played } from './played.ts';

const simulated = new Map<string, ReturnType<typeof simulate>>();

export function compareView(p: Played): CompareView | null {
  const s = last(p);
  const key = headerOf({ ...p.record, seed: 0 });
  let sim = simulated.get(key);
  if (!sim) simulated.set(key, (sim = simulate({ seed: COMPARISON.seed, games: COMPARISON.games, readings: s.readings })));
  if (!sim.ok) return null;
  const c = compareRun(s, sim.value.runs);
  return { games: c.games, stop: s.furthestStop, sales: s.sales, reached: chanceText(c.reached, 1), sold: chanceText(c.sold, 1), firstPort: chanceText(c.firstPort, 1) };
}

