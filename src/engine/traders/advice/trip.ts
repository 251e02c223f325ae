/**
 * Advice for the next jump with a lot aboard: where the ship lands (A05:
 * a world where the lot cannot be sold is flown past, two battles back to
 * back), the chance of getting there (the deck-weighted battle odds, the
 * damage of a first battle carried into a second, A29), what the sale is
 * worth there, and the same for every other lot the crew could have bought.
 * The question is read once, here; the rest takes typed values.
 */
import { Fraction, toDecimal, ZERO } from '../../core/dice/index.ts';
import { read, shape, TRIP_FIELDS } from '../input/index.ts';
import { deckBattle, marketOf, standingOf, type BattleCrew, type MarketQuestion } from '../odds/index.ts';
import { ok, step, type TradersResult, type TradersStep } from '../rules/index.ts';
import { GOODS, GOODS_KEYS, HITS_TO_DESTROY, LAST_STOP, landingFrom, worldAt, type GoodsKey, type World } from '../tables/index.ts';

export interface TripQuestion {
  /** 0..LAST_STOP-1: the stop the ship leaves from (the route starts over past the last). */
  stop: number;
  goods: GoodsKey;
  /** The power of the officer leading when selling (A35). */
  leader: number;
  /** The 1st Officer is active (the Beowulf fires first) and the 2nd (it mends hits). */
  first: boolean;
  second: boolean;
  beowulfHits: number;
  /** What the lot cost, in units of 1,000 Cr (null: not said). */
  paid: number | null;
}

/** How far ahead the road is shown: a whole circuit. */
export const TRIP_AHEAD = LAST_STOP;


export const readTripQuestion = shape('A trip', TRIP_FIELDS, 'traders.t-4');

export interface TripLot {
  goods: GoodsKey;
  noSaleAt: World | null;
  /** The stop the ship lands at, its world, and the world flown past on the way (A05). */
  landsAt: number;
  lands: World;
  passing: World | null;
  battles: 1 | 2;
  /** The chance of winning the battle or battles on the way. */
  arrive: Fraction;
  /** The expected price of the first offer where the ship lands, in units. */
  expectedPrice: Fraction;
  expectedMultiplier: Fraction;
  /**
   * The expected sale times the chance of arriving to make it, in units. The
   * chance is taken to 15 decimals here (its exact fraction is long and slow
   * to multiply): the worth is off by less than 1e-11 units, far below the
   * thousandth of an MC it is shown to.
   */
  worth: Fraction;
}

export interface RouteStop {
  stop: number;
  world: World;
  /** The lot cannot be sold here. */
  noSale: boolean;
  /** Where the ship lands next, and a world it flies past on the way. */
  landing: boolean;
  passed: boolean;
}

export interface TripAdvice {
  from: World;
  lot: TripLot;
  /** The chance the first offer at least covers the price paid (null when no price was given). */
  covers: Fraction | null;
  /** The road ahead, a whole circuit. */
  route: RouteStop[];
  /** Every lot the crew could carry on this jump, in the merchandise table's order. */
  lots: TripLot[];
}

interface Arrival {
  one: Fraction;
  two: Fraction;
  /** The same chances to 15 decimals, for the worth of a lot. */
  oneNear: Fraction;
  twoNear: Fraction;
  trace: TradersStep[];
}

const near = (f: Fraction): Fraction => new Fraction(toDecimal(f, 15));

/** The chances of winning one battle, and two in a row, by crew and damage (kept: the chains are long to combine). */
const arrivals = new Map<string, TradersResult<Arrival>>();

/** Forgets the kept arrival chances (for a benchmark of the cold work). */
export function clearArrivalCache(): void {
  arrivals.clear();
}

/** P(win one battle) and P(win two back to back, the first one's damage carried into the second: A29), over the Starship deck. */
export function arrivalOdds(crew: BattleCrew): TradersResult<Arrival> {
  const key = `${crew.firstActive}|${crew.secondActive}|${crew.beowulfHits}`;
  const known = arrivals.get(key);
  if (known) return known;
  const first = deckBattle(crew);
  if (!first.ok) return first;
  let two = ZERO;
  for (let h = crew.beowulfHits; h < HITS_TO_DESTROY; h++) {
    const wonWith = first.value.winWithHits[h]!;
    if (wonWith.equals(0)) continue;
    const next = deckBattle({ ...crew, beowulfHits: h });
    if (!next.ok) return next;
    two = two.add(wonWith.mul(next.value.win));
  }
  const r: TradersResult<Arrival> = ok({ one: first.value.win, two, oneNear: near(first.value.win), twoNear: near(two), trace: first.trace });
  arrivals.set(key, r);
  return r;
}

function lotFor(stop: number, g: GoodsKey, sell: MarketQuestion, arrival: Arrival): TradersResult<TripLot> {
  const m = marketOf(g, sell);
  if (!m.ok) return m;
  const l = landingFrom(stop, GOODS[g].noSaleAt);
  const battles = l.passing ? 2 : 1;
  const arrive = battles === 2 ? arrival.two : arrival.one;
  return ok({
  goods: g,
    noSaleAt: GOODS[g].noSaleAt,
    landsAt: l.to,
    lands: worldAt(l.to),
    passing: l.passing,
    battles,
    arrive,
    expectedPrice: m.value.expectedPrice,
    expectedMultiplier: m.value.expectedMultiplier,
    worth: m.value.expectedPrice.mul(battles === 2 ? arrival.twoNear : arrival.oneNear),
  }, m.trace);
}

/** The advice for a trip already read. */
export function tripOf(q: TripQuestion): TradersResult<TripAdvice> {
  const arrival = arrivalOdds({ firstActive: q.first, secondActive: q.second, beowulfHits: q.beowulfHits });
  if (!arrival.ok) return arrival;
  const sell: MarketQuestion = { side: 'sell', leaderPower: q.leader };
  const lots: TripLot[] = [];
  let market: TradersStep[] = [];
  for (const g of GOODS_KEYS) {
    const l = lotFor(q.stop, g, sell, arrival.value);
    if (!l.ok) return l;
    lots.push(l.value);
    if (g === q.goods) market = l.trace;
  }
  const lot = lots.find((l) => l.goods === q.goods)!;
  const g = GOODS[q.goods];
  const steps: TradersStep[] = [
    step(`From ${worldAt(q.stop)} (stop ${q.stop}) the next world on the route is ${worldAt(q.stop + 1)}.`, 'traders.t-4-route'),
    g.noSaleAt ? step(`${g.name} cannot be sold on ${g.noSaleAt}.`, 'traders.t-3-merchandise-note') : step(`${g.name} can be sold on every world.`, 'traders.A04'),
    lot.passing
      ? step(`So the Beowulf flies past ${lot.passing}: two battles back to back, landing on ${lot.lands}.`, 'traders.A05')
      : step(`The Beowulf lands on ${lot.lands} after one battle.`, 'traders.t-4-b'),
    ...arrival.value.trace,
  ];
  if (lot.battles === 2) steps.push(step('The damage left by the first battle carries into the second.', 'traders.A29'));
  steps.push(...market);
  let covers: Fraction | null = null;
  if (q.paid !== null) {
    const st = standingOf(q.goods, sell, q.paid);
    if (!st.ok) return st;
    covers = st.value.better.add(st.value.same);
  }
  const route: RouteStop[] = Array.from({ length: TRIP_AHEAD }, (_, i) => {
    const stop = q.stop + 1 + i;
    const world = worldAt(stop);
    return { stop, world, noSale: world === g.noSaleAt, landing: stop === lot.landsAt, passed: lot.passing !== null && stop === q.stop + 1 };
  });
  return ok({ from: worldAt(q.stop), lot, covers, route, lots }, steps);
}

/** Where the next jump lands with a lot aboard, the chance of getting there, and what the sale is worth, for this lot and every other. */
export function tripAdvice(question: TripQuestion | unknown): TradersResult<TripAdvice> {
  const q = read(readTripQuestion, question, 'trip');
  return q.ok ? tripOf(q.value) : q;
}
