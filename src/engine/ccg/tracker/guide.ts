/** Who acts now, what they may do, and where each captain stands: the tracker explained in sentences with rule ids. */
import { listAnd as list } from '../../core/text.ts';
import { step, type Step } from '../result.ts';
import { phaseDef, roundPhases } from '../round/index.ts';
import type { TrackerActor } from './actor.ts';
import { whoActs } from './machine.ts';
import { legalMoves, type TrackerMove } from './legal.ts';
import { captainName, currentStage, decidesEligibility, eligibleOnly, initiativeOrder, isFirstCaptainStage, names, summaryStep } from './state.ts';
import type { TrackerState } from './types.ts';

export interface TrackerGuide {
  actor: TrackerActor;
  /** What they may do here, sentence by sentence. */
  may: Step[];
  /** How passing works in this stage, when captains may pass. */
  passing: Step | null;
  /** Every move open right now (value changes aside). */
  moves: TrackerMove[];
}

/** Who acts now, what they may do, how passing works here, and the moves open. */
export function whatMayTheyDo(state: TrackerState): TrackerGuide {
  const def = currentStage(state);
  const actor = whoActs(state);
  const may: Step[] = [];
  const moves = legalMoves(state).open;
  const passing = def.passing ? step(def.passing.text, def.rule) : null;
  if (state.status === 'over') {
    may.push(step(state.victory?.text ?? 'The game is over.', 'ccg.victory'));
    return { actor, may, passing, moves };
  }
  const nm = (id: string) => captainName(state, id);

  if (isFirstCaptainStage(def) && state.first === null) {
    may.push(summaryStep(state, def));
    if (state.chooser === null) {
      may.push(step('The draw is among all the captains.', 'ccg.note.first-captain-tie'));
    } else {
      may.push(step(`${nm(state.chooser)} may pick any captain, including themselves.`, def.rule));
    }
    return { actor, may, passing, moves };
  }

  if (actor.kind === 'captain') {
    const id = actor.captain;
    const name = nm(id);
    may.push(summaryStep(state, def));
    if (def.participation === 'alternating') {
      if (def.passing?.kind === 'reopens') {
        may.push(step(`${name} takes one action or passes.`, def.rule));
        if (state.again.includes(id)) may.push(step(`${name} passed before, but someone has acted since, so ${name} may act again.`, def.rule));
        if (state.passed.length > 0) {
          may.push(
            step(
              `Passed in a row so far: ${list(names(state, state.passed))}.${state.passed.length === state.captains.length - 1 ? ` If ${name} passes too, the phase ends.` : ''}`,
              def.rule,
            ),
          );
        } else if (state.solo) {
          may.push(step(`If ${name} passes, the phase ends.`, def.rule));
        }
      } else {
        may.push(
          step(
            state.solo
              ? `${name} tries one complication on their contract, plays a Resolution Phase action, or passes; piracy is not an option in solo play.`
              : `${name} tries one complication on their contract, carries out their piracy, plays a Resolution Phase action, or passes.`,
            state.solo ? 'ccg.round.solo-adventure.stage-3' : def.rule,
          ),
        );
        if (def.eligibility) may.push(step(def.eligibility, 'ccg.eligible'));
        if (state.passed.length > 0) may.push(step(`Already passed, for good: ${list(names(state, state.passed))}.`, def.rule));
      }
    } else {
      if (def.eligibility)
        may.push(step(`${def.eligibility} ${list(names(state, state.eligible))} ${state.eligible.length === 1 ? 'is' : 'are'} eligible.`, 'ccg.eligible'));
      const rest = initiativeOrder(state).filter((c) => c !== id && !state.done.includes(c));
      may.push(step(`${name} does all of it now${rest.length > 0 ? `; then ${list(names(state, rest))} in turn` : ''}.`, 'ccg.initiative-order'));
    }
    return { actor, may, passing, moves };
  }

  if (def.victoryCheck) {
    may.push(step(state.victory?.text ?? 'The victory check has not been made.', def.rule));
  } else if (def.participation === 'simultaneous' || def.participation === 'none') {
    may.push(summaryStep(state, def));
    if (isFirstCaptainStage(def)) {
      may.push(step(`${nm(state.first ?? '')} is the first captain: every stage taken in turn this round starts with them.`, 'ccg.acting-captain'));
    }
  } else {
    may.push(
      step(
        def.participation === 'alternating'
          ? def.passing?.kind === 'reopens'
            ? `Every captain passed in a row, so the ${phaseDef(state.phase).name} is over.`
            : 'Every captain has passed, so the stage is over.'
          : 'Every captain has finished this stage.',
        def.rule,
      ),
    );
  }
  return { actor, may, passing, moves };
}

/** Where a captain stands in the current stage, in a few words (for the table view). */
export function captainStatus(state: TrackerState, id: string): string {
  const def = currentStage(state);
  const marks: string[] = [];
  if (state.winner === id) marks.push('winner');
  if (state.first === id) marks.push('first captain');
  if (isFirstCaptainStage(def) && state.first === null && state.chooser === id) marks.push('chooses the first captain');
  if (state.active === id) marks.push(def.participation === 'alternating' ? 'their turn' : 'acting');
  if (def.participation === 'initiative-order' && state.done.includes(id)) {
    marks.push(eligibleOnly(def) && !state.eligible.includes(id) ? 'not eligible' : 'done');
  }
  if (def.participation === 'alternating') {
    if (state.passed.includes(id)) marks.push(def.passing?.kind === 'final' ? 'passed for good' : 'passed');
    else if (state.again.includes(id)) marks.push('passed, may act again');
  }
  if ((decidesEligibility(def) || eligibleOnly(def)) && state.eligible.includes(id)) marks.push('eligible');
  return marks.join(', ');
}

/** The position of the current stage in the round, for diagrams: phase index and stage, both 1-based. */
export function roundPosition(state: TrackerState): {
  phaseIndex: number;
  phases: number;
  stage: number;
  stages: number;
} {
  const phases = roundPhases(state.solo);
  const i = phases.findIndex((p) => p.id === state.phase);
  return {
    phaseIndex: i + 1,
    phases: phases.length,
    stage: state.stage,
    stages: phaseDef(state.phase).stages.length,
  };
}