/**
 * The trip planner: from a stop on the route with a lot aboard, the road
 * ahead (where the lot cannot be sold), where the ship lands next and how
 * many battles that takes, the chance of getting there (the engine's
 * deck-weighted battle odds, the damage of a first battle carried into a
 * second), and what the sale is worth (the engine's market odds). Several
 * deck-weighted chains are solved, so this runs in a worker. Text out. Pure.
 */
import { toDecimal, ZERO, type Fraction } from '../../../engine/core/dice/index.ts';
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

export function computeTrip(q: TripQuestion): TripAnswer {
  const crew = { firstActive: q.first, secondActive: q.second };
  // One battle from the damage now, and a second from whatever damage the first leaves (A29).
  const battleFrom = new Map<number, ReturnType<typeof deckBattleOdds>>();
  const battle = (hits: number) => {
    let r = battleFrom.get(hits);
    if (!r) battleFrom.set(hits, (r = deckBattleOdds({ ...crew, beowulfHits: hits })));
    return r;
  };
  const first = battle(q.beowulfHits);
  if (!first.ok) return { ok: false, error: first.error, rule: first.rule };
  const oneBattle = first.value.win;
  let twoBattles = ZERO;
  for (let h = q.beowulfHits; h <= 2; h++) {
    // P(the first battle is won carrying h hits), over the deck.
    const wonWith = first.value.byPower.reduce((acc, p) => acc.add(p.chance.mul(p.odds.winWithHits[h]!)), ZERO);
    if (wonWith.equals(0)) continue;
    const second = battle(h);
    if (!second.ok) return { ok: false, error: second.error, rule: second.rule };
    twoBattles = twoBattles.add(wonWith.mul(second.value.win));
  }
  const arriveBy = (n: 1 | 2) => (n === 1 ? oneBattle : twoBattles);

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
      arrive: chanceText(arriveBy(battles)),
      expectedSale: money(m.value.expectedPrice),
      worth: money(m.value.expectedPrice.mul(arriveBy(battles))),
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
    arrive: chanceText(arriveBy(battles)),
    expectedSale: money(m.value.expectedPrice),
    expectedMultiplier: `×${toDecimal(m.value.expectedMultiplier, 3)}`,
    worth: money(m.value.expectedPrice.mul(arriveBy(battles))),
    covers,
    route,
    lots,
    steps,
  };
}
