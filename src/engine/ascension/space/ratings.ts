/**
 * The fifteen ratings of a ship card (T18, [9.5]), the combat phase that uses
 * each, and what a Disabled ship keeps: every rating halves, rounded down,
 * except Ship Size and Missile to Hit (gold on the card) and the Hull; the
 * Jump rating halves too unless AM-44 is read the other way.
 */
import { BOUNDS, shape, whole, type ReaderValue } from '../input/index.ts';
import type { Readings } from '../readings.ts';
import { step, type Step } from '../result.ts';

export const SHIP_RATINGS = [
  'sensors', 'size', 'missiles', 'salvos', 'ecm', 'missileSize', 'spinal', 'beams', 'pointDefense', 'shields', 'missileToHit', 'agility', 'jump', 'stealth', 'hull',
] as const;
export type ShipRating = (typeof SHIP_RATINGS)[number];

export type CombatPhase = 'sensors' | 'missiles' | 'attack' | 'range' | 'target' | 'none';

export interface RatingInfo {
  name: string;
  phase: CombatPhase;
  use: string;
  /** What Disabled does to it. */
  whenDisabled: 'halved' | 'kept' | 'reading';
}

/** T18 as data. Phases follow the headings of [9.5] (Missile Size sits under Missiles there). */
export const RATING_INFO: Readonly<Record<ShipRating, RatingInfo>> = {
  sensors: { name: 'Sensors', phase: 'sensors', use: 'dice to spot an enemy; target its Size − Range', whenDisabled: 'halved' },
  size: { name: 'Ship Size', phase: 'sensors', use: 'the base of the Sensors and the spinal and beam to-hit numbers, not of missiles (AM-58)', whenDisabled: 'kept' },
  missiles: { name: 'Missiles', phase: 'missiles', use: 'missiles fired per round; dice when besieging a world', whenDisabled: 'halved' },
  salvos: { name: 'Salvos', phase: 'missiles', use: 'rounds in which the ship can fire missiles', whenDisabled: 'halved' },
  ecm: { name: 'ECM', phase: 'missiles', use: 'missiles aimed at the ship that are jammed', whenDisabled: 'halved' },
  missileSize: { name: 'Missile Size', phase: 'missiles', use: 'multiplies each missile\'s damage; Point Defense must roll at or under it', whenDisabled: 'halved' },
  spinal: { name: 'Spinal', phase: 'attack', use: 'meson gun dice, reaching two bands', whenDisabled: 'halved' },
  beams: { name: 'Beams', phase: 'attack', use: 'fusion or plasma dice, reaching one band', whenDisabled: 'halved' },
  pointDefense: { name: 'Point Defense', phase: 'attack', use: 'dice against incoming missiles', whenDisabled: 'halved' },
  shields: { name: 'Shields', phase: 'attack', use: 'stops each beam die at or under the rating (AM-33)', whenDisabled: 'halved' },
  missileToHit: { name: 'Missile to Hit', phase: 'attack', use: 'what enemy missiles must roll to hit the ship', whenDisabled: 'kept' },
  agility: { name: 'Agility', phase: 'range', use: 'dice of the Range roll; said to evade missiles, with no procedure', whenDisabled: 'halved' },
  jump: { name: 'Jump', phase: 'range', use: 'Jump Drive rating', whenDisabled: 'reading' },
  stealth: { name: 'Stealth', phase: 'target', use: 'dice to break a sensor lock; any one die under the range succeeds', whenDisabled: 'halved' },
  hull: { name: 'Hull', phase: 'none', use: 'damage the ship can take', whenDisabled: 'kept' },
};

const dice = (what: string) => whole(what, 0, BOUNDS.shipRating, 'ascension.a-9-5');
const volley = (what: string) => whole(what, 0, BOUNDS.shipVolley, 'ascension.a-9-5');
const face = (what: string) => whole(what, 0, BOUNDS.dieFace, 'ascension.a-9-5');

export const readShipRatings = shape(
  'The ship\'s ratings',
  {
    sensors: dice('Sensors'),
    size: dice('Ship Size'),
    missiles: volley('Missiles'),
    salvos: dice('Salvos'),
    ecm: volley('ECM'),
    missileSize: dice('Missile Size'),
    spinal: dice('Spinal'),
    beams: volley('Beams'),
    pointDefense: volley('Point Defense'),
    shields: face('Shields'),
    missileToHit: face('Missile to Hit'),
    agility: whole('Agility', 0, BOUNDS.agility, 'ascension.a-9-5'),
    jump: whole('Jump', 0, BOUNDS.jump, 'ascension.a-9-5'),
    stealth: dice('Stealth'),
    hull: whole('Hull', 1, BOUNDS.hull, 'ascension.a-9-5'),
  },
  'ascension.a-9-5',
);
export type ShipRatings = ReaderValue<typeof readShipRatings>;

/** Whether a Disabled ship halves this rating under these readings. */
export function halvesWhenDisabled(rating: ShipRating, readings: Readings): boolean {
  const info = RATING_INFO[rating];
  return info.whenDisabled === 'halved' || (info.whenDisabled === 'reading' && readings.halveJump === 'halved');
}

/** One rating as the ship uses it now. */
export function effectiveRating(ratings: ShipRatings, rating: ShipRating, disabled: boolean, readings: Readings): number {
  const printed = ratings[rating];
  return disabled && halvesWhenDisabled(rating, readings) ? Math.floor(printed / 2) : printed;
}

/** Every rating as the ship uses it now, and a trace of what Disabled changed. */
export function effectiveRatings(ratings: ShipRatings, disabled: boolean, readings: Readings): { ratings: ShipRatings; steps: Step[] } {
  const out = { ...ratings };
  const changed: string[] = [];
  for (const r of SHIP_RATINGS) {
    out[r] = effectiveRating(ratings, r, disabled, readings);
    if (out[r] !== ratings[r]) changed.push(`${RATING_INFO[r].name} ${ratings[r]}→${out[r]}`);
  }
  const steps: Step[] = [];
  if (disabled) {
    steps.push(step(`Disabled: ratings halve, rounded down, except Ship Size and Missile to Hit${changed.length ? `: ${changed.join(', ')}` : ''}.`, 'ascension.a-9-4'));
    steps.push(step(readings.halveJump === 'halved' ? 'The Jump rating halves with them; the Hull never does.' : 'Under this reading the Jump rating is kept; the Hull never halves.', 'ascension.AM-44'));
  }
  return { ratings: out, steps };
}

/** Weapon reach in range bands (T15, [9.1]). */
export const WEAPON_REACH = { beams: 1, missiles: 2, spinal: 2 } as const;
export type Weapon = keyof typeof WEAPON_REACH;

export const inReach = (weapon: Weapon, range: number): boolean => range <= WEAPON_REACH[weapon];
