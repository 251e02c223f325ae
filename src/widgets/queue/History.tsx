/** What has resolved, and the timeline to go back to any step (what the step did and why is the answer, `QueueAnswer`). */
import type { QueueSnapshot } from '../../engine/ccg/timing/index.ts';
import { nameOf } from './describe.ts';

interface Props {
  H: 'h2' | 'h3';
  q: QueueSnapshot;
  at: number;
  /** What each step of the timeline did, step 0 being the bare table. */
  timeline: string[];
  onJump: (step: number) => void;
}

export function History({ H, q, at, timeline, onJump }: Props) {
  return (
    <>
      <section aria-labelledby="q-log-title">
        <H id="q-log-title">Resolved</H>
        {q.log.length === 0 ? (
          <p class="muted">Nothing has resolved yet.</p>
        ) : (
          <ol class="q-log">
            {q.log.map((e) => (
              <li key={e.item.id} data-outcome={e.outcome}>
                <span class={`q-outcome ${e.outcome}`}>{e.outcome}</span> <strong>{e.item.name}</strong> ({nameOf(q, e.item.controller)}): {e.text}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="q-time-title">
        <H id="q-time-title">Timeline</H>
        <p class="muted">Go back to any step to ask “what if someone had responded here?”; a new move there replaces the steps after it.</p>
        <ol class="q-timeline" start={0}>
          {timeline.map((label, i) => (
            <li key={i}>
              <button type="button" class="small" aria-current={i === at ? 'step' : undefined} onClick={() => onJump(i)}>
                <span class="visually-hidden">Go to step {i}: </span>
                {i === 0 ? 'The table, nothing played' : label}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
