/**
 * The queue as a machine of the kernel's one shape (`core/machine.ts`): the
 * setup is `createQueue`, the moves are the table's (`moves.ts`, each
 * recorded in the timeline) and undo and redo (a walk along the machine's own
 * run states, `history.ts`).
 */
import { defineMachine, type Moves } from '../../core/machine.ts';
import { isRecord } from '../../core/validate.ts';
import { err } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { recorded, redo, undo } from './history.ts';
import { add, endRound, pass, passAll, setStage } from './moves.ts';
import { createQueue } from './state.ts';
import type { QueueMove, QueueState } from './types.ts';

const QUEUE_MOVES: Moves<QueueState, QueueMove, RuleId, 'kind'> = {
  add: recorded(add),
  pass: recorded(pass),
  'pass-all': recorded(passAll),
  'set-stage': recorded(setStage),
  'end-round': recorded(endRound),
  undo: (state, move) => undo(state, move.steps ?? 1),
  redo: (state, move) => redo(state, move.steps ?? 1),
};

export const queueMachine = defineMachine<unknown, QueueState, QueueMove, RuleId, 'kind'>({
  key: 'kind',
  setup: createQueue,
  moves: QUEUE_MOVES,
  unknown: (move) =>
    isRecord(move)
      ? err(`Unknown move ${JSON.stringify(move.kind) ?? 'nothing'}.`, 'ccg.timing', 'move.kind')
      : err('A move must be an object with a kind.', 'ccg.timing', 'move'),
});
