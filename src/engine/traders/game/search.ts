/** Phases 1 and 5: turning Encounter cards until a Patron shows (t-1, t-5, t-2-e, A27). */
import { shuffle } from '../../core/rng.ts';
import { ENCOUNTER_CARDS, ENCOUNTER_KEYS, type EncounterKey } from '../tables/index.ts';
import { say, type Draft } from './draft.ts';

/** Begin a search for a Patron: phase 1 when buying, 5 when selling. */
export function beginSearch(d: Draft, phase: 1 | 5): void {
  d.s.phase = phase;
  d.s.at = { kind: 'draw' };
  say(d, phase === 1 ? 'Looking for a Patron to buy from.' : 'Looking for a Patron to sell to.', phase === 1 ? 'traders.t-1' : 'traders.t-5');
}

/** An empty draw pile is replaced by the discards, shuffled (in digital play by the seeded generator). */
export function refillIfEmpty(d: Draft): void {
  const deck = d.s.encounterDeck;
  if (deck.draw.length > 0 || deck.discard.length === 0) return;
  if (d.s.mode === 'digital') {
    const [pile, rng] = shuffle(d.s.rng, deck.discard);
    deck.draw = pile;
    d.s.rng = rng;
  } else deck.draw = sortedCards(deck.discard);
  deck.discard = [];
  say(d, `The draw pile is empty: the ${deck.draw.length} discarded cards are shuffled into a new pile.`, 'traders.t-2-e');
}

/** Cards in deck-list order (the table mode keeps no order: the player shuffles). */
export function sortedCards(cards: readonly EncounterKey[]): EncounterKey[] {
  return cards.slice().sort((a, b) => ENCOUNTER_KEYS.indexOf(a) - ENCOUNTER_KEYS.indexOf(b));
}

/** One card turned face up into the row; a Patron ends the search. */
export function resolveDraw(d: Draft, card: EncounterKey): void {
  const deck = d.s.encounterDeck;
  const i = d.s.mode === 'digital' ? 0 : deck.draw.indexOf(card);
  deck.draw.splice(i, 1);
  deck.row.push(card);
  const rule = d.s.phase === 5 ? 'traders.t-5' : 'traders.t-1';
  say(d, `Drew ${ENCOUNTER_CARDS[card].name}${card === 'patron' ? '.' : ` (power ${ENCOUNTER_CARDS[card].power}).`}`, rule);
  if (card === 'patron') d.s.at = { kind: 'begin-encounter' };
}
