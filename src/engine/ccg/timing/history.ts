/**
 * Undo and redo. The state carries its own timeline: the states before it
 * (`past`) and the ones undone after it (`future`). A new move after an undo
 * drops the redo branch.
 */
import { err, ok, step, type CcgResult } from '../result.ts';
import type { QueueSnapshot, QueueState } from './types.ts';

export function snapshotOf(state: QueueState): QueueSnapshot {
  const { history: _history, ...snapshot } = state;
  return snapshot;
}

/** `next` follows `prev`: `prev` joins the past and the redo branch is dropped. */
export function commit(prev: QueueState, next: QueueSnapshot): QueueState {
  return { ...next, history: { past: [...prev.history.past, snapshotOf(prev)], future: [] } };
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
  if (!Number.isInteger(index) || index < 0 || index >= all.length) {
    return err(`There is no step ${String(index)} in the history; pick a whole number from 0 to ${all.length - 1}.`, 'ccg.timing', 'index');
  }
  const here = all[index];
  if (here === undefined) return err('That step of the history is missing.', 'ccg.timing', 'index');
  const from = historyIndex(state);
  const text =
    index === from
      ? 'Nothing changes: this is the current step.'
      : `Back${index < from ? '' : ' forward'} to step ${index} of ${all.length - 1}: ${here.lastMove}.`;
  return ok({ ...here, history: { past: all.slice(0, index), future: all.slice(index + 1) } }, [step(text, 'ccg.timing')]);
}

export function undo(state: QueueState, steps = 1): CcgResult<QueueState> {
  if (!Number.isInteger(steps) || steps < 1) return err('Undo needs a whole number of steps, at least 1.', 'ccg.timing', 'steps');
  if (steps > state.history.past.length) {
    return err(`Only ${state.history.past.length} step(s) can be undone.`, 'ccg.timing', 'steps');
  }
  return jumpTo(state, historyIndex(state) - steps);
}

export function redo(state: QueueState, steps = 1): CcgResult<QueueState> {
  if (!Number.isInteger(steps) || steps < 1) return err('Redo needs a whole number of steps, at least 1.', 'ccg.timing', 'steps');
  if (steps > state.history.future.length) {
    return err(`Only ${state.history.future.length} step(s) can be redone.`, 'ccg.timing', 'steps');
  }
  return jumpTo(state, historyIndex(state) + steps);
}
