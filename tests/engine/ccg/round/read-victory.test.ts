/**
 * The victory check's input read once, at the edge (issue 20, part 3):
 * `readVictoryInput` reads the captains, threshold, the captains removed by
 * bankruptcy and the random state; each refusal names its rule and field; the
 * game and the tracker hand `decideVictory` input they built typed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { checkVictory } from '../../../../src/engine/ccg/round/index.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const cap = (id: unknown, vp: unknown = 0, initiative: unknown = 0) => ({ id, vp, initiative });

describe('the victory check reads its input at the edge', () => {
  it('refuses each bad field with its sentence, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      [null, 'ccg.victory', undefined, /^The victory check needs the captains in the game\.$/],
      [{ captains: 'Ahab' }, 'ccg.victory', 'captains', /^The captains in the game must be a list\.$/],
      [{ captains: Array.from({ length: 5 }, (_, i) => cap(`c${i}`)) }, 'ccg.victory', 'captains', /from 0 to 4 entries/],
      [{ captains: [7] }, 'ccg.victory', 'captains.0', /^Each captain must be an object/],
      [{ captains: [cap('')] }, 'ccg.victory', 'captains.0.id', /^Every captain must not be empty\.$/],
      [{ captains: [cap('a'), cap('a')] }, 'ccg.victory', 'captains.1.id', /^The captain "a" is listed twice\.$/],
      [{ captains: [cap('a', 1000)] }, 'ccg.victory-points', 'captains.0.vp', /^a's Victory Points must be a whole number from 0 to 999\.$/],
      [{ captains: [cap('a', 1, 100)] }, 'ccg.initiative', 'captains.0.initiative', /^a's Initiative must be a whole number from 0 to 99\.$/],
      [{ captains: [cap('a')], threshold: '20' }, 'ccg.victory', 'threshold', /^The Victory Point threshold must be a whole number from 1 to 999\.$/],
      [{ captains: [cap('a')], eliminated: 'b' }, 'ccg.bankruptcy', 'eliminated', /must be a list/],
      [{ captains: [cap('a')], eliminated: [''] }, 'ccg.bankruptcy', 'eliminated.0', /must not be empty/],
      [{ captains: [cap('a')], eliminated: ['b', 'a'] }, 'ccg.bankruptcy', 'eliminated.1', /^a cannot be both in the game and removed by bankruptcy\.$/],
      [{ captains: [cap('a')], rng: -1 }, 'ccg.victory', 'rng', /^The random state must be a whole number from 0 to 4294967295\.$/],
    ];
    expectRefusals((input) => checkVictory(input), cases);
  });

  it('accepts the limits themselves and fills in the threshold', () => {
    expect(checkVictory({ captains: [cap('a', 999, 99), cap('b', 0, 0)], threshold: 999, rng: 0xffffffff })).toMatchObject({ ok: true, value: { winner: 'a', reason: 'threshold' } });
    expect(checkVictory({ captains: [cap('a', 20)] })).toMatchObject({ ok: true, value: { winner: 'a' } });
  });

  it('never throws: whatever a field holds, a result or a refusal with a registered rule', () => {
    const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -1, max: 1000 }), fc.string({ maxLength: 2 }), fc.boolean(), fc.constant([]), fc.constant({}));
    fc.assert(
      fc.property(fc.array(fc.record({ id: anything, vp: anything, initiative: anything }), { maxLength: 5 }), anything, anything, anything, (captains, threshold, eliminated, rng) => {
        const r = checkVictory({ captains, threshold, eliminated, rng });
        if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
      }),
      { seed: 2026, numRuns: 400 },
    );
  });
});
