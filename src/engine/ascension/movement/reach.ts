/**
 * Jump reach ([3.1]–[3.4], [8.2], T8): how many connected systems a ship, a
 * fleet or an Asset travelling alone may jump, and whether a system some
 * jumps away is within it.
 * - A ship jumps as far as its Jump rating; a Disabled ship's rating halves,
 *   rounded down, unless AM-44 is read the other way.
 * - A fleet (up to four ships, [9.1]) jumps at the lowest rating among them ([8.2]).
 * - Only a Scout enters an unexplored system, by Explore with Scout, one
 *   Scout at a time, its rating lowered by 1 (AM-54: never below 1 for a
 *   Scout that can jump at all, unless read literally).
 * - Any other move ends in explored space ([3.3]); a Diplomat or Shadow
 *   Agent alone jumps 1 into an explored system and a Soldier never moves
 *   alone ([3.4]).
 */
import { plural } from '../../core/text.ts';
import { BOUNDS, choice, flag, list, nullable, optional, read, shape, whole, guarded, label, type ReaderValue } from '../input/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { halvesWhenDisabled } from '../space/index.ts';
import { SHIP_KINDS, SHIP_NAMES } from './ships.ts';


export const MOVERS = ['ships', 'diplomat', 'agent', 'soldier'] as const;
export type Mover = (typeof MOVERS)[number];

/** The farthest a jump can go: Jump ratings stop at BOUNDS.jump, so a longer distance is never within reach. */
export const MAX_DISTANCE = 12;

export const readJumpShip = shape(
  'A ship',
  {
    name: optional(label('The ship\'s name', 'ascension.a-2-3', 30), ''),
    kind: choice('The kind of ship', SHIP_KINDS, 'ascension.a-2-3'),
    jump: whole('Its Jump rating', 0, BOUNDS.jump, 'ascension.a-3-1'),
    disabled: optional(flag('Disabled', 'ascension.a-9-4'), false),
  },
  'ascension.a-3-1',
);
export type JumpShip = ReaderValue<typeof readJumpShip>;

export const readJump = shape(
  'A jump',
  {
    mover: optional(choice('What moves', MOVERS, 'ascension.a-3-4'), 'ships'),
    ships: optional(list('The ships', readJumpShip, 0, BOUNDS.fleet, 'ascension.a-9-1'), []),
    exploring: optional(flag('Exploring with a Scout', 'ascension.a-3-3'), false),
    distance: optional(nullable(whole('The systems away', 1, MAX_DISTANCE, 'ascension.a-3-1')), null),
    explored: optional(flag('The destination is explored', 'ascension.a-3-2'), true),
  },
  'ascension.a-3-0',
);
export type JumpInput = ReaderValue<typeof readJump>;

export interface JumpReach {
  /** Connected systems it may jump across; 0: it may only move within its own system. */
  reach: number;
  /** Each ship's rating as it jumps (halved when Disabled), in input order; empty for an Asset alone. */
  ratings: number[];
  /** The ship whose rating sets a fleet's reach; null for one ship or an Asset. */
  limitedBy: number | null;
  /** The distance asked about, once found within reach; null when none was asked. */
  distance: number | null;
}

const shipName = (s: JumpShip, i: number): string => (s.name.trim() === '' ? `ship ${i + 1} (${SHIP_NAMES[s.kind]})` : s.name.trim());

/** A ship's Jump rating as it jumps: halved, rounded down, when Disabled (AM-44). */
export function jumpRating(ship: Pick<JumpShip, 'jump' | 'disabled'>, readings: Readings = DEFAULT_READINGS): number {
  return ship.disabled && halvesWhenDisabled('jump', readings) ? Math.floor(ship.jump / 2) : ship.jump;
}

function assetReach(v: JumpInput): AscensionResult<JumpReach> {
  if (v.mover === 'soldier') return err('A Soldier never travels alone: it moves aboard one of your ships.', 'ascension.a-3-4', 'mover');
  if (v.exploring) return err('Only a Scout explores; a Diplomat or Shadow Agent alone goes to explored systems only.', 'ascension.a-3-3', 'exploring');
  const who = v.mover === 'diplomat' ? 'A Diplomat' : 'A Shadow Agent';
  const trace: Step[] = [step(`${who} travelling alone jumps 1, to a neighbouring explored system, and ends its move on a World or Outpost Panel there, never on a Jump Point.`, 'ascension.a-3-4')];
  if (v.distance !== null && !v.explored) return err(`${who} alone may go only to an explored system.`, 'ascension.a-3-4', 'explored');
  if (v.distance !== null && v.distance > 1) return err(`${who} alone jumps 1; a system ${v.distance} jumps away is beyond it.`, 'ascension.a-3-4', 'distance');
  if (v.distance !== null) trace.push(step('The system is next door and explored: within reach.', 'ascension.a-3-4'));
  return ok({ reach: 1, ratings: [], limitedBy: null, distance: v.distance }, trace);
}

/** Reach from checked input. */
export function solveJump(v: JumpInput, readings: Readings): AscensionResult<JumpReach> {
  if (v.mover !== 'ships') return assetReach(v);
  if (v.ships.length === 0) return err('Name the ship, or the ships of the fleet, that jump.', 'ascension.a-3-0', 'ships');
  const trace: Step[] = [];
  const ratings = v.ships.map((s) => jumpRating(s, readings));
  v.ships.forEach((s, i) => {
    if (!s.disabled) return;
    trace.push(
      readings.halveJump === 'halved'
        ? step(`${shipName(s, i)} is Disabled: its Jump ${s.jump} halves, rounded down, to ${ratings[i]}.`, 'ascension.AM-44')
        : step(`${shipName(s, i)} is Disabled, but under this reading it keeps its Jump ${s.jump}.`, 'ascension.AM-44'),
    );
  });
  let reach: number;
  let limitedBy: number | null = null;
  if (v.exploring) {
    if (v.ships.length > 1) return err('Explore with Scout moves one Scout; a fleet cannot explore.', 'ascension.a-8-2', 'ships');
    const scout = v.ships[0]!;
    if (scout.kind !== 'scout') return err(`Only a Scout may enter an unexplored system; a ${SHIP_NAMES[scout.kind]} may not.`, 'ascension.a-3-3', 'ships.0.kind');
    if (v.distance !== null && v.explored) return err('Explore with Scout goes to an unexplored system; to an explored one the Scout uses Move Scout.', 'ascension.a-8-2', 'explored');
    const rating = ratings[0]!;
    const literal = rating - 1;
    reach = rating >= 1 && readings.exploreReach === 'at-least-one' ? Math.max(1, literal) : Math.max(0, literal);
    trace.push(step(`Exploring lowers the Scout's Jump by 1: ${rating} − 1 = ${literal}.`, 'ascension.a-3-3'));
    if (rating === 1) {
      trace.push(
        readings.exploreReach === 'at-least-one'
          ? step('A reach of 0 would keep a Jump-1 Scout from ever exploring, so it still reaches the next system.', 'ascension.AM-54')
          : step('Read literally, a reach of 0 lets this Scout explore nowhere beyond its own system.', 'ascension.AM-54'),
      );
    }
  } else {
    if (v.distance !== null && !v.explored) {
      return err('Only a Scout using Explore with Scout enters an unexplored system; any other move stays in explored space.', 'ascension.a-3-3', 'explored');
    }
    reach = Math.min(...ratings);
    if (v.ships.length > 1) {
      limitedBy = ratings.indexOf(reach);
      trace.push(step(`A fleet of ${v.ships.length} jumps at its lowest rating: ${ratings.join(', ')} → ${reach}, set by ${shipName(v.ships[limitedBy]!, limitedBy)}.`, 'ascension.a-8-2'));
    } else {
      trace.push(step(`${shipName(v.ships[0]!, 0)} jumps at its rating, ${reach}.`, 'ascension.a-3-1'));
    }
  }
  trace.push(
    reach === 0
      ? step('Its reach is 0: it cannot jump to another system, though it may still move about its own explored system.', 'ascension.a-3-2')
      : v.exploring
        ? step(`It may jump up to ${plural(reach, 'connected system')} away, onto a Jump Point of an unexplored system.`, 'ascension.a-3-3')
        : step(`It may jump up to ${plural(reach, 'connected system')} away, through explored space.`, 'ascension.a-3-2'),
  );
  if (v.distance !== null) {
    if (v.distance > reach) {
      return err(`A system ${plural(v.distance, 'jump')} away is beyond a reach of ${reach}.`, v.exploring ? 'ascension.a-3-3' : 'ascension.a-3-1', 'distance');
    }
    trace.push(step(`A system ${plural(v.distance, 'jump')} away is within reach.`, v.exploring ? 'ascension.a-3-3' : 'ascension.a-3-1'));
  }
  return ok({ reach, ratings, limitedBy, distance: v.distance }, trace);
}

/** The jump reach of a ship, a fleet, an exploring Scout or an Asset alone, and whether a system some jumps away is within it. */
export function jumpReach(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<JumpReach> {
  return guarded('ascension.a-3-0', () => {
    const r = read(readJump, input);
    return r.ok ? solveJump(r.value, readings) : r;
  });
}
