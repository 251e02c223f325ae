/** Reading a tracker state: names, the current stage, turn order, and what kind of stage it is. */
import { clockwiseFrom, initiativeLeader as leaderOf, nextClockwise as nextSeat, type InitiativeLead } from '../../core/turn-order.ts';
import { err, step, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { firstCaptainTieBreak, stageDef, type StageDef } from '../round/index.ts';
import type { TrackerState } from './types.ts';

/** The rule of the stage in which the first captain is chosen (read from round.ts). */
export const FIRST_CAPTAIN_RULE: RuleId = 'ccg.round.ready.stage-3';

export function clone(s: TrackerState): TrackerState {
  return {
    ...s,
    captains: s.captains.map((c) => ({ ...c })),
    done: [...s.done],
    passed: [...s.passed],
    again: [...s.again],
    eligible: [...s.eligible],
    victory: s.victory && { ...s.victory },
    log: [...s.log],
  };
}

export function captainName(state: TrackerState, id: string): string {
  return state.captains.find((c) => c.id === id)?.name ?? id;
}

export const names = (s: TrackerState, ids: readonly string[]) => ids.map((id) => captainName(s, id));

/** The definition of the current stage. */
export function currentStage(state: TrackerState): StageDef {
  return stageDef(state.phase, state.stage) as StageDef;
}

const seats = (state: TrackerState) => state.captains.map((c) => c.id);

/** Captains from the first captain clockwise (seating order while no first captain is chosen). */
export function initiativeOrder(state: TrackerState): string[] {
  return clockwiseFrom(seats(state), state.first);
}

/** The next captain clockwise after `from` that passes `test`, or null. */
export function nextClockwise(state: TrackerState, from: string, test: (id: string) => boolean): string | null {
  return nextSeat(seats(state), from, test);
}

/** Who chooses the first captain: the single highest Initiative, else null (a random draw). */
export function initiativeLeader(state: TrackerState): InitiativeLead {
  const initiative = new Map(state.captains.map((c) => [c.id, c.initiative]));
  return leaderOf(seats(state), (id) => initiative.get(id) ?? 0, firstCaptainTieBreak);
}

/** Whether the stage is the one where the first captain is chosen. */
export const isFirstCaptainStage = (def: StageDef) => def.rule === FIRST_CAPTAIN_RULE;
/** Alternating stage with final passes that decide eligibility (Resolution stage 2). */
export const decidesEligibility = (def: StageDef) => def.participation === 'alternating' && def.passing?.kind === 'final' && def.eligibility !== undefined;
/** Initiative-order stage open to eligible captains only (Resolution stage 3). */
export const eligibleOnly = (def: StageDef) => def.participation === 'initiative-order' && def.eligibility !== undefined;

/** The stage's summary, in its solo form in a solo game. */
export function summaryOf(state: { solo: boolean }, def: StageDef): string {
  return state.solo && def.soloSummary ? def.soloSummary : def.summary;
}

/** The stage's summary as a step under the stage's rule, naming the note it rests on where it states our reading. */
export function summaryStep(state: { solo: boolean }, def: StageDef): Step {
  const text = summaryOf(state, def);
  return text === def.summary && def.summaryNote !== undefined ? { text, rule: def.rule, reading: `ccg.note.${def.summaryNote}` } : step(text, def.rule);
}

/** The refusal of a stage this game's round does not have (a solo game has its own Adventure Phase). */
export const noSuchStage = (solo: boolean, phase: unknown, stage: unknown, field: string) =>
  err(
    `A ${solo ? 'solo' : 'multi-captain'} game has no ${printable(stage) && printable(phase) ? `stage ${stage} of a ${phase} phase` : 'such stage'}.`,
    'ccg.round.setup',
    field,
  );

/** Only text and numbers from outside (a link, an event) are repeated back: any other value may not even turn into text. */
const printable = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** The order of every stage taken in turn this round, once the first captain is known. */
export const orderStep = (s: TrackerState): Step =>
  step(`For the rest of the round, stages in initiative order go ${names(s, initiativeOrder(s)).join(', then ')}.`, 'ccg.initiative-order');

/** A solo game's captain is the first captain without a choice. */
export const soloFirstStep = (s: TrackerState): Step => step(`${captainName(s, s.captains[0]?.id ?? '')} is the only captain and goes first.`, FIRST_CAPTAIN_RULE);
