/**
 * Turn order inside a round: initiative order from the first captain
 * clockwise, the acting captain of initiative-order stages, and the active
 * captain of alternating stages.
 */
import { inGameCaptains } from './cards.ts';
import type { CaptainId, GameState, StageProgress } from './types.ts';
import type { RoundPoint } from '../round/index.ts';

/** In-game captains from the first captain, clockwise (seating order when no first captain is chosen yet). */
export function initiativeOrder(state: GameState): CaptainId[] {
  const seats = state.captains;
  const start = state.firstCaptain === null ? 0 : Math.max(0, seats.findIndex((c) => c.id === state.firstCaptain));
  const out: CaptainId[] = [];
  for (let k = 0; k < seats.length; k++) {
    const c = seats[(start + k) % seats.length];
    if (c?.inGame) out.push(c.id);
  }
  return out;
}

/** The next in-game captain clockwise after `from` (which may be out of the game) that satisfies `ok`. */
export function nextClockwise(state: GameState, from: CaptainId, ok: (id: CaptainId) => boolean): CaptainId | null {
  const seats = state.captains;
  const at = seats.findIndex((c) => c.id === from);
  for (let k = 1; k <= seats.length; k++) {
    const c = seats[(at + k + seats.length) % seats.length];
    if (c?.inGame && ok(c.id)) return c.id;
  }
  return null;
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
