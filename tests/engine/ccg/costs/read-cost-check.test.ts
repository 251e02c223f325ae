/**
 * The check of every cost of a play reads its input once, at the edge (issue
 * 20, part 3): `readCostCheck` reads the captain, the Credits cost, the cards
 * in play, the Resource Pool, the other costs and Limited; each refusal names
 * its rule and field; the hand and deck are read with the payment, under `funds`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { canPayCosts } from '../../../../src/engine/ccg/costs/index.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const base = { captain: 'ahab', effectName: "George's action", sourceCardId: 'george', inPlay: [{ id: 'george', name: 'George', controller: 'ahab' }] };
const check = (over: object) => canPayCosts({ ...base, ...over } as Parameters<typeof canPayCosts>[0]);

describe('the cost check reads its input at the edge', () => {
  it('refuses each bad field with its sentence, rule and path', () => {
    const cases: Refusal<object>[] = [
      [{ captain: ' ' }, 'ccg.control-vs-ownership', 'captain', /^The captain attempting the play must not be empty\.$/],
      [{ effectName: 3 }, 'ccg.cost', 'effectName', /must be text/],
      [{ sourceCardId: '' }, 'ccg.effect', 'sourceCardId', /must not be empty/],
      [{ credits: 1.5 }, 'ccg.cost', 'credits', /^The Credits cost must be a whole number from 0 to 999\.$/],
      [{ restriction: 'expense' }, 'ccg.cost', 'restriction', /^The restriction on a cost must be one of "none", "cash", "equity"\.$/],
      [{ limited: 'yes' }, 'ccg.limited', 'limited', /^Whether the effect is Limited must be true or false\.$/],
      [{ limitedUsedThisRound: 1 }, 'ccg.limited', 'limitedUsedThisRound', /true or false/],
      [{ inPlay: 'george' }, 'ccg.cost', 'inPlay', /^The cards in play must be a list\.$/],
      [{ inPlay: [null] }, 'ccg.cards', 'inPlay.0', /^Every card in play must be an object/],
      [{ inPlay: [{ controller: 'ahab' }] }, 'ccg.cards', 'inPlay.0.id', /must be text/],
      [{ inPlay: [{ id: 'g', name: 'George' }] }, 'ccg.control-vs-ownership', 'inPlay.0.controller', /^The captain who controls George must be text\.$/],
      [{ inPlay: [{ id: 'g', controller: 'ahab', exerted: 'no' }] }, 'ccg.exert', 'inPlay.0.exerted', /^Whether g is exerted must be true or false\.$/],
      [{ inPlay: [{ id: 'g', controller: 'ahab' }, { id: 'g', controller: 'ahab' }] }, 'ccg.cards', 'inPlay.1.id', /^The card id "g" is used twice in play\.$/],
      [{ resourcePool: {} }, 'ccg.resource-pool', 'resourcePool', /must be a list/],
      [{ otherCosts: [{ kind: 'pay' }] }, 'ccg.cost', 'otherCosts.0.kind', /^Each other cost needs a kind: "exert", "jettison", "discard-token"\.$/],
      [{ otherCosts: [{ kind: 'exert', cardId: 7 }] }, 'ccg.cost', 'otherCosts.0.cardId', /must be text/],
      [{ sourceCardId: undefined, otherCosts: [{ kind: 'jettison' }] }, 'ccg.cost', 'otherCosts.0.cardId', /^The jettison cost names no card and no card is generating the effect/],
      [{ credits: 2, funds: { hand: 'all', deck: [] } }, 'ccg.expenses', 'funds.hand', /^The hand must be a list of cards\.$/],
    ];
    expectRefusals((over) => check(over), cases);
    expect(check({ otherCosts: [{ kind: 'discard-token', token: { kind: 'skill' } }] })).toMatchObject({ ok: false, field: expect.stringMatching(/^otherCosts\.0\.token/) });
  });

  it('pays toward the Credits only with Expendable cards not jettisoned for another cost, read with the payment', () => {
    const r = check({ credits: 1, otherCosts: [{ kind: 'jettison', cardId: 'drone' }], inPlay: [...base.inPlay, { id: 'drone', name: 'Drone', controller: 'ahab' }], funds: { hand: [], deck: [], expendable: [{ id: 'drone', value: 1 }] } });
    expect(r).toMatchObject({ ok: true, value: { canAttempt: false, credits: { checked: true, bankruptIfAttempted: true } } });
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.keyword.expendable')).toBe(true);
  });

  it('never throws: whatever a field holds, a check or a refusal with a registered rule', () => {
    const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -1, max: 1000 }), fc.string({ maxLength: 2 }), fc.boolean(), fc.constant([]), fc.constant({}), fc.array(fc.anything(), { maxLength: 2 }));
    const keys = ['captain', 'effectName', 'sourceCardId', 'credits', 'restriction', 'funds', 'otherCosts', 'inPlay', 'resourcePool', 'limited', 'limitedUsedThisRound'];
    fc.assert(
      fc.property(fc.constantFrom(...keys), anything, (k, v) => {
        const r = check({ credits: 1, funds: { hand: [], deck: [] }, [k]: v });
        if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
      }),
      { seed: 2026, numRuns: 500 },
    );
  });
});
