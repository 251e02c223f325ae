/**
 * Issue 20, part 6: every limit of the expense tool is one number, shared by
 * its field, its link reader and the engine (`COST_LIMITS`, `MAX_INFAMY`,
 * `TEXT_LIMITS` in `engine/ccg/limits.ts`). For each field, a value at the
 * limit is accepted by the form, written into a link that reopens to the same
 * state, and read by the engine; one past it is refused by the form and by
 * the engine with the same rule.
 */
import { describe, expect, it } from 'vitest';
import { emptyState, EXPENSE_URL, LIMITS, type ExpenseToolState } from '../../src/widgets/expense/state.ts';
import { readModel } from '../../src/widgets/expense/model.ts';
import { encodeState } from '../../src/widgets/kit/url-codec.ts';
import { readEncodedState } from '../../src/widgets/kit/url-state.ts';
import { creditsCost } from '../../src/engine/ccg/costs/cost.ts';
import { startSession } from '../../src/engine/ccg/costs/expenses/session.ts';
import { COST_LIMITS, MAX_INFAMY, TEXT_LIMITS } from '../../src/engine/ccg/limits.ts';

const cost = (patch: Partial<ExpenseToolState>): ExpenseToolState => ({ ...emptyState(), ...patch });
const series = (patch: Partial<ExpenseToolState>): ExpenseToolState => ({ ...emptyState(), mode: 'series', hand: [{ name: 'Gun', ev: '1' }], ...patch });

/** What the engine says of the form's input: the cost worked out, or the run of expenses started. */
function engine(state: ExpenseToolState) {
  const m = readModel(state);
  if (state.mode === 'cost') return m.cost ? creditsCost(m.cost) : undefined;
  return m.funds && m.expenses ? startSession({ hand: m.funds.hand, deck: m.funds.deck, expendable: m.funds.expendable, expenses: m.expenses }) : undefined;
}

/** [what, the state at the limit, the state one past it, the form's field, the rule both refuse it under, what the engine is handed past it]. */
const LIMITS_TABLE: [string, ExpenseToolState, ExpenseToolState, string, string, () => { ok: boolean; rule?: string }][] = [
  ['the printed cost', cost({ printed: String(COST_LIMITS.value) }), cost({ printed: String(COST_LIMITS.value + 1) }), 'printed', 'ccg.cost', () => creditsCost({ cardName: 'Gun', printedCost: COST_LIMITS.value + 1 })],
  ['Infamy tokens', cost({ infamy: String(MAX_INFAMY) }), cost({ infamy: String(MAX_INFAMY + 1) }), 'infamy', 'ccg.infamy', () => creditsCost({ cardName: 'Gun', printedCost: 1, infamyTokens: MAX_INFAMY + 1 })],
  ['Infamous cards in play', cost({ infamous: String(COST_LIMITS.infamous) }), cost({ infamous: String(COST_LIMITS.infamous + 1) }), 'infamous', 'ccg.keyword.infamous', () => creditsCost({ cardName: 'Gun', printedCost: 1, infamousCardsInPlay: COST_LIMITS.infamous + 1 })],
  [
    'a modifier’s change',
    cost({ printed: '5', modifiers: [{ source: 'Deal', op: 'add', value: String(-COST_LIMITS.change) }] }),
    cost({ printed: '5', modifiers: [{ source: 'Deal', op: 'add', value: String(-COST_LIMITS.change - 1) }] }),
    'modifiers.0.value',
    'ccg.modifier',
    () => creditsCost({ cardName: 'Gun', printedCost: 5, modifiers: [{ source: 'Deal', amount: -COST_LIMITS.change - 1 }] }),
  ],
  [
    'a modifier’s factor',
    cost({ printed: '5', modifiers: [{ source: 'Boom', op: 'times', value: String(COST_LIMITS.factor) }] }),
    cost({ printed: '5', modifiers: [{ source: 'Boom', op: 'times', value: String(COST_LIMITS.factor + 1) }] }),
    'modifiers.0.value',
    'ccg.modifier',
    () => creditsCost({ cardName: 'Gun', printedCost: 5, modifiers: [{ source: 'Boom', factor: COST_LIMITS.factor + 1 }] }),
  ],
  ['a hand card’s Expense Value', series({ hand: [{ name: 'Gun', ev: String(COST_LIMITS.value) }] }), series({ hand: [{ name: 'Gun', ev: String(COST_LIMITS.value + 1) }] }), 'hand.0.ev', 'ccg.expenses', () => startSession({ hand: [{ id: 'h', ev: COST_LIMITS.value + 1 }], deck: [], expenses: [{ amount: 1 }] })],
  [
    'an expense’s amount',
    series({ expenses: [{ amount: String(COST_LIMITS.value), label: '' }] }),
    series({ expenses: [{ amount: String(COST_LIMITS.value + 1), label: '' }] }),
    'expenses.0.amount',
    'ccg.expenses',
    () => startSession({ hand: [{ id: 'h', ev: 1 }], deck: [], expenses: [{ amount: COST_LIMITS.value + 1 }] }),
  ],
];

describe('the expense tool’s limits are the engine’s', () => {
  it('keeps names and number text to the engine’s text limits', () => {
    expect(LIMITS.text).toBe(TEXT_LIMITS.name);
    expect(LIMITS.number).toBe(TEXT_LIMITS.number);
    // Every number at its limit fits the number text the field and the link keep.
    for (const n of [COST_LIMITS.value, MAX_INFAMY, COST_LIMITS.infamous, -COST_LIMITS.change, COST_LIMITS.factor]) expect(String(n).length).toBeLessThanOrEqual(LIMITS.number);
  });

  it.each(LIMITS_TABLE)('%s: accepted at the limit, its link reopens and the engine reads it; one past, the form and the engine refuse it', (_what, at, past, field, rule, enginePast) => {
    expect(readModel(at).errors[field]).toBeUndefined();
    expect(readEncodedState(encodeState(at), EXPENSE_URL)).toEqual({ ok: true, value: at });
    expect(engine(at)).toMatchObject({ ok: true });
    expect(readModel(past).errors[field]).toMatchObject({ rule });
    expect(enginePast()).toMatchObject({ ok: false, rule });
  });

  it('a name at the engine’s limit is kept by the link, one past it refused', () => {
    const name = 'n'.repeat(TEXT_LIMITS.name);
    const at = series({ payer: name, hand: [{ name, ev: '1' }], expenses: [{ amount: '1', label: name }] });
    expect(readEncodedState(encodeState(at), EXPENSE_URL)).toEqual({ ok: true, value: at });
    expect(engine(at)).toMatchObject({ ok: true });
    expect(readEncodedState(encodeState({ ...at, payer: `${name}n` }), EXPENSE_URL)).toMatchObject({ ok: false });
  });
});
