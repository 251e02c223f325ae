/**
 * How one game compares with many played by the site's policy: the share of
 * simulated runs that reached as far along the route, that sold as often,
 * and that ended in the first port. Exact shares of a seeded set of runs, so
 * the same game always reads the same.
 */
import { Fraction } from '../../core/dice/index.ts';
import type { RunSummary } from './simulate.ts';

/** The simulated set a game is compared with: this many games, from this seed. */
export const COMPARISON = { games: 1000, seed: 2026 } as const;

export interface RunComparison {
  games: number;
  /** Runs that reached this stop or further. */
  reached: Fraction;
  /** Runs that sold this many times or more. */
  sold: Fraction;
  /** Runs that ended on the first turn, in the first port. */
  firstPort: Fraction;
}

/** Where a run stands among `runs` (at least one). */
export function compareRun(run: Pick<RunSummary, 'furthestStop' | 'sales'>, runs: readonly RunSummary[]): RunComparison {
  const share = (keep: (r: RunSummary) => boolean) => new Fraction(runs.filter(keep).length, runs.length);
  return {
    games: runs.length,
    reached: share((r) => r.furthestStop >= run.furthestStop),
    sold: share((r) => r.sales >= run.sales),
    firstPort: share((r) => r.endedAt === 'first-turn'),
  };
}
