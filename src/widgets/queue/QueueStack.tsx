/** "The queue": the response window, the pending items top first, and the moves (pass, resolve, undo, redo, end the round). */
import type { QueueSnapshot } from '../../engine/ccg/timing/index.ts';
import { phaseName } from '../../engine/ccg/round/index.ts';
import { plural } from '../../engine/core/text.ts';
import { cardName, costText, effectText, nameOf, ordinal, targetLabel, TIMING_LABEL } from './describe.ts';

export interface StackMoves {
  pass: () => void;
  passAll: () => void;
  resolveAll: () => void;
  undo: () => void;
  redo: () => void;
  endRound: () => void;
}

interface Props {
  H: 'h2' | 'h3';
  q: QueueSnapshot;
  canUndo: boolean;
  canRedo: boolean;
  moves: StackMoves;
}

const off = (disabled: boolean) => (disabled ? 'true' : undefined);

export function QueueStack({ H, q, canUndo, canRedo, moves }: Props) {
  const top = q.queue[q.queue.length - 1];
  const idle = q.respond === null;
  return (
    <section aria-labelledby="q-queue-title">
      <H id="q-queue-title">The queue</H>
      <p class="q-window" data-testid="q-window">
        {q.respond === null
          ? 'Nothing is pending: any captain may play a card or generate an effect the rules allow (actions only by the acting captain).'
          : `${nameOf(q, q.respond)} may respond to ${top?.name ?? 'the top item'} or pass.${q.passed.length ? ` Passed in this window: ${q.passed.map((id) => nameOf(q, id)).join(', ')}.` : ''}`}
      </p>
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
      <div class="actions q-moves" role="group" aria-label="Moves">
        <button type="button" class="primary" aria-disabled={off(idle)} onClick={moves.pass}>
          {q.respond === null ? 'Pass' : `${nameOf(q, q.respond)} passes`}
        </button>
        <button type="button" aria-disabled={off(idle)} onClick={moves.passAll}>
          Everyone passes: resolve the top item
        </button>
        <button type="button" aria-disabled={off(idle)} onClick={moves.resolveAll}>
          Resolve the whole queue
        </button>
        <button type="button" aria-disabled={off(!canUndo)} onClick={moves.undo}>
          Undo
        </button>
        <button type="button" aria-disabled={off(!canRedo)} onClick={moves.redo}>
          Redo
        </button>
        <button type="button" class="small" onClick={moves.endRound}>
          End the round
        </button>
      </div>
    </section>
  );
}
