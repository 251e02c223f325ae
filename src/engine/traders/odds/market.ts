/**
 * Market odds: the distribution of the multiplier and of the price for given
 * goods and leader, the expected price, and where a given offer stands among
 * all the rolls it could have been.
 */
import { chance, dice, expectation, Fraction, mapValues, outcomes, toPercent, type Distribution } from '../../core/dice/index.ts';
import { isInteger } from '../../core/validate.ts';
import { err, ok, step, type TradersErr, type TradersResult } from '../rules/index.ts';
import { formatMoney, GOODS, isGoodsKey, marketModifier, marketTenths, MARKET_RULES, priceAt, type GoodsKey, type MarketSide } from '../tables/index.ts';

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

function checkQuestion(goods: unknown, q: MarketQuestion): TradersErr | null {
  if (!isGoodsKey(goods)) return err('Pick goods from the merchandise table.', 'traders.t-3-merchandise', 'goods');
  if (q?.side !== 'buy' && q?.side !== 'sell') return err('The market is read for buying or for selling.', 'traders.t-3', 'side');
  if (!isInteger(q.leaderPower) || q.leaderPower < -1 || q.leaderPower > 4) return err("The leader's power is a whole number from -1 to 4.", 'traders.A35', 'leaderPower');
  return null;
}

export interface MarketOdds {
  multiplier: { tenths: number; chance: Fraction }[];
  price: { units: number; chance: Fraction }[];
  /** The expected multiplier as a share of the base (1 = the base price). */
  expectedMultiplier: Fraction;
  /** The expected price in money units (a fraction: a mean need not be whole). */
  expectedPrice: Fraction;
}

export function marketOdds(goods: GoodsKey, q: MarketQuestion): TradersResult<MarketOdds> {
  const bad = checkQuestion(goods, q);
  if (bad) return bad;
  const mult = multiplierDistribution(q);
  const base = GOODS[goods].base;
  const expectedMultiplier = expectation(mult, (t) => new Fraction(t, 10));
  const mod = marketModifier(q.side, q.leaderPower);
  return ok(
    {
      multiplier: outcomes(mult).map((o) => ({ tenths: o.value, chance: o.chance })),
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
export function offerStanding(goods: GoodsKey, q: MarketQuestion, price: number): TradersResult<OfferStanding> {
  const bad = checkQuestion(goods, q);
  if (bad) return bad;
  if (!isInteger(price) || price < 0 || price > 1_000_000) return err('A price is a whole number of units of 1,000 Cr.', 'traders.A37', 'price');
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
