/**
 * The turn tracker for the table: Action Counts and uses, the six slots in
 * two phases, the order of each action with every tie-break, Action or
 * Event, React uses, Special Ability boxes, and the end-of-turn checklist.
 * Built on the kernel's machine, so a list of events replays exactly.
 */
import { defineMachine } from '../../core/machine.ts';
import { isRecord } from '../../core/validate.ts';
import { err } from '../result.ts';
import type { AscensionRuleId } from '../rules.ts';
import { checkEndStep, markAbility, nextTurn, play, react, reveal } from './tracker-moves.ts';
import { addSystem, buildOutpost, powerOutpost, removeOutpost, setBar, setBlockade, setRevolt } from './tracker-systems.ts';
import { setupTurnTracker } from './tracker-setup.ts';
import { END_OF_TURN_IDS, type EndOfTurnStepId } from './structure.ts';
import type { TurnTrackerEvent, TurnTrackerState } from './tracker-types.ts';

/** What the turn waits for: both cards of an action, a player's play, the next end-of-turn step, or the next turn. */
export type TrackerWait =
  | { kind: 'reveal'; slot: number }
  | { kind: 'play'; slot: number; player: string }
  | { kind: 'end-step'; step: EndOfTurnStepId }
  | { kind: 'next-turn'; turn: number };

type TrackerMove = TurnTrackerEvent['type'];

/** The edits of the tracked systems, open at any point of the turn. */
const SYSTEM_MOVES: readonly TrackerMove[] = ['add-system', 'set-bar', 'build-outpost', 'power-outpost', 'remove-outpost', 'revolt', 'blockade'];

function waitingFor(s: TurnTrackerState): TrackerWait {
  if (s.stage === 'reveal') return { kind: 'reveal', slot: s.slot };
  if (s.stage === 'play') return { kind: 'play', slot: s.slot, player: s.order[s.played]! };
  const step = END_OF_TURN_IDS[s.endSteps.length];
  return step === undefined ? { kind: 'next-turn', turn: s.turn + 1 } : { kind: 'end-step', step };
}

/** The moves the turn takes now: its next step, Reacts and Special Abilities during the actions, and the systems' edits. */
function legalNow(s: TurnTrackerState): TrackerMove[] {
  const wait = waitingFor(s);
  const during: TrackerMove[] = s.stage === 'end-of-turn' ? ['ability'] : ['react', 'ability'];
  return [wait.kind, ...during, ...SYSTEM_MOVES];
}

export const turnTracker = defineMachine<unknown, TurnTrackerState, TurnTrackerEvent, AscensionRuleId, 'type', TrackerWait, TrackerMove>({
  key: 'type',
  setup: setupTurnTracker,
  moves: {
    reveal,
    play,
    react,
    ability: markAbility,
    'end-step': checkEndStep,
    'next-turn': nextTurn,
    'add-system': addSystem,
    'set-bar': setBar,
    'build-outpost': buildOutpost,
    'power-outpost': powerOutpost,
    'remove-outpost': removeOutpost,
    revolt: setRevolt,
    blockade: setBlockade,
  },
  unknown: (event) =>
    err(
      isRecord(event) && typeof event.type === 'string'
        ? `"${event.type.slice(0, 40)}" is not a move of the turn tracker.`
        : 'An event must be an object with a type: reveal, play, react, ability, end-step, next-turn, add-system, set-bar, build-outpost, power-outpost, remove-outpost, revolt or blockade.',
      'ascension.a-8-1',
      'type',
    ),
  turn: {
    // Both players reveal at once; in play, the one whose card is next; the end-of-turn steps are the table's.
    who: (s) => (s.stage === 'reveal' ? s.players.map((p) => p.id) : s.stage === 'play' ? [s.order[s.played]!] : []),
    legal: legalNow,
    waitingFor,
  },
});

/** Uses left this turn for each player and type. */
export function usesLeftOf(state: TurnTrackerState): Record<string, Record<string, number>> {
  return Object.fromEntries(state.players.map((p) => [p.id, Object.fromEntries(Object.entries(p.counts).map(([t, n]) => [t, n - p.used[t as keyof typeof p.used]]))]));
}
