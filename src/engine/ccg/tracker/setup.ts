/**
 * Setting up the tracker from a setup already read (`read-setup.ts` reads one
 * from outside): the defaults filled in, the rules' checks of the starting
 * point (the stage exists in this game's round, the first captain is named
 * once chosen), and the first stage entered.
 */
import { seedRng } from '../../core/rng.ts';
import { listAnd as list } from '../../core/text.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { DEFAULT_VICTORY_THRESHOLD, isRoundPhaseId, roundPhases, stageDef } from '../round/index.ts';
import { captainName, FIRST_CAPTAIN_RULE, initiativeLeader, isFirstCaptainStage, noSuchStage } from './state.ts';
import { enter } from './stages.ts';
import type { TrackerCaptain, TrackerSetup, TrackerState } from './types.ts';

/**
 * Build the state at a setup's starting point. The setup is typed input: its
 * captains, numbers and names were read at the edge (`setupTracker`, the tool's
 * setup form or link reader), and are not checked again here.
 */
export function startTracker(setup: TrackerSetup): CcgResult<TrackerState> {
  // Names trimmed as the reader trims them: a link keeps the setup as written, and its replay shows what was read.
  const captains: TrackerCaptain[] = setup.captains.map((c, i) => ({ id: c.id ?? `c${i + 1}`, name: c.name.trim(), initiative: c.initiative, vp: c.vp ?? 0 }));
  const threshold = setup.threshold ?? DEFAULT_VICTORY_THRESHOLD;
  const seed = setup.seed ?? 1;
  const solo = captains.length === 1;
  const start = setup.start ?? { phase: 'ready' as const, stage: 1 };
  const round = start.round ?? 1;
  if (!isRoundPhaseId(start.phase) || !roundPhases(solo).some((p) => p.id === start.phase) || !stageDef(start.phase, start.stage)) {
    return noSuchStage(solo, start.phase, start.stage, 'start');
  }

  const state: TrackerState = {
    captains,
    solo,
    threshold,
    rng: seedRng(seed),
    round,
    phase: start.phase,
    stage: start.stage,
    chooser: null,
    first: null,
    active: null,
    done: [],
    passed: [],
    again: [],
    eligible: [],
    complete: false,
    victory: null,
    status: 'playing',
    winner: null,
    log: [],
  };
  const trace: Step[] = [
    step(
      solo
        ? `A solo game for ${captains[0]?.name}, to ${threshold} Victory Points.`
        : `${captains.length} captains, seated clockwise: ${list(captains.map((c) => c.name))}; the game is to ${threshold} Victory Points.`,
      solo ? 'ccg.solo' : 'ccg.round.setup',
    ),
  ];
  // Starting after the first captain was chosen: they must be named.
  const firstStage = roundPhases(solo).flatMap((p) => p.stages.map((s) => ({ phase: p.id, s })));
  const at = firstStage.findIndex((x) => x.phase === start.phase && x.s.number === start.stage);
  const chosenAt = firstStage.findIndex((x) => isFirstCaptainStage(x.s));
  if (at > chosenAt) {
    const lead = initiativeLeader(state);
    state.chooser = solo ? (captains[0] as TrackerCaptain).id : lead.leader;
    const first = solo ? (captains[0] as TrackerCaptain).id : start.first;
    if (first === undefined || !captains.some((c) => c.id === first)) {
      return err('Starting after the first captain is chosen needs the first captain among the captains.', FIRST_CAPTAIN_RULE, 'start.first');
    }
    state.first = first;
    trace.push(step(`${captainName(state, first)} is the first captain this round.`, 'ccg.acting-captain'));
  } else if (start.first !== undefined) {
    return err('The first captain is chosen in stage 3 of the Ready Phase, not before.', FIRST_CAPTAIN_RULE, 'start.first');
  }
  enter(state, start.phase, start.stage, trace);
  return ok(state, trace);
}
