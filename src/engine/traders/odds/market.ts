/**
 * Market odds: the distribution of the multiplier and of the price for given
 * goods and leader, the expected price, and where a given offer stands among
 * all the rolls it could have been.
 */
import { chance, dice, expectation, Fraction, mapValues, outcomes, toDecimal, toPercent, type Distribution } from '../../core/dice/index.ts';
import { goods, leaderPower, nullable, read, shape, side, units } from '../input/index.ts';
import { ok, step, type TradersResult } from '../rules/index.ts';
import { formatMoney, GOAL, GOODS, HIGHEST_PRICE, marketModifier, marketTenths, MARKET_RULES, priceAt, type GoodsKey, type MarketSide } from '../tables/index.ts';

export interface MarketQuestion {
  side: MarketSide;
  /** The actual power of the highest-ranking active officer (A35); -1 for a weak replacement. */
  leaderPower: number;
}

/** The multiplier, in tenths of the base price, of one market roll (A01, A02). */
export function multiplierDistribution(q: MarketQuestion): Distribution {
  return mapValues(dice(4, 6, marketModifier(q.side, q.leaderPower)), marketTenths);
}

/** The price in money units of one market roll for `goods`. */
export function priceDistribution(goods: GoodsKey, q: MarketQuestion): Distribution {
  const base = GOODS[goods].base;
  return mapValues(multiplierDistribution(q), (tenths) => priceAt(base, tenths));
}

/** The market a question is about: buying or selling, and the leader haggling. */
export const readMarketQuestion = shape('A market question', { side, leaderPower }, 'traders.t-3');
const readGoods = goods('The goods');
/** A price named by a Patron or paid, in units (A37): no Patron names more than HIGHEST_PRICE. */
const readPrice = (what: string) => units(what, HIGHEST_PRICE);

/** Reads goods and a market question at the edge. */
function readAsked(g: unknown, q: unknown): TradersResult<{ goods: GoodsKey; q: MarketQuestion }> {
  const gr = readGoods(g, 'goods');
  if (!gr.ok) return gr;
  const qr = read(readMarketQuestion, q, 'side');
  return qr.ok ? ok({ goods: gr.value, q: qr.value }) : qr;
}

export interface MarketOdds {
  /** Each multiplier the roll can give, the price it makes, and its chance. */
  multiplier: { tenths: number; price: number; chance: Fraction }[];
  price: { units: number; chance: Fraction }[];
  /** The expected multiplier as a share of the base (1 = the base price). */
  expectedMultiplier: Fraction;
  /** The expected price in money units (a fraction: a mean need not be whole). */
  expectedPrice: Fraction;
}

/** The market odds for goods and a question already read. */
export function marketOf(goods: GoodsKey, q: MarketQuestion): TradersResult<MarketOdds> {
  const mult = multiplierDistribution(q);
  const base = GOODS[goods].base;
  const expectedMultiplier = expectation(mult, (t) => new Fraction(t, 10));
  const mod = marketModifier(q.side, q.leaderPower);
  return ok(
    {
      multiplier: outcomes(mult).map((o) => ({ tenths: o.value, price: priceAt(base, o.value), chance: o.chance })),
      price: outcomes(mapValues(mult, (t) => priceAt(base, t))).map((o) => ({ units: o.value, chance: o.chance })),
      expectedMultiplier,
      expectedPrice: expectedMultiplier.mul(base),
    },
    [
      step(`${q.side === 'buy' ? 'Buying' : 'Selling'} ${GOODS[goods].name} (base ${formatMoney(base)}): 4D6 ${mod >= 0 ? '+' : '-'} ${Math.abs(mod)} on the market table.`, MARKET_RULES[q.side]),
      step('The table gives tenths of the base price; totals off the table read as its ends.', 'traders.A02'),
    ],
  );
}

/** Every multiplier and price a Patron can name for `goods`, with its chance, and the expected price. */
export function marketOdds(goods: GoodsKey | unknown, q: MarketQuestion | unknown): TradersResult<MarketOdds> {
  const r = readAsked(goods, q);
  return r.ok ? marketOf(r.value.goods, r.value.q) : r;
}

export interface OfferStanding {
  /** The chance that a fresh roll would have been better for the crew (cheaper to buy, dearer to sell). */
  better: Fraction;
  /** The chance of exactly this price. */
  same: Fraction;
  /** The chance that a fresh roll would have been worse: "this offer beats N % of rolls". */
  worse: Fraction;
}

/**
 * Where an offer of `price` units stands among all rolls: for a sale, worse
 * rolls are lower prices; for a purchase, worse rolls are higher prices.
 */
export function offerStanding(goods: GoodsKey | unknown, q: MarketQuestion | unknown, price: number | unknown): TradersResult<OfferStanding> {
  const r = readAsked(goods, q);
  if (!r.ok) return r;
  const p = readPrice('A price')(price, 'price');
  return p.ok ? standingOf(r.value.goods, r.value.q, p.value) : p;
}

/** Where an offer stands, its goods, question and price already read. */
export function standingOf(goods: GoodsKey, q: MarketQuestion, price: number): TradersResult<OfferStanding> {
  const d = priceDistribution(goods, q);
  const below = chance(d, (v) => v < price);
  const above = chance(d, (v) => v > price);
  const same = chance(d, (v) => v === price);
  const [worse, better] = q.side === 'sell' ? [below, above] : [above, below];
  return ok({ better, same, worse }, [
    step(`An offer of ${formatMoney(price)} is better than ${toPercent(worse, 1)} % of rolls, equal to ${toPercent(same, 1)} %, worse than ${toPercent(better, 1)} %.`, MARKET_RULES[q.side]),
  ]);
}

/** The mean base price over the 2D6 merchandise roll, in money units (F4). */
export function meanBasePrice(): Fraction {
  return expectation(dice(2, 6), (roll) => Object.values(GOODS).find((g) => g.roll === roll)?.base ?? 0);
}

/** The mean multiplier (a share of the base) for a market modifier (F3). */
export function meanMultiplier(modifier: number): Fraction {
  return expectation(mapValues(dice(4, 6, Math.trunc(modifier)), marketTenths), (t) => new Fraction(t, 10));
}

/** The mean price over both rolls (goods and market) for a leader, in money units (F4). */
export function meanPrice(q: MarketQuestion): Fraction {
  return meanBasePrice().mul(meanMultiplier(marketModifier(q.side, q.leaderPower)));
}

export interface NewPatronQuestion {
  /** The power of the officer leading now: he haggles with the new Patron and, the figures assume, sells the lot later (A35). */
  leaderPower: number;
  /** The money on hand; null before the first purchase, when the crew pools what the lot costs (t-3-c). */
  money: number | null;
  /** The lot on offer now. */
  offer: { goods: GoodsKey; price: number };
}

export interface NewPatronOdds {
  /** A new Patron's lot costs no more than the money on hand. */
  affordable: Fraction;
  /** A new Patron's lot is affordable and promises more profit than the one on offer. */
  better: Fraction;
  /** The same expected profit, and affordable. */
  same: Fraction;
  /** A new Patron's lot promises less profit than the one on offer, or cannot be afforded. */
  worse: Fraction;
  /** The profit the lot on offer promises: its expected sale by the same leader less its price (units; may be negative). */
  offerProfit: Fraction;
}

/**
 * What looking for another Patron when buying brings (t-3-b): a new Patron
 * rolls new goods on the merchandise table (2D6) and a new price (4D6 less
 * the leader's power), so the odds run over both rolls. A lot is weighed by
 * the profit it promises: the price it should sell for (the mean of the
 * market roll when selling, with the same leader) less the price paid. A lot
 * the crew cannot pay for is no better than none.
 */
export function newPatronOdds(q: NewPatronQuestion | unknown): TradersResult<NewPatronOdds> {
  const r = read(readNewPatron, q, 'question');
  return r.ok ? newPatron(r.value) : r;
}

const readNewPatron = shape(
  'A new Patron question',
  {
    offer: shape('The offer', { goods: readGoods, price: readPrice('The price asked') }, 'traders.t-3'),
    leaderPower,
    money: nullable(units('Money on hand', GOAL - 1)),
  },
  'traders.t-3-b',
);

/** What looking for another Patron brings, the question already read. */
export function newPatron(q: NewPatronQuestion): TradersResult<NewPatronOdds> {
  const sale = meanMultiplier(marketModifier('sell', q.leaderPower));
  const profit = (goods: GoodsKey, price: number) => sale.mul(GOODS[goods].base).sub(price);
  const offerProfit = profit(q.offer.goods, q.offer.price);
  const goodsRoll = dice(2, 6);
  const tenths = multiplierDistribution({ side: 'buy', leaderPower: q.leaderPower });
  let affordable = new Fraction(0);
  let better = new Fraction(0);
  let same = new Fraction(0);
  for (const g of outcomes(goodsRoll)) {
    const goods = Object.values(GOODS).find((x) => x.roll === g.value)!;
    for (const t of outcomes(tenths)) {
      const price = priceAt(goods.base, t.value);
      if (q.money !== null && price > q.money) continue;
      const c = g.chance.mul(t.chance);
      affordable = affordable.add(c);
      const cmp = profit(goods.key, price).compare(offerProfit);
      if (cmp > 0) better = better.add(c);
      else if (cmp === 0) same = same.add(c);
    }
  }
  return ok({ affordable, better, same, worse: new Fraction(1).sub(better).sub(same), offerProfit }, [
    step('A new Patron rolls new goods (2D6 on the merchandise table) and a new price (4D6 less the leader\'s power), so the odds run over both rolls.', 'traders.t-3'),
    step(`Each lot is weighed by the profit it promises: its sale at the mean of the market roll (×${toDecimal(sale, 3)} of its base with this leader selling) less its price.`, 'traders.t-7'),
    ...(q.money === null ? [] : [step(`A lot dearer than the ${formatMoney(q.money)} on hand cannot be bought, so it counts as no better.`, 'traders.t-3-b')]),
  ]);
}
