/**
 * What a solo scenario and its challenges make happen as a phase ends: the
 * Credits to pay, the Opposition card to draw, the wounds to take.
 */
import { plural } from '../../core/text.ts';
import { PHASES, type Phase } from '../round/index.ts';
import { atLeast, choice, optional, read, shape, whole } from '../readers.ts';
import { ok, step, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { OPPOSITION_DECK, OPPOSITION_UPKEEP_PER_CREW } from './opposition.ts';
import { scoreSoloChallenges } from './score.ts';

export type SoloDue =
  | { kind: 'expense'; credits: number; reason: string; rule: RuleId }
  | { kind: 'draw-opposition'; reason: string; rule: RuleId }
  | { kind: 'wound-each-crew'; wounds: number; reason: string; rule: RuleId };

export interface SoloPhaseEndInput {
  scenario: string;
  challenges: readonly string[];
  /** The phase that is ending. */
  phase: Phase;
  /** The captain's Victory Points now. */
  vp: number;
  /** Opposition crew in play now (The Dirty Half-Dozen). */
  oppositionCrewInPlay?: number;
}

/** The phase, the Victory Points and the Opposition crew, read at the edge (the scenario and challenges are read by `scoreSoloChallenges`). */
const PHASE_END = shape(
  'The end of a phase of the solo game',
  {
    phase: choice('The phase that ends', PHASES.map((p) => p.id), 'ccg.solo'),
    vp: atLeast('Victory Points', 0, 'ccg.victory-points'),
    oppositionCrewInPlay: optional(whole('Opposition crew in play', 0, OPPOSITION_DECK.length, 'ccg.solo.dirty-half-dozen'), 0),
  },
  'ccg.solo',
);

/** What the scenario and challenges make happen as `phase` ends, in order. */
export function soloEndOfPhase(raw: SoloPhaseEndInput | unknown): CcgResult<SoloDue[]> {
  const asked = read(PHASE_END, raw);
  if (!asked.ok) return asked;
  const input = { ...(raw as SoloPhaseEndInput), ...asked.value };
  const score = scoreSoloChallenges(input.scenario, input.challenges);
  if (!score.ok) return score;
  const crew = input.oppositionCrewInPlay;
  const s = score.value.settings;
  const dues: SoloDue[] = [];
  const trace: Step[] = [];
  if (input.phase === 'ready' && s.readyPhaseUpkeep) {
    if (input.vp > 0) {
      const reason = `The Cost of Doing Business: with ${input.vp} Victory Points, pay ${input.vp} Credits as the Ready Phase ends.`;
      dues.push({ kind: 'expense', credits: input.vp, reason, rule: 'ccg.solo.cost-of-doing-business' });
      trace.push(step(reason, 'ccg.solo.cost-of-doing-business'));
    } else {
      trace.push(step('The Cost of Doing Business: with 0 Victory Points there is nothing to pay.', 'ccg.solo.cost-of-doing-business'));
    }
  }
  if (input.phase === 'procurement' && s.oppositionDeck) {
    const reason = 'The Dirty Half-Dozen: draw an Opposition card and put it into play as the Procurement Phase ends.';
    dues.push({ kind: 'draw-opposition', reason, rule: 'ccg.solo.dirty-half-dozen' });
    trace.push(step(reason, 'ccg.solo.dirty-half-dozen'));
  }
  if (input.phase === 'procurement' && s.woundsAfterProcurement) {
    const reason = 'Challenge: each of your crew takes 1 wound as the Procurement Phase ends.';
    dues.push({ kind: 'wound-each-crew', wounds: 1, reason, rule: 'ccg.solo.challenges' });
    trace.push(step(reason, 'ccg.solo.challenges'));
  }
  if (input.phase === 'resolution' && s.oppositionUpkeepPerCrew > 0) {
    const credits = crew * s.oppositionUpkeepPerCrew;
    if (credits > 0) {
      const reason = `The Dirty Half-Dozen: ${crew} Opposition crew in play, so pay ${plural(credits, 'Credit')} as the Resolution Phase ends.`;
      dues.push({ kind: 'expense', credits, reason, rule: 'ccg.solo.dirty-half-dozen' });
      trace.push(step(reason, 'ccg.solo.dirty-half-dozen'));
    } else {
      trace.push(step('The Dirty Half-Dozen: no Opposition crew in play, so nothing to pay.', 'ccg.solo.dirty-half-dozen'));
    }
    trace.push(step(`We read the lost Credits icon as ${OPPOSITION_UPKEEP_PER_CREW} Credit per Opposition crew.`, 'ccg.note.opposition-upkeep'));
  }
  if (dues.length === 0 && trace.length === 0) trace.push(step(`Nothing extra happens in ${s.scenario === 'alone-in-the-black' ? 'Alone in the Black' : 'this scenario'} as this phase ends.`, 'ccg.solo'));
  return ok(dues, trace);
}
