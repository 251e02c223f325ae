/**
 * A described position: a point of a game that a judge or a player describes
 * (each officer's status and power, the money, the stop, the cargo, the hits
 * on the Beowulf, the turn) rather than one reached by playing from the
 * set-up. The game, the odds and the calculators start from it. Play resumes
 * at the start of one of three steps of a turn:
 *
 * - `buy`: phase 1, looking for a Patron to buy from (no lot aboard);
 * - `port`: after the purchase, in port: hire, repair, take off (a lot aboard);
 * - `sell`: phase 5, just landed, looking for a Patron to sell to (a lot aboard).
 *
 * Every part is checked against what the rules allow at that point; a
 * refusal names the rule and the field (`position.crew.1.power`). What a
 * position cannot say is left at rest: the Encounter deck is shuffled with
 * only the cards named in `discard` set aside, no refusal has been made yet,
 * and the run's record (sales, best money) counts from the position.
 */
import { choice, closed, flag, goods, list, nullable, officerPower, optional, rank, units, whole, type ReaderValue } from '../input/index.ts';
import type { Readings } from '../readings/index.ts';
import { err, ok, type TradersErr, type TradersResult, type TradersRuleId } from '../rules/index.ts';
import {
  ENCOUNTER_CARDS,
  ENCOUNTER_DECK_SIZE,
  ENCOUNTER_KEYS,
  formatMoney,
  GOAL,
  GOODS,
  HIGHEST_PRICE,
  HITS_TO_DESTROY,
  LAST_STOP,
  MARKET_TABLE,
  OFFICERS,
  priceAt,
  rankName,
  RANKS,
  replacementPowers,
  WORLDS,
  worldAt,
  type GoodsKey,
  type Rank,
  type World,
} from '../tables/index.ts';
import { POSITION_PHASES, POSITION_STATUSES, type CheckedPosition, type Officer, type Position, type PositionPhase } from './types.ts';

/** Limits on what a position may say (a whole endless game stays far below them). */
export const POSITION_LIMITS = { turn: 500, stop: 1000, officers: 8 } as const;

/** The stops a turn's step can be at: each turn makes one jump, two when the lot's no-sale world is flown past (t-0-turn, A05). */
function stopsFor(phase: PositionPhase, turn: number): [number, number] {
  return phase === 'sell' ? [turn, 2 * turn] : [turn - 1, 2 * (turn - 1)];
}

const bad = (error: string, rule: TradersRuleId, field: string): TradersErr => err(error, rule, `position.${field}`);

const readOfficer = closed(
  'An officer',
  {
    rank: rank('The rank', 'traders.t-0-deck-trader'),
    status: choice('The status', POSITION_STATUSES, 'traders.A09'),
    power: optional<number | undefined>(officerPower("An officer's power", 'traders.t-3-d-iii'), undefined),
    replacement: optional(flag('Whether he is a replacement', 'traders.t-3-d'), false),
    careAt: optional<World | undefined>(choice('The world where he waits in care', WORLDS, 'traders.t-2-c'), undefined),
  },
  'traders.t-0-deck-trader',
);

const readPosition = closed(
  'A position',
  {
    phase: choice('The step where play resumes', POSITION_PHASES, 'traders.t-0-turn'),
    turn: whole('The turn', 1, POSITION_LIMITS.turn, 'traders.t-0-turn'),
    stop: whole('The stop', 0, POSITION_LIMITS.stop, 'traders.t-4-route'),
    money: units('Money on hand (below the goal)', GOAL - 1),
    cargo: nullable(closed('The cargo', { goods: goods('The goods'), paid: units('The price paid', HIGHEST_PRICE, 'traders.t-3-market') }, 'traders.t-3')),
    beowulfHits: optional(whole('The hits on the Beowulf (a third destroys it)', 0, HITS_TO_DESTROY - 1, 'traders.t-4-e-iii'), 0),
    crew: list('The crew', readOfficer, 1, POSITION_LIMITS.officers, 'traders.t-0-deck-trader'),
    discard: optional(list('The discard', choice('A card of the discard', ENCOUNTER_KEYS, 'traders.t-0-deck-encounter'), 0, ENCOUNTER_DECK_SIZE, 'traders.A27'), []),
  },
  'traders.t-0-turn',
);

type ReadPosition = ReaderValue<typeof readPosition>;

/** The officers as the rules allow them at this point of a turn; the list already read. */
function checkCrew(crew: ReadPosition['crew'], p: { phase: PositionPhase; turn: number; stop: number }): TradersErr | CheckedPosition['crew'] {
  const out: CheckedPosition['crew'][number][] = [];
  for (const [i, o] of crew.entries()) {
    const at = (f: string) => `crew.${i}.${f}`;
    const listed = OFFICERS[o.rank].power;
    const power = o.power ?? listed;
    if (!o.replacement && power !== listed) return bad(`The original ${rankName(o.rank)} has the power on his card, ${listed}; only a replacement differs.`, 'traders.t-0-deck-trader', at('power'));
    const powers = replacementPowers(o.rank);
    if (!powers.includes(power)) return bad(`A replacement ${rankName(o.rank)} has power ${powers.slice(0, -1).join(', ')} or ${powers.at(-1)}.`, 'traders.t-3-d-iii', at('power'));
    if ((o.status === 'care') !== (o.careAt !== undefined)) {
      return bad(o.status === 'care' ? 'Name the world where he waits in intensive care.' : 'Only an officer in intensive care waits on a world.', 'traders.t-2-c', at('careAt'));
    }
    if (p.turn === 1 && o.replacement) return bad('No replacement is hired on the first turn.', 'traders.t-3-d', at('replacement'));
    if (p.turn === 1 && o.status === 'care') return bad('On the first turn there is no money for intensive care: an officer wounded untreated dies.', 'traders.t-3-c-i', at('status'));
    if (p.phase === 'sell' && o.status === 'recuperating') return bad('Officers recuperating are fit again when the space battle ends, so none is still recuperating on landing.', 'traders.t-3-e', at('status'));
    if (p.phase === 'sell' && o.status === 'care' && o.careAt === worldAt(p.stop)) return bad(`An officer waiting on ${o.careAt} rejoins when the Beowulf lands there.`, 'traders.A34', at('careAt'));
    out.push({ rank: o.rank, status: o.status, power, replacement: o.replacement, ...(o.careAt ? { careAt: o.careAt } : {}) });
  }
  for (const r of RANKS) {
    const mine = out.filter((o) => o.rank === r);
    if (mine.filter((o) => !o.replacement).length > 1) return bad(`There is one original ${rankName(r)}.`, 'traders.t-0-deck-trader', 'crew');
    if (mine.filter((o) => o.status === 'active' || o.status === 'recuperating').length > 1) return bad(`Only one ${rankName(r)} is aboard at a time.`, 'traders.t-3-d-v', 'crew');
    if (mine.filter((o) => o.status === 'care').length > 1) return bad(`Only one ${rankName(r)} waits in care: a replacement is hired for him, and the other is then aboard.`, 'traders.t-3-d', 'crew');
  }
  if (!out.some((o) => o.status === 'active')) return bad('Nobody in the crew is active, so the game is already lost.', 'traders.t-2-d-iii', 'crew');
  if (!out.some((o) => (o.rank === 'captain' || o.rank === 'first') && (o.status === 'active' || o.status === 'recuperating'))) {
    return bad('Neither a Captain nor a 1st Officer is aboard to fly the ship, so the game is already lost.', 'traders.t-3-c-ii', 'crew');
  }
  return out.sort((a, b) => RANKS.indexOf(a.rank) - RANKS.indexOf(b.rank) || Number(a.replacement) - Number(b.replacement));
}

/** A described position checked against the rules at that point of a turn; the refusal names the rule and the field. */
export function checkPosition(raw: Position | unknown, readings: Readings): TradersResult<CheckedPosition> {
  const r = readPosition(raw, 'position');
  return r.ok ? positionAllowed(r.value, readings) : r;
}

/** A position already read, held to what the rules allow at that point of a turn. */
function positionAllowed(raw: ReadPosition, readings: Readings): TradersResult<CheckedPosition> {
  const { phase, turn, stop, money, beowulfHits: hits } = raw;
  const [lo, hi] = stopsFor(phase, turn);
  if (stop < lo || stop > hi) {
    return bad(
      turn === 1 && phase !== 'sell' ? 'The first turn is spent at Regina (stop 0) until the first jump.' : `Each turn makes one jump (two when a world is flown past), so on turn ${turn} this step is at stop ${lo}${hi > lo ? ` to ${hi}` : ''}.`,
      turn === 1 && phase !== 'sell' ? 'traders.t-0-setup' : 'traders.t-0-turn',
      'stop',
    );
  }
  if (readings.route === 'one-circuit' && phase !== 'sell' && stop >= LAST_STOP) return bad(`With the one-circuit reading play ends after the sale at stop ${LAST_STOP}.`, 'traders.A06', 'stop');
  if (turn === 1 && money !== 0) return bad('On the first turn the crew has no money of its own: it pools exactly the price of the first lot.', 'traders.t-3-c', 'money');
  if (turn === 1 && phase !== 'sell' && hits !== 0) return bad('Before the first jump the Beowulf has fought no battle.', 'traders.t-0-setup', 'beowulfHits');

  const cargo = raw.cargo;
  if (phase === 'buy') {
    if (cargo !== null) return bad('At the start of a turn the last lot has been sold: nothing is aboard.', 'traders.t-7-next', 'cargo');
  } else if (cargo === null) {
    if (!readings.emptyFlights) return bad('After buying, a lot is aboard: name the goods and what they cost (flying empty is a house rule that is off).', 'traders.A26', 'cargo');
  } else {
    const g = GOODS[cargo.goods];
    const prices = MARKET_TABLE.map((row) => priceAt(g.base, row.tenths));
    if (!prices.includes(cargo.paid)) {
      return bad(`${g.name} cost ${formatMoney(prices[0]!)} to ${formatMoney(prices[prices.length - 1]!)}, in steps of a tenth of the base ${formatMoney(g.base)}.`, 'traders.t-3-market', 'cargo.paid');
    }
    if (phase === 'sell' && g.noSaleAt === worldAt(stop)) return bad(`${g.name} cannot be sold on ${g.noSaleAt}: the Beowulf would have flown past it.`, 'traders.A05', 'cargo.goods');
    if (turn === 1 && phase === 'sell' && (stop === 2) !== (g.noSaleAt === worldAt(1))) {
      return bad(stop === 2 ? `The first jump flies past ${worldAt(1)} only with a lot that cannot be sold there.` : `${g.name} cannot be sold on ${worldAt(1)}: the first jump flies past it to stop 2.`, 'traders.A05', 'stop');
    }
  }

  const crew = checkCrew(raw.crew, { phase, turn, stop });
  if (!Array.isArray(crew)) return crew as TradersErr;

  for (const k of ENCOUNTER_KEYS) {
    if (raw.discard.filter((c) => c === k).length > ENCOUNTER_CARDS[k].copies) return bad(`The deck holds ${ENCOUNTER_CARDS[k].copies} ${ENCOUNTER_CARDS[k].name} card(s).`, 'traders.t-0-deck-encounter', 'discard');
  }
  const discard = raw.discard.slice().sort((a, b) => ENCOUNTER_KEYS.indexOf(a) - ENCOUNTER_KEYS.indexOf(b));
  return ok({ phase, turn, stop, money, cargo: cargo && { goods: cargo.goods, paid: cargo.paid }, beowulfHits: hits, crew, discard });
}

/** The officers of a checked position as the game holds them: originals named by rank, replacements `captain-2` and so on. */
export function officersOf(p: CheckedPosition): Officer[] {
  const out: Officer[] = [];
  for (const r of RANKS) {
    const mine = p.crew.filter((o) => o.rank === r);
    // A rank whose original is not listed lost him for good: he is kept as dead, so a replacement may be hired.
    if (!mine.some((o) => !o.replacement)) out.push({ id: r, rank: r, power: OFFICERS[r].power, replacement: false, status: 'dead' });
    for (const o of mine) {
      const n = out.filter((x) => x.rank === r).length;
      out.push({ id: n === 0 ? r : `${r}-${n + 1}`, rank: r, power: o.power, replacement: o.replacement, status: o.status, ...(o.careAt ? { careAt: o.careAt } : {}) });
    }
  }
  return out;
}

/** The position in a sentence, for the log and the screen. */
export function positionText(p: Position): string {
  const step = p.phase === 'buy' ? 'looking for a Patron to buy from' : p.phase === 'port' ? 'in port after buying' : 'just landed, looking for a Patron to sell to';
  const lot = p.cargo ? `, ${GOODS[p.cargo.goods].name} aboard (paid ${formatMoney(p.cargo.paid)})` : '';
  const hits = p.beowulfHits ? `, the Beowulf carrying ${p.beowulfHits} hit(s)` : '';
  return `Turn ${p.turn} on ${worldAt(p.stop)} (stop ${p.stop}), ${step}, with ${formatMoney(p.money)}${lot}${hits}.`;
}

/** What the calculators need of a position: the route, the lot, the leader, who is active, the damage. */
export interface PositionFacts {
  stop: number;
  world: World;
  /** The lot aboard, if any. */
  cargo: { goods: GoodsKey; paid: number } | null;
  /** The highest-ranking active officer's actual power: he haggles at the market (A35). */
  leaderPower: number;
  /** The 1st Officer is active (the Beowulf fires first, t-4-d) and the 2nd (it mends hits, t-4-f). */
  firstActive: boolean;
  secondActive: boolean;
  beowulfHits: number;
  /** The market the crew meets next: buying at `buy`, selling otherwise. */
  side: 'buy' | 'sell';
}

export function positionFacts(p: CheckedPosition): PositionFacts {
  const active = (r: Rank) => p.crew.find((o) => o.rank === r && o.status === 'active');
  const leader = RANKS.map(active).find((o) => o !== undefined);
  return {
    stop: p.stop,
    world: worldAt(p.stop),
    cargo: p.cargo,
    leaderPower: leader?.power ?? 0,
    firstActive: active('first') !== undefined,
    secondActive: active('second') !== undefined,
    beowulfHits: p.beowulfHits,
    side: p.phase === 'buy' ? 'buy' : 'sell',
  };
}
