/** Setting up the tracker: checking the captains and the starting point, and entering the first stage. */
import { seedRng } from '../../core/rng.ts';
import { listAnd as list } from '../../core/text.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { DEFAULT_VICTORY_THRESHOLD, isCaptainCount, isRoundPhaseId, MAX_CAPTAINS, roundPhases, stageDef, type RoundPhaseId } from '../round/index.ts';
import { captainName, FIRST_CAPTAIN_RULE, initiativeLeader, isFirstCaptainStage, noSuchStage, whole } from './state.ts';
import { enter } from './stages.ts';
import { MAX_INITIATIVE, MAX_NAME, MAX_ROUND, MAX_THRESHOLD, MAX_VP, type TrackerCaptain, type TrackerSetup, type TrackerState } from './types.ts';

/** Check a setup and build the state at its starting point. */
export function setupTracker(setup: TrackerSetup): CcgResult<TrackerState> {
  const caps = setup.captains;
  if (!Array.isArray(caps) || !isCaptainCount(caps.length)) {
    return err(`A game has 1 to ${MAX_CAPTAINS} captains (1 is a solo game).`, 'ccg.round.setup', 'captains');
  }
  const captains: TrackerCaptain[] = [];
  const seen = new Set<string>();
  for (const [i, c] of caps.entries()) {
    const name = typeof c?.name === 'string' ? c.name.trim() : '';
    const at = `captains.${i}.`;
    if (name === '' || name.length > MAX_NAME || seen.has(name.toLowerCase())) {
      return err(`Captain ${i + 1} needs a name of their own, of 1 to ${MAX_NAME} characters.`, 'ccg.round.setup', `${at}name`);
    }
    seen.add(name.toLowerCase());
    const vp = c.vp ?? 0;
    const bad =
      whole(c.initiative, 0, MAX_INITIATIVE, `${name}'s Initiative`, 'ccg.initiative', `${at}initiative`) ??
      whole(vp, 0, MAX_VP, `${name}'s Victory Points`, 'ccg.victory-points', `${at}vp`);
    if (bad) return bad;
    const id = c.id ?? `c${i + 1}`;
    if (typeof id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(id) || captains.some((o) => o.id === id)) {
      return err(`Captain ${i + 1} has a damaged id.`, 'ccg.round.setup', `${at}id`);
    }
    captains.push({ id, name, initiative: c.initiative, vp });
  }
  const threshold = setup.threshold ?? DEFAULT_VICTORY_THRESHOLD;
  const seed = setup.seed ?? 1;
  const solo = captains.length === 1;
  const start = setup.start ?? { phase: 'ready' as RoundPhaseId, stage: 1 };
  const round = start.round ?? 1;
  const bad =
    whole(threshold, 1, MAX_THRESHOLD, 'The Victory Point threshold', 'ccg.victory', 'threshold') ??
    whole(seed, 0, 0xffffffff, 'The random seed', 'ccg.round.setup', 'seed') ??
    whole(round, 1, MAX_ROUND, 'The round', 'ccg.round.setup', 'start.round');
  if (bad) return bad;
  if (
    typeof start.phase !== 'string' ||
    !isRoundPhaseId(start.phase) ||
    !roundPhases(solo).some((p) => p.id === start.phase) ||
    !stageDef(start.phase, start.stage)
  ) {
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
