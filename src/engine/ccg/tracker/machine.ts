/** The tracker as a machine: its setup, its moves, `transition` and `replay` (see tracker.ts for the whole picture). */
import { defineMachine, fieldAt } from '../../core/machine.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { actorNow, type TrackerActor } from './actor.ts';
import { TRACKER_MOVES } from './moves.ts';
import { startTracker } from './setup.ts';
import { runVictoryCheck } from './stages.ts';
import { captainName, clone, currentStage } from './state.ts';
import { suggested, type TrackerMove } from './suggest.ts';
import type { TrackerEvent, TrackerEventType, TrackerSetup, TrackerState } from './types.ts';

const VALUE_CHANGES: readonly TrackerEventType[] = ['set-vp', 'set-initiative', 'set-threshold'];

export const trackerMachine = defineMachine<TrackerSetup, TrackerState, TrackerEvent, RuleId, 'type', TrackerActor, TrackerMove>({
  key: 'type',
  // A setup already read: the machine's page replays it on every move, and reading happens at the edge (`setupTracker`).
  setup: startTracker,
  moves: TRACKER_MOVES,
  unknown: () => err('That is not a move the round tracker knows.', 'ccg.round.setup', 'type'),
  guard: (state) => (state.status === 'over' ? err(`The game is over: ${captainName(state, state.winner ?? '')} has won.`, 'ccg.victory') : null),
  // The state keeps what happened in the current stage; a new stage's log starts with its entry.
  log(state, event, moveTrace) {
    const trace: Step[] = [...moveTrace];
    if (event.type === 'next-stage' || event.type === 'jump') return { state, trace };
    const s = clone(state);
    if (VALUE_CHANGES.includes(event.type) && currentStage(s).victoryCheck) {
      trace.push(step('A value changed during the victory check, so the check is made again.', 'ccg.victory'));
      runVictoryCheck(s, trace);
    }
    s.log.push(...trace);
    return { state: s, trace };
  },
  // Who acts (one captain, everyone at once, or nobody) and the moves the stage suggests that the machine takes.
  turn: {
    who(state) {
      const actor = actorNow(state);
      return actor.kind === 'captain' ? [actor.captain] : actor.kind === 'everyone' ? state.captains.map((c) => c.id) : [];
    },
    legal: (state) => suggested(state).filter((m) => transition(state, m.event).ok),
    waitingFor: actorNow,
  },
});

/** Who acts now, in one sentence with its rule: the machine's `turn(state).waitingFor`. */
export function whoActs(state: TrackerState): TrackerActor {
  return trackerMachine.turn(state).waitingFor;
}

/** Apply one move. An illegal move leaves the state untouched and says which rule forbids it. */
export function transition(state: TrackerState, event: TrackerEvent): CcgResult<TrackerState> {
  return trackerMachine.transition(state, event);
}

/** Start from a setup already read (`setupTracker` reads one from outside) and play a list of moves; an error names the move that was refused. */
export function replay(setup: TrackerSetup, events: readonly TrackerEvent[]): CcgResult<{ state: TrackerState; states: TrackerState[] }> {
  const r = trackerMachine.replay(setup, events);
  if (r.ok) return ok({ state: r.value.state, states: r.value.states }, r.trace);
  if (!('index' in r)) return r;
  return err(`Move ${r.index + 1} could not be made: ${r.error}`, r.rule, fieldAt('moves', r.index, r.field));
}
