/**
 * Links into the costs-and-expenses tool from other tools (the piracy tool's
 * "pay this expense"). Pure, no DOM; the URL form is documented in `state.ts`.
 * The tool's limits live here too (`state.ts` reads and re-exports them), so
 * another tool that links to this one loads them without the tool's reader.
 */
import { stateHash } from '../kit/url-state.ts';
import { COST_LIMITS, TEXT_LIMITS } from '../../engine/ccg/index.ts';

export const EXPENSE_TOOL_PATH = '/ccg/tools/expense/';

/**
 * The longest lists and texts the expense tool keeps: its fields and its link
 * reader both read them, and each the engine reads is the engine's own number
 * (`COST_LIMITS`, `TEXT_LIMITS` in `engine/ccg/limits.ts`), so a form at a
 * limit is one its link keeps and the engine reads.
 */
export const LIMITS = {
  hand: COST_LIMITS.hand,
  deck: COST_LIMITS.deck,
  expendable: COST_LIMITS.expendable,
  modifiers: COST_LIMITS.modifiers,
  expenses: COST_LIMITS.expenses,
  /** The payment steps a link replays (the tool's own: the engine takes one step at a time). */
  steps: 80,
  /** The name of the card whose cost is worked out, and where a cost modifier comes from: the engine's cost reader's. */
  cardName: COST_LIMITS.cardName,
  source: COST_LIMITS.source,
  /** Longest other name or label kept (the payer, a card paying, an expense): the engine's limit for a name a person types. */
  text: TEXT_LIMITS.name,
  /** Longest number text kept, the engine's (numbers are checked as typed, in `model.ts`, against `COST_LIMITS`). */
  number: TEXT_LIMITS.number,
} as const;

/** The tool's lists of rows: the rule the engine refuses one row too many under, which the form and the link reader give too. */
export const ROW_RULES = {
  modifiers: 'ccg.modifier',
  expenses: 'ccg.expenses',
  hand: 'ccg.hand-size',
  deck: 'ccg.captains-deck',
  expendable: 'ccg.keyword.expendable',
} as const;

/** One expense to pay, as the tool keeps it: the amount as typed and its name. */
export interface ExpenseRow {
  amount: string;
  label: string;
}

/** The part of the tool's state (`ExpenseToolState` in `state.ts`) a "pay this expense" link sets. */
export interface LinkedExpenseState {
  v: 1;
  mode: 'series';
  expenses: ExpenseRow[];
}

/** The state behind "pay this expense" links: one expense of `amount`, everything else at its default. */
export function linkedExpenseState(amount: number, label?: string): LinkedExpenseState {
  const clean = typeof label === 'string' ? label.trim().replace(/\s+/g, ' ').slice(0, LIMITS.text) : '';
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : '';
  return { v: 1, mode: 'series', expenses: [{ amount: text.slice(0, LIMITS.number), label: clean }] };
}

/**
 * The site path of the tool opened on one expense of `amount` to pay, named
 * `label` ("Ahab's expense from the attack"). A label is trimmed and cut to
 * `LIMITS.text` characters. An amount the tool cannot pay (not a whole number from 0 to `COST_LIMITS.value`)
 * still opens the tool, with the message beside the amount field.
 *
 * ```ts
 * expenseToolLink(4, "Ahab's expense from the attack");
 * // '/ccg/tools/expense/#s=eyJ2IjoxLCJtb2RlIjoic2VyaWVzIiwi…'
 * ```
 */
export function expenseToolLink(amount: number, label?: string): string {
  return `${EXPENSE_TOOL_PATH}#${stateHash(linkedExpenseState(amount, label))}`;
}
