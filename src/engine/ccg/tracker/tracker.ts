/**
 * The round tracker: a small pure state machine for a game played with real
 * cards. It knows only what a table needs to agree on: the captains (name,
 * Initiative, Victory Points, seats), the round, the phase and stage, who
 * chooses and who is the first captain, whose turn it is, who has passed or
 * finished, who is eligible in the Resolution Phase, and the victory checks.
 * The cards stay on the table; `game/` is the machine that models them.
 *
 * Everything about the stages (their order, how captains take part, what a
 * pass means, who is eligible, where the victory checks are, the rule ids) is
 * read from `round/`; nothing here restates a stage list.
 *
 * The machine is the kernel's shape (`core/machine.ts`): `startTracker` (a setup
 * already read; `setupTracker` reads one from outside first), the
 * moves of `moves.ts`, and `transition(state, event)` → `CcgResult<TrackerState>`
 * with a trace; an illegal move is an error value naming the rule that forbids
 * it. Its `turn` hook says who acts and which moves are open; `whoActs(state)`,
 * `legalMoves(state)` and `whatMayTheyDo(state)` (`guide.ts`) read it and
 * answer "who acts now, and what may they do" in plain sentences with rule ids.
 */
export * from './types.ts';
export { startTracker } from './setup.ts';
export { readTrackerSetup, setupTracker } from './read-setup.ts';
export { applyTrackerMove, readTrackerMove, replayTrackerMoves } from './read-move.ts';
export { TRACKER_EVENT_TYPES } from './moves.ts';
export { captainName, currentStage, initiativeLeader, initiativeOrder } from './state.ts';
export { captainStatus, roundPosition, whatMayTheyDo, type TrackerGuide } from './guide.ts';
export type { TrackerActor } from './actor.ts';
export { legalMoves, type LegalMoves, type TrackerMove } from './legal.ts';
export { whyNot, type ClosedMove } from './why-not.ts';
export { planJump, stageWhere, type JumpPlan } from './jump.ts';
export { jumpTargets, type JumpTarget } from './targets.ts';
export { replay, trackerMachine, transition, whoActs } from './machine.ts';

