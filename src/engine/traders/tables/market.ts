/** The merchandise table (2D6) and the market price table (modified 4D6), as data and closed forms. */
import type { TradersRuleId } from '../rules/index.ts';
import type { World } from './route.ts';

export const GOODS_KEYS = ['luxury', 'machinery', 'clothing', 'robotics', 'miscellaneous', 'foods', 'weapons', 'rare-metals', 'synthetics', 'gravitics', 'medicine'] as const;
export type GoodsKey = (typeof GOODS_KEYS)[number];

export interface Goods {
  key: GoodsKey;
  /** The 2D6 roll that offers these goods. */
  roll: number;
  name: string;
  /** Base price in units of 1,000 Cr. */
  base: number;
  /** The world where the goods cannot be sold (t-3-merchandise-note), or null: they sell anywhere. */
  noSaleAt: World | null;
}

export const GOODS: Readonly<Record<GoodsKey, Goods>> = {
  luxury: { key: 'luxury', roll: 2, name: 'Luxury Items', base: 2800, noSaleAt: null },
  machinery: { key: 'machinery', roll: 3, name: 'Machinery', base: 1000, noSaleAt: 'Forboldn' },
  clothing: { key: 'clothing', roll: 4, name: 'Clothing', base: 550, noSaleAt: 'Knorbes' },
  robotics: { key: 'robotics', roll: 5, name: 'Robotics', base: 110, noSaleAt: 'Whango' },
  miscellaneous: { key: 'miscellaneous', roll: 6, name: 'Miscellaneous', base: 70, noSaleAt: 'Uake' },
  foods: { key: 'foods', roll: 7, name: 'Foods', base: 70, noSaleAt: 'Efate' },
  weapons: { key: 'weapons', roll: 8, name: 'Weapons', base: 400, noSaleAt: 'Alell' },
  'rare-metals': { key: 'rare-metals', roll: 9, name: 'Rare Metals', base: 750, noSaleAt: 'Regina' },
  synthetics: { key: 'synthetics', roll: 10, name: 'Synthetics', base: 2000, noSaleAt: 'Helfry' },
  gravitics: { key: 'gravitics', roll: 11, name: 'Gravitics', base: 3500, noSaleAt: null },
  medicine: { key: 'medicine', roll: 12, name: 'Medicine', base: 8500, noSaleAt: null },
};

export const isGoodsKey = (value: unknown): value is GoodsKey => typeof value === 'string' && (GOODS_KEYS as readonly string[]).includes(value);

/** The goods a 2D6 roll (2..12) offers. */
export function goodsForRoll(roll: number): Goods {
  const g = GOODS_KEYS.map((k) => GOODS[k]).find((x) => x.roll === roll);
  if (g === undefined) throw new RangeError(`the merchandise table is read with 2D6, not ${roll}`);
  return g;
}

/** The lowest and highest totals printed on the market table (A02 clamps to them). */
export const MARKET_LOW = 4;
export const MARKET_HIGH = 24;

/** One row of the market price table as printed: totals `from`..`to` give `tenths` tenths of the base. */
export interface MarketRow {
  from: number;
  to: number;
  tenths: number;
  /** "4 or less", "12-16", "24 or more". */
  label: string;
}

/**
 * The multiplier in tenths of the base price for a modified 4D6 total (A01:
 * 2..18 are tenths; A02: totals off the table read as its ends).
 */
export function marketTenths(total: number): number {
  const t = Math.min(MARKET_HIGH, Math.max(MARKET_LOW, total));
  if (t <= 11) return t - 2;
  if (t <= 16) return 10;
  return t - 6;
}

export const MARKET_TABLE: readonly MarketRow[] = /* @__PURE__ */ (() => {
  const rows: MarketRow[] = [];
  for (let t = MARKET_LOW; t <= MARKET_HIGH; t++) {
    const tenths = marketTenths(t);
    const last = rows[rows.length - 1];
    if (last && last.tenths === tenths) last.to = t;
    else rows.push({ from: t, to: t, tenths, label: '' });
  }
  for (const r of rows) r.label = r.from === MARKET_LOW ? `${r.from} or less` : r.to === MARKET_HIGH ? `${r.to} or more` : r.from === r.to ? `${r.from}` : `${r.from}-${r.to}`;
  return rows;
})();

/** The price in units for goods with `base` units at `tenths` of the base. Every base is a multiple of 10, so it is whole. */
export const priceAt = (base: number, tenths: number): number => (base * tenths) / 10;

/** The dearest price a Patron can name: the dearest goods at the top of the market table (Medicine at ×1.8, 15.3 MC). */
export const HIGHEST_PRICE = /* @__PURE__ */ priceAt(Math.max(...GOODS_KEYS.map((k) => GOODS[k].base)), marketTenths(MARKET_HIGH));

/** Buying subtracts the leader's power from the roll (t-3-a); selling adds it (t-7). */
export type MarketSide = 'buy' | 'sell';
export const marketModifier = (side: MarketSide, leaderPower: number): number => (side === 'buy' ? -leaderPower : leaderPower);

export const MARKET_RULES: Readonly<Record<MarketSide, TradersRuleId>> = { buy: 'traders.t-3-a', sell: 'traders.t-7' };

/** "×0.8" for 8 tenths. */
export const formatMultiplier = (tenths: number): string => `×${Math.floor(tenths / 10)}${tenths % 10 === 0 ? '.0' : `.${tenths % 10}`}`;
