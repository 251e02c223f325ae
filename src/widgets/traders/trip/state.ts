/**
 * The trip planner's state (what the link holds): where the ship is on the
 * route (a stop, since most worlds come twice), the lot aboard and what it
 * cost (as typed), the power of the officer who will sell it, and the crew
 * and damage that matter in the battles on the way. Pure; no DOM. A link's
 * reader is `link.ts`.
 */
import type { TripQuestion } from '../../../engine/traders/advice/index.ts';
import { closed, flag, priceField, read, TRIP_FIELDS } from '../../../engine/traders/input/index.ts';
import { LAST_STOP, ROUTE } from '../../../engine/traders/tables/index.ts';
import { parsedOf } from '../shared/parsed.ts';
import type { Parsed } from '../../kit/numbers.ts';
import { parsePrice } from '../shared/price.ts';

/** The question the engine is asked (`tripAdvice`). */
export type { TripQuestion };

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

/** A link's trip, read with the engine's trip readers (one limit for the engine, the field and the link); the price as typed. */
const readTripState = closed(
  'A trip',
  { stop: TRIP_FIELDS.stop, goods: TRIP_FIELDS.goods, leader: TRIP_FIELDS.leader, first: TRIP_FIELDS.first, second: TRIP_FIELDS.second, beowulfHits: TRIP_FIELDS.beowulfHits, paid: priceField('The price paid'), exact: flag('The exact-fractions switch', 'traders.t-4') },
  'traders.t-4',
);

export function parseTripState(raw: unknown): Parsed<TripToolState> {
  return parsedOf(read(readTripState, raw));
}
