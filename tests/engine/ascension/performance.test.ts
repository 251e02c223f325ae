/**
 * Every solver on its worst accepted input answers within 50 ms warm: a tool
 * calls them on the main thread. The fastest of up to 30 warm runs is taken
 * (stopping at the first run within budget), so other work on a busy machine,
 * or other test files running at the same time, do not fail the test by
 * themselves; a solver that is really too slow never gets under.
 */
import { describe, expect, it } from 'vitest';
import { ascensionBenches } from '../../../scripts/bench/ascension.ts';

const BUDGET_MS = 50;

function fastest(run: () => void, runs = 30): number {
  run();
  run();
  let best = Infinity;
  for (let i = 0; i < runs && best >= BUDGET_MS; i++) {
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
