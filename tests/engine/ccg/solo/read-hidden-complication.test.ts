/**
 * The solo Adventure Phase's stage 1 reads its input once, at the edge (issue
 * 20, part 3): `readHiddenComplicationInput` reads the contracts, their
 * complications, the random state and the discard; each refusal names its
 * rule and field; the game hands `placeFaceDownComplication` input it built typed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { placeHiddenComplication } from '../../../../src/engine/ccg/solo/index.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const contract = { id: 'a', name: 'Run the Blockade', vp: 3, complicationSlots: 1, complications: [{ id: 'x', trifling: true }] };
const set = (o: object, key: string, value: unknown) => ({ ...o, [key]: value });
const STAGE = 'ccg.round.solo-adventure.stage-1';

describe('stage 1 of the solo Adventure Phase reads its input at the edge', () => {
  it('refuses each bad field with its sentence, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      [null, STAGE, undefined, /^The solo Adventure Phase must be an object\.$/],
      [{ contracts: [contract] }, STAGE, 'rng', /^The random state must be a whole number from 0 to 4294967295\.$/],
      [{ rng: 1, contracts: [] }, STAGE, 'contracts', /^The contracts in play must hold from 1 to 12 entries\.$/],
      [{ rng: 1, contracts: ['a'] }, 'ccg.contract', 'contracts.0', /^Each contract must be an object\.$/],
      [{ rng: 1, contracts: [set(contract, 'id', '')] }, 'ccg.contract', 'contracts.0.id', /must not be empty/],
      [{ rng: 1, contracts: [set(contract, 'name', 4)] }, 'ccg.contract', 'contracts.0.name', /must be text/],
      [{ rng: 1, contracts: [set(contract, 'vp', 21)] }, 'ccg.victory-points', 'contracts.0.vp', /from 0 to 20/],
      [{ rng: 1, contracts: [set(contract, 'complicationSlots', -1)] }, 'ccg.card-slots', 'contracts.0.complicationSlots', /from 0 to 12/],
      [{ rng: 1, contracts: [set(contract, 'complications', {})] }, 'ccg.complication', 'contracts.0.complications', /must be a list/],
      [{ rng: 1, contracts: [set(contract, 'complications', [{ id: 'y', trifling: 'no' }])] }, 'ccg.keyword.trifling', 'contracts.0.complications.0.trifling', /true or false/],
      [{ rng: 1, contracts: [contract, { ...contract, complications: [] }] }, 'ccg.contract', 'contracts.1.id', /^Two contracts share the id a\.$/],
      [{ rng: 1, contracts: [contract, { ...contract, id: 'b', complications: [{ id: 'a' }] }] }, 'ccg.complication', 'contracts.1.complications.0.id', /^The id a is used twice\.$/],
      [{ rng: 1, contracts: [contract], unlimitedComplicationSlots: 1 }, 'ccg.solo.challenges', 'unlimitedComplicationSlots', /true or false/],
      [{ rng: 1, contracts: [contract], discard: '' }, STAGE, 'discard', /must not be empty/],
    ];
    expectRefusals((input) => placeHiddenComplication(input), cases);
  });

  it('places the complication from input it accepts', () => {
    expect(placeHiddenComplication({ rng: 1, contracts: [contract, { ...contract, id: 'b', vp: 5, complications: [] }] })).toMatchObject({ ok: true, value: { contract: 'b', mustDiscard: false } });
  });

  it('never throws: whatever a field holds, a placement or a refusal with a registered rule', () => {
    const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -1, max: 30 }), fc.string({ maxLength: 2 }), fc.boolean(), fc.constant([]), fc.constant({}));
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(contract)), anything, anything, anything, (k, v, rng, discard) => {
        const r = placeHiddenComplication({ rng, discard, contracts: [set(contract, k, v)] });
        if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
      }),
      { seed: 2026, numRuns: 400 },
    );
  });
});
