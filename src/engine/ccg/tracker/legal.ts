/**
 * The moves open now, asked of the machine itself: every move the stage
 * suggests (`suggest.ts`) is tried with `transition`, so a move is offered
 * only when the engine takes it; the machine's `turn(state).legal`. Why the
 * other kinds of move are not open is why-not.ts.
 */
import { trackerMachine } from './machine.ts';
import type { TrackerMove } from './suggest.ts';
import type { TrackerState } from './types.ts';

export type { TrackerMove } from './suggest.ts';

export interface LegalMoves {
  /** Every move the engine takes now (value changes and jumps aside), as buttons. */
  open: TrackerMove[];
  /** Whether a jump to another stage is open (it is, until the game is over). */
  jump: boolean;
}

/** Which moves are open now (see why-not.ts for why the others are not). */
export function legalMoves(s: TrackerState): LegalMoves {
  return { open: [...trackerMachine.turn(s).legal], jump: s.status === 'playing' };
}
