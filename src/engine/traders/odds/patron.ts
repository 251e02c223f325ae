/**
 * How many villains turn up before the first Patron: drawing without
 * replacement from a pile of known make-up, then from the reshuffled discards
 * if the pile runs out first (t-1, t-2-e, A27).
 */
import { Fraction, ONE, ZERO } from '../../core/dice/index.ts';
import { read, shape, whole } from '../input/index.ts';
import { err, ok, step, type TradersResult, type TradersStep } from '../rules/index.ts';
import type { EncounterKey } from '../tables/index.ts';

export interface PileMakeUp {
  patrons: number;
  villains: number;
}

export interface VillainsBeforePatron {
  /** P(exactly k villains before the Patron), k = 0, 1, 2, … */
  chances: Fraction[];
  mean: Fraction;
  /** P(at least k villains), k = 0, 1, 2, … (the same length as `chances`). */
  atLeast: Fraction[];
}

/** P(k villains before the first Patron) in a shuffled pile, k = 0..villains (empty when it has no Patron). */
function firstPatron(pile: PileMakeUp): Fraction[] {
  const n = pile.patrons + pile.villains;
  const out: Fraction[] = [];
  if (pile.patrons === 0) return out;
  let noPatronYet = ONE;
  for (let k = 0; k <= pile.villains; k++) {
    out.push(noPatronYet.mul(new Fraction(pile.patrons, n - k)));
    noPatronYet = noPatronYet.mul(new Fraction(pile.villains - k, n - k));
  }
  return out;
}

/** Counts of Patrons and villains among a list of cards. */
export function makeUp(cards: readonly EncounterKey[]): PileMakeUp {
  const patrons = cards.filter((c) => c === 'patron').length;
  return { patrons, villains: cards.length - patrons };
}

/** The full shuffled Encounter deck (F5): 4 Patrons and 18 villains (a test checks it against the deck list). */
export const FULL_DECK_MAKE_UP: PileMakeUp = { patrons: 4, villains: 18 };

/**
 * The number of villains drawn before a Patron from `pile`; if it holds no
 * Patron, all of it is drawn and the search goes on in `discard`, reshuffled.
 */
export function villainsBeforePatron(pile: PileMakeUp | unknown, discard: PileMakeUp | unknown = { patrons: 0, villains: 0 }): TradersResult<VillainsBeforePatron> {
  const r = read(readPiles, { pile, discard });
  return r.ok ? villainsBefore(r.value.pile, r.value.discard) : r;
}

const readPile = shape(
  'A pile',
  { patrons: whole('The Patrons in a pile', 0, FULL_DECK_MAKE_UP.patrons, 'traders.t-0-deck-encounter'), villains: whole('The villains in a pile', 0, FULL_DECK_MAKE_UP.villains, 'traders.t-0-deck-encounter') },
  'traders.t-0-deck-encounter',
);
const readPiles = shape('The cards unseen', { pile: readPile, discard: readPile }, 'traders.t-0-deck-encounter');

/** The villains before a Patron, the piles already read. */
export function villainsBefore(pile: PileMakeUp, discard: PileMakeUp): TradersResult<VillainsBeforePatron> {
  if (pile.patrons + discard.patrons > FULL_DECK_MAKE_UP.patrons || pile.villains + discard.villains > FULL_DECK_MAKE_UP.villains) {
    return err('The pile and the discard together hold more cards than the deck has.', 'traders.t-0-deck-encounter', 'discard');
  }
  let chances: Fraction[];
  const trace: TradersStep[] = [step(`Drawing from ${pile.patrons} Patron(s) and ${pile.villains} villain(s) until a Patron shows.`, 'traders.t-1')];
  if (pile.patrons > 0) chances = firstPatron(pile);
  else {
    const after = firstPatron(discard);
    if (after.length === 0) return err('No Patron is left in the draw pile or the discard.', 'traders.t-1', 'discard.patrons');
    chances = [...Array.from({ length: pile.villains }, () => ZERO), ...after];
    trace.push(step(`The pile holds no Patron: all ${pile.villains} villain(s) come first, then the discards are shuffled into a new pile.`, 'traders.t-2-e'));
  }
  const mean = chances.reduce((acc, c, k) => acc.add(c.mul(k)), ZERO);
  const atLeast: Fraction[] = [];
  let tail = ZERO;
  for (let k = chances.length - 1; k >= 0; k--) {
    tail = tail.add(chances[k]!);
    atLeast[k] = tail;
  }
  return ok({ chances, mean, atLeast }, trace);
}
