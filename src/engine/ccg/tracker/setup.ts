/** Setting up the tracker: reading the captains and the starting point once, at the edge, and entering the first stage. */
import { seedRng } from '../../core/rng.ts';
import { listAnd as list } from '../../core/text.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { maybe, optional, own, pathTo, record, refine, refuse, shape, text, whole, type Reader } from '../readers.ts';
import { DEFAULT_VICTORY_THRESHOLD, isCaptainCount, isRoundPhaseId, MAX_CAPTAINS, roundPhases, stageDef } from '../round/index.ts';
import { captainName, FIRST_CAPTAIN_RULE, initiativeLeader, isFirstCaptainStage, noSuchStage } from './state.ts';
import { enter } from './stages.ts';
import { MAX_INITIATIVE, MAX_NAME, MAX_ROUND, MAX_THRESHOLD, MAX_VP, type TrackerCaptain, type TrackerState } from './types.ts';

const NAME_WORDS = (i: number) => `Captain ${i + 1} needs a name of their own, of 1 to ${MAX_NAME} characters.`;

/** Captain `i` of the setup: a name (trimmed), an Initiative, Victory Points (0 if left out) and an id (`c1`… if left out). */
const captainAt = (i: number): Reader<TrackerCaptain> =>
  record(NAME_WORDS(i), 'ccg.round.setup', (v, path) => {
    const raw = own(v, 'name');
    const name = typeof raw === 'string' ? raw.trim() : '';
    if (name === '' || name.length > MAX_NAME) return refuse(NAME_WORDS(i), 'ccg.round.setup', pathTo(path, 'name'));
    const rest = shape(
      'A captain',
      {
        initiative: whole(`${name}'s Initiative`, 0, MAX_INITIATIVE, 'ccg.initiative'),
        vp: optional(whole(`${name}'s Victory Points`, 0, MAX_VP, 'ccg.victory-points'), 0),
        id: optional(refine(text(`Captain ${i + 1}'s id`, 'ccg.round.setup', 40, 1), (id, at) => (/^[a-z0-9-]{1,40}$/.test(id) ? null : refuse(`Captain ${i + 1} has a damaged id.`, 'ccg.round.setup', at))), `c${i + 1}`),
      },
      'ccg.round.setup',
    )(v, path);
    return rest.ok ? ok({ id: rest.value.id, name, initiative: rest.value.initiative, vp: rest.value.vp }) : rest;
  });

/** The captains in seating order, each with a name and an id of their own. */
const captainsOf: Reader<TrackerCaptain[]> = (value, path) => {
  if (!Array.isArray(value) || !isCaptainCount(value.length)) return refuse(`A game has 1 to ${MAX_CAPTAINS} captains (1 is a solo game).`, 'ccg.round.setup', path);
  const captains: TrackerCaptain[] = [];
  for (const [i, v] of value.entries()) {
    const at = pathTo(path, i);
    const c = captainAt(i)(v, at);
    if (!c.ok) return c;
    if (captains.some((o) => o.name.toLowerCase() === c.value.name.toLowerCase())) return refuse(NAME_WORDS(i), 'ccg.round.setup', pathTo(at, 'name'));
    if (captains.some((o) => o.id === c.value.id)) return refuse(`Captain ${i + 1} has a damaged id.`, 'ccg.round.setup', pathTo(at, 'id'));
    captains.push(c.value);
  }
  return ok(captains);
};

/** A setup as the tracker reads it: every field checked, the defaults filled in. */
const readSetup = shape(
  'The setup',
  {
    captains: captainsOf,
    threshold: optional(whole('The Victory Point threshold', 1, MAX_THRESHOLD, 'ccg.victory'), DEFAULT_VICTORY_THRESHOLD),
    seed: optional(whole('The random seed', 0, 0xffffffff, 'ccg.round.setup'), 1),
    start: optional(
      shape(
        'The starting point',
        {
          round: optional(whole('The round', 1, MAX_ROUND, 'ccg.round.setup'), 1),
          phase: text('The starting phase', 'ccg.round.setup', 40, 1),
          stage: whole('The starting stage', 1, 9, 'ccg.round.setup'),
          first: maybe(text('The first captain', 'ccg.round.setup', 40, 1)),
        },
        'ccg.round.setup',
      ),
      { round: 1, phase: 'ready', stage: 1, first: undefined },
    ),
  },
  'ccg.round.setup',
);

/** Read a setup once and build the state at its starting point. */
export function setupTracker(input: unknown): CcgResult<TrackerState> {
  const read = readSetup(input, '');
  if (!read.ok) return read;
  const { captains, threshold, seed, start } = read.value;
  const solo = captains.length === 1;
  const round = start.round;
  const phase = start.phase;
  if (!isRoundPhaseId(phase) || !roundPhases(solo).some((p) => p.id === phase) || !stageDef(phase, start.stage)) {
    return noSuchStage(solo, phase, start.stage, 'start');
  }

  const state: TrackerState = {
    captains,
    solo,
    threshold,
    rng: seedRng(seed),
    round,
    phase,
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
  const at = firstStage.findIndex((x) => x.phase === phase && x.s.number === start.stage);
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
  enter(state, phase, start.stage, trace);
  return ok(state, trace);
}
