/**
 * What a link to the market calculator holds: its own state, or a described
 * position to start from (`shared/position-link.ts`): the lot aboard (or the
 * usual goods) at the market the crew meets next, its leader haggling, and,
 * when selling, the price paid as the price in mind. Loaded only when a link
 * holds state, so a calculator opened clean carries no engine code for it.
 */
import type { Parsed } from '../../kit/numbers.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { paidText, readPositionLink } from '../shared/position-link.ts';
import { INITIAL, parseMarketState, type MarketState } from './state.ts';

export function readMarketLink(raw: unknown): Parsed<MarketState> {
  const from = readPositionLink(raw);
  if (!from) return parseMarketState(raw);
  if (!from.ok) return from;
  const f = from.value;
  return { ok: true, value: { ...INITIAL, goods: f.cargo?.goods ?? INITIAL.goods, side: f.side, leader: f.leaderPower, target: f.cargo && f.side === 'sell' ? paidText(f.cargo.paid) : '' } };
}

export const MARKET_URL = urlSchema(readMarketLink, { maxLength: 400, maxDepth: 2 });
