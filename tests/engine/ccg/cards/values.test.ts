import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyModifiers } from '../../../../src/engine/ccg/cards/values.ts';
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

  it('refuses a value that is not a whole number, naming the field', () => {
    const r = applyModifiers(1.5, [], 'cost');
    expect(r).toMatchObject({ ok: false, field: 'native', rule: 'ccg.native' });
    const m = applyModifiers(1, [{ source: 'x', amount: 0.5 }], 'cost');
    expect(m).toMatchObject({ ok: false, field: 'modifiers.0.amount' });
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
