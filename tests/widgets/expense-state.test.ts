import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTS, COST_KEYWORDS, emptyState, linkedExpenseState, LIMITS, MODES, MODIFIER_OPS, POLICIES, type ExpenseToolState } from '../../src/widgets/expense/state.ts';
import { EXPENSE_URL, parseExpenseToolState } from '../../src/widgets/expense/link-reader.ts';
import { PHASES } from '../../src/engine/ccg/round/index.ts';
import { expenseToolLink, EXPENSE_TOOL_PATH } from '../../src/widgets/expense/link.ts';
import { parseModifierValue, readModel } from '../../src/widgets/expense/model.ts';
import { presetState, TOOL_PRESETS } from '../../src/widgets/expense/presets.ts';
import { toolPresets } from '../../src/widgets/expense/preset-page.ts';
import { decodeState, encodeState, stateFromHash } from '../../src/widgets/kit/url-codec.ts';
import { readUrlState, stateHash, urlSchema } from '../../src/widgets/kit/url-state.ts';
import { COST_ACTS, creditsCost } from '../../src/engine/ccg/costs/cost.ts';
import { PAYMENT_POLICIES } from '../../src/engine/ccg/costs/expenses/index.ts';
import { COST_PRESETS, SERIES_PRESETS } from '../../src/engine/ccg/examples/costs.ts';
import { replaySession } from '../../src/engine/ccg/costs/expenses/session.ts';

function roundTrip(state: unknown) {
  const decoded = decodeState(encodeState(state));
  if (!decoded.ok) throw new Error(decoded.error);
  return parseExpenseToolState(decoded.value);
}

const full: ExpenseToolState = {
  ...emptyState(),
  mode: 'cost',
  payer: 'nymeria',
  cardName: 'Missile Barbette',
  printed: '0',
  infamy: '1',
  modifiers: [
    { source: 'Beowulf', op: 'add', value: '-1' },
    { source: 'halved', op: 'times', value: '1/2' },
  ],
  hand: [{ name: 'Predatory Tactics', ev: '2' }, { name: '', ev: '1' }],
  deck: [{ name: 'top', ev: '3', known: false }, { name: '', ev: '1', known: true }],
  expendable: [{ name: 'Drone', ev: '2' }],
  hiddenMax: '4',
  policy: 'keep-hand',
  steps: ['h1', 'd', 'x0'],
  preset: 'nymeria-missile-barbette',
};

describe('expense tool state: round trips', () => {
  it('the empty state and a full state survive encode → decode → parse', () => {
    expect(roundTrip(emptyState())).toEqual({ ok: true, value: emptyState() });
    expect(roundTrip(full)).toEqual({ ok: true, value: full });
  });

  it('every preset state survives the round trip', () => {
    for (const p of TOOL_PRESETS) {
      const s = presetState(p.id);
      expect(s, p.id).toBeDefined();
      expect(roundTrip(s)).toEqual({ ok: true, value: s });
    }
  });

  it('typed text that is not valid yet is kept, not refused', () => {
    const s = { ...emptyState(), printed: '2x', hand: [{ name: '', ev: '' }] };
    expect(roundTrip(s)).toEqual({ ok: true, value: s });
    const m = readModel(s);
    // Each refusal carries the rule the engine reads that field by, for its link beside the field and in the answer box.
    expect(m.errors.printed).toEqual({ error: expect.stringMatching(/whole number/), rule: 'ccg.cost' });
    expect(m.errors['hand.0.ev']).toEqual({ error: expect.stringMatching(/Enter/), rule: 'ccg.expenses' });
    expect(m.cost).toBeUndefined();
    expect(m.funds).toBeUndefined();
  });

  it('the local lists match the engine', () => {
    expect([...ACTS]).toEqual([...COST_ACTS]);
    expect([...POLICIES]).toEqual([...PAYMENT_POLICIES]);
  });
});

describe('the link helper', () => {
  it('builds a link whose state is one expense of the amount, with the label', () => {
    const link = expenseToolLink(4, "  Ahab's expense   from the attack ");
    expect(link.startsWith(`${EXPENSE_TOOL_PATH}#s=`)).toBe(true);
    const read = readUrlState(link.slice(link.indexOf('#')), urlSchema(parseExpenseToolState));
    expect(read?.ok).toBe(true);
    if (!read?.ok) return;
    expect(read.value.mode).toBe('series');
    expect(read.value.expenses).toEqual([{ amount: '4', label: "Ahab's expense from the attack" }]);
    expect(read.value.hand).toEqual([]);
    const m = readModel(read.value);
    expect(m.expenses).toEqual([{ amount: 4, label: "Ahab's expense from the attack", restriction: 'expense' }]);
  });

  it('never makes an unreadable link, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN)), fc.option(fc.string({ maxLength: 300 }), { nil: undefined }), (amount, label) => {
        const link = expenseToolLink(amount, label);
        const encoded = stateFromHash(link.slice(link.indexOf('#')));
        expect(encoded).toBeDefined();
        const read = readUrlState(link.slice(link.indexOf('#')), urlSchema(parseExpenseToolState));
        expect(read?.ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a linked amount the tool cannot pay is shown beside the amount field', () => {
    const s = parseExpenseToolState(linkedExpenseState(-3));
    expect(s.ok).toBe(true);
    if (s.ok) expect(readModel(s.value).errors['expenses.0.amount']?.error).toMatch(/from 0 to 99/);
  });
});

describe('hostile and malformed links', () => {
  const bad: [string, unknown][] = [
    ['not an object', 'hello'],
    ['null', null],
    ['an array', [1, 2]],
    ['no version', { mode: 'cost' }],
    ['another version', { v: 2 }],
    ['a wrong mode', { v: 1, mode: 'piracy' }],
    ['a number as a name', { v: 1, payer: 5 }],
    ['a huge name', { v: 1, payer: 'x'.repeat(LIMITS.text + 1) }],
    ['hand not a list', { v: 1, hand: { 0: { ev: '1' } } }],
    ['too many hand cards', { v: 1, hand: Array.from({ length: LIMITS.hand + 1 }, () => ({ name: '', ev: '1' })) }],
    ['a hand card that is a string', { v: 1, hand: ['<script>'] }],
    ['known not a boolean', { v: 1, deck: [{ name: '', ev: '1', known: 'yes' }] }],
    ['a bad policy', { v: 1, policy: 'cheat' }],
    ['a bad step', { v: 1, steps: ['h1; alert(1)'] }],
    ['a step beyond the hand', { v: 1, hand: [{ name: '', ev: '1' }], steps: ['h3'] }],
    ['a jettison with nothing in play', { v: 1, steps: ['x0'] }],
    ['steps not a list', { v: 1, steps: 'ddd' }],
    ['a phase that is not one', { v: 1, phase: 'tea' }],
    ['a bad modifier kind', { v: 1, modifiers: [{ source: 'a', op: 'pow', value: '2' }] }],
  ];
  for (const [what, raw] of bad) {
    it(`refuses ${what} with a sentence`, () => {
      const r = parseExpenseToolState(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^[a-zA-Z].*\.$/);
    });
  }

  it('keeps markup in names as plain text (rendering escapes it)', () => {
    const s = { ...emptyState(), payer: '<img src=x onerror=alert(1)>', hand: [{ name: '<script>alert(1)</script>', ev: '1' }] };
    const r = roundTrip(s);
    expect(r.ok && r.value.hand[0]?.name).toBe('<script>alert(1)</script>');
  });

  it('garbage hashes give a message, never a throw', () => {
    for (const hash of ['#s=<garbage>', '#s=%%%', '#s=e30', `#s=${'A'.repeat(30000)}`, '#s=bnVsbA', '#s=W10']) {
      const r = readUrlState(hash, urlSchema(parseExpenseToolState));
      expect(r?.ok).toBe(false);
    }
  });

  const deep = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string(),
      fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '1e308', '-0', '99999999999999999999'),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(
        fc.constantFrom('v', 'mode', 'payer', 'hand', 'deck', 'expendable', 'steps', 'modifiers', 'expenses', 'ev', 'name', 'known', 'op', 'value', 'amount', 'label', 'policy', '__proto__', 'constructor'),
        tie('value'),
        { maxKeys: 6 },
      ),
    ),
  })).value;

  it('fuzz: any JSON value gives a state or a clear message, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(deep, fc.jsonValue()), (raw) => {
        const withVersion = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...raw, v: 1 } : raw;
        for (const candidate of [raw, withVersion]) {
          const r = parseExpenseToolState(candidate);
          if (r.ok) {
            // A state the parser accepts is one the tool can use: the model and the engine never throw on it.
            const m = readModel(r.value);
            if (m.funds && m.expenses) replaySession({ ...m.funds, expenses: m.expenses }, m.actions);
            if (m.cost) creditsCost(m.cost);
          } else {
            expect(typeof r.error).toBe('string');
            expect(r.error.length).toBeGreaterThan(5);
          }
        }
      }),
      { numRuns: 600 },
    );
  });

  it('fuzz: any string as a hash never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const r = readUrlState(`#s=${text}`, urlSchema(parseExpenseToolState));
        expect(r === undefined || typeof r.ok === 'boolean').toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('model: typed text to engine input', () => {
  it('modifier values: signs, minus signs, factors and fractions', () => {
    expect(parseModifierValue('add', '+2')).toEqual({ ok: true, value: 2 });
    expect(parseModifierValue('add', '\u22121')).toEqual({ ok: true, value: -1 });
    expect(parseModifierValue('times', '1/2')).toEqual({ ok: true, value: 0.5 });
    expect(parseModifierValue('times', '0.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseModifierValue('times', '1/0').ok).toBe(false);
    expect(parseModifierValue('add', '1.5').ok).toBe(false);
    expect(parseModifierValue('times', '-2').ok).toBe(false);
  });

  it('every cost preset reads back to the engine preset input and cost', () => {
    for (const p of COST_PRESETS) {
      const s = presetState(p.id);
      if (!s) throw new Error(p.id);
      const m = readModel(s);
      expect(m.errors, p.id).toEqual({});
      const cost = m.cost ? creditsCost(m.cost) : undefined;
      expect(cost?.ok && { raw: cost.value.raw, final: cost.value.final }, p.id).toEqual(p.expected);
      expect(m.funds?.hand.map((c) => c.ev)).toEqual((p.payment?.hand ?? []).map((c) => c.ev));
      expect(m.funds?.deck.map((c) => [c.ev, c.known])).toEqual((p.payment?.deck ?? []).map((c) => [c.ev, c.known]));
    }
  });

  it('the series preset reads back to its expenses', () => {
    for (const p of SERIES_PRESETS) {
      const s = presetState(p.id);
      if (!s) throw new Error(p.id);
      const m = readModel(s);
      expect(m.expenses?.map((e) => e.amount)).toEqual(p.input.expenses.map((e) => e.amount));
    }
  });

  it('a highest hidden EV below the lowest is marked', () => {
    const m = readModel({ ...emptyState(), hiddenMin: '3', hiddenMax: '1' });
    expect(m.errors.hiddenMax?.error).toMatch(/below/);
    expect(m.funds).toBeUndefined();
  });
});

describe('every state within the limits the form enforces reopens from its link (issue 14, point 5)', () => {
  /** Any text up to `max` UTF-16 units, control characters and lone surrogates included. */
  const text = (max: number) => fc.string({ unit: 'binary', maxLength: max }).map((t) => t.slice(0, max));
  const card = fc.record({ name: text(LIMITS.text), ev: text(LIMITS.number) });
  const state: fc.Arbitrary<ExpenseToolState> = fc
    .record({
      v: fc.constant(1 as const),
      mode: fc.constantFrom(...MODES),
      payer: text(LIMITS.text),
      cardName: text(LIMITS.text),
      printed: text(LIMITS.number),
      act: fc.constantFrom(...ACTS),
      phase: fc.constantFrom<ExpenseToolState['phase']>('', ...PHASES.map((p) => p.id)),
      keyword: fc.constantFrom(...COST_KEYWORDS),
      infamy: text(LIMITS.number),
      infamous: text(LIMITS.number),
      modifiers: fc.array(fc.record({ source: text(LIMITS.text), op: fc.constantFrom(...MODIFIER_OPS), value: text(LIMITS.number) }), { maxLength: LIMITS.modifiers }),
      expenses: fc.array(fc.record({ amount: text(LIMITS.number), label: text(LIMITS.text) }), { maxLength: LIMITS.expenses }),
      hand: fc.array(card, { maxLength: LIMITS.hand }),
      deck: fc.array(fc.record({ name: text(LIMITS.text), ev: text(LIMITS.number), known: fc.boolean() }), { maxLength: LIMITS.deck }),
      expendable: fc.array(card, { maxLength: LIMITS.expendable }),
      hiddenMin: text(LIMITS.number),
      hiddenMax: text(LIMITS.number),
      policy: fc.constantFrom(...POLICIES),
      preset: fc.constantFrom('', ...TOOL_PRESETS.map((p) => p.id)),
    })
    .chain((s) => {
      // The payment steps the tool writes: a hand card, the deck, an Expendable card in play.
      const codes = ['d', ...s.hand.map((_, i) => `h${i}`), ...s.expendable.map((_, i) => `x${i}`)];
      return fc.array(fc.constantFrom(...codes), { maxLength: LIMITS.steps }).map((steps) => ({ ...s, steps }));
    });

  it('state → link → state, with the tool’s own reader and its length limit', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(readUrlState(`#${stateHash(s)}`, EXPENSE_URL)).toEqual({ ok: true, value: s });
      }),
      { numRuns: 300 },
    );
  });

  it('the longest state the form allows still fits the link: every list full, every text at its limit of the widest characters', () => {
    const wide = (n: number) => '\u0001'.repeat(n);
    const row = { name: wide(LIMITS.text), ev: wide(LIMITS.number) };
    const s: ExpenseToolState = {
      ...emptyState(),
      payer: wide(LIMITS.text),
      cardName: wide(LIMITS.text),
      printed: wide(LIMITS.number),
      infamy: wide(LIMITS.number),
      infamous: wide(LIMITS.number),
      modifiers: Array.from({ length: LIMITS.modifiers }, () => ({ source: wide(LIMITS.text), op: 'times' as const, value: wide(LIMITS.number) })),
      expenses: Array.from({ length: LIMITS.expenses }, () => ({ amount: wide(LIMITS.number), label: wide(LIMITS.text) })),
      hand: Array.from({ length: LIMITS.hand }, () => row),
      deck: Array.from({ length: LIMITS.deck }, () => ({ ...row, known: true })),
      expendable: Array.from({ length: LIMITS.expendable }, () => row),
      hiddenMin: wide(LIMITS.number),
      hiddenMax: wide(LIMITS.number),
      steps: Array.from({ length: LIMITS.steps }, (_, i) => `h${i % LIMITS.hand}`),
      preset: TOOL_PRESETS[0]!.id,
    };
    expect(readUrlState(`#${stateHash(s)}`, EXPENSE_URL)).toEqual({ ok: true, value: s });
  });
});

describe('toolPresets: the examples a page gives the island (preset-page.ts)', () => {
  it('gives every example with its note and the state it loads, and the opening one', () => {
    const { examples, initial } = toolPresets();
    expect(initial).toBeUndefined();
    expect(examples.map((p) => p.id)).toEqual(TOOL_PRESETS.map((p) => p.id));
    for (const p of examples) expect(p.state).toEqual(presetState(p.id));
    expect(toolPresets('reynold-beowulf').initial).toEqual(presetState('reynold-beowulf'));
    // What a page gives travels in its HTML as JSON: it must come back the same.
    expect(JSON.parse(JSON.stringify(examples))).toEqual(examples);
  });
  it('refuses an unknown example when the page is built', () => {
    expect(() => toolPresets('no-such-example')).toThrow(/no preset "no-such-example"/);
  });
  it('gives the opening example’s payment in one line, as the payment part says it (for the copy of the answer pinned to the screen)', () => {
    expect(toolPresets('aubrey-lsp').paid).toBe('paid 0 of 2, 2 owed');
    // An example with no cards to pay from shows no payment, so no line.
    expect(toolPresets('reynold-beowulf').paid).toBe('');
    expect(toolPresets().paid).toBeUndefined();
  });
});

describe('the link helper other tools load', () => {
  it('loads without the tool’s link reader: no static import of state.ts, however deep (the piracy tool and the resolution check load link.ts once their answer shows)', async () => {
    const { importGraph } = await import('../architecture/import-graph.ts');
    const out = new Map<string, string[]>();
    for (const e of importGraph().edges) if (e.kind === 'static') out.set(e.from, [...(out.get(e.from) ?? []), e.to]);
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const to of out.get(f) ?? []) visit(to);
    };
    visit('src/widgets/expense/link.ts');
    expect(seen.size).toBeGreaterThan(1);
    expect([...seen]).not.toContain('src/widgets/expense/state.ts');
  });
});
