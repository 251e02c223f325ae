/**
 * Setting up a game: each captain's ship goes into play, their Captain's Deck
 * is shuffled and seven cards drawn, their Adventure Deck is shuffled, and each
 * contract slot gets a face-up contract with a face-down complication from
 * its controller's Adventure Deck. Then the first round starts and runs to
 * the first choice (Ready stage 2).
 */
import { plural } from '../../core/text.ts';
import { seedRng, shuffle } from '../../core/rng.ts';
import { ok, step, type CcgResult } from '../result.ts';
import { drawCaptainCard, type Draft } from './cards.ts';
import { beginGame } from './flow.ts';
import { freshProgress } from './order.ts';
import { assignSlots, CONTRACT_SLOT_COUNT, fillSlot } from './slots.ts';
import { readSetup, type ReadGameSetup } from './read-setup.ts';
import type { CardInput } from './validate.ts';
import type { CaptainState, GameCard, GameState } from './types.ts';

export { DEFAULT_HAND_SIZE, readGameSetup, readSetup, type CaptainSetup, type GameSetup, type ReadGameSetup } from './read-setup.ts';

/** Cards drawn at setup. */
export const OPENING_HAND = 7;

/** Check the setup and build the game, ready for the first choice of round 1. */
export function setupGame(input: unknown): CcgResult<GameState> {
  const read = readSetup(input);
  return read.ok ? startGame(read.value) : read;
}

/** Build the game from a setup already read (`readSetup`): ships into play, decks shuffled, hands drawn, slots filled. */
export function startGame(setup: ReadGameSetup): CcgResult<GameState> {
  const cards: Record<string, GameCard> = {};
  const place = (card: CardInput, owner: string, zone: GameCard['zone']): string => {
    cards[card.id] = { id: card.id, name: card.name, owner, controller: owner, type: card.type, zone, values: card.values ?? {} };
    return card.id;
  };
  const captains: CaptainState[] = setup.captains.map((c) => ({
    id: c.id,
    name: c.name,
    ship: place(c.ship, c.id, 'play'),
    deck: c.deck.map((card) => place(card, c.id, 'deck')),
    hand: [],
    discard: [],
    adventureDeck: c.adventureDeck.map((card) => place(card, c.id, 'adventure-deck')),
    adventureDiscard: [],
    vp: 0,
    infamy: 0,
    handSize: c.handSize,
    pool: [],
    activity: { kind: 'uncommitted' },
    piracyDone: false,
    inGame: true,
  }));
  const { seed, threshold, shuffle: doShuffle } = setup;

  const state: GameState = {
    version: 1,
    rng: seedRng(seed),
    threshold,
    solo: captains.length === 1,
    captains,
    cards,
    slots: Array.from({ length: CONTRACT_SLOT_COUNT }, (_, index) => ({ index, controller: null, contract: null })),
    round: 1,
    phase: 'ready',
    stage: 1,
    firstCaptain: null,
    progress: freshProgress(),
    eligible: [],
    effects: [],
    status: 'playing',
    winner: null,
    eliminated: [],
  };
  const d: Draft = { state, trace: [] };
  for (const cap of captains) {
    d.trace.push(step(`${cap.name} puts ${cards[cap.ship]?.name ?? cap.ship} into play.`, 'ccg.round.setup'));
    if (doShuffle) {
      const [deck, r1] = shuffle(state.rng, cap.deck);
      const [adv, r2] = shuffle(r1, cap.adventureDeck);
      cap.deck = deck;
      cap.adventureDeck = adv;
      state.rng = r2;
      d.trace.push(step(`${cap.name} shuffles a Captain's Deck of ${deck.length} and an Adventure Deck of ${adv.length}.`, 'ccg.round.setup'));
    } else {
      d.trace.push(step(`${cap.name}'s decks stay in the order given (stacked, as for a known table).`, 'ccg.round.setup'));
    }
    let drawn = 0;
    while (drawn < OPENING_HAND && drawCaptainCard(d, cap) !== undefined) drawn++;
    d.trace.push(step(`${cap.name} draws ${plural(drawn, 'card')} as an opening hand.`, 'ccg.round.setup'));
  }
  assignSlots(d);
  for (const slot of state.slots) fillSlot(d, slot);
  beginGame(d);
  return ok(d.state, d.trace);
}
