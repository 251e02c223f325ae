/**
 * Links into the costs-and-expenses tool from other tools (the piracy tool's
 * "pay this expense"). Pure, no DOM; the URL form is documented in `state.ts`.
 */
import { stateHash } from '../kit/url-state.ts';
import { linkedExpenseState } from './state.ts';

export const EXPENSE_TOOL_PATH = '/ccg/tools/expense/';

/**
 * The site path of the tool opened on one expense of `amount` to pay, named
 * `label` ("Ahab's expense from the attack"). A label is trimmed and cut to 80
 * characters. An amount the tool cannot pay (not a whole number from 0 to 99)
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
