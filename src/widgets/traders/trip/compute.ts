/**
 * The trip planner: the engine's advice for the next jump with a lot aboard
 * (`tripAdvice`: where the ship lands, A05, the chance of getting there, what
 * the sale is worth, for this lot and every other) put into words; the
 * price paid is read by the engine's price reader first, and a price it
 * refuses is named instead of an answer. Several
 * deck-weighted chains are solved, so this runs in a worker. Text out. Pure.
 */
import { toDecimal, type Fraction } from '../../../engine/core/dice/index.ts';
import { tripAdvice, type RouteStop, type TripLot } from '../../../engine/traders/advice/index.ts';
import type { TraceStep } from '../../../engine/core/result.ts';
import { readPriceText } from '../../../engine/traders/input/index.ts';
import { formatMoney, GOODS, MC, type GoodsKey, type World } from '../../../engine/traders/tables/index.ts';
import { chanceText, type ChanceText } from '../../kit/chance.ts';
import type { Unchecked } from '../../kit/form.ts';
import type { TripAsked } from './state.ts';

export type { RouteStop };

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
      trace: TraceStep[];
    }
  | Unchecked;

const money = (units: Fraction) => `${toDecimal(units.div(MC), 3)} MC`;

export function computeTrip(asked: TripAsked): TripAnswer {
  const paid = readPriceText(asked.paid, 'traders.A37', 'paid');
  if (!paid.ok) return { ok: false, fields: { paid: { error: paid.error, rule: paid.rule } }, general: null };
  const q = { ...asked, paid: paid.value };
  const r = tripAdvice(q);
  if (!r.ok) return { ok: false, fields: {}, general: r };
  const a = r.value;
  // Each chance printed once (a long fraction costs to print): one battle and two share theirs.
  const printed = new Map<Fraction, ChanceText>();
  const arrive = (l: TripLot) => printed.get(l.arrive) ?? printed.set(l.arrive, chanceText(l.arrive)).get(l.arrive)!;
  const l = a.lot;
  return {
    ok: true,
    from: a.from,
    goods: GOODS[l.goods].name,
    noSaleAt: l.noSaleAt,
    lands: l.lands,
    landsAt: l.landsAt,
    passing: l.passing,
    battles: l.battles,
    arrive: arrive(l),
    expectedSale: money(l.expectedPrice),
    expectedMultiplier: `×${toDecimal(l.expectedMultiplier, 3)}`,
    worth: money(l.worth),
    covers: q.paid !== null && a.covers ? { paid: formatMoney(q.paid), chance: chanceText(a.covers) } : null,
    route: a.route,
    lots: a.lots.map((x) => ({ goods: x.goods, name: GOODS[x.goods].name, noSaleAt: x.noSaleAt, lands: x.lands, battles: x.battles, arrive: arrive(x), expectedSale: money(x.expectedPrice), worth: money(x.worth) })),
    trace: r.trace,
  };
}
