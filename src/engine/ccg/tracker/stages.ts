/** Entering a stage: what the round does by itself there (victory checks, choosing who chooses the first captain, who acts first). */
import { listAnd as list, plural } from '../../core/text.ts';
import { step, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { decideVictory, phaseDef, stageDef, type RoundPhaseId, type StageDef } from '../round/index.ts';
import { captainName, decidesEligibility, eligibleOnly, initiativeLeader, initiativeOrder, isFirstCaptainStage, names, soloFirstStep, summaryStep } from './state.ts';
import type { TrackerCaptain, TrackerState } from './types.ts';

export function runVictoryCheck(s: TrackerState, trace: Step[]): void {
  // Names are unique in a game, so the check speaks of captains by name.
  const v = decideVictory({
    captains: s.captains.map((c) => ({
      id: c.name,
      vp: c.vp,
      initiative: c.initiative,
    })),
    threshold: s.threshold,
    rng: s.rng,
  });
  if (!v.ok) {
    // Unreachable with a valid state; reported rather than thrown.
    s.victory = { winner: null, text: v.error };
    trace.push(step(v.error, v.rule));
    return;
  }
  if (v.value.rng !== undefined) s.rng = v.value.rng;
  trace.push(...v.trace);
  const winner = s.captains.find((c) => c.name === v.value.winner) ?? null;
  s.victory = {
    winner: winner?.id ?? null,
    text:
      winner === null
        ? `Nobody has reached ${s.threshold} Victory Points, so the game goes on.`
        : `${winner.name} wins the game with ${plural(winner.vp, 'Victory Point')}.`,
  };
  if (winner !== null) {
    s.status = 'over';
    s.winner = winner.id;
    s.active = null;
  }
}

export function enter(s: TrackerState, phase: RoundPhaseId, stage: number, trace: Step[]): void {
  const def = stageDef(phase, stage) as StageDef;
  s.phase = phase;
  s.stage = stage;
  s.active = null;
  s.done = [];
  s.passed = [];
  s.again = [];
  s.complete = false;
  s.victory = null;
  const mark = trace.length;
  trace.push(step(`Round ${s.round}, ${phaseDef(phase).name}, stage ${stage}: ${def.title.toLowerCase()}.`, def.rule));
  if (decidesEligibility(def)) s.eligible = [];

  if (def.victoryCheck) {
    runVictoryCheck(s, trace);
    s.complete = true;
  } else if (isFirstCaptainStage(def)) {
    s.first = null;
    if (s.solo) {
      const only = s.captains[0] as TrackerCaptain;
      s.chooser = only.id;
      s.first = only.id;
      s.complete = true;
      trace.push(soloFirstStep(s));
    } else {
      chooseChooser(s, trace, def.rule);
    }
  } else if (def.participation === 'initiative-order') {
    const order = initiativeOrder(s);
    trace.push(
      step(
        `In initiative order, starting with ${captainName(s, order[0] as string)} and going clockwise; each captain finishes before the next starts.`,
        'ccg.initiative-order',
      ),
    );
    if (eligibleOnly(def)) {
      for (const id of order) {
        if (!s.eligible.includes(id)) {
          s.done.push(id);
          trace.push(step(`${captainName(s, id)} is not an eligible captain, so sits this stage out.`, 'ccg.eligible'));
        }
      }
    }
    s.active = order.find((id) => !s.done.includes(id)) ?? null;
    if (s.active === null) {
      s.complete = true;
      trace.push(step('Nobody takes part in this stage, so it is over.', def.rule));
    }
  } else if (def.participation === 'alternating') {
    s.active = initiativeOrder(s)[0] as string;
    trace.push(step(`Alternating in initiative order: ${captainName(s, s.active)} goes first, one move each, clockwise.`, 'ccg.initiative-order'));
  } else {
    trace.push(summaryStep(s, def));
    trace.push(
      step(
        def.participation === 'simultaneous'
          ? 'Everyone does this at once; go on when the table is ready.'
          : 'No captain chooses anything here; go on when it is done.',
        def.rule,
      ),
    );
    s.complete = true;
  }
  s.log = trace.slice(mark);
}

export function chooseChooser(s: TrackerState, trace: Step[], rule: RuleId): void {
  const lead = initiativeLeader(s);
  s.chooser = lead.leader;
  trace.push(
    lead.leader === null
      ? step(`${list(names(s, lead.tied))} share the highest Initiative (${lead.top}), so the first captain is drawn at random.`, rule)
      : step(`${captainName(s, lead.leader)} has the highest Initiative (${lead.top}), so ${captainName(s, lead.leader)} chooses the first captain.`, rule),
  );
}
