/**
 * Turn order inside a round: initiative order from the first captain
 * clockwise, the acting captain of initiative-order stages, and the active
 * captain of alternating stages.
 */
import { clockwiseFrom, nextClockwise as nextSeat } from '../../core/turn-order.ts';
import { inGameCaptains } from './cards.ts';
import type { CaptainId, GameState, StageProgress } from './types.ts';
import type { RoundPoint } from '../round/index.ts';

/** Every seat, in seating order clockwise; bankrupt captains keep theirs. */
export const seatsOf = (state: GameState): CaptainId[] => state.captains.map((c) => c.id);

const inGame = (state: GameState, id: CaptainId): boolean => state.captains.some((c) => c.id === id && c.inGame);

/** In-game captains from the first captain, clockwise (seating order when no first captain is chosen yet). */
export function initiativeOrder(state: GameState): CaptainId[] {
  return clockwiseFrom(seatsOf(state), state.firstCaptain).filter((id) => inGame(state, id));
}

/** The next in-game captain clockwise after `from` (which may be out of the game) that satisfies `ok`. */
export function nextClockwise(state: GameState, from: CaptainId, ok: (id: CaptainId) => boolean): CaptainId | null {
  return nextSeat(seatsOf(state), from, (id) => inGame(state, id) && ok(id));
}

export function freshProgress(): StageProgress {
  return { done: [], active: null, passStreak: 0, passed: [], movedGear: [], completed: [] };
}

export const stageKey = (p: RoundPoint): string => `${p.phase}.${p.stage}`;

export function pointOf(state: GameState): RoundPoint {
  return { phase: state.phase, stage: state.stage };
}

/** The first captain in initiative order who has not finished the current initiative-order stage. */
export function nextNotDone(state: GameState): CaptainId | undefined {
  return initiativeOrder(state).find((id) => !state.progress.done.includes(id));
}

export function inGameCount(state: GameState): number {
  return inGameCaptains(state).length;
}
