/**
 * What the tool shows: the cost with every modifier in order, the payer's
 * outlook (certain and possible bankruptcy), the ways to pay from hand, the
 * recommended plan, the whole run under the policy, and the payment so far.
 */
import type { CcgResult } from '../../engine/ccg/result.ts';
import type { CreditsCost } from '../../engine/ccg/cost.ts';
import type {
  ExpendedCard,
  HandPayment,
  PaymentAction,
  PaymentPolicy,
  PaymentRecommendation,
  PaymentState,
  SeriesResult,
  Solvency,
} from '../../engine/ccg/expenses.ts';
import type { PaymentSession } from '../../engine/ccg/expense-session.ts';
import { Trace } from '../kit/Trace.tsx';
import { Problem } from '../kit/Problem.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';

export const POLICY_LABELS: Record<PaymentPolicy, string> = {
  'least-overpayment': 'Lose the least EV',
  'keep-hand': 'Keep the hand: turn deck cards first',
  'spare-deck': 'Spare the deck: hand cards first',
};

/** −1 with a true minus sign. */
export const signed = (n: number) => (n < 0 ? `\u2212${Math.abs(n)}` : String(n));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const who = (id: string) => (id.length > 0 ? id.charAt(0).toUpperCase() + id.slice(1) : id);
const cap = (s: string) => (s.length > 0 ? s.charAt(0).toUpperCase() + s.slice(1) : s);

export function CostResult({ result, name }: { result: CcgResult<CreditsCost>; name: string }) {
  if (!result.ok) return <Problem error={result} title="This cost cannot be worked out" />;
  const c = result.value;
  return (
    <div class="result cost-result">
      <p class="verdict" data-testid="cost-final">
        {cap(name)} costs {c.final} Credit{c.final === 1 ? '' : 's'}
        {c.raw < 0 ? ` (the value after every modifier is ${signed(c.raw)}, which counts as 0)` : ''}.
      </p>
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
      <Trace steps={result.trace} title="How the cost is worked out" />
    </div>
  );
}

function cardText(c: ExpendedCard): string {
  const from = c.from === 'hand' ? 'from hand' : c.from === 'deck' ? 'turned from the deck' : 'jettisoned from play';
  return `${c.name ?? c.id} (${c.from === 'in-play' ? 'X' : 'EV'} ${c.ev}, ${from})`;
}

export function actionText(state: PaymentState, a: PaymentAction, index: number, plan: readonly PaymentAction[]): string {
  if (a.kind === 'expend-hand') {
    const c = state.hand.find((h) => h.id === a.cardId);
    return `Expend ${c?.name ?? a.cardId} (EV ${c?.ev ?? '?'}) from hand.`;
  }
  if (a.kind === 'jettison') {
    const c = state.expendable.find((h) => h.id === a.cardId);
    return `Jettison ${c?.name ?? a.cardId} (Expendable ${c?.value ?? '?'}).`;
  }
  const turnsBefore = plan.slice(0, index).filter((p) => p.kind === 'turn-deck').length;
  const c = state.deck[turnsBefore];
  return `Turn over ${c?.name ?? 'the top deck card'}, already seen (EV ${c?.ev ?? '?'}).`;
}

export function Outlook({ solvency, payer }: { solvency: CcgResult<Solvency>; payer: string }) {
  if (!solvency.ok) return <Problem error={solvency} />;
  const s = solvency.value;
  const o = s.outlook;
  const range = o.most === null ? `${o.fewest} or more` : o.fewest === o.most ? `${o.fewest}` : `${o.fewest} to ${o.most}`;
  const view =
    o.status === 'covered-for-sure'
      ? `Safe: the cards ${who(payer)} can count on hold ${range} EV, enough for the ${o.remaining} owed.`
      : o.status === 'short-for-sure'
        ? `Short for sure: the cards hold ${range} EV, less than the ${o.remaining} owed.`
        : `Possible bankruptcy: the cards hold ${range} EV with ${plural(o.hiddenCards, 'deck card')} unseen; ${who(payer)} cannot tell yet.`;
  return (
    <div class="outlook">
      <h3 class="sub">Can {who(payer)} pay?</h3>
      <ul>
        <li data-testid="certain">
          <strong>Certain, from the true values:</strong>{' '}
          {s.bankrupt ? `bankrupt. Every card that may pay holds ${s.available} EV in all, ${s.shortBy} short.` : `no bankruptcy. The cards that may pay hold ${s.available} EV in all.`}
        </li>
        <li data-testid="possible">
          <strong>As {who(payer)} sees it:</strong> {view}
        </li>
      </ul>
      <details>
        <summary>Why</summary>
        <Trace steps={solvency.trace} title="Solvency, step by step" />
      </details>
    </div>
  );
}

export function HandWays({ ways, names, remaining }: { ways: CcgResult<{ payments: HandPayment[] }>; names: Map<string, string>; remaining: number }) {
  if (!ways.ok) return <Problem error={ways} />;
  const list = ways.value.payments;
  const shown = list.slice(0, 6);
  return (
    <div class="hand-ways">
      <h3 class="sub">Ways to pay the {remaining} owed from hand alone</h3>
      {list.length === 0 ? (
        <p>None: the hand cannot cover it by itself.</p>
      ) : (
        <ol>
          {shown.map((p, i) => (
            <li key={i}>
              {p.cardIds.map((id) => names.get(id) ?? id).join(' + ')} = {p.total}
              {p.overpaidBy > 0 ? `, ${p.overpaidBy} EV lost` : ', nothing lost'}
            </li>
          ))}
        </ol>
      )}
      {list.length > shown.length && <p class="muted">…and {list.length - shown.length} more, each losing more EV.</p>}
      <p class="muted">Each way is minimal: no card in it could be left out. Cards are expended only until the amount is met.</p>
      <Trace steps={ways.trace} title="Hand payments" />
    </div>
  );
}

export function Recommendation({
  rec,
  state,
  onTake,
}: {
  rec: CcgResult<PaymentRecommendation>;
  state: PaymentState;
  onTake: (a: PaymentAction) => void;
}) {
  if (!rec.ok) return <Problem error={rec} />;
  const r = rec.value;
  const then = r.thenTurnDeck;
  const count = then ? (then.most === null ? `at least ${plural(then.fewest, 'card')}, and the deck may run out first` : then.fewest === then.most ? plural(then.fewest, 'card') : `${then.fewest} to ${then.most} cards`) : '';
  return (
    <div class="recommendation" data-testid="recommendation">
      <h3 class="sub">Recommended: {POLICY_LABELS[r.policy].toLowerCase()}</h3>
      {r.plan.length > 0 && (
        <ol>
          {r.plan.map((a, i) => (
            <li key={i}>{actionText(state, a, i, r.plan)}</li>
          ))}
        </ol>
      )}
      {then && (
        <p data-testid="then-turn">
          {r.plan.length > 0 ? 'Then turn' : 'Turn'} unseen deck cards from the top {then.until === 'met' ? 'until the EV reaches what is owed' : 'until the hand can cover what is left'}: {count}. Their EV is not known until they are turned, so
          the plan cannot say more.
        </p>
      )}
      {r.next && (
        <button type="button" class="small" onClick={() => r.next && onTake(r.next)}>
          Take the recommended step
        </button>
      )}
      <Trace steps={rec.trace} title="Why this plan" />
    </div>
  );
}

export function WholeRun({ result, payer }: { result: CcgResult<SeriesResult>; payer: string }) {
  if (!result.ok) return <Problem error={result} title="This cannot be paid" />;
  const r = result.value;
  return (
    <details class="whole-run">
      <summary>If {who(payer)} follows this plan to the end (deck cards as they really are)</summary>
      <table>
        <caption class="visually-hidden">Each payment under the chosen policy</caption>
        <thead>
          <tr>
            <th scope="col">Paying</th>
            <th scope="col">Cards</th>
            <th scope="col">EV</th>
            <th scope="col">Lost</th>
          </tr>
        </thead>
        <tbody>
          {r.payments.map((p, i) => (
            <tr key={i}>
              <th scope="row">
                {cap(p.label)} ({p.amount})
              </th>
              <td>{p.expended.map(cardText).join('; ') || 'none'}</td>
              <td>{p.total}</td>
              <td>{p.status === 'bankrupt' ? `bankrupt, ${p.amount - p.total} short` : p.lostEv}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Trace steps={result.trace} title="The whole run, step by step" />
    </details>
  );
}

export function Paid({ session }: { session: PaymentSession }) {
  const rows = [...session.payments];
  const current = session.current;
  const open = session.status === 'paying' && rows.length === session.index;
  return (
    <div class="paid">
      <h3 class="sub">Expended so far</h3>
      {rows.length === 0 && current.expended.length === 0 && <p class="muted">Nothing yet.</p>}
      <ol>
        {rows.map((p) => (
          <li key={p.index}>
            <strong>
              {cap(p.label)} ({p.amount}):
            </strong>{' '}
            {p.expended.map(cardText).join('; ') || 'no card'}.{' '}
            {p.status === 'met' ? (
              <span data-testid={`lost-${p.index}`}>
                Paid {p.total}, {p.lostEv > 0 ? `${p.lostEv} EV lost` : 'nothing lost'}.
              </span>
            ) : (
              <span>
                Paid {p.total}, {p.amount - p.total} short.
              </span>
            )}
          </li>
        ))}
        {open && current.expended.length > 0 && (
          <li>
            <strong>
              {cap(current.label)} ({current.amount}):
            </strong>{' '}
            {current.expended.map(cardText).join('; ')}, so far.
          </li>
        )}
      </ol>
    </div>
  );
}

export function Bankrupt({ session }: { session: PaymentSession }) {
  const o = session.current.outcome;
  if (!o) return null;
  return (
    <div class="result bad" data-testid="bankrupt">
      <p class="verdict bad">
        {who(o.payer)} is bankrupt: {o.label} is {o.shortBy} short, and no card that may pay is left.
      </p>
      <p>
        {who(o.payer)} is out of the game, and every card {who(o.payer)} owns is removed from it, even cards another captain controls. In a game of two captains, the
        other captain wins, whatever the Victory Points.
      </p>
      <p class="trace-rule">
        Rule: <RuleLink rule="ccg.bankruptcy" />
      </p>
    </div>
  );
}
