/**
 * The answer, first: what the last step did, a refusal if there was one, and
 * the next legal step (who may respond to what, or that nothing is pending);
 * then the moves that follow from it (pass, resolve, undo, redo, end the
 * round) and, folded, the trace of the step with the rule for each part.
 */
import type { QueueSnapshot } from '../../engine/ccg/timing/index.ts';
import type { CcgErr, Step } from '../../engine/ccg/index.ts';
import { AnswerBox, type AnswerView } from '../kit/Answer.tsx';
import { Problem } from '../kit/Problem.tsx';
import { Why } from '../kit/Why.tsx';
import { nameOf } from './describe.ts';

export interface StackMoves {
  pass: () => void;
  passAll: () => void;
  resolveAll: () => void;
  undo: () => void;
  redo: () => void;
  endRound: () => void;
}

/** What the answer reports besides the step: the engine's refusal, or a limit of the link that stopped a move. */
export type Refusal = { what: string; error: CcgErr } | { what: string; limit: string };

interface Props {
  H: 'h2' | 'h3';
  view: AnswerView;
  q: QueueSnapshot;
  at: number;
  moveCount: number;
  busy: boolean;
  refused: Refusal | null;
  steps: Step[];
  canUndo: boolean;
  canRedo: boolean;
  /** No more moves fit in a link: every move button says so when pressed. */
  full: boolean;
  moves: StackMoves;
}

/** The next legal step, in one sentence. */
export function windowLine(q: QueueSnapshot): string {
  const top = q.queue[q.queue.length - 1];
  if (q.respond === null) return 'Nothing is pending: any captain may play a card or generate an effect the rules allow (actions only by the acting captain).';
  const passed = q.passed.length ? ` Passed in this window: ${q.passed.map((id) => nameOf(q, id)).join(', ')}.` : '';
  return `${nameOf(q, q.respond)} may respond to ${top?.name ?? 'the top item'} or pass.${passed}`;
}

/** The answer in one line, for the copy pinned to the screen while the answer is out of sight. */
export function peekLine(q: QueueSnapshot, at: number, refused: Refusal | null): string {
  if (refused) return `Not done: ${refused.what}.`;
  return `Step ${at}: ${q.respond === null ? 'nothing is pending.' : `${nameOf(q, q.respond)} may respond or pass.`}`;
}

const off = (disabled: boolean) => (disabled ? 'true' : undefined);

export function QueueAnswer({ H, view, q, at, moveCount, busy, refused, steps, canUndo, canRedo, full, moves }: Props) {
  const idle = q.respond === null;
  return (
    <AnswerBox
      view={view}
      class="q-result"
      label="The queue now"
      busy={busy}
      tone={refused ? 'bad' : undefined}
      head={
        <>
          <H id="q-result-title" data-testid="q-step">
            Step {at} of {moveCount}: {q.lastMove}
          </H>
          {busy && <p class="muted">Working it out…</p>}
          {refused && (
            <>
              {'error' in refused ? (
                <Problem error={refused.error} title={`Refused: ${refused.what}`} />
              ) : (
                <p class="problem" role="alert">
                  <strong>Not done: {refused.what}.</strong> {refused.limit}
                </p>
              )}
              <p class="muted">Nothing changed.</p>
            </>
          )}
          <p class="q-window" data-testid="q-window">
            {windowLine(q)}
          </p>
        </>
      }
    >
      <div class="actions q-moves" role="group" aria-label="Moves">
        <button type="button" class="primary" aria-disabled={off(idle || full)} onClick={moves.pass}>
          {q.respond === null ? 'Pass' : `${nameOf(q, q.respond)} passes`}
        </button>
        <button type="button" aria-disabled={off(idle || full)} onClick={moves.passAll}>
          Everyone passes: resolve the top item
        </button>
        <button type="button" aria-disabled={off(idle || full)} onClick={moves.resolveAll}>
          Resolve the whole queue
        </button>
        <button type="button" aria-disabled={off(!canUndo)} onClick={moves.undo}>
          Undo
        </button>
        <button type="button" aria-disabled={off(!canRedo)} onClick={moves.redo}>
          Redo
        </button>
        <button type="button" class="small" aria-disabled={off(full)} onClick={moves.endRound}>
          End the round
        </button>
      </div>
      <Why steps={steps} label="What happened, and why" />
    </AnswerBox>
  );
}
