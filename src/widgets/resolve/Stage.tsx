/** One stage of the Resolution Phase as the check found it: its verdict, what pays what, what is missing, the pool after it, and the trace on request. */
import { plural } from '../../engine/core/text.ts';
import { Trace } from '../kit/Trace.tsx';
import { memoBy } from '../kit/memo.ts';
import { RuleCite } from '../kit/RuleLink.tsx';
import { TokenChip } from './fields.tsx';
import { Fold } from './Fold.tsx';
import { PoolSummary } from './Pool.tsx';
import type { PaymentLine, PlanView, StageView } from './view.ts';

function Payments({ list }: { list: PaymentLine[] }) {
  return (
    <ol class="payments" aria-label="How each requirement is met">
      {list.map((p, i) => (
        <li key={i}>
          <span class="asks">{p.asks}</span>
          <span class="arrow" aria-hidden="true">
            {' '}
            →{' '}
          </span>
          {p.token ? (
            <>
              discard <TokenChip token={p.token.key} />
              {p.token.from && <span class="tok-from"> (from {p.token.from})</span>}
            </>
          ) : (
            <span>{p.how}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

function Plan({ plan }: { plan: PlanView }) {
  return (
    <div class="plan">
      <ul aria-label={`${plan.title}: each subplot`}>
        {plan.subplots.map((s) => (
          <li key={s.id} class={s.achievable ? 'good' : 'bad'}>
            <strong>{s.name}</strong> ({s.vp} VP): {s.achievable ? 'can be met.' : `cannot be met. ${s.reason ?? ''}`}
          </li>
        ))}
      </ul>
      {plan.combinations.length > 0 && (
        <Fold title={`Combinations of subplots (${plan.combinations.length}, ${plan.combinations.filter((c) => c.achievable).length} can be met together)`}>
          {() => (
            <ul aria-label={`${plan.title}: combinations`}>
              {plan.combinations.map((c) => (
                <li key={c.names} class={c.achievable ? 'good' : 'bad'}>
                  {c.names} ({c.vp} VP): {c.achievable ? 'can be met together.' : c.reason}
                </li>
              ))}
            </ul>
          )}
        </Fold>
      )}
    </div>
  );
}

function StageCard({ st, start }: { st: StageView; start: number }) {
  const cls = st.status === 'resolved' ? 'good' : st.status === 'failed' ? 'bad' : '';
  const steps = st.trace.length;
  const why = steps === 1 ? `Why, step by step (step ${start})` : `Why, step by step (steps ${start}–${start + steps - 1})`;
  return (
    <section class={`stage result ${cls}`} aria-label={st.heading} data-stage={st.key}>
      <h3>{st.heading}</h3>
      <p class={`verdict ${cls}`}>{st.verdict}</p>
      {st.payments && st.payments.length > 0 && <Payments list={st.payments} />}
      {st.shortfalls && st.shortfalls.length > 0 && (
        <div class="missing">
          <p class="label-like">What is missing</p>
          <ul>
            {st.shortfalls.map((s, i) => (
              <li key={i}>
                {s.text}
                {s.missing.length > 0 && (
                  <>
                    {' '}
                    <strong>Missing: {s.missing.join(', ')}.</strong>
                  </>
                )}{' '}
                <RuleCite rule={s.rule} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {st.subplots && st.subplots.length > 0 && (
        <ul class="subplot-results" aria-label="Subplots tried">
          {st.subplots.map((s) => (
            <li key={s.id} class={s.resolved ? 'good' : 'bad'}>
              <strong>{s.name}</strong>: {s.resolved ? `met, ${plural(s.vp, 'Victory Point')}${s.award ? ` (${s.award})` : ''}.` : `not met. ${s.reason ?? ''}`}
            </li>
          ))}
        </ul>
      )}
      {st.plan && <Plan plan={st.plan} />}
      {st.pool && <PoolSummary pool={st.pool} label={st.status === 'info' ? 'Pool' : 'Left in the pool'} />}
      {steps > 0 && <Fold title={why} class="why">{() => <Trace steps={st.trace} start={start} title={why} />}</Fold>}
    </section>
  );
}

/** A stage is drawn again only when the answer changes (not while the reader types and the check works). */
export const Stage = memoBy(StageCard, (a, b) => a.st === b.st && a.start === b.start);
