/** The per-pass chances a forecast needs, for any state of the attackers and the target. */
import { chanceAtLeast, countAtMost, dice, mapValues, outcomes, sumOf, type Fraction } from '../../core/dice/index.ts';
import { dieTarget } from '../odds/index.ts';
import type { Readings } from '../readings.ts';
import { disableChance, destroyingDamage } from '../space/index.ts';
import { attackHitNumber, siegeDice, type SiegeShip, type Soldier } from './attackers.ts';
import { counterHitNumber } from './pass.ts';

/** The chance that the listed attackers' pooled (or single) roll reaches `rating`. */
export function attackSuccess(group: readonly { dice: number; tl: number }[], societyTl: number, rating: number, readings: Readings): Fraction {
  const hits = sumOf(group.map((a) => countAtMost(a.dice, dieTarget(attackHitNumber(a.tl, societyTl), readings).used)));
  return chanceAtLeast(hits, rating);
}

export const shipAttacker = (ship: Pick<SiegeShip, 'missiles' | 'disabled' | 'tl'>): { dice: number; tl: number } => ({
  dice: siegeDice(ship as SiegeShip),
  tl: ship.tl,
});

export interface HullAfter {
  chance: Fraction;
  /** New damage, or null when the ship is destroyed. */
  damage: number | null;
  disabled: boolean;
}

/** Where counter-fire of `rating` dice leaves a ship: every surviving damage value, with and without a new Disabled. */
export function counterFireResults(ship: { hull: number; damage: number; disabled: boolean }, rating: number, readings: Readings): HullAfter[] {
  const limit = destroyingDamage(ship.hull, readings);
  const after = mapValues(dice(rating), (x) => Math.min(limit, ship.damage + x));
  const disable = disableChance(readings);
  const results: HullAfter[] = [];
  for (const { value, chance } of outcomes(after)) {
    if (value >= limit) results.push({ chance, damage: null, disabled: ship.disabled });
    else if (!ship.disabled && value > ship.damage && 2 * value >= ship.hull) {
      results.push({ chance: chance.mul(disable), damage: value, disabled: true });
      results.push({ chance: chance.sub(chance.mul(disable)), damage: value, disabled: false });
    } else results.push({ chance, damage: value, disabled: ship.disabled });
  }
  return results.filter((r) => !r.chance.equals(0));
}

/** The chance the world's reply eliminates Soldiers of total rating `threshold`, the weakest at Tech Level `tl`. */
export function eliminationChance(threshold: number, tl: number, societyTl: number, rating: number, readings: Readings): Fraction {
  const hitOn = dieTarget(counterHitNumber(tl, societyTl, readings), readings);
  return chanceAtLeast(countAtMost(rating, hitOn.used), threshold);
}

export const soldierGroup = (soldiers: readonly Soldier[]): { threshold: number; tl: number } => ({
  threshold: soldiers.reduce((n, s) => n + s.dice, 0),
  tl: Math.min(...soldiers.map((s) => s.tl)),
});
