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
import type { Example } from '../../kit/Presets.tsx';
import type { Parsed } from '../../kit/numbers.ts';
import { parsedOf } from '../shared/parsed.ts';

/** The question the engine is asked (`tripAdvice`). */
export type { TripQuestion };

export interface TripToolState extends Omit<TripQuestion, 'paid'> {
  /** What the lot cost, in MC as typed ('' for not said). */
  paid: string;
  exact: boolean;
}

export const INITIAL: TripToolState = { stop: 0, goods: 'synthetics', leader: 3, first: true, second: true, beowulfHits: 0, paid: '', exact: false };

export const STOP_OPTIONS = ROUTE.slice(0, LAST_STOP).map((w, i) => ({ value: String(i), label: `${w}, stop ${i}` }));

const at = (patch: Partial<TripToolState>): TripToolState => ({ ...INITIAL, ...patch });

export const EXAMPLES: readonly Example<TripToolState>[] = [
  { id: 'synthetics', label: 'Synthetics from Regina: Helfry is flown past', source: 'Our example: Synthetics cannot be sold on Helfry, the very next stop, so the ship flies past it and fights two battles.', state: at({ paid: '1.6' }) },
  { id: 'foods', label: 'Foods bought on Uake', source: 'Our example: a cheap lot of Foods, leaving from stop 5.', state: at({ stop: 5, goods: 'foods', paid: '0.07' }) },
  { id: 'hurt', label: 'Medicine, a damaged ship and no 1st Officer', source: 'Our example: the Beowulf carries a hit and cannot fire first; a dear lot of Medicine aboard.', state: at({ stop: 7, goods: 'medicine', first: false, beowulfHits: 1, paid: '8.5' }) },
];

/** What the worker is asked: the form as typed, the display switch left out (the price is read by the engine's reader there). */
export type TripAsked = Omit<TripToolState, 'exact'>;

export function questionOf(s: TripToolState): TripAsked {
  return { stop: s.stop, goods: s.goods, leader: s.leader, first: s.first, second: s.second, beowulfHits: s.beowulfHits, paid: s.paid };
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
