/**
 * The costs-and-expenses tool's state (what is kept in the URL) and its
 * reader, made with the engine's readers. Pure: no DOM, and no engine code
 * beyond the readers. The link helper (`link.ts`) holds the limits and the
 * state of a "pay this expense" link, so other tools load it without this reader.
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
import { choice, flag, list, matching, own, pathTo, record, text, type Reader } from '../../engine/core/read.ts';
import { ok } from '../../engine/core/result.ts';
import type { RuleId } from '../../engine/ccg/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import { keepingEdition, readEditionSetting } from '../edition/link.ts';
import { urlSchema } from '../kit/url-state.ts';
import type { CostAct } from '../../engine/ccg/costs/index.ts';
import type { PaymentPolicy } from '../../engine/ccg/costs/index.ts';
import { PHASES, type Phase } from '../../engine/ccg/round/index.ts';
import { LIMITS, ROW_RULES, type ExpenseRow } from './link.ts';

// The limits and the "pay this expense" state live with the link helper, which other tools load without this reader.
export { LIMITS, ROW_RULES, linkedExpenseState } from './link.ts';

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
export type { ExpenseRow } from './link.ts';

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

// ---------------------------------------------------------------------------
// Reading a state from a link with the engine's readers: every field checked, defaults for missing ones.
// Inside, a refusal is thrown as `Bad`; the exported parser catches it, so it never throws.

class Bad {
  constructor(
    readonly error: string,
    readonly rule?: string,
    readonly field?: string,
  ) {}
}

const RULE: RuleId = 'ccg.expenses';
/** The value `reader` reads from `v`, or `fallback` when `v` is left out. */
function get<T>(reader: Reader<T>, v: unknown, path: string, fallback?: T): T {
  if (v === undefined && fallback !== undefined) return fallback;
  const r = reader(v, path);
  if (!r.ok) throw new Bad(r.error, r.rule, r.field);
  return r.value;
}
const words = (what: string, max: number = LIMITS.number, rule: RuleId = RULE) => text(what, rule, max);
/** A list of rows, at most the engine's number for it (`LIMITS`), refused past it under the engine's rule (`ROW_RULES`). */
const rows = <T>(what: string, key: keyof typeof ROW_RULES, item: (x: Record<string, unknown>, n: string) => T): Reader<T[]> =>
  list(what, record(`Each row of ${what.toLowerCase()} must be an object.`, RULE, (x, path) => ok(item(x, path))), 0, LIMITS[key], ROW_RULES[key]);
/** A row's field, by name. */
const at = <T>(reader: Reader<T>, x: Record<string, unknown>, key: string, path: string, fallback?: T): T => get(reader, own(x, key), pathTo(path, key), fallback);

const STEP = /^(?:h(?:[0-9]|1[01])|d|x[0-5])$/;

function read(raw: unknown): ExpenseToolState {
  if (!isRecord(raw)) throw new Bad('it does not hold this tool’s state.');
  if (raw.v !== 1) throw new Bad('it was made by another version of this tool, or by another tool.');
  const d = emptyState();
  const T = LIMITS.text;
  const field = <T>(reader: Reader<T>, key: string, fallback: T): T => get(reader, own(raw, key), key, fallback);
  const card = (x: Record<string, unknown>, n: string): CardRow => ({ name: at(words('A card’s name', T), x, 'name', n, ''), ev: at(words('A card’s value'), x, 'ev', n, '') });
  const hand = field(rows('The hand cards', 'hand', card), 'hand', []);
  const expendable = field(rows('The Expendable cards', 'expendable', card), 'expendable', []);
  const steps = field(list('The payment steps', matching('A payment step', STEP, 'a step this tool writes', RULE), 0, LIMITS.steps, RULE), 'steps', []);
  for (const [i, s] of steps.entries()) {
    const n = Number(s.slice(1));
    if ((s[0] === 'h' && n >= hand.length) || (s[0] === 'x' && n >= expendable.length)) throw new Bad(`its payment step ${i + 1} uses a card that is not there.`);
  }
  const edition = readEditionSetting(raw.edition);
  if (!edition.ok) throw new Bad(edition.error);
  return {
    v: 1,
    mode: field(choice('The mode', MODES, RULE), 'mode', d.mode),
    payer: field(words('The paying captain', T), 'payer', d.payer),
    cardName: field(words('The card name', LIMITS.cardName, 'ccg.cost'), 'cardName', d.cardName),
    printed: field(words('The printed cost'), 'printed', d.printed),
    act: field(choice('The act', ACTS, RULE), 'act', d.act),
    phase: field(choice<Phase | '', RuleId>('The phase', ['', ...PHASES.map((p) => p.id)], RULE), 'phase', d.phase),
    keyword: field(choice('The keyword', COST_KEYWORDS, RULE), 'keyword', d.keyword),
    infamy: field(words('The number of Infamy tokens'), 'infamy', d.infamy),
    infamous: field(words('The number of Infamous cards'), 'infamous', d.infamous),
    modifiers: field(
      rows('The cost modifiers', 'modifiers', (x, n): ModifierRow => ({
        source: at(words('A modifier’s source', LIMITS.source, 'ccg.modifier'), x, 'source', n, ''),
        op: at(choice('A modifier’s kind', MODIFIER_OPS, RULE), x, 'op', n, 'add'),
        value: at(words('A modifier’s value'), x, 'value', n, ''),
      })),
      'modifiers',
      [],
    ),
    expenses: field(rows('The expenses', 'expenses', (x, n): ExpenseRow => ({ amount: at(words('An expense’s amount'), x, 'amount', n, ''), label: at(words('An expense’s name', T), x, 'label', n, '') })), 'expenses', d.expenses),
    hand,
    deck: field(rows('The deck cards', 'deck', (x, n): DeckRow => ({ ...card(x, n), known: at(flag('Whether a deck card has been seen', RULE), x, 'known', n, false) })), 'deck', []),
    expendable,
    hiddenMin: field(words('The lowest hidden EV'), 'hiddenMin', d.hiddenMin),
    hiddenMax: field(words('The highest hidden EV'), 'hiddenMax', d.hiddenMax),
    policy: field(choice('The payment policy', POLICIES, RULE), 'policy', d.policy),
    steps,
    preset: field(words('The preset', T), 'preset', d.preset),
    ...(edition.value ? { edition: edition.value } : {}),
  };
}

/** Check a state read from a link. Never throws; a bad link gives a sentence saying why. */
export function parseExpenseToolState(raw: unknown): Parsed<ExpenseToolState> {
  try {
    return { ok: true, value: read(raw) };
  } catch (e) {
    if (!(e instanceof Bad)) return { ok: false, error: 'it could not be read.' };
    return { ok: false, error: e.error, ...(e.rule !== undefined && { rule: e.rule }), ...(e.field !== undefined && { field: e.field }) };
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
  const rows = LIMITS.hand * (T + N) + LIMITS.deck * (T + N) + LIMITS.expendable * (T + N) + LIMITS.modifiers * (LIMITS.source + N) + LIMITS.expenses * (N + T);
  const chars = rows + 3 * T + LIMITS.cardName + 7 * N + LIMITS.steps * 3;
  const structure = 60 * (LIMITS.hand + LIMITS.deck + LIMITS.expendable + LIMITS.modifiers + LIMITS.expenses) + 8 * LIMITS.steps + 400;
  return Math.ceil((chars * 6 + structure) / 3) * 4;
}

export const EXPENSE_URL = urlSchema(keepingEdition(parseExpenseToolState), { maxLength: longestLink(), maxDepth: 4 });
