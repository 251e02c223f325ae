/**
 * What a link to the trip planner holds: its own state, or a described
 * position to start from (`shared/position-link.ts`): the next jump from the
 * position's stop (the route repeats every 12 stops) with the lot aboard,
 * its price, the leader who will sell it, and the crew and damage that
 * matter in the battles. Loaded only when a link holds state.
 */
import { LAST_STOP } from '../../../engine/traders/tables/index.ts';
import type { Parsed } from '../../kit/numbers.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { paidText, readPositionLink } from '../shared/position-link.ts';
import { INITIAL, parseTripState, type TripToolState } from './state.ts';

export function readTripLink(raw: unknown): Parsed<TripToolState> {
  const from = readPositionLink(raw);
  if (!from) return parseTripState(raw);
  if (!from.ok) return from;
  const f = from.value;
  return {
    ok: true,
    value: { ...INITIAL, stop: f.stop % LAST_STOP, goods: f.cargo?.goods ?? INITIAL.goods, leader: f.leaderPower, first: f.firstActive, second: f.secondActive, beowulfHits: f.beowulfHits, paid: f.cargo ? paidText(f.cargo.paid) : '' },
  };
}

export const TRIP_URL = urlSchema(readTripLink, { maxLength: 600, maxDepth: 2 });
