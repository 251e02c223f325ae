/** What the resolution check found: a short verdict (announced), then each stage with its tokens and the engine's trace. */
import { plural } from '../../engine/core/text.ts';
import { Trace } from '../kit/Trace.tsx';
import { Problem } from '../kit/Problem.tsx';
import { RuleLink, RuleCite } from '../kit/RuleLink.tsx';
import type { PoolToken } from '../../engine/ccg/resolution/index.ts';
import { keyOfToken } from './pool.ts';
import type { CheckResult, StageView } from './view.ts';
import { TokenChip } from './fields.tsx';


function Pool({ tokens, label }: { tokens: PoolToken[]; label: string }) {
  return (
    <div class="pool-view">
      <span class="label-like">{label}:</span>{' '}
      {tokens.length === 0 ? (
        <span>no token.</span>
      ) : (
        <ul class="chips" aria-label={label}>
          {tokens.map((t) => (
            <li key={t.id}>
              <TokenChip token={keyOfToken(t.token)} id={t.id} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Stage({ st, start }: { st: StageView; start: number }) {
  const cls = st.status === 'resolved' ? 'good' : st.status === 'failed' ? 'bad' : '';
  return (
    <section class={`stage result ${cls}`} aria-label={st.heading} data-stage={st.key}>
      <h3>{st.heading}</h3>
      <p class={`verdict ${cls}`}>{st.verdict}</p>
      {st.payments && st.payments.length > 0 && (
        <ol class="payments" aria-label="How each requirement is met">
          {st.payments.map((p, i) => (
            <li key={i}>
              <span class="asks">{p.asks}</span>
              <span class="arrow" aria-hidden="true">
                {' '}
                →{' '}
              </span>
              {p.token ? (
                <>
                  discard <TokenChip token={keyOfToken(p.token.token)} id={p.token.id} />
                </>
              ) : (
                <span>{p.how}</span>
              )}
            </li>
          ))}
        </ol>
      )}
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
      {st.plan && (
        <div class="plan">
          <ul aria-label={`${st.plan.title}: each subplot`}>
            {st.plan.report.subplots.map((s) => (
              <li key={s.id} class={s.achievable ? 'good' : 'bad'}>
                <strong>{s.name}</strong> ({s.vp} VP): {s.achievable ? 'can be met.' : `cannot be met. ${s.reason ?? ''}`}
              </li>
            ))}
          </ul>
          {st.plan.report.combinations.length > 0 && (
            <>
              <p class="label-like">Combinations</p>
              <ul aria-label={`${st.plan.title}: combinations`}>
                {st.plan.report.combinations.map((c) => (
                  <li key={c.subplots.join('+')} class={c.achievable ? 'good' : 'bad'}>
                    {c.subplots.map((id) => st.plan!.names[id] ?? id).join(' + ')} ({c.vp} VP): {c.achievable ? 'can be met together.' : c.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {st.pool && <Pool tokens={st.pool} label={st.status === 'info' ? 'Pool' : 'Left in the pool'} />}
      <Trace steps={st.trace} start={start} title={st.trace.length === 1 ? `Why, step by step (step ${start})` : `Why, step by step (steps ${start}–${start + st.trace.length - 1})`} />
    </section>
  );
}

export function Results({ result, failed }: { result: CheckResult | undefined; failed: boolean }) {
  if (!result) {
    return (
      <section class="results" aria-labelledby="resolve-result-title">
        <h2 id="resolve-result-title">Result</h2>
        <div class="summary" aria-live="polite" data-testid="summary">
          {failed ? <p class="problem">The rules engine could not be loaded; check the connection and reload the page.</p> : <p class="muted">Working it out…</p>}
        </div>
      </section>
    );
  }
  const { summary, stages } = result;
  let n = 1;
  const starts = stages.map((s) => {
    const at = n;
    n += s.trace.length;
    return at;
  });
  return (
    <section class="results" aria-labelledby="resolve-result-title">
      <h2 id="resolve-result-title">Result</h2>
      <div class="summary" aria-live="polite" data-testid="summary">
        {result.problem && <Problem error={result.problem} title="The engine refused this" />}
        {result.blocked && <p class="problem">{result.blocked}</p>}
        {result.blocked && result.startPool && <Pool tokens={result.startPool} label="The Resource Pool" />}
        {summary ? (
          <div class="result">
            <ul class="summary-lines">
              {summary.lines.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ul>
            <p class="verdict">
              Victory Points gained: <span class="vp-total" data-testid="vp-total">{summary.vp}</span>
            </p>
            <Pool tokens={summary.pool} label="Left in the pool at the end" />
            {summary.expenses.length > 0 && (
              <div class="obligations">
                <p class="label-like">
                  Obligations: expenses to pay now, by expending cards (<RuleLink rule="ccg.expenses" />)
                </p>
                <ul>
                  {summary.expenses.map((e, i) => (
                    <li key={i}>
                      An expense of {plural(e.amount, 'Credit')} for {e.card}
                      {' '}
                      — <a href={e.href}>pay it in the Costs and expenses tool</a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {summary.jettisoned.length > 0 && <p>Jettisoned to meet requirements: {summary.jettisoned.join(', ')}.</p>}
          </div>
        ) : (
          !result.problem &&
          !result.blocked && (
            <div class="result">
              {result.startPool && <Pool tokens={result.startPool} label="The Resource Pool" />}
              <p class="muted">Add a contract or a complication (or load an example) to check whether this pool resolves it.</p>
            </div>
          )
        )}
      </div>
      {stages.map((s, i) => (
        <Stage key={s.key} st={s} start={starts[i]!} />
      ))}
    </section>
  );
}
