/**
 * Damage to a ship (M12, [9.4]): a ship is destroyed when its damage reaches
 * its Hull (AM-43); after any damage that leaves it at half Hull or worse, a
 * ship not yet Disabled rolls a die and is Disabled on 5–6 (AM-42). The same
 * check follows a beam volley, a spinal shot, a ship's missile impacts and a
 * world's counter-fire.
 */
import { chance, die, mapValues, outcomes, ONE, ZERO, type Distribution, type Fraction } from '../../core/dice/index.ts';
import { chanceText } from '../odds/index.ts';
import type { Readings } from '../readings.ts';
import { step, type Step } from '../result.ts';

export interface HullState {
  hull: number;
  damage: number;
  disabled: boolean;
}

/** The least damage that destroys a ship of this Hull. */
export const destroyingDamage = (hull: number, readings: Readings): number => (readings.destroyedAt === 'reaches' ? hull : hull + 1);

export const isDestroyed = (ship: Pick<HullState, 'hull' | 'damage'>, readings: Readings): boolean => ship.damage >= destroyingDamage(ship.hull, readings);

/** Half Hull or worse: twice the damage reaches the Hull (AM-43). */
export const atHalfHull = (ship: Pick<HullState, 'hull' | 'damage'>): boolean => 2 * ship.damage >= ship.hull;

/** The chance a check at half Hull disables the ship: a 5 or 6 on one die, or certain when read as automatic. */
export function disableChance(readings: Readings): Fraction {
  return readings.disabledCheck === 'automatic' ? ONE : chance(die(6), (f) => f >= 5);
}

export interface DamageOutcome {
  /** Damage after the instance, capped at the destroying damage (every value there means destroyed). */
  damageAfter: Distribution;
  destroyed: Fraction;
  /** The chance the ship survives and becomes Disabled by this instance. */
  disabledNow: Fraction;
  /** The chance a Disabled check is rolled at all. */
  checkRolled: Fraction;
}

/** What one damage instance `hit` does to `ship`. */
export function damageOutcome(ship: HullState, hit: Distribution, readings: Readings): DamageOutcome {
  const limit = destroyingDamage(ship.hull, readings);
  const damageAfter = mapValues(hit, (x) => Math.min(limit, ship.damage + x));
  const destroyed = chance(damageAfter, (d) => d >= limit);
  const checkRolled = ship.disabled ? ZERO : chance(hit, (x) => x > 0 && ship.damage + x < limit && 2 * (ship.damage + x) >= ship.hull);
  return { damageAfter, destroyed, disabledNow: checkRolled.mul(disableChance(readings)), checkRolled };
}

export function damageSteps(who: string, ship: HullState, outcome: DamageOutcome, readings: Readings): Step[] {
  const limit = destroyingDamage(ship.hull, readings);
  const steps: Step[] = [
    step(
      `${who} has ${ship.damage} damage against Hull ${ship.hull}; ${readings.destroyedAt === 'reaches' ? `${limit} damage destroys it` : `it is destroyed above ${ship.hull}, at ${limit}`}: ${chanceText(outcome.destroyed)}.`,
      'ascension.AM-43',
    ),
  ];
  if (ship.disabled) steps.push(step(`${who} is already Disabled and cannot become more so.`, 'ascension.a-9-4'));
  else {
    steps.push(
      step(`A Disabled check follows when the damage leaves it alive at half Hull or worse: ${chanceText(outcome.checkRolled)}.`, 'ascension.AM-43'),
      readings.disabledCheck === 'roll'
        ? step(`The check disables on 5–6 (1/3): ${chanceText(outcome.disabledNow)} in all.`, 'ascension.AM-42')
        : step(`Under this reading half Hull disables at once: ${chanceText(outcome.disabledNow)}.`, 'ascension.AM-42'),
    );
  }
  return steps;
}

/** The distribution of damage after, as a table for display. */
export const damageTable = (d: Distribution): { value: number; chance: Fraction }[] => outcomes(d);

