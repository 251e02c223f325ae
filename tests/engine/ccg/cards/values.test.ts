import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyModifiers, type ModifiedValue } from '../../../../src/engine/ccg/cards/values.ts';
import { creditsCost, type CreditsCostInput } from '../../../../src/engine/ccg/costs/index.ts';
import type { CcgOk } from '../../../../src/engine/ccg/result.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

describe('applyModifiers', () => {
  it('keeps a negative running value while modifiers apply (Beowulf example)', () => {
    // A 0-cost upgrade procured for 1 less is at -1; an opponent's +1 brings it to 0, not 1.
    const withRaise = applyModifiers(0, [{ source: 'Beowulf', amount: -1 }, { source: 'opponent', amount: 1 }], 'cost');
    expect(withRaise.ok && withRaise.value).toMatchObject({ running: [-1, 0], raw: 0, final: 0 });
    const alone = applyModifiers(0, [{ source: 'Beowulf', amount: -1 }], 'cost');
    expect(alone.ok && alone.value).toMatchObject({ raw: -1, final: 0 });
  });

  it('rounds fractions up', () => {
    const r = applyModifiers(3, [{ source: 'halving', factor: 0.5 }], 'Attack Value');
    expect(r.ok && r.value.final).toBe(2);
  });

  // Issue 20, part 3: an inner stage takes typed input. Its callers read the native value and the modifiers at their edge.
  it('always gives a value: typed as one, so no caller handles a refusal it cannot get', () => {
    const r: CcgOk<ModifiedValue> = applyModifiers(3, [{ source: 'halving', factor: 0.5 }, { source: 'a raise', amount: 1 }], 'Attack Value');
    expect(r.value).toEqual({ native: 3, running: [2, 3], raw: 3, final: 3 });
  });

  it.each([
    [{ cardName: 'Scout', printedCost: 1.5 }, 'printedCost'],
    [{ cardName: 'Scout', printedCost: 2, modifiers: [{ source: 'Rebate', amount: 0.5 }] }, 'modifiers.0.amount'],
    [{ cardName: 'Scout', printedCost: 2, modifiers: [{ source: 'Half', factor: Number.NaN }] }, 'modifiers.0.factor'],
    [{ cardName: 'Scout', printedCost: 2, modifiers: [{ source: 'Half', factor: -1 }] }, 'modifiers.0.factor'],
  ])('what it cannot compute is refused at the edge that reads it, with its rule and field (creditsCost at %s)', (input, field) => {
    const r = creditsCost(input as CreditsCostInput);
    expect(r).toMatchObject({ ok: false, field });
    expect(!r.ok && isRuleId(r.rule)).toBe(true);
  });

  it('final equals max(0, native + sum of additive modifiers) and cites registered rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.array(fc.integer({ min: -10, max: 10 }), { maxLength: 8 }), (n, amounts) => {
        const r = applyModifiers(n, amounts.map((amount, i) => ({ source: `m${i}`, amount })), 'value');
        if (!r.ok) return false;
        const sum = n + amounts.reduce((a, b) => a + b, 0);
        return r.value.final === Math.max(0, sum) && r.value.raw === sum && r.trace.every((s) => isRuleId(s.rule));
      }),
    );
  });
});
