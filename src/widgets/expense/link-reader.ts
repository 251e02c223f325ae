/**
 * The expense tool's link reader, made with the engine's readers: every field
 * checked, defaults for missing ones, each refusal with its rule and field.
 * Loaded only when a link holds a state (`useUrlState`'s lazy reader), so a
 * tool opened clean never downloads it.
 */
import { isRecord } from '../../engine/core/validate.ts';
import { choice, flag, list, matching, own, pathTo, record, text, type Reader } from '../../engine/core/read.ts';
import { ok } from '../../engine/core/result.ts';
import type { RuleId } from '../../engine/ccg/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import { keepingEdition, readEditionSetting } from '../edition/link.ts';
import { urlSchema } from '../kit/url-state.ts';
import { PHASES, type Phase } from '../../engine/ccg/round/index.ts';
import { ACTS, COST_KEYWORDS, emptyState, LIMITS, MODES, MODIFIER_OPS, POLICIES, ROW_RULES, type CardRow, type DeckRow, type ExpenseRow, type ExpenseToolState, type ModifierRow } from './state.ts';

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
