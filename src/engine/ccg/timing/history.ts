/**
 * The timeline: every state the queue machine has been in, kept in the state
 * itself as the states before it (`past`) and the ones undone after it
 * (`future`). A move of the table adds the state it leaves to the past and
 * drops the redo branch; undo, redo and a jump move along the timeline
 * without playing anything again.
 */
import type { Move } from '../../core/machine.ts';
import { isInteger } from '../../core/validate.ts';
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
  const here = isInteger(index) ? all[index] : undefined;
  if (here === undefined) {
    return err(`There is no step ${String(index)} in the history; pick a whole number from 0 to ${all.length - 1}.`, 'ccg.timing', 'index');
  }
  const from = historyIndex(state);
  const text =
    index === from
      ? 'Nothing changes: this is the current step.'
      : `Back${index < from ? '' : ' forward'} to step ${index} of ${all.length - 1}: ${here.lastMove}.`;
  return ok({ ...here, history: { past: all.slice(0, index), future: all.slice(index + 1) } }, [step(text, 'ccg.timing')]);
}

/** `steps` back (`-1`) or forward (`+1`) along the timeline. */
function travel(state: QueueState, steps: unknown, direction: -1 | 1): CcgResult<QueueState> {
  const word = direction < 0 ? 'Undo' : 'Redo';
  if (!isInteger(steps) || steps < 1) return err(`${word} needs a whole number of steps, at least 1.`, 'ccg.timing', 'steps');
  const room = direction < 0 ? state.history.past.length : state.history.future.length;
  if (steps > room) return err(`Only ${room} step(s) can be ${direction < 0 ? 'undone' : 'redone'}.`, 'ccg.timing', 'steps');
  return jumpTo(state, historyIndex(state) + direction * steps);
}

export const undo = (state: QueueState, steps: number = 1): CcgResult<QueueState> => travel(state, steps, -1);

export const redo = (state: QueueState, steps: number = 1): CcgResult<QueueState> => travel(state, steps, 1);
