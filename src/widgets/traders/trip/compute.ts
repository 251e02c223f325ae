/**
 * The trip planner: from a stop on the route with a lot aboard, the road
 * ahead (where the lot cannot be sold), where the ship lands next and how
 * many battles that takes, the chance of getting there (the engine's
 * deck-weighted battle odds, the damage of a first battle carried into a
 * second), and what the sale is worth (the engine's market odds). Several
 * deck-weighted chains are solved, so this runs in a worker. Text out. Pure.
 */
import { Fraction, toDecimal, ZERO } from '../../../engine/core/dice/index.ts';
import { deckBattleOdds, marketOdds, offerStanding } from '../../../engine/traders/odds/index.ts';
import { step, type TradersRuleId, type TradersStep } from '../../../engine/traders/rules/index.ts';
import { formatMoney, GOODS, GOODS_KEYS, worldAt, type GoodsKey, type World } from '../../../engine/traders/tables/index.ts';
import { chanceText, type ChanceText } from '../shared/chance.ts';
import type { TripQuestion } from './state.ts';

/** How far ahead the road is shown: a whole circuit. */
export const AHEAD = 12;

export interface RouteStop {
  stop: number;
  world: World;
  /** The lot cannot be sold here. */
  noSale: boolean;
  /** Where the ship lands next, and a world it flies past on the way. */
  landing: boolean;
  passed: boolean;
}

export interface LotLine {
  goods: GoodsKey;
  name: string;
  noSaleAt: World | null;
  lands: World;
  battles: 1 | 2;
  arrive: ChanceText;
  expectedSale: string;
  /** The expected sale times the chance of arriving to make it. */
  worth: string;
}

export type TripAnswer =
  | {
      ok: true;
      from: World;
      goods: string;
      noSaleAt: World | null;
      lands: World;
      landsAt: number;
      passing: World | null;
      battles: 1 | 2;
      arrive: ChanceText;
      expectedSale: string;
      expectedMultiplier: string;
      worth: string;
      /** The chance the first offer at least covers the price paid (null when no price was given). */
      covers: { paid: string; chance: ChanceText } | null;
      route: RouteStop[];
      lots: LotLine[];
      steps: TradersStep[];
    }
  | { ok: false; error: string; rule: TradersRuleId };

/**
 * Where a jump from `stop` with `goods` aboard ends: the next stop, or the
 * one after when the next world is where the goods cannot be sold (A05).
 */
function landing(stop: number, goods: GoodsKey): { to: number; passing: World | null } {
  const next = worldAt(stop + 1);
  return GOODS[goods].noSaleAt === next ? { to: stop + 2, passing: next } : { to: stop + 1, passing: null };
}

const money = (units: Fraction) => `${toDecimal(units.div(1000), 3)} MC`;

interface Arrival {
  one: Fraction;
  two: Fraction;
  trace: TradersStep[];
}

/** The chances of winning one battle, and two in a row, for a crew and its damage (kept: the chains are long to combine). */
const arrivals = new Map<string, Arrival | { error: string; rule: TradersRuleId }>();

function arrivalFor(first: boolean, second: boolean, beowulfHits: number): Arrival | { error: string; rule: TradersRuleId } {
  const key = `${first}|${second}|${beowulfHits}`;
  const known = arrivals.get(key);
  if (known) return known;
  const crew = { firstActive: first, secondActive: second };
  const battle = (hits: number) => deckBattleOdds({ ...crew, beowulfHits: hits });
  const firstBattle = battle(beowulfHits);
  if (!firstBattle.ok) return { error: firstBattle.error, rule: firstBattle.rule };
  let two = ZERO;
  for (let h = beowulfHits; h <= 2; h++) {
    // P(the first battle is won carrying h hits), over the deck, times P(the second is won from there) (A29).
    const wonWith = firstBattle.value.byPower.reduce((acc, p) => acc.add(p.chance.mul(p.odds.winWithHits[h]!)), ZERO);
    if (wonWith.equals(0)) continue;
    const next = battle(h);
    if (!next.ok) return { error: next.error, rule: next.rule };
    two = two.add(wonWith.mul(next.value.win));
  }
  const value = { one: firstBattle.value.win, two, trace: firstBattle.trace };
  arrivals.set(key, value);
  return value;
}

export function computeTrip(q: TripQuestion): TripAnswer {
  const arrival = arrivalFor(q.first, q.second, q.beowulfHits);
  if ('error' in arrival) return { ok: false, error: arrival.error, rule: arrival.rule };
  const first = { trace: arrival.trace };
  const oneBattle = arrival.one;
  const twoBattles = arrival.two;
  // The chances as text once (printing a long fraction costs), and, for the worth of a lot (shown to the
  // thousandth of an MC), each chance to 15 decimals: exact enough for that, and quick to multiply.
  const arriveText = { 1: chanceText(oneBattle), 2: chanceText(twoBattles) } as const;
  const arriveNear = { 1: new Fraction(toDecimal(oneBattle, 15)), 2: new Fraction(toDecimal(twoBattles, 15)) } as const;

  const sell = { side: 'sell' as const, leaderPower: q.leader };
  const lots: LotLine[] = [];
  for (const g of GOODS_KEYS) {
    const m = marketOdds(g, sell);
    if (!m.ok) return { ok: false, error: m.error, rule: m.rule };
    const l = landing(q.stop, g);
    const battles = l.passing ? 2 : 1;
    lots.push({
      goods: g,
      name: GOODS[g].name,
      noSaleAt: GOODS[g].noSaleAt,
      lands: worldAt(l.to),
      battles,
      arrive: arriveText[battles],
      expectedSale: money(m.value.expectedPrice),
      worth: money(m.value.expectedPrice.mul(arriveNear[battles])),
    });
  }

  const g = GOODS[q.goods];
  const l = landing(q.stop, q.goods);
  const battles = l.passing ? 2 : 1;
  const m = marketOdds(q.goods, sell);
  if (!m.ok) return { ok: false, error: m.error, rule: m.rule };
  let covers: Extract<TripAnswer, { ok: true }>['covers'] = null;
  const steps: TradersStep[] = [
    step(`From ${worldAt(q.stop)} (stop ${q.stop}) the next world on the route is ${worldAt(q.stop + 1)}.`, 'traders.t-4-route'),
    g.noSaleAt
      ? step(`${g.name} cannot be sold on ${g.noSaleAt}.`, 'traders.t-3-merchandise-note')
      : step(`${g.name} can be sold on every world.`, 'traders.A04'),
    l.passing
      ? step(`So the Beowulf flies past ${l.passing}: two battles back to back, landing on ${worldAt(l.to)}.`, 'traders.A05')
      : step(`The Beowulf lands on ${worldAt(l.to)} after one battle.`, 'traders.t-4-b'),
    ...first.trace,
  ];
  if (battles === 2) steps.push(step('The damage left by the first battle carries into the second.', 'traders.A29'));
  steps.push(...m.trace);
  if (q.paid !== null) {
    const st = offerStanding(q.goods, sell, q.paid);
    if (!st.ok) return { ok: false, error: st.error, rule: st.rule };
    covers = { paid: formatMoney(q.paid), chance: chanceText(st.value.better.add(st.value.same)) };
  }
  const route: RouteStop[] = Array.from({ length: AHEAD }, (_, i) => {
    const stop = q.stop + 1 + i;
    const world = worldAt(stop);
    return { stop, world, noSale: world === g.noSaleAt, landing: stop === l.to, passed: l.passing !== null && stop === q.stop + 1 };
  });
  return {
    ok: true,
    from: worldAt(q.stop),
    goods: g.name,
    noSaleAt: g.noSaleAt,
    lands: worldAt(l.to),
    landsAt: l.to,
    passing: l.passing,
    battles,
    arrive: arriveText[battles],
    expectedSale: money(m.value.expectedPrice),
    expectedMultiplier: `×${toDecimal(m.value.expectedMultiplier, 3)}`,
    worth: money(m.value.expectedPrice.mul(arriveNear[battles])),
    covers,
    route,
    lots,
    steps,
  };
}
