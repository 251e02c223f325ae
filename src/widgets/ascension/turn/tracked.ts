/**
 * The turn tracker's game side, loaded with `import()` by `TurnApp.tsx` once
 * there is a game to show or keep: the engine that replays and checks it, its
 * views (players, controls, systems), the link reader (it replays every move)
 * and the kit's game session. A first visit with nothing kept on this device
 * and no link shows the setup form and the examples without any of it; the
 * first change, a Start, an example or another tab's game loads it.
 */
import { turnTracker } from '../../../engine/ascension/turn/index.ts';
import { whereLine } from './Game.tsx';
import { eventOf, seatsOf, type TurnState } from './state.ts';

export { turnTracker };
export { TURN_URL } from './link.ts';
export { Controls, Players, nextLine, whereLine } from './Game.tsx';
export { Systems } from './Systems.tsx';
export { DeviceSession, deviceStore, readAsideList, stateCodec } from '../../kit/session/index.ts';
export { readUrlState } from '../../kit/url-state.ts';

/** The game of a state replayed by the engine (null while the setup form is shown). */
export function replayOf(s: TurnState) {
  if (!s.setup) return null;
  const seats = seatsOf(s.setup);
  return turnTracker.replay(s.setup, s.moves.map((m) => eventOf(m, seats)!));
}

/** A game in a few words: the players and where the turn stands. */
export function summary(s: TurnState): string {
  if (!s.setup) return 'no game started';
  const run = replayOf(s)!;
  const where = run.ok ? whereLine(run.value.state) : 'a game';
  return `${seatsOf(s.setup).join(' and ')}, ${where.toLowerCase()}`;
}
