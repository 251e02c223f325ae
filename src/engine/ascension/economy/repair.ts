/**
 * Repair Ship (M13, [8.2]): at your own Starport a ship rolls one die plus
 * one per level of the Starport, three at most, and takes the total off its
 * damage (never below 0). A Disabled ship recovers only when the repair
 * brings it under half its Hull (AM-45).
 */
import { chance, dice, mapValues, mean, outcomes, ZERO, type Distribution, type Fraction } from '../../core/dice/index.ts';
import { BOUNDS, flag, guarded, optional, read, shape, whole } from '../input/index.ts';
import { chanceText } from '../odds/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { destroyingDamage } from '../space/index.ts';

const readRepair = shape(
  'A repair',
  {
    starportLevel: whole('The Starport\'s level', 0, BOUNDS.powerLevel, 'ascension.a-8-2'),
    ownStarport: optional(flag('Your own Starport', 'ascension.AM-45'), true),
    hull: whole('The ship\'s Hull', 1, BOUNDS.hull, 'ascension.a-9-5'),
    damage: whole('Its damage', 0, BOUNDS.hull, 'ascension.a-9-4'),
    disabled: optional(flag('Disabled', 'ascension.a-9-4'), false),
  },
  'ascension.a-8-2',
);

export interface RepairOdds {
  dice: number;
  repaired: Distribution;
  repairedTable: { value: number; chance: Fraction }[];
  meanRepaired: Fraction;
  damageAfter: Distribution;
  damageTable: { value: number; chance: Fraction }[];
  /** The chance a Disabled ship is no longer Disabled (0 when it was not). */
  recovers: Fraction;
}

export function repairOdds(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<RepairOdds> {
  return guarded('ascension.a-8-2', () => {
    const r = read(readRepair, input);
    if (!r.ok) return r;
    const v = r.value;
    if (!v.ownStarport) return err('Ships are repaired at their owner\'s own Starport.', 'ascension.AM-45', 'ownStarport');
    if (v.damage >= destroyingDamage(v.hull, readings)) return err('A ship with that much damage is destroyed, not repaired.', 'ascension.AM-43', 'damage');
    const n = Math.min(3, 1 + v.starportLevel);
    const repaired = dice(n);
    const damageAfter = mapValues(repaired, (x) => Math.max(0, v.damage - x));
    const recovers = !v.disabled
      ? ZERO
      : readings.repairClears === 'any'
        ? chance(repaired, () => true)
        : chance(damageAfter, (d) => 2 * d < v.hull);
    const trace: Step[] = [
      step(`A Starport at level ${v.starportLevel} repairs with 1 + ${v.starportLevel} = ${n} ${n === 1 ? 'die' : 'dice'} (three at most); the total comes off the damage, never below 0.`, 'ascension.a-8-2'),
      step(`Mean repair ${mean(repaired).toFraction()}; damage ${v.damage} falls to a mean of ${mean(damageAfter).toFraction()}.`, 'ascension.a-8-2'),
    ];
    if (v.disabled) {
      trace.push(
        readings.repairClears === 'any'
          ? step('Under this reading any repair clears Disabled.', 'ascension.AM-45')
          : step(`Disabled clears only when damage falls under half the Hull ${v.hull}: ${chanceText(recovers)}.`, 'ascension.AM-45'),
      );
    }
    return ok({ dice: n, repaired, repairedTable: outcomes(repaired), meanRepaired: mean(repaired), damageAfter, damageTable: outcomes(damageAfter), recovers }, trace);
  });
}
