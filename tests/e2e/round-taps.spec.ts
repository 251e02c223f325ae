/**
 * `npm run measure`'s figure of taps to reach any round stage from a fresh
 * tracker (scripts/lib/round-taps.mjs), run on the built site: every stage the
 * page's map and jump picker list is reached, in three taps at most. It once
 * read the picker before it had loaded (the picker loads when first asked
 * for) and printed "0 of 0 stages reached" without failing anything.
 */
import { test, expect } from './fixtures.ts';
import { roundTaps } from '../../scripts/lib/round-taps.mjs';
import { scaled } from '../pace.ts';

test('every stage of the round is reached from a fresh tracker in three taps at most, as npm run measure counts them', async ({ baseURL }) => {
  test.setTimeout(scaled(180_000));
  const r = await roundTaps(baseURL!);
  expect(r.stages).toBeGreaterThanOrEqual(20);
  expect(r.reached, JSON.stringify(r.perStage)).toBe(r.stages);
  expect(r.maxTaps).toBeLessThanOrEqual(3);
});
