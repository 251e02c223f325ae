/**
 * Cutting a long game's stored history. Loaded on demand: only a game of
 * hundreds of moves needs it. Pure; no DOM.
 */
import type { TrackerSetup, TrackerState } from '../../engine/ccg/tracker/index.ts';
import { MAX_MOVES, type RoundToolState } from './state.ts';

/** Why a move was not made when even the cut history would be longer than a link holds. */
export const FULL = `This round has reached ${MAX_MOVES} moves, all a link can hold, so the move was not made. Undo, or jump to stage 1 of the Ready Phase to start the next round.`;

/**
 * When the moves grow past `keep` (`KEEP_MOVES` in state.ts), start the stored game afresh at the
 * latest round start, so a long game keeps a short link (undo then reaches
 * back to that round's start).
 */
export function compact(state: RoundToolState, states: readonly TrackerState[], keep: number): RoundToolState {
  if (state.setup === null || state.moves.length <= keep) return state;
  for (let i = states.length - 1; i > 0; i--) {
    const s = states[i] as TrackerState;
    if (s.phase === 'ready' && s.stage === 1 && s.status === 'playing' && (states[i - 1] as TrackerState).round !== s.round) {
      const setup: TrackerSetup = {
        captains: s.captains.map((c) => ({
          id: c.id,
          name: c.name,
          initiative: c.initiative,
          vp: c.vp,
        })),
        threshold: s.threshold,
        seed: s.rng,
        start: { round: s.round, phase: 'ready', stage: 1 },
      };
      return { ...state, setup, moves: state.moves.slice(i), preset: null };
    }
  }
  return state;
}
