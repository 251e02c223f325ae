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
import type { TurnTrackerEvent, TurnTrackerState } from './tracker-types.ts';

export const turnTracker = defineMachine<unknown, TurnTrackerState, TurnTrackerEvent, AscensionRuleId>({
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
});

/** Uses left this turn for each player and type. */
export function usesLeftOf(state: TurnTrackerState): Record<string, Record<string, number>> {
  return Object.fromEntries(state.players.map((p) => [p.id, Object.fromEntries(Object.entries(p.counts).map(([t, n]) => [t, n - p.used[t as keyof typeof p.used]]))]));
}
