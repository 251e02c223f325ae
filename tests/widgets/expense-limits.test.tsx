/**
 * Issue 20, part 6: every limit of the expense tool is one number, shared by
 * its field, its link reader and the engine (`COST_LIMITS`, `MAX_INFAMY`,
 * `TEXT_LIMITS` in `engine/ccg/limits.ts`). For each field, a value at the
 * limit is accepted by the form, written into a link that reopens to the same
 * state, and read by the engine; one past it is refused by the form and by
 * the engine with the same rule. The same for each list of rows (modifiers,
 * expenses, hand, deck, Expendable cards) and the two texts the engine's cost
 * reader bounds (the card's name, a modifier's source).
 */
import { describe, expect, it } from 'vitest';
import { render } from 'preact-render-to-string';
import { emptyState, LIMITS, ROW_RULES, type ExpenseToolState } from '../../src/widgets/expense/state.ts';
import { EXPENSE_URL } from '../../src/widgets/expense/link-reader.ts';
import { CostInputs } from '../../src/widgets/expense/inputs.tsx';
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

/** n rows made by `row`. */
const times = <T,>(n: number, row: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => row(i));

/** [list, the state holding `n` rows of it, what the engine is handed with `n` rows]. */
const ROW_TABLE: [keyof typeof ROW_RULES, (n: number) => ExpenseToolState, (n: number) => { ok: boolean; rule?: string }][] = [
  ['modifiers', (n) => cost({ printed: '5', modifiers: times(n, () => ({ source: 'Deal', op: 'add', value: '-1' })) }), (n) => creditsCost({ cardName: 'Gun', printedCost: 5, modifiers: times(n, () => ({ source: 'Deal', amount: -1 })) })],
  ['expenses', (n) => series({ expenses: times(n, () => ({ amount: '1', label: '' })) }), (n) => startSession({ hand: [{ id: 'h', ev: 1 }], deck: [], expenses: times(n, () => ({ amount: 1 })) })],
  ['hand', (n) => series({ hand: times(n, () => ({ name: 'Gun', ev: '1' })) }), (n) => startSession({ hand: times(n, (i) => ({ id: `h${i}`, ev: 1 })), deck: [], expenses: [{ amount: 1 }] })],
  ['deck', (n) => series({ deck: times(n, () => ({ name: 'Ore', ev: '1', known: false })) }), (n) => startSession({ hand: [{ id: 'h', ev: 1 }], deck: times(n, (i) => ({ id: `d${i}`, ev: 1, known: false })), expenses: [{ amount: 1 }] })],
  ['expendable', (n) => series({ expendable: times(n, () => ({ name: 'Drone', ev: '1' })) }), (n) => startSession({ hand: [{ id: 'h', ev: 1 }], deck: [], expendable: times(n, (i) => ({ id: `x${i}`, value: 1 })), expenses: [{ amount: 1 }] })],
];

describe('the expense tool’s lists and the cost reader’s texts are the engine’s limits', () => {
  it.each(ROW_TABLE)('%s: at the engine’s limit the form takes it, its link reopens unchanged and the engine reads it; one more row, all three refuse it under the same rule', (list, state, engineWith) => {
    const max = LIMITS[list];
    const at = state(max);
    expect(at[list]).toHaveLength(max);
    expect(readModel(at).errors).toEqual({});
    expect(readEncodedState(encodeState(at), EXPENSE_URL)).toEqual({ ok: true, value: at });
    expect(engine(at)).toMatchObject({ ok: true });
    expect(engineWith(max)).toMatchObject({ ok: true });

    const past = state(max + 1);
    const rule = ROW_RULES[list];
    expect(readModel(past).errors[list]).toMatchObject({ rule });
    expect(readEncodedState(encodeState(past), EXPENSE_URL)).toMatchObject({ ok: false, rule, field: list });
    expect(engineWith(max + 1)).toMatchObject({ ok: false, rule });
  });

  it('the form stops adding rows at each limit, saying it', () => {
    const full = cost({ modifiers: times(LIMITS.modifiers, () => ({ source: 'Deal', op: 'add' as const, value: '-1' })) });
    const html = render(<CostInputs state={full} errors={{}} edit={() => undefined} />);
    expect(html).toMatch(new RegExp(`<button[^>]*disabled[^>]*>At most ${LIMITS.modifiers} modifiers</button>`));
  });

  it.each([
    ['the card’s name', 'cardName', COST_LIMITS.cardName, 'ccg.cost', (text: string) => cost({ printed: '5', cardName: text }), (text: string) => creditsCost({ cardName: text, printedCost: 5 })],
    [
      'a modifier’s source',
      'source',
      COST_LIMITS.source,
      'ccg.modifier',
      (text: string) => cost({ printed: '5', modifiers: [{ source: text, op: 'add', value: '-1' }] }),
      (text: string) => creditsCost({ cardName: 'Gun', printedCost: 5, modifiers: [{ source: text, amount: -1 }] }),
    ],
  ] as const)('%s (`%s`): the form’s field keeps the engine’s %i characters, the link keeps them and the engine reads them; one more, the link and the engine refuse it under the same rule', (_what, key, max, rule, state, engineWith) => {
    expect(LIMITS[key]).toBe(max);
    const text = 'n'.repeat(max);
    const at = state(text);
    const html = render(<CostInputs state={at} errors={{}} edit={() => undefined} />);
    expect(html).toContain(`maxlength="${max}"`);
    expect(html).toContain(`value="${text}"`);
    expect(readModel(at).errors).toEqual({});
    expect(readEncodedState(encodeState(at), EXPENSE_URL)).toEqual({ ok: true, value: at });
    expect(engine(at)).toMatchObject({ ok: true });
    expect(engineWith(text)).toMatchObject({ ok: true });
    expect(readEncodedState(encodeState(state(`${text}n`)), EXPENSE_URL)).toMatchObject({ ok: false, rule });
    expect(engineWith(`${text}n`)).toMatchObject({ ok: false, rule });
  });
});
