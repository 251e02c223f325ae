/**
 * The trip planner's state (what the link holds): where the ship is on the
 * route (a stop, since most worlds come twice), the lot aboard and what it
 * cost (as typed), the power of the officer who will sell it, and the crew
 * and damage that matter in the battles on the way. Pure; no DOM. A link's
 * reader is `link.ts`.
 */
import { isRecord, isWhole } from '../../../engine/core/validate.ts';
import { isGoodsKey, LAST_STOP, ROUTE, type GoodsKey } from '../../../engine/traders/tables/index.ts';
import type { Parsed } from '../../kit/numbers.ts';
import { MAX_PRICE_TEXT, parsePrice } from '../shared/price.ts';

export interface TripQuestion {
  /** 0..11: the stop the ship leaves from (stop 12 is Regina again, stop 0). */
  stop: number;
  goods: GoodsKey;
  /** The power of the officer leading when selling (−1..4). */
  leader: number;
  first: boolean;
  second: boolean;
  beowulfHits: number;
  /** What the lot cost, in units of 1,000 Cr (null: not said). */
  paid: number | null;
}

export interface TripToolState extends Omit<TripQuestion, 'paid'> {
  /** What the lot cost, in MC as typed ('' for not said). */
  paid: string;
  exact: boolean;
}

export const INITIAL: TripToolState = { stop: 0, goods: 'synthetics', leader: 3, first: true, second: true, beowulfHits: 0, paid: '', exact: false };

export const STOP_OPTIONS = ROUTE.slice(0, LAST_STOP).map((w, i) => ({ value: String(i), label: `${w}, stop ${i}` }));

export const PRESETS: readonly { id: string; label: string; state: Omit<TripToolState, 'exact'> }[] = [
  { id: 'synthetics', label: 'Synthetics from Regina: Helfry is flown past', state: { ...INITIAL, paid: '1.6' } },
  { id: 'foods', label: 'Foods bought on Uake', state: { ...INITIAL, stop: 5, goods: 'foods', paid: '0.07' } },
  { id: 'hurt', label: 'Medicine, a damaged ship and no 1st Officer', state: { ...INITIAL, stop: 7, goods: 'medicine', first: false, beowulfHits: 1, paid: '8.5' } },
];

/** The question for the engine: the price paid read from the field (a price that cannot be read counts as not said). */
export function questionOf(s: TripToolState): TripQuestion {
  const paid = parsePrice(s.paid);
  return { stop: s.stop, goods: s.goods, leader: s.leader, first: s.first, second: s.second, beowulfHits: s.beowulfHits, paid: paid.ok ? paid.value : null };
}

const KEYS = ['stop', 'goods', 'leader', 'first', 'second', 'beowulfHits', 'paid', 'exact'];

export function parseTripState(raw: unknown): Parsed<TripToolState> {
  if (!isRecord(raw) || Object.keys(raw).some((k) => !KEYS.includes(k))) return { ok: false, error: 'it does not hold a trip.' };
  if (!isWhole(raw.stop, 0, LAST_STOP - 1)) return { ok: false, error: `its stop is not one of the route's (0 to ${LAST_STOP - 1}).` };
  if (!isGoodsKey(raw.goods)) return { ok: false, error: 'it names goods that are not on the merchandise table.' };
  if (!isWhole(raw.leader, -1, 4)) return { ok: false, error: "its leader's power is not a whole number from −1 to 4." };
  for (const k of ['first', 'second', 'exact'] as const) if (typeof raw[k] !== 'boolean') return { ok: false, error: `its "${k}" switch is damaged.` };
  if (!isWhole(raw.beowulfHits, 0, 2)) return { ok: false, error: 'the Beowulf carries 0, 1 or 2 hits.' };
  if (typeof raw.paid !== 'string' || raw.paid.length > MAX_PRICE_TEXT) return { ok: false, error: 'its price paid is damaged.' };
  return {
    ok: true,
    value: { stop: raw.stop, goods: raw.goods, leader: raw.leader, first: raw.first as boolean, second: raw.second as boolean, beowulfHits: raw.beowulfHits, paid: raw.paid, exact: raw.exact as boolean },
  };
}

