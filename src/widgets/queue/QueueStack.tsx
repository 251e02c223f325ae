/** "The queue": the pending items, top first (the response window and the moves are in the answer, `QueueAnswer`). */
import type { QueueSnapshot } from '../../engine/ccg/timing/index.ts';
import { phaseName } from '../../engine/ccg/round/index.ts';
import { plural } from '../../engine/core/text.ts';
import { cardName, costText, effectText, nameOf, ordinal, targetLabel, TIMING_LABEL } from './describe.ts';

interface Props {
  H: 'h2' | 'h3';
  q: QueueSnapshot;
}

export function QueueStack({ H, q }: Props) {
  return (
    <section aria-labelledby="q-queue-title">
      <H id="q-queue-title">The queue</H>
      <div class="q-stack">
        <span class="q-end" aria-hidden="true">
          Top: resolves first
        </span>
        {q.queue.length === 0 ? (
          <p class="q-empty">The queue is empty.</p>
        ) : (
          <ol aria-label={`The queue, top first: ${plural(q.queue.length, 'item')}`}>
            {q.queue
              .map((it, i) => ({ it, n: i + 1 }))
              .reverse()
              .map(({ it, n }) => {
                const status = it.cancelledBy ? 'cancelled' : n === q.queue.length ? 'top' : 'pending';
                return (
                  <li key={it.id} class={`q-item ${status}`} data-status={status}>
                    <span class="q-name">{it.name}</span>
                    <span class="q-meta">
                      {nameOf(q, it.controller)} · added {ordinal(n)} · {TIMING_LABEL[it.timing]}
                      {it.limited ? ' · Limited' : ''}
                      {it.phases ? ` · ${it.phases.map(phaseName).join(' or ')} only` : ''}
                      {it.source.kind === 'ability' ? ` · ability of ${it.sourceName ?? cardName(q, it.source.cardId)}` : ` · ${it.source.cardType.replace('-', ' ')} played`}
                    </span>
                    <span class="q-effect">Effect: {effectText(q, it.effect)}</span>
                    <span class="q-meta">Cost paid: {costText(q, it)}</span>
                    <span class="q-status">
                      {status === 'cancelled'
                        ? `Cancelled by ${targetLabel(q, { kind: 'item', id: it.cancelledBy ?? '' })}: no effect when it resolves`
                        : status === 'top'
                          ? 'Top: resolves next when everyone passes'
                          : 'Pending'}
                    </span>
                  </li>
                );
              })}
          </ol>
        )}
        <span class="q-end" aria-hidden="true">
          Bottom: oldest, resolves last
        </span>
      </div>
    </section>
  );
}
