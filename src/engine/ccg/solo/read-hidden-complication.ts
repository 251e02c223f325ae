/**
 * The edge of the solo Adventure Phase's stage 1: the contracts in play with
 * their complications, the random state and the captain's discard, read once
 * with the CCG readers. Each refusal names its rule and the field
 * (`contracts.1.complicationSlots`, `contracts.0.complications.2.id`, `rng`);
 * `placeFaceDownComplication` takes what was read.
 */
import { RESOLUTION_LIMITS, TEXT_LIMITS } from '../limits.ts';
import type { CcgResult } from '../result.ts';
import { flag, list, maybe, name, pathTo, read, refine, refuse, shape, whole, compact, map, type Reader } from '../readers.ts';
import { placeFaceDownComplication, type HiddenComplicationInput, type HiddenComplicationPlacement, type SoloContract } from './hidden-complication.ts';
import { rngState } from './rng.ts';

const STAGE = 'ccg.round.solo-adventure.stage-1';
/** The most contracts in play, and complications on one, this reads: far past any solo game. */
const MAX_CONTRACTS = 12;
const MAX_ATTACHED = 12;

const complication = map(
  shape('Each complication', { id: name('The id of every complication', 'ccg.complication', TEXT_LIMITS.id), trifling: maybe(flag('Whether a complication is Trifling', 'ccg.keyword.trifling')) }, 'ccg.complication'),
  compact,
);

const contract: Reader<SoloContract> = map(
  shape(
    'Each contract',
    {
      id: name('The id of every contract', 'ccg.contract', TEXT_LIMITS.id),
      name: maybe(name('The name of a contract', 'ccg.contract', TEXT_LIMITS.name)),
      vp: whole('The Victory Points of a contract', 0, RESOLUTION_LIMITS.vp, 'ccg.victory-points'),
      complicationSlots: whole('The complication slots of a contract', 0, MAX_ATTACHED, 'ccg.card-slots'),
      complications: list('The complications attached to a contract', complication, 0, MAX_ATTACHED, 'ccg.complication'),
    },
    'ccg.contract',
  ),
  compact,
);

/** Contracts and the complications on them, every id once among them all (the second of two equal ids refused at its own path). */
const contracts: Reader<SoloContract[]> = refine(list('The contracts in play', contract, 1, MAX_CONTRACTS, STAGE), (all, path) => {
  const seen = new Set<string>();
  for (const [i, c] of all.entries()) {
    if (seen.has(c.id)) return refuse(`Two contracts share the id ${c.id}.`, 'ccg.contract', pathTo(pathTo(path, i), 'id'));
    seen.add(c.id);
    for (const [j, k] of c.complications.entries()) {
      if (seen.has(k.id)) return refuse(`The id ${k.id} is used twice.`, 'ccg.complication', pathTo(pathTo(pathTo(pathTo(path, i), 'complications'), j), 'id'));
      seen.add(k.id);
    }
  }
  return null;
});

/** Stage 1's input from outside. */
export const readHiddenComplicationInput: Reader<HiddenComplicationInput> = map(
  shape(
    'The solo Adventure Phase',
    {
      rng: rngState(STAGE),
      contracts,
      unlimitedComplicationSlots: maybe(flag('Whether contracts have unlimited complication slots', 'ccg.solo.challenges')),
      discard: maybe(name('The complication to discard', STAGE, TEXT_LIMITS.id)),
    },
    STAGE,
  ),
  compact,
);

/**
 * Stage 1 of the solo Adventure Phase from outside: the input is read, then
 * the complication placed (`placeFaceDownComplication`).
 */
export function placeHiddenComplication(input: unknown): CcgResult<HiddenComplicationPlacement> {
  const r = read(readHiddenComplicationInput, input);
  return r.ok ? placeFaceDownComplication(r.value) : r;
}
