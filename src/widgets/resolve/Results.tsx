/**
 * The resolution check's answer, drawn first on the page: what can be
 * resolved, the Victory Points, what is missing and what is left (announced
 * when it changes), then each stage, its trace folded. While the worker works
 * it says so, with a Cancel button; a cancelled check says the answer shown is
 * for the situation before the last change, with a way to ask again.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { plural } from '../../engine/core/text.ts';
import { AnswerPeek, useAnswerView } from '../kit/Answer.tsx';
import { Problem } from '../kit/Problem.tsx';
import { memoBy } from '../kit/memo.ts';
import { RuleLink } from '../kit/RuleLink.tsx';
import { PoolSummary } from './Pool.tsx';
import { Stage } from './Stage.tsx';
import type { CheckResult } from './view.ts';
import { nextBatchEnd } from './draw-batches.ts';

export interface Progress {
  /** The check for the current situation is being worked out. */
  working: boolean;
  /** It was cancelled: the answer shown, if any, is for an earlier situation. */
  cancelled: boolean;
  /** It could not be worked out (the engine could not be loaded). */
  failed: boolean;
  onCancel: () => void;
  onRetry: () => void;
}

function Status({ p, shown }: { p: Progress; shown: boolean }) {
  if (p.working) {
    return (
      <div class="check-status" role="status">
        <span class="working-mark" aria-hidden="true" />
        <span>Working it out…{shown ? ' The answer below is for the situation before your last change.' : ''}</span>{' '}
        <button type="button" class="small" onClick={p.onCancel}>
          Cancel
        </button>
      </div>
    );
  }
  if (p.cancelled) {
    return (
      <div class="check-status problem" role="status">
        <span>Stopped before the check was done.{shown ? ' The answer below is for the situation before your last change.' : ''}</span>{' '}
        <button type="button" class="small" onClick={p.onRetry}>
          Work it out
        </button>
      </div>
    );
  }
  if (p.failed) return <p class="problem" role="alert">The rules engine could not be loaded; check the connection and reload the page.</p>;
  return null;
}

function Refusal({ result }: { result: CheckResult }) {
  return (
    <>
      {result.problem && <Problem error={result.problem} title="The engine refused this" />}
      {result.blocked && <p class="problem">{result.blocked}</p>}
      {result.blocked && result.startPool && <PoolSummary pool={result.startPool} label="The Resource Pool" />}
    </>
  );
}

function SummaryOf({ result }: { result: CheckResult }) {
  const { summary } = result;
  if (!summary) {
    if (result.problem || result.blocked) return <Refusal result={result} />;
    return (
      <div class="result">
        {result.startPool && <PoolSummary pool={result.startPool} label="The Resource Pool" />}
        <p class="muted">Add a contract or a complication (or load an example) to check whether this pool resolves it.</p>
      </div>
    );
  }
  return (
    <div class="result">
      <Refusal result={result} />
      <ul class="summary-lines">
        {summary.lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <p class="verdict">
        Victory Points gained: <span class="vp-total" data-testid="vp-total">{summary.vp}</span>
      </p>
      {summary.missing.length > 0 && (
        <p class="missing-line">
          <strong>Missing:</strong> {summary.missing.join('; ')}.
        </p>
      )}
      <PoolSummary pool={summary.pool} label="Left in the pool at the end" />
      {summary.expenses.length > 0 && (
        <div class="obligations">
          <p class="label-like">
            Obligations: expenses to pay now, by expending cards (<RuleLink rule="ccg.expenses" />)
          </p>
          <ul>
            {summary.expenses.map((e, i) => (
              <li key={i}>
                An expense of {plural(e.amount, 'Credit')} for {e.card} — <a href={e.href}>pay it in the Costs and expenses tool</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary.jettisoned.length > 0 && <p>Jettisoned to meet requirements: {summary.jettisoned.join(', ')}.</p>}
    </div>
  );
}

/** The answer in one line, for the pinned peek. */
function peekText(result: CheckResult | undefined, p: Progress): string {
  if (p.working) return 'Working it out…';
  if (p.cancelled) return 'The check was stopped.';
  const sm = result?.summary;
  if (!sm) return result?.blocked ?? 'No card to resolve yet.';
  return `${plural(sm.vp, 'Victory Point')}${sm.missing.length ? `; missing: ${sm.missing.join('; ')}` : ''}. ${sm.lines[0] ?? ''}`;
}

const Summary = memoBy(SummaryOf, (a, b) => a.result === b.result);

/**
 * How many stages of the answer to draw now. The first answer (the page's, or
 * the one hydrated from it) is drawn whole; a new one is drawn verdict first,
 * then its stages in batches of a bounded size, each in a task of its own.
 */
function useStagesDrawn(result: CheckResult | undefined): number {
  const drawn = useRef<{ result: CheckResult | undefined; upTo: number } | undefined>(undefined);
  const [, redraw] = useState(0);
  if (drawn.current === undefined) drawn.current = { result, upTo: Number.POSITIVE_INFINITY };
  else if (drawn.current.result !== result) drawn.current = { result, upTo: 0 };
  const stages = result?.stages ?? [];
  useEffect(() => {
    const d = drawn.current!;
    if (d.upTo >= stages.length) return;
    const next = setTimeout(() => {
      d.upTo = nextBatchEnd(stages, d.upTo);
      redraw((n) => n + 1);
    }, 0);
    return () => clearTimeout(next);
  });
  return drawn.current.upTo;
}

export function Results({ result, progress, rootRef }: { result: CheckResult | undefined; progress: Progress; rootRef?: RefObject<HTMLElement> }) {
  const busy = progress.working;
  const view = useAnswerView();
  const upTo = useStagesDrawn(result);
  let n = 1;
  const starts = (result?.stages ?? []).map((s) => {
    const at = n;
    n += s.trace.length;
    return at;
  });
  return (
    <section ref={rootRef} class={`results${busy || progress.cancelled ? ' stale' : ''}`} aria-labelledby="resolve-result-title" aria-busy={busy ? 'true' : 'false'} data-answer>
      <h2 id="resolve-result-title">Result</h2>
      <Status p={progress} shown={result !== undefined} />
      <div class="summary" aria-live="polite" data-testid="summary" ref={view.ref}>
        {result ? <Summary result={result} /> : !busy && !progress.cancelled && !progress.failed && <p class="muted">Working it out…</p>}
      </div>
      {result && result.stages.length > 0 && (
        <div class="stages">
          {result.stages.slice(0, upTo).map((s, i) => (
            <Stage key={s.key} st={s} start={starts[i]!} />
          ))}
          {upTo < result.stages.length && <p class="muted">Drawing the other stages…</p>}
        </div>
      )}
      <AnswerPeek view={view} back="See the answer">
        {peekText(result, progress)}
      </AnswerPeek>
    </section>
  );
}
