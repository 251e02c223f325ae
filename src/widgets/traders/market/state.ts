/**
 * The market calculator's state (what the link holds): the goods, buying or
 * selling, the power of the officer leading, the price the reader has in
 * mind (as typed, so nothing typed is lost), and the exact-fractions switch.
 * Pure; no DOM. A link's reader is `link.ts`.
 */
import { closed, flag, goods, leaderPower, priceField, read, side } from '../../../engine/traders/input/index.ts';
import type { GoodsKey, MarketSide } from '../../../engine/traders/tables/index.ts';
import type { Example } from '../../kit/Presets.tsx';
import { parsedOf } from '../shared/parsed.ts';
import type { Parsed } from '../../kit/numbers.ts';

export interface MarketState {
  goods: GoodsKey;
  side: MarketSide;
  /** The actual power of the highest-ranking active officer: -1 (a weak replacement) to 4 (a strong one). */
  leader: number;
  /** The price in mind, in MC as typed ('' for none). */
  target: string;
  exact: boolean;
}

export const INITIAL: MarketState = { goods: 'clothing', side: 'buy', leader: 3, target: '', exact: false };

const at = (patch: Partial<MarketState>): MarketState => ({ ...INITIAL, ...patch });

export const EXAMPLES: readonly Example<MarketState>[] = [
  { id: 'buy-clothing', label: 'The Captain buys Clothing', source: 'Our example: the Captain (power 3) lowers the market roll by 3; 0.55 MC is the most the crew will pay.', state: at({ target: '0.55' }) },
  { id: 'sell-medicine', label: 'The 1st Officer sells Medicine', source: 'Our example: the 1st Officer (power 2) raises the roll by 2, hoping for 10 MC or more.', state: at({ goods: 'medicine', side: 'sell', leader: 2, target: '10' }) },
  { id: 'sell-low', label: 'A weak replacement sells Robotics', source: 'Our example: a replacement who rolled badly (power −1) sells, hoping for 0.11 MC or more.', state: at({ goods: 'robotics', side: 'sell', leader: -1, target: '0.11' }) },
];

/** What the worker is asked: the form as typed, the display switch left out (the price is read by the engine's reader there). */
export type MarketAsked = Omit<MarketState, 'exact'>;

export const questionOf = (s: MarketState): MarketAsked => ({ goods: s.goods, side: s.side, leader: s.leader, target: s.target });

/** A link's market question, read with the engine's readers (one limit for the engine, the field and the link); the price as typed. */
const readMarketState = closed(
  'A market question',
  { goods: goods('The goods'), side, leader: leaderPower, target: priceField('The price in mind'), exact: flag('The exact-fractions switch', 'traders.t-3') },
  'traders.t-3',
);

export function parseMarketState(raw: unknown): Parsed<MarketState> {
  return parsedOf(read(readMarketState, raw));
}
