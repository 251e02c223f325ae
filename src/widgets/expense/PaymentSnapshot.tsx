/**
 * The expense tool's payment part as the page is built, for the island's
 * `payment` slot (src/components/RuleLinkedPart.astro gives the rule links):
 * the same component the tool draws live, on the example the page opens with
 * (`toolPresets(id)`), so the live part replaces it element for element.
 */
import type { RuleResolver } from '../../engine/core/rules.ts';
import { RuleLinks } from '../kit/RuleLink.tsx';
import Payment from './Payment.tsx';
import { paymentOf } from './preset-page.ts';
import type { ExpenseToolState } from './state.ts';

export default function PaymentSnapshot({ initial, rules }: { initial?: ExpenseToolState; rules: RuleResolver }) {
  const input = initial && paymentOf(initial);
  if (!initial || !input) return null;
  return (
    <RuleLinks.Provider value={{ resolve: rules, pending: false }}>
      <Payment state={initial} setState={() => undefined} input={input} mode={initial.mode} />
    </RuleLinks.Provider>
  );
}
