/**
 * Making a queue state from a setup, and reading a state that comes from
 * outside (a URL, a saved file) before any move touches it; both read their
 * input once with the readers of `read-state.ts`.
 */
import { listAnd } from '../../core/text.ts';
import { ok, step, type CcgResult, type Step } from '../result.ts';
import { priorityHolder } from './table.ts';
import type { QueueSnapshot, QueueState } from './types.ts';
import { readSetup, readState } from './read-state.ts';

export { checkActing } from './read-state.ts';

/** A new, empty queue for the table in `setup` (1 to 4 captains, seating order clockwise). */
export function createQueue(setup: unknown): CcgResult<QueueState> {
  const read = readSetup(setup, '');
  if (!read.ok) return read;
  const { captains, acting, phase, stage, reactions } = read.value;
  const priority = priorityHolder(captains, acting);
  const snapshot: QueueSnapshot = {
    captains,
    acting,
    phase,
    stage,
    priority: priority.id,
    respond: null,
    reactions,
    queue: [],
    passed: [],
    limitedUsed: [],
    changes: [],
    log: [],
    nextId: 1,
    lastMove: 'Start',
  };
  const trace: Step[] = [
    step(
      captains.length === 1
        ? `${captains[0]?.name ?? 'One captain'} plays alone.`
        : `${captains.length} captains sit in this order, clockwise: ${listAnd(captains.map((c) => c.name))}.`,
      'ccg.initiative-order',
    ),
    ...read.value.trace,
    ...priority.trace,
    step('The queue is empty.', 'ccg.timing.queue'),
  ];
  return ok({ ...snapshot, history: { past: [], future: [] } }, trace);
}

/**
 * Check a state that comes from outside (for example a URL) and return it as a
 * `QueueState`, or say which field is wrong. The history is checked too.
 */
export function parseQueueState(input: unknown): CcgResult<QueueState> {
  const read = readState(input, '');
  return read.ok ? ok(read.value, [step('The saved queue state is well formed.', 'ccg.timing.queue')]) : read;
}
