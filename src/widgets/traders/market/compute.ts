/**
 * The market question put to the engine: every multiplier and price a Patron
 * can name with its chance (`marketOdds`), the expected price, and, for a
 * price in mind (read by the engine's price reader, `readPriceText`), where
 * it stands (`offerStanding`): the chance of doing at least that well. A
 * price that cannot be read is refused with its limit, and no answer is
 * given beside it. Text out, from the dice kernel. Pure.
 */
import { toDecimal } from '../../../engine/core/dice/index.ts';
import type { TraceStep } from '../../../engine/core/result.ts';
import { readPriceText } from '../../../engine/traders/input/index.ts';
import { marketOdds, offerStanding } from '../../../engine/traders/odds/index.ts';
import { formatMoney, formatMultiplier, GOODS, marketModifier, MC, priceAt } from '../../../engine/traders/tables/index.ts';
import { chanceText, type ChanceText } from '../../kit/chance.ts';
import type { Unchecked } from '../../kit/form.ts';
import type { MarketAsked } from './state.ts';

export interface MarketRowText {
  multiplier: string;
  price: string;
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
      trace: TraceStep[];
    }
  | Unchecked;

const refused = (r: { ok: false; error: string; rule: string; field?: string }): Unchecked =>
  r.field ? { ok: false, fields: { [r.field]: { error: r.error, rule: r.rule } }, general: null } : { ok: false, fields: {}, general: r };

export function computeMarket(s: MarketAsked): MarketAnswer {
  const typed = readPriceText(s.target, 'traders.A37', 'target');
  if (!typed.ok) return refused(typed);
  const units = typed.value;
  const q = { side: s.side, leaderPower: s.leader };
  const odds = marketOdds(s.goods, q);
  if (!odds.ok) return refused(odds);
  const trace = [...odds.trace];
  let target: Extract<MarketAnswer, { ok: true }>['target'] = null;
  if (units !== null) {
    const st = offerStanding(s.goods, q, units);
    if (!st.ok) return refused({ ...st, field: 'target' });
    target = { price: formatMoney(units), atLeast: chanceText(st.value.better.add(st.value.same)), exactly: chanceText(st.value.same) };
    trace.push(...st.trace);
  }
  const g = GOODS[s.goods];
  const meets = (price: number) => units !== null && (s.side === 'buy' ? price <= units : price >= units);
  return {
    ok: true,
    goods: g.name,
    base: formatMoney(g.base),
    modifier: marketModifier(s.side, s.leader),
    rows: odds.value.multiplier.map((m) => {
      const price = priceAt(g.base, m.tenths);
      return { multiplier: formatMultiplier(m.tenths), price: formatMoney(price), chance: chanceText(m.chance), meets: meets(price) };
    }),
    expectedPrice: `${toDecimal(odds.value.expectedPrice.div(MC), 4)} MC`,
    expectedMultiplier: `×${toDecimal(odds.value.expectedMultiplier, 4)}`,
    target,
    trace,
  };
}
