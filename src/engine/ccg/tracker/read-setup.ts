/**
 * The tracker's edge: a setup from outside (a link, a saved game, a caller of
 * the engine) read once with the CCG readers, then started (`setup.ts`). Each
 * refusal names its rule and the field (`captains.1.name`, `start.round`).
 * The tool's page does not load this module: its setup form and its link
 * reader are the edges there, and both load on demand, so the page's first
 * code replays a setup already read and carries no reader.
 */
import { ok, type CcgResult } from '../result.ts';
import { map, maybe, optional, own, pathTo, record, refine, refuse, shape, text, whole, type Reader } from '../readers.ts';
import { DEFAULT_VICTORY_THRESHOLD, isCaptainCount, MAX_CAPTAINS, type RoundPhaseId } from '../round/index.ts';
import { startTracker } from './setup.ts';
import { MAX_INITIATIVE, MAX_NAME, MAX_ROUND, MAX_THRESHOLD, MAX_VP, type TrackerCaptain, type TrackerSetup, type TrackerState } from './types.ts';

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
        id: optional(
          refine(text(`Captain ${i + 1}'s id`, 'ccg.round.setup', 40, 1), (id, at) =>
            /^[a-z0-9-]{1,40}$/.test(id) ? null : refuse(`Captain ${i + 1} has a damaged id.`, 'ccg.round.setup', at),
          ),
          `c${i + 1}`,
        ),
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

/**
 * A setup as the tracker reads it: every field checked, the defaults filled
 * in. Whether the starting phase and stage exist in this game's round, and the
 * first captain, are the rules' checks: `startTracker` makes them.
 */
export const readTrackerSetup: Reader<TrackerSetup> = shape(
  'The setup',
  {
    captains: captainsOf,
    threshold: optional(whole('The Victory Point threshold', 1, MAX_THRESHOLD, 'ccg.victory'), DEFAULT_VICTORY_THRESHOLD),
    seed: optional(whole('The random seed', 0, 0xffffffff, 'ccg.round.setup'), 1),
    start: maybe(
      shape(
        'The starting point',
        {
          round: optional(whole('The round', 1, MAX_ROUND, 'ccg.round.setup'), 1),
          // Any word: one that names no phase of this game is refused with the stage (`start`).
          phase: map(text('The starting phase', 'ccg.round.setup', 40, 1), (p) => p as RoundPhaseId),
          stage: whole('The starting stage', 1, 9, 'ccg.round.setup'),
          first: maybe(text('The first captain', 'ccg.round.setup', 40, 1)),
        },
        'ccg.round.setup',
      ),
    ),
  },
  'ccg.round.setup',
);

/** Read a setup from outside once, and build the state at its starting point. */
export function setupTracker(input: unknown): CcgResult<TrackerState> {
  const read = readTrackerSetup(input, '');
  return read.ok ? startTracker(read.value) : read;
}
