/**
 * The edge of the victory check: captains with their Victory Points and
 * Initiative, the threshold, the captains removed by bankruptcy and the random
 * state, read once with the CCG readers (limits: `ROUND_LIMITS`, which the
 * round tracker keeps too). Each refusal names its rule and the field
 * (`captains.1.vp`, `eliminated.0`). `decideVictory` takes what was read; the
 * game and the tracker, which build the input typed, call it directly.
 */
import { TEXT_LIMITS } from '../limits.ts';
import { ROUND_LIMITS } from './limits.ts';
import { ok, type CcgResult } from '../result.ts';
import { compact, list, maybe, name, optional, own, pathTo, record, refine, refuse, uniqueBy, whole, type Reader } from '../readers.ts';
import { MAX_CAPTAINS } from './captains.ts';
import { DEFAULT_VICTORY_THRESHOLD, decideVictory, type VictoryCaptain, type VictoryInput, type VictoryResult } from './victory.ts';

const captain: Reader<VictoryCaptain> = record('Each captain must be an object with an id, Victory Points and Initiative.', 'ccg.victory', (v, path) => {
  const id = name('Every captain', 'ccg.victory', TEXT_LIMITS.id)(own(v, 'id'), pathTo(path, 'id'));
  if (!id.ok) return id;
  const vp = whole(`${id.value}'s Victory Points`, 0, ROUND_LIMITS.vp, 'ccg.victory-points')(own(v, 'vp'), pathTo(path, 'vp'));
  if (!vp.ok) return vp;
  const initiative = whole(`${id.value}'s Initiative`, 0, ROUND_LIMITS.initiative, 'ccg.initiative')(own(v, 'initiative'), pathTo(path, 'initiative'));
  return initiative.ok ? ok({ id: id.value, vp: vp.value, initiative: initiative.value }) : initiative;
});

const captains: Reader<VictoryCaptain[]> = uniqueBy(
  list('The captains in the game', captain, 0, MAX_CAPTAINS, 'ccg.victory'),
  (c) => c.id,
  'id',
  (id) => `The captain "${id}" is listed twice.`,
  'ccg.victory',
);

/** The victory check's input from outside, with the threshold filled in. */
export const readVictoryInput: Reader<VictoryInput & { threshold: number }> = record('The victory check needs the captains in the game.', 'ccg.victory', (v, path) => {
  const threshold = optional(whole('The Victory Point threshold', 1, ROUND_LIMITS.threshold, 'ccg.victory'), DEFAULT_VICTORY_THRESHOLD)(own(v, 'threshold'), pathTo(path, 'threshold'));
  if (!threshold.ok) return threshold;
  const inGame = captains(own(v, 'captains'), pathTo(path, 'captains'));
  if (!inGame.ok) return inGame;
  const ids = new Set(inGame.value.map((c) => c.id));
  const removed = refine(list('The captains removed by bankruptcy', name('A captain removed by bankruptcy', 'ccg.bankruptcy', TEXT_LIMITS.id), 0, MAX_CAPTAINS, 'ccg.bankruptcy'), (out, at) => {
    const both = out.findIndex((id) => ids.has(id));
    return both < 0 ? null : refuse(`${out[both]} cannot be both in the game and removed by bankruptcy.`, 'ccg.bankruptcy', pathTo(at, both));
  });
  const eliminated = maybe(removed)(own(v, 'eliminated'), pathTo(path, 'eliminated'));
  if (!eliminated.ok) return eliminated;
  const rng = maybe(whole('The random state', 0, ROUND_LIMITS.rng, 'ccg.victory'))(own(v, 'rng'), pathTo(path, 'rng'));
  if (!rng.ok) return rng;
  return ok(compact({ captains: inGame.value, threshold: threshold.value, eliminated: eliminated.value, rng: rng.value }));
});

/** Decide whether anyone has won, and who, from input read here first. */
export function checkVictory(input: unknown): CcgResult<VictoryResult> {
  const read = readVictoryInput(input, '');
  return read.ok ? decideVictory(read.value) : read;
}
