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
import { isRecord } from '../../engine/core/validate.ts';
import type { Parsed } from '../kit/numbers.ts';
import { readEditionSetting } from '../edition/link.ts';
import { urlSchema } from '../kit/url-state.ts';
import type { CostAct } from '../../engine/ccg/costs/index.ts';
import type { PaymentPolicy } from '../../engine/ccg/costs/index.ts';
import { PHASES, type Phase } from '../../engine/ccg/round/index.ts';

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
  /** The Rules Reference edition cited, or both side by side; left out for the later edition (`edition/ui.tsx`). */
  edition?: 'earlier' | 'compare';
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
// Inside, a bad field throws `Bad`; the exported parser catches it, so it never throws.

class Bad {
  constructor(readonly error: string) {}
}

function str(v: unknown, what: string, fallback = '', max: number = LIMITS.number): string {
  if (v === undefined) return fallback;
  if (typeof v !== 'string') throw new Bad(`${what} is not text.`);
  if (v.length > max) throw new Bad(`${what} is longer than ${max} characters.`);
  return v;
}

function pick<T extends string>(v: unknown, options: readonly T[], what: string, fallback: T): T {
  if (v === undefined) return fallback;
  if (!(options as readonly unknown[]).includes(v)) throw new Bad(`${what} is not one this tool offers.`);
  return v as T;
}

function rows<T>(v: unknown, max: number, what: string, item: (x: Record<string, unknown>, name: string) => T): T[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new Bad(`its ${what}s are not a list.`);
  if (v.length > max) throw new Bad(`it has more than ${max} ${what}s.`);
  return v.map((x: unknown, i) => {
    if (!isRecord(x)) throw new Bad(`its ${what} ${i + 1} is not one this tool writes.`);
    return item(x, `${what} ${i + 1}`);
  });
}

const STEP = /^(?:h(?:[0-9]|1[01])|d|x[0-5])$/;

function read(raw: unknown): ExpenseToolState {
  if (!isRecord(raw)) throw new Bad('it does not hold this tool’s state.');
  if (raw.v !== 1) throw new Bad('it was made by another version of this tool, or by another tool.');
  const d = emptyState();
  const T = LIMITS.text;
  const card = (x: Record<string, unknown>, n: string): CardRow => ({ name: str(x.name, `The name of ${n}`, '', T), ev: str(x.ev, `The value of ${n}`) });
  const hand = rows(raw.hand, LIMITS.hand, 'hand card', card);
  const expendable = rows(raw.expendable, LIMITS.expendable, 'Expendable card', card);
  if (raw.steps !== undefined && !Array.isArray(raw.steps)) throw new Bad('its payment steps are not a list.');
  const steps: unknown[] = raw.steps ?? [];
  if (steps.length > LIMITS.steps) throw new Bad(`it has more than ${LIMITS.steps} payment steps.`);
  for (const [i, s] of steps.entries()) {
    if (typeof s !== 'string' || !STEP.test(s)) throw new Bad(`its payment step ${i + 1} is not a step this tool writes.`);
    const n = Number(s.slice(1));
    if ((s[0] === 'h' && n >= hand.length) || (s[0] === 'x' && n >= expendable.length)) throw new Bad(`its payment step ${i + 1} uses a card that is not there.`);
  }
  const edition = readEditionSetting(raw.edition);
  if (!edition.ok) throw new Bad(edition.error);
  return {
    v: 1,
    mode: pick(raw.mode, MODES, 'The mode', d.mode),
    payer: str(raw.payer, 'The paying captain', d.payer, T),
    cardName: str(raw.cardName, 'The card name', d.cardName, T),
    printed: str(raw.printed, 'The printed cost', d.printed),
    act: pick(raw.act, ACTS, 'The act', d.act),
    phase: pick<Phase | ''>(raw.phase, ['', ...PHASES.map((p) => p.id)], 'The phase', d.phase),
    keyword: pick(raw.keyword, COST_KEYWORDS, 'The keyword', d.keyword),
    infamy: str(raw.infamy, 'The number of Infamy tokens', d.infamy),
    infamous: str(raw.infamous, 'The number of Infamous cards', d.infamous),
    modifiers: rows(raw.modifiers, LIMITS.modifiers, 'cost modifier', (x, n): ModifierRow => ({
      source: str(x.source, `The source of ${n}`, '', T),
      op: pick(x.op, MODIFIER_OPS, `The kind of ${n}`, 'add'),
      value: str(x.value, `The value of ${n}`),
    })),
    expenses:
      raw.expenses === undefined
        ? d.expenses
        : rows(raw.expenses, LIMITS.expenses, 'expense', (x, n): ExpenseRow => ({ amount: str(x.amount, `The amount of ${n}`), label: str(x.label, `The name of ${n}`, '', T) })),
    hand,
    deck: rows(raw.deck, LIMITS.deck, 'deck card', (x, n): DeckRow => {
      if (x.known !== undefined && typeof x.known !== 'boolean') throw new Bad(`Whether ${n} has been seen is not true or false.`);
      return { ...card(x, n), known: x.known === true };
    }),
    expendable,
    hiddenMin: str(raw.hiddenMin, 'The lowest hidden EV', d.hiddenMin),
    hiddenMax: str(raw.hiddenMax, 'The highest hidden EV', d.hiddenMax),
    policy: pick(raw.policy, POLICIES, 'The payment policy', d.policy),
    steps: steps as string[],
    preset: str(raw.preset, 'The preset', d.preset, T),
    ...(edition.value ? { edition: edition.value } : {}),
  };
}

/** Check a state read from a link. Never throws; a bad link gives a sentence saying why. */
export function parseExpenseToolState(raw: unknown): Parsed<ExpenseToolState> {
  try {
    return { ok: true, value: read(raw) };
  } catch (e) {
    return { ok: false, error: e instanceof Bad ? e.error : 'it could not be read.' };
  }
}

/**
 * The longest link a state within `LIMITS` can make: every text field full,
 * each character at its longest in JSON (6 bytes, a control character written
 * `\u0001`), the field names and punctuation, then base64 (4 characters per 3 bytes).
 */
function longestLink(): number {
  const T = LIMITS.text;
  const N = LIMITS.number;
  const rows = LIMITS.hand * (T + N) + LIMITS.deck * (T + N) + LIMITS.expendable * (T + N) + LIMITS.modifiers * (T + N) + LIMITS.expenses * (N + T);
  const chars = rows + 4 * T + 7 * N + LIMITS.steps * 3;
  const structure = 60 * (LIMITS.hand + LIMITS.deck + LIMITS.expendable + LIMITS.modifiers + LIMITS.expenses) + 8 * LIMITS.steps + 400;
  return Math.ceil((chars * 6 + structure) / 3) * 4;
}

export const EXPENSE_URL = urlSchema(parseExpenseToolState, { maxLength: longestLink(), maxDepth: 4 });
