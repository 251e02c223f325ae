/**
 * The jump: a judge tells the tracker which stage the table has reached, and
 * the tracker moves there in one move instead of many "next stage" taps.
 * A jump goes forward only, as the round does: a stage at or before the
 * current one lies in the next round. What it passes over is said in the
 * trace; what the tracker cannot know without those stages (the first
 * captain, the eligible captains) the jump must be told; and a victory check
 * on the way that would end the game stops it.
 */
import { listAnd as list, plural } from '../../core/text.ts';
import { err, ok, step, type CcgErr, type CcgResult, type Step } from '../result.ts';
import { phaseDef, roundStages, type RoundPhaseId, type RoundPoint, type StageDef } from '../round/index.ts';
import { captainName, currentStage, decidesEligibility, eligibleOnly, FIRST_CAPTAIN_RULE, initiativeLeader, isFirstCaptainStage, names, noSuchStage, orderStep, soloFirstStep } from './state.ts';
import { enter } from './stages.ts';
import type { TrackerCaptain, TrackerEvent, TrackerState } from './types.ts';

type At = RoundPoint & { def: StageDef };

export interface JumpPlan {
  /** The stage the jump lands on. */
  to: At;
  /** Whether the jump passes the end of the round (the stage lies in the next round). */
  newRound: boolean;
  /** The stages passed over, in play order; the current stage is not among them. */
  skipped: At[];
  /** The jump passes the choice of the first captain of the round it lands in, so it must name them. */
  needsFirst: boolean;
  /** The jump lands on Resolution stage 3 without the passes that decide eligibility, so it must name the eligible captains. */
  needsEligible: boolean;
}

/** What a jump that passes the choice of the first captain must be told. */
export const ASK_FIRST: CcgErr = {
  ok: false,
  error: 'This jump passes stage 3 of the Ready Phase, where the first captain is chosen: say who the table chose.',
  rule: FIRST_CAPTAIN_RULE,
  field: 'first',
};

/** What a jump onto Resolution stage 3 without stage 2's passes must be told. */
export const ASK_ELIGIBLE: CcgErr = {
  ok: false,
  error: 'This jump lands on stage 3 of the Resolution Phase without the passes of stage 2: say which captains are eligible (none is an answer).',
  rule: 'ccg.eligible',
  field: 'eligible',
};

/** "Resolution Phase, stage 2 (complications and piracy)". */
export const stageWhere = (p: RoundPoint, def: StageDef) => `${phaseDef(p.phase).name}, stage ${p.stage} (${def.title.toLowerCase()})`;

/** What a jump to `phase`, `stage` would pass over and need, or why there is no such jump. */
export function planJump(s: TrackerState, phase: RoundPhaseId, stage: number): CcgResult<JumpPlan> {
  if (s.status === 'over') return err(`The game is over: ${captainName(s, s.winner ?? '')} has won.`, 'ccg.victory');
  const stages = roundStages(s.solo);
  const t = stages.findIndex((x) => x.phase === phase && x.stage === stage);
  const i = stages.findIndex((x) => x.phase === s.phase && x.stage === s.stage);
  const to = stages[t];
  if (to === undefined) return noSuchStage(s.solo, phase, stage, 'stage');
  if (t === i) return err(`The tracker is already at ${stageWhere(to, to.def)}.`, to.def.rule, 'stage');
  const newRound = t < i;
  const skipped = newRound ? [...stages.slice(i + 1), ...stages.slice(0, t)] : stages.slice(i + 1, t);
  const check = skipped.find((x) => x.def.victoryCheck);
  const winners = s.captains.filter((c) => c.vp >= s.threshold);
  if (check && winners.length > 0) {
    return err(
      `${list(winners.map((c) => c.name))} ${winners.length === 1 ? 'has' : 'have'} reached ${s.threshold} Victory Points, so the victory check of the ${phaseDef(check.phase).name} on the way would end the game: go on stage by stage, or correct the Victory Points first.`,
      check.def.rule,
      'stage',
    );
  }
  const chosenAt = stages.findIndex((x) => isFirstCaptainStage(x.def));
  const here = stages[i] as At;
  return ok({
    to,
    newRound,
    skipped,
    needsFirst: !s.solo && t > chosenAt && (newRound || s.first === null),
    needsEligible: eligibleOnly(to.def) && (newRound || !decidesEligibility(here.def) || !s.complete),
  });
}

/** Skipped stages, phase by phase: "Ready Phase: stages 2 (hand size) and 3 (first captain)". */
function skippedSteps(skipped: readonly At[]): Step[] {
  const out: Step[] = [];
  for (let k = 0; k < skipped.length; ) {
    const phase = (skipped[k] as At).phase;
    const run: At[] = [];
    while (k < skipped.length && (skipped[k] as At).phase === phase) run.push(skipped[k++] as At);
    const parts = run.map((x) => `${x.stage} (${x.def.title.toLowerCase()})`);
    out.push(step(`Passed over in the ${phaseDef(phase).name}: stage${run.length === 1 ? '' : 's'} ${list(parts)}.`, phaseDef(phase).rule));
  }
  return out;
}

/** The jump as a move on the tracker's own copy of the state (see moves.ts). */
export function jump(s: TrackerState, e: Extract<TrackerEvent, { type: 'jump' }>, trace: Step[]): CcgResult<true> {
  const plan = planJump(s, e.phase, e.stage);
  if (!plan.ok) return plan;
  const { to, newRound, skipped, needsFirst, needsEligible } = plan.value;
  const first = s.captains.find((c) => c.id === e.first);
  if (needsFirst && first === undefined) return ASK_FIRST;
  if (!needsFirst && e.first !== undefined) return err('This jump does not pass the choice of the first captain: it names none.', FIRST_CAPTAIN_RULE, 'first');
  const eligible = e.eligible;
  if (needsEligible) {
    if (eligible === undefined || !eligible.every((id) => s.captains.some((c) => c.id === id))) {
      return ASK_ELIGIBLE;
    }
  } else if (eligible !== undefined) return err('Only a jump onto stage 3 of the Resolution Phase that passes over stage 2 names the eligible captains.', 'ccg.eligible', 'eligible');

  const mark = trace.length;
  trace.push(
    step(
      `Jump to ${newRound ? `round ${s.round + 1}, ` : ''}${stageWhere(to, to.def)}, where the table is${skipped.length > 0 ? '; what was done in the stages passed over is not recorded here' : ''}.`,
      to.def.rule,
    ),
  );
  if (!s.complete) trace.push(step(`${stageWhere(s, currentStage(s))} is left unfinished.`, currentStage(s).rule));
  // Stages of this round first, then (past the round's end) those of the next.
  const cut = newRound ? skipped.findIndex((x) => x.phase === 'ready' && x.stage === 1) : -1;
  trace.push(...skippedSteps(cut < 0 ? skipped : skipped.slice(0, cut)));
  if (newRound) {
    trace.push(step(`Round ${s.round} ends with no winner; round ${s.round + 1} begins.`, 'ccg.round.resolution.stage-6'));
    trace.push(...skippedSteps(cut < 0 ? [] : skipped.slice(cut)));
    s.round += 1;
    s.first = null;
    s.chooser = null;
    s.eligible = [];
  }
  const checks = skipped.filter((x) => x.def.victoryCheck).length;
  if (checks > 0) {
    trace.push(step(`${plural(checks, 'victory check')} passed over: nobody has reached ${s.threshold} Victory Points, so none of them ends the game.`, 'ccg.victory'));
  }
  if (needsFirst) {
    s.chooser = initiativeLeader(s).leader;
    s.first = (first as TrackerCaptain).id;
    trace.push(step(`The table chose ${(first as TrackerCaptain).name} as the first captain of this round.`, FIRST_CAPTAIN_RULE), orderStep(s));
  } else if (s.solo && s.first === null && !isFirstCaptainStage(to.def) && skipped.some((x) => isFirstCaptainStage(x.def))) {
    s.first = s.chooser = (s.captains[0] as TrackerCaptain).id;
    trace.push(soloFirstStep(s));
  }
  if (needsEligible) {
    s.eligible = s.captains.map((c) => c.id).filter((id) => (eligible as string[]).includes(id));
    trace.push(step(`Eligible to resolve a contract, as decided at the table in stage 2: ${list(names(s, s.eligible), 'nobody')}.`, 'ccg.eligible'));
  }
  const head = trace.slice(mark);
  enter(s, to.phase, to.stage, trace);
  s.log = [...head, ...s.log];
  return ok(true);
}
