/**
 * Every solver on its worst accepted input answers within 50 ms warm: a tool
 * calls them on the main thread. The fastest of several runs is taken, so a
 * busy machine does not fail the test by itself.
 */
import { describe, expect, it } from 'vitest';
import { ascensionBenches } from '../../../scripts/bench/ascension.ts';

const BUDGET_MS = 50;

function fastest(run: () => void, runs = 7): number {
  run();
  run();
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('performance', () => {
  for (const { label, run } of ascensionBenches) {
    it(`${label}: under ${BUDGET_MS} ms warm`, () => {
      expect(fastest(run)).toBeLessThan(BUDGET_MS);
    });
  }
});
