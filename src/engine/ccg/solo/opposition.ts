/**
 * The Opposition of The Dirty Half-Dozen: its six crew, its priority lists, and
 * its deck, which never runs out (an empty deck is its discard pile shuffled
 * again with the seeded RNG). Where our copy of the booklet lost an icon, the
 * entry says so and a `ccg.note.*` id explains our reading.
 */
import { shuffle, type RngState } from '../../core/rng.ts';
import { plural } from '../../core/text.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { rngState } from './rng.ts';

/** The six crew of the Opposition deck. */
export const OPPOSITION_DECK = [
  'Doctor Wishik',
  'Flint',
  'Rika Honami',
  'Vorn Drusus',
  'Wabapawap, Speaker of the Tree',
  'Walter Glen, IMC',
] as const;

/** Credits paid per Opposition crew in play at the end of the Resolution Phase (our reading of a lost icon). */
export const OPPOSITION_UPKEEP_PER_CREW = 1;

export interface PriorityStep {
  order: number;
  key: string;
  text: string;
  /** The booklet's example for this step, when it gives one. */
  example?: string;
  /** Our copy lost an icon in this step. */
  iconLost?: boolean;
  /** The reading of ours that applies, when one does. */
  note?: RuleId;
}

/** Which ability the Opposition uses, best first. */
export const OPPOSITION_ABILITY_PRIORITY: readonly PriorityStep[] = [
  { order: 1, key: 'wounding-first', text: 'An ability that wounds, before any other.' },
  { order: 2, key: 'most-wounds', text: 'The ability that deals the most wounds.' },
  { order: 3, key: 'fixed-target', text: 'An ability that picks its own target, before one that lets you pick.', example: 'Walter Glen, IMC' },
];

/** Which target the Opposition picks, best first. */
export const OPPOSITION_TARGET_PRIORITY: readonly PriorityStep[] = [
  { order: 1, key: 'can-remove', text: 'A target the effect can remove from play.' },
  { order: 2, key: 'most-effective', text: 'The target the ability works best against.', example: 'Flint', iconLost: true, note: 'ccg.note.opposition-lost-icons' },
  { order: 3, key: 'lowest-wound-capacity', text: 'The target with the lowest wound capacity.' },
  { order: 4, key: 'no-armor', text: 'A target without Armor.' },
  { order: 5, key: 'most-of-lost-icon', text: 'The target with the most of a quantity shown by an icon our copy lost.', iconLost: true, note: 'ccg.note.opposition-lost-icons' },
  { order: 6, key: 'random', text: 'At random.' },
];

export interface OppositionPiles {
  deck: string[];
  discard: string[];
  rng: RngState;
}

export interface OppositionDraw extends OppositionPiles {
  /** The card put into play, or null when all six are already in play. */
  card: string | null;
  reshuffled: boolean;
}

/** A freshly shuffled Opposition deck. */
export function newOppositionDeck(rng: RngState): CcgResult<OppositionPiles> {
  const badRng = rngState('ccg.solo.dirty-half-dozen')(rng, 'rng');
  if (!badRng.ok) return badRng;
  const [deck, next] = shuffle(rng, OPPOSITION_DECK);
  return ok({ deck, discard: [], rng: next }, [step('The six Opposition cards are shuffled into the Opposition deck.', 'ccg.solo.dirty-half-dozen')]);
}

/**
 * Draw the top Opposition card. The deck never runs out: when it is empty the
 * Opposition discard pile is shuffled to form it again. The first element of
 * `deck` is the top card.
 */
export function drawOpposition(piles: OppositionPiles): CcgResult<OppositionDraw> {
  const badRng = rngState('ccg.solo.dirty-half-dozen')(piles.rng, 'rng');
  if (!badRng.ok) return badRng;
  const seen = new Set<string>();
  for (const pile of ['deck', 'discard'] as const) {
    const cards: unknown = piles[pile];
    if (!Array.isArray(cards)) return err(`The Opposition ${pile} must be a list of card names.`, 'ccg.solo.dirty-half-dozen', pile);
    for (const [i, name] of cards.entries()) {
      if (typeof name !== 'string' || !(OPPOSITION_DECK as readonly string[]).includes(name)) {
        return err(`"${String(name)}" is not one of the six Opposition cards.`, 'ccg.solo.dirty-half-dozen', `${pile}.${i}`);
      }
      if (seen.has(name)) return err(`${name} appears twice in the Opposition piles; there is one of each.`, 'ccg.solo.dirty-half-dozen', `${pile}.${i}`);
      seen.add(name);
    }
  }
  let deck = [...piles.deck];
  let discard = [...piles.discard];
  let rng = piles.rng;
  let reshuffled = false;
  const trace: Step[] = [];
  if (deck.length === 0 && discard.length > 0) {
    [deck, rng] = shuffle(rng, discard);
    discard = [];
    reshuffled = true;
    trace.push(step(`The Opposition deck is empty, so its discard pile (${plural(deck.length, 'card')}) is shuffled to form a new deck.`, 'ccg.solo.dirty-half-dozen'));
  }
  const card = deck.shift() ?? null;
  if (card === null) {
    // No line of the scenario covers this draw: our note "Opposition all in play" decides it.
    trace.push(step('All six Opposition crew are already in play, so there is nothing to draw.', 'ccg.note.opposition-all-in-play'));
  } else {
    trace.push(step(`${card} enters play for the Opposition.`, 'ccg.solo.dirty-half-dozen'));
  }
  return ok({ card, deck, discard, rng, reshuffled }, trace);
}
