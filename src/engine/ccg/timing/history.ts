/**
 * The timeline: every state the queue machine has been in, kept in the state
 * itself as the states before it (`past`) and the ones undone after it
 * (`future`). A move of the table adds the state it leaves to the past and
 * drops the redo branch; undo, redo and a jump move along the timeline
 * without playing anything again.
 */
import type { Move } from '../../core/machine.ts';
import { atLeast, whole } from '../readers.ts';
import { err, ok, step, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import type { QueueSnapshot, QueueState } from './types.ts';

export function snapshotOf(state: QueueState): QueueSnapshot {
  const { history: _history, ...snapshot } = state;
  return snapshot;
}

/** A move of the table as the timeline takes it: the state it leaves joins the past, and the redo branch is dropped. */
export function recorded<E>(move: (s: QueueSnapshot, event: E) => CcgResult<QueueSnapshot>): Move<QueueState, E, RuleId> {
  return (state, event) => {
    const r = move(snapshotOf(state), event);
    return r.ok ? ok({ ...r.value, history: { past: [...state.history.past, snapshotOf(state)], future: [] } }, r.trace) : r;
  };
}

/** Every state of the timeline, oldest first; the current one is at `historyIndex`. */
export function timeline(state: QueueState): QueueSnapshot[] {
  return [...state.history.past, snapshotOf(state), ...state.history.future];
}

export function historyIndex(state: QueueState): number {
  return state.history.past.length;
}

/** Go to the state at `index` of the timeline, keeping the whole timeline for redo. */
export function jumpTo(state: QueueState, index: number): CcgResult<QueueState> {
  const all = timeline(state);
  const at = whole('The step of the history to go to', 0, all.length - 1, 'ccg.timing')(index, 'index');
  if (!at.ok) return at;
  const here = all[at.value]!;
  const from = historyIndex(state);
  const text =
    index === from
      ? 'Nothing changes: this is the current step.'
      : `Back${index < from ? '' : ' forward'} to step ${index} of ${all.length - 1}: ${here.lastMove}.`;
  return ok({ ...here, history: { past: all.slice(0, index), future: all.slice(index + 1) } }, [step(text, 'ccg.timing')]);
}

/** `steps` back (`-1`) or forward (`+1`) along the timeline. */
function travel(state: QueueState, steps: unknown, direction: -1 | 1): CcgResult<QueueState> {
  const asked = atLeast(`The steps to ${direction < 0 ? 'undo' : 'redo'}`, 1, 'ccg.timing')(steps, 'steps');
  if (!asked.ok) return asked;
  const room = direction < 0 ? state.history.past.length : state.history.future.length;
  if (asked.value > room) return err(`Only ${room} step(s) can be ${direction < 0 ? 'undone' : 'redone'}.`, 'ccg.timing', 'steps');
  return jumpTo(state, historyIndex(state) + direction * asked.value);
}

export const undo = (state: QueueState, steps: number = 1): CcgResult<QueueState> => travel(state, steps, -1);

export const redo = (state: QueueState, steps: number = 1): CcgResult<QueueState> => travel(state, steps, 1);
