/**
 * Set-up (t-0-setup, A27): the crew face up, the Encounter deck shuffled, the
 * Beowulf at Regina with no money of its own; or, given a described position
 * (`position.ts`), the game as described, resuming at the start of its step.
 */
import { shuffle, seedRng } from '../../core/rng.ts';
import { choice, optional, read, shape, whole } from '../input/index.ts';
import { parseReadings } from '../readings/index.ts';
import { ok, type TradersResult } from '../rules/index.ts';
import { ENCOUNTER_CARDS, ENCOUNTER_DECK_SIZE, ENCOUNTER_KEYS, fullDeck, GOODS, OFFICERS, RANKS } from '../tables/index.ts';
import { say, type Draft } from './draft.ts';
import { advance } from './flow.ts';
import { beginSearch, sortedCards } from './search.ts';
import { checkPosition, officersOf, positionText } from './position.ts';
import { FULL_STARSHIP_DECK } from './space.ts';
import type { CheckedPosition, GameInput, GameState } from './types.ts';

export const MAX_SEED = 0xffffffff;

const FULL_ENCOUNTER_DECK = /* @__PURE__ */ fullDeck(ENCOUNTER_CARDS, ENCOUNTER_KEYS);

/** A game's start: the seed, the mode; the readings and a position are read by their own readers. */
const readStart = shape(
  'A game',
  {
    seed: whole('The seed', 0, MAX_SEED, 'traders.t-0-setup'),
    mode: optional(choice('The mode', ['digital', 'table'] as const, 'traders.t-0-components'), 'digital'),
    readings: optional<unknown>((v) => ok(v), undefined),
    position: optional<unknown>((v) => ok(v), undefined),
  },
  'traders.t-0-setup',
);

export function setupGame(raw: GameInput | unknown): TradersResult<GameState> {
  const start = read(readStart, raw, 'input');
  if (!start.ok) return start;
  const input = start.value;
  const mode = input.mode;
  const readings = parseReadings(input.readings);
  if (!readings.ok) return readings;
  let position: CheckedPosition | null = null;
  if (input.position !== undefined) {
    const p = checkPosition(input.position, readings.value);
    if (!p.ok) return p;
    position = p.value;
  }
  // The cards a position puts in the discard are set aside; the rest are shuffled into the draw pile.
  const deck = FULL_ENCOUNTER_DECK.slice();
  for (const card of position?.discard ?? []) deck.splice(deck.indexOf(card), 1);
  let rng = seedRng(input.seed);
  let draw = sortedCards(deck);
  if (mode === 'digital') [draw, rng] = shuffle(rng, deck);
  const s: GameState = {
    mode,
    readings: readings.value,
    seed: input.seed,
    rng,
    status: 'playing',
    end: null,
    turn: 1,
    phase: 1,
    stop: 0,
    money: 0,
    firstPurchaseMade: false,
    cargo: null,
    beowulfHits: 0,
    crew: RANKS.map((rank) => ({ id: rank, rank, power: OFFICERS[rank].power, replacement: false, status: 'active' })),
    encounterDeck: { draw, discard: position ? position.discard.slice() : [], row: [] },
    starshipDeck: { draw: FULL_STARSHIP_DECK.slice(), inPlay: null },
    encounter: null,
    battle: null,
    jump: null,
    offer: null,
    refusals: 0,
    repairsHere: false,
    arrivals: [],
    at: { kind: 'draw' },
    got: [],
    sales: 0,
    peakMoney: 0,
    furthestStop: 0,
    moves: 0,
    log: [],
  };
  const d: Draft = { s, trace: readings.trace.map((t) => ({ ...t, move: 0 })) };
  if (position) fromPosition(d, position);
  else {
    say(d, 'The Trader cards lie face up; the Beowulf is on Regina. The crew has no money until the first purchase.', 'traders.t-0-setup');
    say(d, mode === 'digital' ? 'The Encounter deck is shuffled (the seeded generator shuffles, draws and rolls).' : 'Shuffle the Encounter deck; enter each card drawn and each dice total.', 'traders.A27');
    beginSearch(d, 1);
  }
  advance(d);
  // Steps are numbered for the next move as they are written; the set-up's are move 0.
  s.log = d.trace.map((t) => ({ ...t, move: 0 }));
  return ok(s, s.log);
}

/** The game as a described position says, at the start of its step. */
function fromPosition(d: Draft, p: CheckedPosition): void {
  const s = d.s;
  s.turn = p.turn;
  s.stop = p.stop;
  s.money = p.money;
  s.peakMoney = p.money;
  s.furthestStop = p.stop;
  s.beowulfHits = p.beowulfHits;
  s.firstPurchaseMade = !(p.turn === 1 && p.phase === 'buy');
  s.cargo = p.cargo && { goods: p.cargo.goods, paid: p.cargo.paid, noSaleAt: GOODS[p.cargo.goods].noSaleAt, boughtAt: p.phase === 'port' ? p.stop : p.stop - 1 };
  s.crew = officersOf(p);
  // After the first turn the Beowulf reached this world by a battle, so paid repairs can be made here (t-4-f-ii).
  s.repairsHere = p.turn > 1 || p.phase === 'sell';
  say(d, `Play starts from a described position. ${positionText(p)}`, 'traders.t-0-turn');
  const set = p.discard.length;
  say(
    d,
    set ? `${set} Encounter card(s) lie in the discard; the other ${ENCOUNTER_DECK_SIZE - set} are shuffled into the draw pile.` : 'The Encounter deck is shuffled, every card in the draw pile.',
    'traders.A27',
  );
  if (p.phase === 'port') {
    s.phase = 3;
    s.at = { kind: 'port', hires: p.turn > 1 };
  } else beginSearch(d, p.phase === 'buy' ? 1 : 5);
}
