/**
 * The Credits cost with every modifier applied in order: the verdict (the
 * head of the answer), then the running value (kept below 0 while modifiers
 * apply), the floor and the trace. Part of the tool's first load; the payment
 * part is loaded when there is something to pay.
 */
import { plural } from '../../engine/core/text.ts';
import type { CcgResult } from '../../engine/ccg/index.ts';
import type { CreditsCost } from '../../engine/ccg/costs/index.ts';
import type { PaymentPolicy } from '../../engine/ccg/costs/index.ts';
import { Why } from '../kit/Why.tsx';
import { Problem } from '../kit/Problem.tsx';

export const POLICY_LABELS: Record<PaymentPolicy, string> = {
  'least-overpayment': 'Lose the least EV',
  'keep-hand': 'Keep the hand: turn deck cards first',
  'spare-deck': 'Spare the deck: hand cards first',
};

/** −1 with a true minus sign. */
export const signed = (n: number) => (n < 0 ? `\u2212${Math.abs(n)}` : String(n));
const cap = (s: string) => (s.length > 0 ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** The cost in one sentence: the head of the answer (the Credits cost, or why it cannot be worked out). */
export function CostVerdict({ result, name }: { result: CcgResult<CreditsCost>; name: string }) {
  if (!result.ok) return <Problem error={result} title="This cost cannot be worked out" />;
  const c = result.value;
  return (
    <h2 class="verdict" data-testid="cost-final">
      {cap(name)} costs {plural(c.final, 'Credit')}
      {c.raw < 0 ? ` (the value after every modifier is ${signed(c.raw)}, which counts as 0)` : ''}.
    </h2>
  );
}

/** How the cost is worked out: the running value modifier by modifier, and the trace, folded. */
export function CostWorking({ result }: { result: CcgResult<CreditsCost> }) {
  if (!result.ok) return null;
  const c = result.value;
  return (
    <div class="cost-result">
      <table class="cost-table">
        <caption class="visually-hidden">The cost, modifier by modifier</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Change</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Printed cost</th>
            <td></td>
            <td>{c.printed}</td>
          </tr>
          {c.applied.map((m, i) => (
            <tr key={i}>
              <th scope="row">{m.source}</th>
              <td>{'amount' in m ? (m.amount < 0 ? signed(m.amount) : `+${m.amount}`) : `×${m.factor}`}</td>
              <td data-testid={`running-${i}`}>{signed(c.running[i] ?? 0)}</td>
            </tr>
          ))}
          <tr class="final">
            <th scope="row">Cost to pay</th>
            <td>{c.raw < 0 ? 'below 0 counts as 0' : ''}</td>
            <td>{c.final}</td>
          </tr>
        </tbody>
      </table>
      {c.ignored.length > 0 && <p>Too late to change the cost: {c.ignored.join(', ')}.</p>}
      <Why steps={result.trace} label="How the cost is worked out" />
    </div>
  );
}
