/**
 * The market question worked out by the engine: every multiplier and price
 * a Patron can name with its chance (`marketOdds`), the expected price, and
 * where a price in mind stands (`offerStanding`): the chance of doing at
 * least that well. Text out, from the dice kernel. Pure.
 */
import { toDecimal } from '../../../engine/core/dice/index.ts';
import { marketOdds, offerStanding } from '../../../engine/traders/odds/index.ts';
import type { TradersRuleId, TradersStep } from '../../../engine/traders/rules/index.ts';
import { formatMoney, formatMultiplier, GOODS, marketModifier, priceAt } from '../../../engine/traders/tables/index.ts';
import { chanceText, type ChanceText } from '../../kit/chance.ts';
import { parsePrice } from '../shared/price.ts';
import type { MarketState } from './state.ts';

export interface MarketRowText {
  multiplier: string;
  price: string;
  units: number;
  chance: ChanceText;
  /** At least as good as the price in mind. */
  meets: boolean;
}

export type MarketAnswer =
  | {
      ok: true;
      goods: string;
      base: string;
      modifier: number;
      rows: MarketRowText[];
      expectedPrice: string;
      expectedMultiplier: string;
      /** The chance of a price at least as good as the one in mind (null without one). */
      target: { price: string; atLeast: ChanceText; exactly: ChanceText } | null;
      targetError: string | undefined;
      steps: TradersStep[];
    }
  | { ok: false; error: string; rule: TradersRuleId };

export function computeMarket(s: MarketState): MarketAnswer {
  const q = { side: s.side, leaderPower: s.leader };
  const odds = marketOdds(s.goods, q);
  if (!odds.ok) return { ok: false, error: odds.error, rule: odds.rule };
  const g = GOODS[s.goods];
  const typed = parsePrice(s.target);
  const units = typed.ok ? typed.value : null;
  const good = (price: number) => (units === null ? false : s.side === 'buy' ? price <= units : price >= units);
  let target: Extract<MarketAnswer, { ok: true }>['target'] = null;
  const steps = [...odds.trace];
  if (units !== null) {
    const st = offerStanding(s.goods, q, units);
    if (!st.ok) return { ok: false, error: st.error, rule: st.rule };
    target = { price: formatMoney(units), atLeast: chanceText(st.value.better.add(st.value.same)), exactly: chanceText(st.value.same) };
    steps.push(...st.trace);
  }
  const rows = odds.value.multiplier.map((m) => {
    const price = priceAt(g.base, m.tenths);
    return { multiplier: formatMultiplier(m.tenths), price: formatMoney(price), units: price, chance: chanceText(m.chance), meets: good(price) };
  });
  return {
    ok: true,
    goods: g.name,
    base: formatMoney(g.base),
    modifier: marketModifier(s.side, s.leader),
    rows,
    expectedPrice: `${toDecimal(odds.value.expectedPrice.div(1000), 4)} MC`,
    expectedMultiplier: `×${toDecimal(odds.value.expectedMultiplier, 4)}`,
    target,
    targetError: typed.ok ? undefined : typed.error,
    steps,
  };
}
