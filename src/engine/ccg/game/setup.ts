/**
 * Setting up a game: each captain's ship goes into play, their Captain's Deck
 * is shuffled and seven cards drawn, their Adventure Deck is shuffled, and each
 * contract slot gets a face-up contract with a face-down complication from
 * its controller's Adventure Deck. Then the first round starts and runs to
 * the first choice (Ready stage 2).
 */
import { plural } from '../../core/text.ts';
import { seedRng, shuffle } from '../../core/rng.ts';
import { CONNECTION_SUBTYPES, GEAR_SUBTYPES, UPGRADE_SUBTYPES } from '../cards/index.ts';
import { err, ok, step, type CcgResult } from '../result.ts';
import { DEFAULT_VICTORY_THRESHOLD, isCaptainCount } from '../round/index.ts';
import { drawCaptainCard, type Draft } from './cards.ts';
import { beginGame } from './flow.ts';
import { freshProgress } from './order.ts';
import { assignSlots, CONTRACT_SLOT_COUNT, fillSlot } from './slots.ts';
import { isRecord, isWhole } from '../../core/validate.ts';
import { readCardInput, readId, type CardInput } from './validate.ts';
import { CAPTAIN_CARD_TYPES, type CaptainState, type GameCard, type GameState } from './types.ts';

export const DEFAULT_HAND_SIZE = 7;
/** Cards drawn at setup. */
export const OPENING_HAND = 7;

export interface CaptainSetup {
  id: string;
  /** Shown in traces; the id when left out. */
  name?: string;
  ship: CardInput;
  /** The Captain's Deck, top card first when `shuffle` is false. */
  deck: CardInput[];
  /** The Adventure Deck, top card first when `shuffle` is false. */
  adventureDeck: CardInput[];
  handSize?: number;
}

export interface GameSetup {
  /** Seed of the game's random generator (a whole number from 0 to 2^32 - 1). */
  seed: number;
  /** In seating order, clockwise. One captain plays the solo game. */
  captains: CaptainSetup[];
  threshold?: number;
  /**
   * True (the default) shuffles both decks with the seeded generator. False
   * keeps the decks in the order given: for re-entering a real table, or the
   * books' examples, where the cards drawn are known.
   */
  shuffle?: boolean;
}

const SHIP_NUMBERS = ['initiative', 'jump', 'attack', 'defense', 'tonnage'] as const;

function checkShip(card: CardInput, field: string): CcgResult<null> {
  for (const key of SHIP_NUMBERS) {
    if (!isWhole(card.values?.[key])) return err(`The ship ${card.name} needs its ${key} as a whole number.`, 'ccg.ship', `${field}.values.${key}`);
  }
  if (card.values?.slots === undefined) return err(`The ship ${card.name} needs its slots bar (crew, computer, hardpoint, hull, internal).`, 'ccg.card-slots', `${field}.values.slots`);
  return ok(null);
}

function checkSubtype(card: CardInput, field: string): CcgResult<null> {
  const lists: Partial<Record<string, readonly string[]>> = { gear: GEAR_SUBTYPES, upgrade: UPGRADE_SUBTYPES, connection: CONNECTION_SUBTYPES };
  const list = lists[card.type];
  if (list === undefined) return ok(null);
  if (typeof card.values?.subtype !== 'string' || !list.includes(card.values.subtype)) {
    const rule = card.type === 'gear' ? 'ccg.gear' : card.type === 'upgrade' ? 'ccg.upgrade' : 'ccg.connection';
    return err(`${card.name} needs a ${card.type} subtype: one of ${list.join(', ')}.`, rule, `${field}.values.subtype`);
  }
  return ok(null);
}

/** Check the setup and build the game, ready for the first choice of round 1. */
export function setupGame(input: GameSetup): CcgResult<GameState> {
  if (!isRecord(input)) return err('Give a seed and the captains.', 'ccg.round.setup');
  if (!isWhole(input.seed) || input.seed > 0xffffffff) return err('The seed must be a whole number from 0 to 4294967295.', 'ccg.round.setup', 'seed');
  const threshold = input.threshold ?? DEFAULT_VICTORY_THRESHOLD;
  if (!isWhole(threshold, 1)) return err('The Victory Point threshold must be a whole number of at least 1.', 'ccg.victory', 'threshold');
  if (!Array.isArray(input.captains) || !isCaptainCount(input.captains.length)) {
    return err('A game has one to four captains.', 'ccg.round.setup', 'captains');
  }
  const doShuffle = input.shuffle ?? true;
  if (typeof doShuffle !== 'boolean') return err('shuffle must be true or false.', 'ccg.round.setup', 'shuffle');

  const cards: Record<string, GameCard> = {};
  const captains: CaptainState[] = [];
  for (const [i, c] of input.captains.entries()) {
    const f = `captains.${i}`;
    if (!isRecord(c)) return err(`Captain ${i + 1} needs an id, a ship and two decks.`, 'ccg.round.setup', f);
    const id = readId(`Captain ${i + 1}`, 'ccg.round.setup')(c.id, `${f}.id`);
    if (!id.ok) return id;
    if (captains.some((x) => x.id === c.id)) return err(`Two captains share the id ${c.id}.`, 'ccg.round.setup', `${f}.id`);
    if (c.name !== undefined && (typeof c.name !== 'string' || c.name.trim() === '')) return err('A captain name cannot be empty.', 'ccg.round.setup', `${f}.name`);
    const handSize = c.handSize ?? DEFAULT_HAND_SIZE;
    if (!isWhole(handSize)) return err('Hand size must be a whole number of 0 or more.', 'ccg.hand-size', `${f}.handSize`);
    const ship = readCardInput(['ship'])(c.ship, `${f}.ship`);
    if (!ship.ok) return ship;
    const shipOk = checkShip(ship.value, `${f}.ship`);
    if (!shipOk.ok) return shipOk;
    if (!Array.isArray(c.deck)) return err("The Captain's Deck must be a list of cards.", 'ccg.captains-deck', `${f}.deck`);
    if (!Array.isArray(c.adventureDeck)) return err('The Adventure Deck must be a list of cards.', 'ccg.adventure-deck', `${f}.adventureDeck`);
    const add = (card: CardInput, field: string, zone: GameCard['zone']): CcgResult<null> => {
      if (Object.prototype.hasOwnProperty.call(cards, card.id)) return err(`The card id ${card.id} is used twice; every card needs its own.`, 'ccg.cards', `${field}.id`);
      cards[card.id] = { id: card.id, name: card.name, owner: c.id, controller: c.id, type: card.type, zone, values: card.values ?? {} };
      return ok(null);
    };
    const shipAdded = add(ship.value, `${f}.ship`, 'play');
    if (!shipAdded.ok) return shipAdded;
    const deck: string[] = [];
    for (const [j, raw] of c.deck.entries()) {
      const card = readCardInput(CAPTAIN_CARD_TYPES)(raw, `${f}.deck.${j}`);
      if (!card.ok) return card;
      const sub = checkSubtype(card.value, `${f}.deck.${j}`);
      if (!sub.ok) return sub;
      const a = add(card.value, `${f}.deck.${j}`, 'deck');
      if (!a.ok) return a;
      deck.push(card.value.id);
    }
    const adventure: string[] = [];
    for (const [j, raw] of c.adventureDeck.entries()) {
      const card = readCardInput(['adventure'])(raw, `${f}.adventureDeck.${j}`);
      if (!card.ok) return card;
      const a = add(card.value, `${f}.adventureDeck.${j}`, 'adventure-deck');
      if (!a.ok) return a;
      adventure.push(card.value.id);
    }
    captains.push({
      id: c.id,
      name: c.name ?? c.id,
      ship: ship.value.id,
      deck,
      hand: [],
      discard: [],
      adventureDeck: adventure,
      adventureDiscard: [],
      vp: 0,
      infamy: 0,
      handSize,
      pool: [],
      activity: { kind: 'uncommitted' },
      piracyDone: false,
      inGame: true,
    });
  }

  const state: GameState = {
    version: 1,
    rng: seedRng(input.seed),
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
