/**
 * The game's edge: a setup from outside (a caller of the engine, a book
 * example) read once with the CCG readers, defaults filled in, so that
 * `startGame` builds from a setup already read. Each refusal names its rule
 * and the field (`captains.1.deck.4.values.subtype`).
 */
import { isWhole } from '../../core/validate.ts';
import { CONNECTION_SUBTYPES, GEAR_SUBTYPES, UPGRADE_SUBTYPES } from '../cards/index.ts';
import { ok, type CcgResult } from '../result.ts';
import { flag, list, optional, own, pathTo, record, refine, refuse, shape, whole, type Reader } from '../readers.ts';
import { DEFAULT_VICTORY_THRESHOLD, isCaptainCount, MAX_CAPTAINS } from '../round/index.ts';
import { count, readCardInput, readId, type CardInput } from './validate.ts';
import { CAPTAIN_CARD_TYPES } from './types.ts';

export const DEFAULT_HAND_SIZE = 7;

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

/** A setup as read: every default filled in. */
export type ReadCaptainSetup = Required<CaptainSetup>;
export interface ReadGameSetup {
  seed: number;
  captains: ReadCaptainSetup[];
  threshold: number;
  shuffle: boolean;
}

const SHIP_NUMBERS = ['initiative', 'jump', 'attack', 'defense', 'tonnage'] as const;

/** A ship: a card of type ship with the numbers and the slots bar the round reads. */
const readShip: Reader<CardInput> = refine(readCardInput(['ship']), (card, path) => {
  for (const key of SHIP_NUMBERS) {
    if (!isWhole(card.values?.[key])) return refuse(`The ship ${card.name} needs its ${key} as a whole number.`, 'ccg.ship', pathTo(path, `values.${key}`));
  }
  if (card.values?.slots === undefined) return refuse(`The ship ${card.name} needs its slots bar (crew, computer, hardpoint, hull, internal).`, 'ccg.card-slots', pathTo(path, 'values.slots'));
  return null;
});

const SUBTYPES: Partial<Record<string, readonly string[]>> = { gear: GEAR_SUBTYPES, upgrade: UPGRADE_SUBTYPES, connection: CONNECTION_SUBTYPES };

/** A card of the Captain's Deck; gear, upgrades and connections name a subtype of their kind. */
const readDeckCard: Reader<CardInput> = refine(readCardInput(CAPTAIN_CARD_TYPES), (card, path) => {
  const subtypes = SUBTYPES[card.type];
  const subtype = card.values?.subtype;
  if (subtypes === undefined || (typeof subtype === 'string' && subtypes.includes(subtype))) return null;
  const rule = card.type === 'gear' ? 'ccg.gear' : card.type === 'upgrade' ? 'ccg.upgrade' : 'ccg.connection';
  return refuse(`${card.name} needs a ${card.type} subtype: one of ${subtypes.join(', ')}.`, rule, pathTo(path, 'values.subtype'));
});

/** The books set no largest deck for a game in progress; the deck checker holds deck construction. */
const ANY_LENGTH = Number.POSITIVE_INFINITY;

/** Captain `i`: an id, a name (the id when left out), a hand size, a ship and two decks. */
const captainAt = (i: number): Reader<ReadCaptainSetup> =>
  record(`Captain ${i + 1} needs an id, a ship and two decks.`, 'ccg.round.setup', (c, path) => {
    const id = readId(`Captain ${i + 1}`, 'ccg.round.setup')(own(c, 'id'), pathTo(path, 'id'));
    if (!id.ok) return id;
    const rawName = own(c, 'name');
    if (rawName !== undefined && (typeof rawName !== 'string' || rawName.trim() === '')) return refuse('A captain name cannot be empty.', 'ccg.round.setup', pathTo(path, 'name'));
    const rest = shape(
      `Captain ${i + 1}`,
      {
        handSize: optional(count('Hand size', 'ccg.hand-size'), DEFAULT_HAND_SIZE),
        ship: readShip,
        deck: list("The Captain's Deck", readDeckCard, 0, ANY_LENGTH, 'ccg.captains-deck'),
        adventureDeck: list('The Adventure Deck', readCardInput(['adventure']), 0, ANY_LENGTH, 'ccg.adventure-deck'),
      },
      'ccg.round.setup',
    )(c, path);
    return rest.ok ? ok({ id: id.value, name: (rawName as string | undefined) ?? id.value, ...rest.value }) : rest;
  });

/** Every card of the game, ships and both decks of every captain, under its own id. */
function distinctCards(captains: readonly ReadCaptainSetup[], path: string): ReturnType<Reader<null>> {
  const seen = new Set<string>();
  for (const [i, c] of captains.entries()) {
    const at = pathTo(path, i);
    const placed: [CardInput, string][] = [
      [c.ship, pathTo(at, 'ship')],
      ...c.deck.map((card, j): [CardInput, string] => [card, pathTo(at, `deck.${j}`)]),
      ...c.adventureDeck.map((card, j): [CardInput, string] => [card, pathTo(at, `adventureDeck.${j}`)]),
    ];
    for (const [card, where] of placed) {
      if (seen.has(card.id)) return refuse(`The card id ${card.id} is used twice; every card needs its own.`, 'ccg.cards', pathTo(where, 'id'));
      seen.add(card.id);
    }
  }
  return ok(null);
}

/** The captains in seating order: one to four, each id their own, every card id its own. */
const captainsOf: Reader<ReadCaptainSetup[]> = (value, path) => {
  if (!Array.isArray(value) || !isCaptainCount(value.length)) return refuse(`A game has 1 to ${MAX_CAPTAINS} captains (1 is a solo game).`, 'ccg.round.setup', path);
  const captains: ReadCaptainSetup[] = [];
  for (const [i, v] of value.entries()) {
    const c = captainAt(i)(v, pathTo(path, i));
    if (!c.ok) return c;
    if (captains.some((x) => x.id === c.value.id)) return refuse(`Two captains share the id ${c.value.id}.`, 'ccg.round.setup', pathTo(path, `${i}.id`));
    captains.push(c.value);
  }
  const cards = distinctCards(captains, path);
  return cards.ok ? ok(captains) : cards;
};

/** A game's setup, read whole: the seed, the captains with their cards, the threshold and whether to shuffle. */
export const readGameSetup: Reader<ReadGameSetup> = record('Give a seed and the captains.', 'ccg.round.setup', (v, path) =>
  shape(
    'The setup',
    {
      seed: whole('The seed', 0, 0xffffffff, 'ccg.round.setup'),
      threshold: optional(count('The Victory Point threshold', 'ccg.victory', 1), DEFAULT_VICTORY_THRESHOLD),
      shuffle: optional(flag('shuffle', 'ccg.round.setup'), true),
      captains: captainsOf,
    },
    'ccg.round.setup',
  )(v, path),
);

/** Read a setup from outside once (`readGameSetup`); the result, or the refusal with its rule and field. */
export const readSetup = (input: unknown): CcgResult<ReadGameSetup> => readGameSetup(input, '');
