import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_DECK, MAX_EXPENSES, readExpenseLines, readPayment } from '../../../../src/engine/ccg/costs/expenses/read-payment.ts';
import { payExpenseSeries } from '../../../../src/engine/ccg/costs/expenses/series.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { startSession } from '../../../../src/engine/ccg/costs/expenses/session.ts';
import type { PaymentRestriction } from '../../../../src/engine/ccg/costs/expenses/types.ts';

describe('a payment is read once, at the edge', () => {
  it('fills in every default and hands back copies, so the input is never changed by paying', () => {
    const hand = [{ id: 'h1', ev: 2 }];
    const r = readPayment({ amount: 3, hand, deck: [] }, '');
    expect(r).toMatchObject({ ok: true, value: { amount: 3, restriction: 'none', label: 'a cost of 3 Credits', payer: 'captain', expendable: [], hiddenEv: { min: 0 } } });
    expect(r.ok && r.value.hand).toEqual(hand);
    expect(r.ok && r.value.hand).not.toBe(hand);
    expect(readPayment({ amount: 2, restriction: 'expense', label: '  ', hand: [], deck: [] }, '')).toMatchObject({ ok: true, value: { label: 'an expense of 2' } });
  });

  it('refuses a card that is no object at its id, and a deck past the limit by its length, under the prefix given', () => {
    expect(readPayment({ amount: 1, hand: [null], deck: [] }, '')).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'hand.0.id' });
    const deck = Array.from({ length: MAX_DECK + 1 }, (_, i) => ({ id: `d${i}`, ev: 1, known: true }));
    expect(readPayment({ amount: 1, hand: [], deck }, 'funds')).toMatchObject({ ok: false, rule: 'ccg.captains-deck', field: 'funds.deck' });
    expect(readPayment({ amount: 1, hand: [], deck: deck.slice(0, MAX_DECK) }, '')).toMatchObject({ ok: true });
  });

  it('names the card whose id another card already has, in the order hand, deck, Expendable', () => {
    const r = readPayment({ amount: 1, hand: [{ id: 'a', ev: 1 }], deck: [{ id: 'b', ev: 1, known: true }], expendable: [{ id: 'b', value: 1 }] }, '');
    expect(r).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'expendable.0.id' });
  });

  it("reads a session's expenses before any is paid: a later expense's restriction is refused at the start, at its field", () => {
    expect(startSession({ hand: [], deck: [], expenses: [{ amount: 1 }, { amount: 2, restriction: 'free' as PaymentRestriction }] })).toMatchObject({
      ok: false,
      rule: 'ccg.cost',
      field: 'expenses.1.restriction',
    });
    expect(readExpenseLines(2)([{ amount: 1 }, { amount: 1 }, { amount: 1 }], 'expenses')).toMatchObject({ ok: false, field: 'expenses' });
    expect(readExpenseLines(2)([{ amount: 3, label: 'Docking fees' }], 'expenses')).toMatchObject({ ok: true, value: [{ amount: 3, restriction: 'expense', label: 'Docking fees' }] });
  });

  it('a series of expenses reads them all before any is paid, with the same reader as a session', () => {
    const series = (expenses: unknown) => payExpenseSeries({ hand: [{ id: 'h', ev: 3 }], deck: [], expenses } as Parameters<typeof payExpenseSeries>[0]);
    expect(series('all')).toMatchObject({ ok: false, rule: 'ccg.expenses', field: 'expenses', error: 'Enter at least one expense to pay.' });
    expect(series([])).toMatchObject({ ok: false, rule: 'ccg.expenses', field: 'expenses' });
    expect(series(Array.from({ length: MAX_EXPENSES + 1 }, () => ({ amount: 0 })))).toMatchObject({ ok: false, field: 'expenses', error: `This tool pays at most ${MAX_EXPENSES} expenses in a row; ${MAX_EXPENSES + 1} were given.` });
    expect(series([{ amount: 1 }, 7])).toMatchObject({ ok: false, rule: 'ccg.expenses', field: 'expenses.1', error: 'Expense 2 must have an amount.' });
    expect(series([{ amount: 1 }, { amount: 2, restriction: 'free' }])).toMatchObject({ ok: false, rule: 'ccg.cost', field: 'expenses.1.restriction' });
    expect(series([{ amount: 1, label: 'Docking fees' }])).toMatchObject({ ok: true, value: { payments: [{ label: 'Docking fees', total: 3, lostEv: 2 }] } });
  });

  it('never throws, and every refusal names a registered rule', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (amount, hand, deck, expendable) => {
        const r = readPayment({ amount, hand, deck, expendable }, '');
        return r.ok || isRuleId(r.rule);
      }),
      { seed: 2026, numRuns: 300 },
    );
  });
});
