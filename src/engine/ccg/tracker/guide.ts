/** Who acts now, what they may do, and where each captain stands: the tracker explained in sentences with rule ids. */
import { listAnd as list } from '../../core/text.ts';
import { step, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { nextStage, phaseDef, roundPhases, stageDef, type StageDef } from '../round/index.ts';
import { captainName, currentStage, decidesEligibility, eligibleOnly, initiativeOrder, isFirstCaptainStage, names, summaryOf } from './state.ts';
import type { TrackerEvent, TrackerState } from './types.ts';

export type TrackerActor =
  | { kind: 'captain'; captain: string; text: string; rule: RuleId }
  | { kind: 'everyone'; text: string; rule: RuleId }
  | { kind: 'nobody'; text: string; rule: RuleId };

export interface TrackerMove {
  /** Short button text. */
  label: string;
  event: TrackerEvent;
  rule: RuleId;
}

export interface TrackerGuide {
  actor: TrackerActor;
  /** What they may do here, sentence by sentence. */
  may: Step[];
  /** How passing works in this stage, when captains may pass. */
  passing: Step | null;
  /** Every move open right now (value changes aside). */
  moves: TrackerMove[];
}

/** Who acts now, in one sentence. */
export function whoActs(state: TrackerState): TrackerActor {
  const def = currentStage(state);
  if (state.status === 'over') {
    return {
      kind: 'nobody',
      text: `Nobody: the game is over, and ${captainName(state, state.winner ?? '')} has won.`,
      rule: 'ccg.victory',
    };
  }
  if (isFirstCaptainStage(def) && state.first === null) {
    return state.chooser === null
      ? {
          kind: 'nobody',
          text: 'Nobody chooses: the highest Initiative is shared, so the first captain is drawn at random.',
          rule: 'ccg.note.first-captain-tie',
        }
      : {
          kind: 'captain',
          captain: state.chooser,
          text: `${captainName(state, state.chooser)} chooses the first captain.`,
          rule: def.rule,
        };
  }
  if (state.active !== null) {
    const name = captainName(state, state.active);
    return {
      kind: 'captain',
      captain: state.active,
      text:
        def.participation === 'alternating'
          ? `${name}'s turn: one move, then the next captain clockwise.`
          : `${name} acts: everything ${name} does in this stage, then done.`,
      rule: def.participation === 'alternating' ? def.rule : 'ccg.initiative-order',
    };
  }
  if (state.complete && (def.participation === 'alternating' || def.participation === 'initiative-order')) {
    return {
      kind: 'nobody',
      text: 'Nobody: this stage is over. Go on to the next stage.',
      rule: def.rule,
    };
  }
  if (isFirstCaptainStage(def)) {
    return { kind: 'nobody', text: `Nobody: ${captainName(state, state.first ?? '')} is the first captain. Go on to the next stage.`, rule: def.rule };
  }
  if (def.participation === 'simultaneous') return { kind: 'everyone', text: 'Everyone at once.', rule: def.rule };
  if (def.victoryCheck)
    return {
      kind: 'nobody',
      text: 'Nobody: the game checks for victory.',
      rule: def.rule,
    };
  return {
    kind: 'nobody',
    text: 'Nobody: this stage needs no choice.',
    rule: def.rule,
  };
}

/** Who acts now, what they may do, how passing works here, and the moves open. */
export function whatMayTheyDo(state: TrackerState): TrackerGuide {
  const def = currentStage(state);
  const actor = whoActs(state);
  const may: Step[] = [];
  const moves: TrackerMove[] = [];
  const passing = def.passing ? step(def.passing.text, def.rule) : null;
  if (state.status === 'over') {
    may.push(step(state.victory?.text ?? 'The game is over.', 'ccg.victory'));
    return { actor, may, passing, moves };
  }
  const nm = (id: string) => captainName(state, id);

  if (isFirstCaptainStage(def) && state.first === null) {
    may.push(step(summaryOf(state, def), def.rule));
    if (state.chooser === null) {
      may.push(step('The draw is among all the captains.', 'ccg.note.first-captain-tie'));
      moves.push({
        label: 'Draw the first captain at random',
        event: { type: 'choose-first' },
        rule: 'ccg.note.first-captain-tie',
      });
    } else {
      may.push(step(`${nm(state.chooser)} may pick any captain, including themselves.`, def.rule));
      for (const id of initiativeOrder({ ...state, first: state.chooser })) {
        moves.push({
          label: `${nm(id)} goes first`,
          event: { type: 'choose-first', by: state.chooser, first: id },
          rule: def.rule,
        });
      }
    }
    return { actor, may, passing, moves };
  }

  if (actor.kind === 'captain') {
    const id = actor.captain;
    const name = nm(id);
    may.push(step(summaryOf(state, def), def.rule));
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
        moves.push({
          label: `${name} acts`,
          event: { type: 'act', captain: id },
          rule: def.rule,
        });
        moves.push({
          label: `${name} passes`,
          event: { type: 'pass', captain: id },
          rule: def.rule,
        });
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
        moves.push({
          label: state.solo ? `${name} acts (complication or action)` : `${name} acts (complication, piracy or action)`,
          event: { type: 'act', captain: id },
          rule: def.rule,
        });
        moves.push({
          label: `${name} fails a complication`,
          event: { type: 'fail-complication', captain: id },
          rule: def.rule,
        });
        moves.push({
          label: `${name} passes, contract clear (eligible)`,
          event: { type: 'pass', captain: id, contract: 'clear' },
          rule: 'ccg.eligible',
        });
        moves.push({
          label: `${name} passes, complication left`,
          event: { type: 'pass', captain: id, contract: 'complication' },
          rule: 'ccg.eligible',
        });
        moves.push({
          label: `${name} passes, no contract`,
          event: { type: 'pass', captain: id, contract: 'none' },
          rule: 'ccg.eligible',
        });
      }
    } else {
      if (def.eligibility)
        may.push(step(`${def.eligibility} ${list(names(state, state.eligible))} ${state.eligible.length === 1 ? 'is' : 'are'} eligible.`, 'ccg.eligible'));
      const rest = initiativeOrder(state).filter((c) => c !== id && !state.done.includes(c));
      may.push(step(`${name} does all of it now${rest.length > 0 ? `; then ${list(names(state, rest))} in turn` : ''}.`, 'ccg.initiative-order'));
      moves.push({
        label: `${name} is done`,
        event: { type: 'done', captain: id },
        rule: 'ccg.initiative-order',
      });
    }
    return { actor, may, passing, moves };
  }

  if (def.victoryCheck) {
    may.push(step(state.victory?.text ?? 'The victory check has not been made.', def.rule));
  } else if (def.participation === 'simultaneous' || def.participation === 'none') {
    may.push(step(summaryOf(state, def), def.rule));
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
  if (state.complete) {
    const n = nextStage({ phase: state.phase, stage: state.stage }, state.solo);
    if (n) {
      const nd = stageDef(n.point.phase, n.point.stage) as StageDef;
      moves.push({
        label: n.newRound
          ? `Next: round ${state.round + 1}`
          : n.point.phase === state.phase
            ? `Next: stage ${nd.number}, ${nd.title.toLowerCase()}`
            : `Next: ${phaseDef(n.point.phase).name}`,
        event: { type: 'next-stage' },
        rule: nd.rule,
      });
    }
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