/**
 * The market calculator's state (what the link holds): the goods, buying or
 * selling, the power of the officer leading, the price the reader has in
 * mind (as typed, so nothing typed is lost), and the exact-fractions switch.
 * Pure; no DOM. A link's reader is `link.ts`.
 */
import { isRecord, isWhole } from '../../../engine/core/validate.ts';
import { GOODS_KEYS, isGoodsKey, type GoodsKey, type MarketSide } from '../../../engine/traders/tables/index.ts';
import type { Parsed } from '../../kit/numbers.ts';
import { MAX_PRICE_TEXT } from '../shared/price.ts';

export interface MarketState {
  goods: GoodsKey;
  side: MarketSide;
  /** The actual power of the highest-ranking active officer: -1 (a weak replacement) to 4 (a strong one). */
  leader: number;
  /** The price in mind, in MC as typed ('' for none). */
  target: string;
  exact: boolean;
}

export const LEADER_POWERS: readonly { power: number; label: string }[] = [
  { power: 3, label: '3: the Captain' },
  { power: 2, label: '2: the 1st Officer' },
  { power: 1, label: '1: the 2nd Officer' },
  { power: 0, label: '0: the 3rd Officer' },
  { power: 4, label: '4: a replacement who rolled well' },
  { power: -1, label: '−1: a replacement who rolled badly' },
];

export const INITIAL: MarketState = { goods: 'clothing', side: 'buy', leader: 3, target: '', exact: false };

export const PRESETS: readonly { id: string; label: string; state: Omit<MarketState, 'exact'> }[] = [
  { id: 'buy-clothing', label: 'The Captain buys Clothing', state: { goods: 'clothing', side: 'buy', leader: 3, target: '0.55' } },
  { id: 'sell-medicine', label: 'The 1st Officer sells Medicine', state: { goods: 'medicine', side: 'sell', leader: 2, target: '10' } },
  { id: 'sell-low', label: 'A weak replacement sells Robotics', state: { goods: 'robotics', side: 'sell', leader: -1, target: '0.11' } },
];

export function parseMarketState(raw: unknown): Parsed<MarketState> {
  if (!isRecord(raw) || Object.keys(raw).some((k) => !['goods', 'side', 'leader', 'target', 'exact'].includes(k))) return { ok: false, error: 'it does not hold a market question.' };
  if (!isGoodsKey(raw.goods)) return { ok: false, error: `it names goods that are not on the merchandise table (${GOODS_KEYS.length} kinds are).` };
  if (raw.side !== 'buy' && raw.side !== 'sell') return { ok: false, error: 'it is neither buying nor selling.' };
  if (!isWhole(raw.leader, -1, 4)) return { ok: false, error: "its leader's power is not a whole number from −1 to 4." };
  if (typeof raw.target !== 'string' || raw.target.length > MAX_PRICE_TEXT) return { ok: false, error: 'its price is damaged.' };
  if (typeof raw.exact !== 'boolean') return { ok: false, error: 'its "exact fractions" switch is damaged.' };
  return { ok: true, value: { goods: raw.goods, side: raw.side, leader: raw.leader, target: raw.target, exact: raw.exact } };
}

