/**
 * The costs-and-expenses tool's state (what is kept in the URL). Its reader,
 * made with the engine's readers, is `link-reader.ts`, loaded only when a
 * link holds a state. Pure: no DOM. The link helper (`link.ts`) holds the
 * limits and the state of a "pay this expense" link, so other tools load it
 * without the reader.
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
import type { CostAct } from '../../engine/ccg/costs/index.ts';
import type { PaymentPolicy } from '../../engine/ccg/costs/index.ts';
import type { Phase } from '../../engine/ccg/round/index.ts';
import type { ExpenseRow } from './link.ts';

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
