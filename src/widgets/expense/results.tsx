/**
 * What the payment part shows: the payer's outlook (certain and possible
 * bankruptcy), the ways to pay from hand, the recommended plan, the payment
 * so far and bankruptcy.
 */
import { plural } from '../../engine/core/text.ts';
import type { CcgResult, Step } from '../../engine/ccg/index.ts';
import type {
  ExpendedCard,
  HandPayment,
  PaymentAction,
  PaymentRecommendation,
  PaymentState,
  Solvency,
} from '../../engine/ccg/costs/index.ts';
import type { PaymentSession } from '../../engine/ccg/costs/index.ts';
import { Why } from '../kit/Why.tsx';
import { POLICY_LABELS } from './cost-view.tsx';
import { Problem } from '../kit/Problem.tsx';
import { RuleCite } from '../kit/RuleLink.tsx';

export const who = (id: string) => (id.length > 0 ? id.charAt(0).toUpperCase() + id.slice(1) : id);
const cap = who;
/** "Name (EV 2)", unless the name already says so (the books' stand-ins do). */
export const withValue = (name: string, value: number | string, what = 'EV') => (name.includes(`(${what} ${value})`) ? name : `${name} (${what} ${value})`);

/** "Expense 1 (3)", or "The raider's attack (20)": the amount once. */
const owed = (label: string, amount: number) => cap(label.endsWith(`(${amount})`) ? label : `${label} (${amount})`);

/** The payment in one line, for the copy of the answer pinned to the screen ('' before the first expense). */
export function paymentLine(session: PaymentSession): string {
  const current = session.current;
  if (!current) return '';
  if (session.status === 'bankrupt') return `${who(current.payer)} is bankrupt`;
  return `paid ${current.paid} of ${current.amount}${session.status === 'met' ? ', met' : `, ${Math.max(0, current.amount - current.paid)} owed`}`;
}

function cardText(c: ExpendedCard): string {
  const from = c.from === 'hand' ? 'from hand' : c.from === 'deck' ? 'turned from the deck' : 'jettisoned from play';
  return `${withValue(c.name ?? c.id, c.ev, c.from === 'in-play' ? 'X' : 'EV')}, ${from}`;
}

export function actionText(state: PaymentState, a: PaymentAction, index: number, plan: readonly PaymentAction[]): string {
  if (a.kind === 'expend-hand') {
    const c = state.hand.find((h) => h.id === a.cardId);
    return `Expend ${withValue(c?.name ?? a.cardId, c?.ev ?? '?')} from hand.`;
  }
  if (a.kind === 'jettison') {
    const c = state.expendable.find((h) => h.id === a.cardId);
    return `Jettison ${withValue(c?.name ?? a.cardId, c?.value ?? '?', 'X')}.`;
  }
  const turnsBefore = plan.slice(0, index).filter((p) => p.kind === 'turn-deck').length;
  const c = state.deck[turnsBefore];
  return `Turn over ${withValue(c?.name ?? 'the top deck card', c?.ev ?? '?')}, already seen.`;
}

/** Certain bankruptcy (from the true values) and the payer's own view, in the engine's words. */
export function Outlook({ solvency, payer }: { solvency: CcgResult<Solvency>; payer: string }) {
  if (!solvency.ok) return <Problem error={solvency} />;
  const { bankrupt, cannotAttempt, outlook } = solvency.value;
  const certainVerdict = cannotAttempt ? 'it cannot be attempted' : bankrupt ? 'bankrupt' : 'no bankruptcy';
  const [, certain, view] = solvency.trace;
  const verdict = outlook.status === 'covered-for-sure' ? 'safe' : outlook.status === 'short-for-sure' ? 'short for sure' : 'possible bankruptcy';
  return (
    <div class="outlook">
      <h3 class="sub">Can {who(payer)} pay?</h3>
      <ul>
        {[certain, view].map(
          (st, i) =>
            st && (
              <li key={i} data-testid={i ? 'possible' : 'certain'}>
                <strong>{i ? `As ${who(payer)} sees it: ${verdict}.` : `Certain, from the true values: ${certainVerdict}.`}</strong> {st.text}{' '}
                <RuleCite rule={st.rule} />
              </li>
            ),
        )}
      </ul>
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
              {p.cardIds.map((id) => names.get(id) ?? id).join(' + ')} = {p.total} EV
              {p.overpaidBy > 0 ? `, ${p.overpaidBy} EV lost` : ', nothing lost'}
            </li>
          ))}
        </ol>
      )}
      {list.length > shown.length && <p class="muted">…and {list.length - shown.length} more, each losing more EV.</p>}
      <p class="muted">Each way is minimal: no card in it could be left out. Cards are expended only until the amount is met.</p>
      <Why steps={ways.trace} label="How the ways are found" />
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
      <h3 class="sub">Recommended plan ({POLICY_LABELS[r.policy]})</h3>
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
      <Why steps={rec.trace} label="Why this plan" />
    </div>
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
              {owed(p.label, p.amount)}:
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
              {owed(current.label, current.amount)}:
            </strong>{' '}
            {current.expended.map(cardText).join('; ')}, so far.
          </li>
        )}
      </ol>
    </div>
  );
}

/** Bankruptcy and what it means, in the engine's words (the steps citing the bankruptcy rule). */
export function Bankrupt({ steps }: { steps: readonly Step[] }) {
  return (
    <div class="result bad" data-testid="bankrupt">
      {steps.map((st, i) => (
        <p key={i} class={i ? '' : 'verdict bad'}>
          {st.text}{' '}
          <RuleCite rule={st.rule} />
        </p>
      ))}
    </div>
  );
}
