/**
 * The costs-and-expenses tool's state (what is kept in the URL) and its
 * reader. Pure: no DOM, and no engine code beyond types, so the link helper
 * (`link.ts`) can be imported by other tools cheaply.
 *
 * Fields hold the text as typed (numbers too), so a half-typed value survives
 * a reload; `model.ts` turns the text into engine input, with a message per
 * field.
 *
 * ## The URL form
 *
 * `/ccg/tools/expense/#s=<state>`, where `<state>` is the state below as JSON,
 * UTF-8, base64url (`encodeState` of `src/widgets/kit/url-codec.ts`). Every
 * field but `v` may be left out and takes its default (`emptyState()`), so a
 * link that only says "pay this expense" is short:
 *
 * ```json
 * { "v": 1, "mode": "series", "expenses": [{ "amount": "4", "label": "Ahab's expense from the attack" }] }
 * ```
 *
 * opens the tool with one expense of 4 to pay (an expense, not a Credits cost:
 * Expendable cards cannot help), and the judge enters the hand and deck.
 * `expenseToolLink(4, "…")` in `link.ts` builds exactly that link.
 *
 * `steps` records the payment so far, card by card: `"h<i>"` expends hand card
 * i, `"d"` turns over the top deck card, `"x<i>"` jettisons Expendable card i
 * (indexes into the lists as entered, counted from 0).
 */
import type { Parsed } from '../kit/numbers.ts';
import type { CostAct } from '../../engine/ccg/cost.ts';
import type { PaymentPolicy } from '../../engine/ccg/expense-plan.ts';
import { PHASES, type Phase } from '../../engine/ccg/phases.ts';

export type Mode = 'cost' | 'series';
export type CostKeyword = 'none' | 'cash' | 'equity';
export type ModifierOp = 'add' | 'times';

export interface CardRow {
  name: string;
  /** The Expense Value as typed (for an Expendable card: its X). */
  ev: string;
}
export interface DeckRow extends CardRow {
  /** Whether the payer has seen this card (otherwise its EV is hidden from them). */
  known: boolean;
}
export interface ModifierRow {
  source: string;
  op: ModifierOp;
  /** `+2`, `-1` for `add`; `0.5`, `2`, `1/2` for `times`. */
  value: string;
}
export interface ExpenseRow {
  amount: string;
  label: string;
}

export interface ExpenseToolState {
  v: 1;
  mode: Mode;
  payer: string;
  // The Credits cost
  cardName: string;
  printed: string;
  act: CostAct;
  phase: Phase | '';
  keyword: CostKeyword;
  infamy: string;
  infamous: string;
  modifiers: ModifierRow[];
  // A run of expenses
  expenses: ExpenseRow[];
  // What may pay
  hand: CardRow[];
  deck: DeckRow[];
  expendable: CardRow[];
  hiddenMin: string;
  hiddenMax: string;
  policy: PaymentPolicy;
  /** The payment so far (see the URL form above). */
  steps: string[];
  /** The preset loaded last ('' for none): its source and stand-ins are shown. */
  preset: string;
}

export const MODES: readonly Mode[] = ['cost', 'series'];
export const COST_KEYWORDS: readonly CostKeyword[] = ['none', 'cash', 'equity'];
export const MODIFIER_OPS: readonly ModifierOp[] = ['add', 'times'];
/** The engine's `COST_ACTS` (a unit test keeps the two equal). */
export const ACTS = ['procure', 'play', 'ability'] as const satisfies readonly CostAct[];
/** The engine's `PAYMENT_POLICIES` (a unit test keeps the two equal). */
export const POLICIES = ['least-overpayment', 'keep-hand', 'spare-deck'] as const satisfies readonly PaymentPolicy[];

export const LIMITS = {
  hand: 12,
  deck: 20,
  expendable: 6,
  modifiers: 8,
  expenses: 10,
  steps: 80,
  /** Longest name or label kept. */
  text: 80,
  /** Longest number text kept (numbers are checked as typed, in `model.ts`). */
  number: 12,
} as const;

export function emptyState(): ExpenseToolState {
  return {
    v: 1,
    mode: 'cost',
    payer: '',
    cardName: '',
    printed: '0',
    act: 'procure',
    phase: 'procurement',
    keyword: 'none',
    infamy: '0',
    infamous: '0',
    modifiers: [],
    expenses: [{ amount: '1', label: '' }],
    hand: [],
    deck: [],
    expendable: [],
    hiddenMin: '0',
    hiddenMax: '',
    policy: 'least-overpayment',
    steps: [],
    preset: '',
  };
}

/** The state behind "pay this expense" links: one expense of `amount`, everything else at its default. */
export function linkedExpenseState(amount: number, label?: string): Pick<ExpenseToolState, 'v' | 'mode' | 'expenses'> {
  const clean = typeof label === 'string' ? label.trim().replace(/\s+/g, ' ').slice(0, LIMITS.text) : '';
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : '';
  return { v: 1, mode: 'series', expenses: [{ amount: text.slice(0, LIMITS.number), label: clean }] };
}

// ---------------------------------------------------------------------------
// Reading a state from a link: every field checked, defaults for missing ones.

type Fail = { ok: false; error: string };
const fail = (error: string): Fail => ({ ok: false, error });
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function text(raw: Record<string, unknown>, key: string, fallback: string, max: number, what: string): string | Fail {
  const v = raw[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'string') return fail(`${what} is not text.`);
  if (v.length > max) return fail(`${what} is longer than ${max} characters.`);
  return v;
}

function choice<T extends string>(raw: Record<string, unknown>, key: string, options: readonly T[], fallback: T, what: string): T | Fail {
  const v = raw[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !(options as readonly string[]).includes(v)) return fail(`${what} is not one this tool offers.`);
  return v as T;
}

function list<T>(raw: Record<string, unknown>, key: string, max: number, what: string, item: (x: Record<string, unknown>, i: number) => T | Fail): T[] | Fail {
  const v = raw[key];
  if (v === undefined) return [];
  if (!Array.isArray(v)) return fail(`${what} is not a list.`);
  if (v.length > max) return fail(`it has more than ${max} ${what.replace(/^the /, '')}.`);
  const out: T[] = [];
  for (const [i, x] of v.entries()) {
    if (!isRecord(x)) return fail(`entry ${i + 1} of ${what} is not a card or value this tool writes.`);
    const r = item(x, i);
    if (isFail(r)) return r;
    out.push(r);
  }
  return out;
}

function isFail(x: unknown): x is Fail {
  return isRecord(x) && x.ok === false && typeof x.error === 'string';
}

const STEP = /^(?:h(?:[0-9]|1[01])|d|x[0-5])$/;

/** Check a state read from a link. Never throws; a bad link gives a sentence saying why. */
export function parseExpenseToolState(raw: unknown): Parsed<ExpenseToolState> {
  if (!isRecord(raw)) return fail('it does not hold this tool’s state.');
  if (raw.v !== 1) return fail('it was made by another version of this tool, or by another tool.');
  const d = emptyState();
  const T = LIMITS.text;
  const N = LIMITS.number;

  const mode = choice(raw, 'mode', MODES, d.mode, 'The mode');
  if (isFail(mode)) return mode;
  const payer = text(raw, 'payer', d.payer, T, 'The paying captain');
  if (isFail(payer)) return payer;
  const cardName = text(raw, 'cardName', d.cardName, T, 'The card name');
  if (isFail(cardName)) return cardName;
  const printed = text(raw, 'printed', d.printed, N, 'The printed cost');
  if (isFail(printed)) return printed;
  const act = choice(raw, 'act', ACTS, d.act, 'The act');
  if (isFail(act)) return act;
  const phase = choice<Phase | ''>(raw, 'phase', ['', ...PHASES.map((p) => p.id)], d.phase, 'The phase');
  if (isFail(phase)) return phase;
  const keyword = choice(raw, 'keyword', COST_KEYWORDS, d.keyword, 'The keyword');
  if (isFail(keyword)) return keyword;
  const infamy = text(raw, 'infamy', d.infamy, N, 'The number of Infamy tokens');
  if (isFail(infamy)) return infamy;
  const infamous = text(raw, 'infamous', d.infamous, N, 'The number of Infamous cards');
  if (isFail(infamous)) return infamous;

  const modifiers = list(raw, 'modifiers', LIMITS.modifiers, 'the cost modifiers', (x, i): ModifierRow | Fail => {
    const source = text(x, 'source', '', T, `The source of modifier ${i + 1}`);
    if (isFail(source)) return source;
    const op = choice(x, 'op', MODIFIER_OPS, 'add', `The kind of modifier ${i + 1}`);
    if (isFail(op)) return op;
    const value = text(x, 'value', '', N, `The value of modifier ${i + 1}`);
    if (isFail(value)) return value;
    return { source, op, value };
  });
  if (isFail(modifiers)) return modifiers;

  const expenses = list(raw, 'expenses', LIMITS.expenses, 'the expenses', (x, i): ExpenseRow | Fail => {
    const amount = text(x, 'amount', '', N, `The amount of expense ${i + 1}`);
    if (isFail(amount)) return amount;
    const label = text(x, 'label', '', T, `The name of expense ${i + 1}`);
    if (isFail(label)) return label;
    return { amount, label };
  });
  if (isFail(expenses)) return expenses;

  const card = (where: string) => (x: Record<string, unknown>, i: number): CardRow | Fail => {
    const name = text(x, 'name', '', T, `The name of ${where} card ${i + 1}`);
    if (isFail(name)) return name;
    const ev = text(x, 'ev', '', N, `The value of ${where} card ${i + 1}`);
    if (isFail(ev)) return ev;
    return { name, ev };
  };
  const hand = list(raw, 'hand', LIMITS.hand, 'the hand cards', card('hand'));
  if (isFail(hand)) return hand;
  const deck = list(raw, 'deck', LIMITS.deck, 'the deck cards', (x, i): DeckRow | Fail => {
    const c = card('deck')(x, i);
    if (isFail(c)) return c;
    const known = x.known === undefined ? false : x.known;
    if (typeof known !== 'boolean') return fail(`Whether deck card ${i + 1} has been seen is not true or false.`);
    return { ...c, known };
  });
  if (isFail(deck)) return deck;
  const expendable = list(raw, 'expendable', LIMITS.expendable, 'the Expendable cards', card('Expendable'));
  if (isFail(expendable)) return expendable;

  const hiddenMin = text(raw, 'hiddenMin', d.hiddenMin, N, 'The lowest hidden EV');
  if (isFail(hiddenMin)) return hiddenMin;
  const hiddenMax = text(raw, 'hiddenMax', d.hiddenMax, N, 'The highest hidden EV');
  if (isFail(hiddenMax)) return hiddenMax;
  const policy = choice(raw, 'policy', POLICIES, d.policy, 'The payment policy');
  if (isFail(policy)) return policy;
  const preset = text(raw, 'preset', d.preset, T, 'The preset');
  if (isFail(preset)) return preset;

  const rawSteps = raw.steps;
  const steps: string[] = [];
  if (rawSteps !== undefined) {
    if (!Array.isArray(rawSteps)) return fail('its payment steps are not a list.');
    if (rawSteps.length > LIMITS.steps) return fail(`it has more than ${LIMITS.steps} payment steps.`);
    for (const [i, s] of rawSteps.entries()) {
      if (typeof s !== 'string' || !STEP.test(s)) return fail(`payment step ${i + 1} is not a step this tool writes.`);
      const index = Number(s.slice(1));
      if (s[0] === 'h' && index >= hand.length) return fail(`payment step ${i + 1} expends a hand card that is not in the hand.`);
      if (s[0] === 'x' && index >= expendable.length) return fail(`payment step ${i + 1} jettisons an Expendable card that is not in play.`);
      steps.push(s);
    }
  }

  return {
    ok: true,
    value: {
      v: 1,
      mode,
      payer,
      cardName,
      printed,
      act,
      phase,
      keyword,
      infamy,
      infamous,
      modifiers,
      expenses: expenses.length > 0 || raw.expenses !== undefined ? expenses : d.expenses,
      hand,
      deck,
      expendable,
      hiddenMin,
      hiddenMax,
      policy,
      steps,
      preset,
    },
  };
}
