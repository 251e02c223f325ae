/**
 * The queue (timing): cards played and abilities generated wait on a
 * last-in-first-out queue while the captains respond in turn. Every move is a
 * pure function from a state to `CcgResult<QueueState>` with a trace; an
 * illegal move is an error value naming the rule, and changes nothing. Each
 * one is a move of `queueMachine` (`machine.ts`); the functions here name them.
 */
import { fieldAt, refusalError } from '../../core/machine.ts';
import type { Phase } from '../round/index.ts';
import { ok, type CcgErr, type CcgResult } from '../result.ts';
import { pathTo } from '../readers.ts';
import { readMove } from './read-item.ts';
import { queueMachine } from './machine.ts';
import { checkTargetNow } from './targets.ts';
import type { QueueMove, QueueSnapshot, QueueState, Target } from './types.ts';

export * from './types.ts';
export { queueMachine } from './machine.ts';
export { createQueue, parseQueueState } from './state.ts';
export { undo, redo, jumpTo, timeline, historyIndex } from './history.ts';
export { priorityHolder } from './table.ts';
export { limitedKey } from './add.ts';
export { itemFromTemplate, specFromTemplate, type ItemTemplate, type TemplateChoice, type TemplateEffect } from './template.ts';

/**
 * Add a card played or an ability generated. Costs are paid on adding; the
 * addition is refused (and nothing changes) if any rule forbids it or any cost
 * cannot be paid.
 */
export const addItem = (state: QueueState, item: unknown): CcgResult<QueueState> => applyMove(state, { kind: 'add', item });

/** `captain` passes in the current response window; when every captain has passed in a row, the top item resolves. */
export const pass = (state: QueueState, captain: string): CcgResult<QueueState> => applyMove(state, { kind: 'pass', captain });

/** Everyone still to answer in the window passes, one after another, so the top item resolves. */
export const passAll = (state: QueueState): CcgResult<QueueState> => applyMove(state, { kind: 'pass-all' });

/** Move the game to another phase and stage, with its acting captain (or none); only with nothing pending. */
export const setStage = (state: QueueState, phase: Phase, stage: number, acting: string | null): CcgResult<QueueState> =>
  applyMove(state, { kind: 'set-stage', phase, stage, acting });

/** End the round: Limited uses clear, changes until the end of the round expire, and the Ready Phase opens. */
export const endRound = (state: QueueState): CcgResult<QueueState> => applyMove(state, { kind: 'end-round' });

/** Apply a move given as data (for presets and URLs), read once here. */
export function applyMove(state: QueueState, move: unknown): CcgResult<QueueState> {
  const read = readMove(move, '');
  return read.ok ? queueMachine.transition(state, read.value) : read;
}

/**
 * Apply moves in order, stopping at the first illegal one (its index is in
 * `field`). Every move is read before any is played; a move that cannot be
 * read is refused only if the moves before it are legal.
 */
export function applyMoves(state: QueueState, moves: readonly unknown[]): CcgResult<QueueState> {
  const typed: QueueMove[] = [];
  let unread: CcgErr | null = null;
  for (const [i, m] of moves.entries()) {
    const r = readMove(m, pathTo('moves', i));
    if (!r.ok) {
      unread = r;
      break;
    }
    typed.push(r.value);
  }
  const r = queueMachine.run(state, typed);
  if (!r.ok) return { ...refusalError(r), field: fieldAt('moves', r.index, r.field) };
  return unread ?? ok(r.value.state, r.trace);
}

/** The item that would resolve next, if any. */
export function topItem(state: QueueSnapshot): QueueSnapshot['queue'][number] | undefined {
  return state.queue[state.queue.length - 1];
}

/** A target a tool can offer, with the words to show for it. */
export interface TargetChoice {
  target: Target;
  label: string;
}

/**
 * Everything that is a legal target right now: pending items not yet
 * cancelled, cards in play, and the captains.
 */
export function legalTargets(state: QueueSnapshot): { items: TargetChoice[]; cards: TargetChoice[]; captains: TargetChoice[] } {
  const choices = (targets: Target[]): TargetChoice[] =>
    targets.flatMap((target) => {
      const check = checkTargetNow(state, target);
      return check.legal ? [{ target, label: check.label }] : [];
    });
  return {
    items: choices(state.queue.map((i) => ({ kind: 'item' as const, id: i.id }))),
    cards: choices(state.captains.flatMap((c) => c.cards.map((card) => ({ kind: 'card' as const, id: card.id })))),
    captains: choices(state.captains.map((c) => ({ kind: 'captain' as const, id: c.id }))),
  };
}
