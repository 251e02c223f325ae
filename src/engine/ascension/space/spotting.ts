/**
 * Sensors and Stealth in S.M.A.R.T. combat. Sensors (M9): a ship rolls its
 * Sensors dice and spots an enemy when any die shows the enemy's Size minus
 * the range or less. Stealth (M15): a spotted ship breaks the lock when any
 * Stealth die shows less than the range to the closest enemy.
 */
import { anyAtMost, type Fraction } from '../../core/dice/index.ts';
import { BOUNDS, flag, guarded, optional, read, shape, whole } from '../input/index.ts';
import { chanceText, dieTarget, signed, targetSteps, type DieTarget } from '../odds/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { ok, step, type AscensionResult, type Step } from '../result.ts';

export interface RollOdds {
  dice: number;
  target: DieTarget;
  success: Fraction;
}

export function solveSensors(dice: number, targetSize: number, range: number, readings: Readings): AscensionResult<RollOdds> {
  const target = dieTarget(targetSize - range, readings);
  const success = anyAtMost(dice, target.used);
  return ok({ dice, target, success }, [
    step(`Sensors: the enemy's Size ${targetSize} − range ${range} = ${signed(targetSize - range)}.`, 'ascension.a-9-5'),
    ...targetSteps('Sensors target', target, 'ascension.a-9-5'),
    // With several dice, one die making the number is enough: our reading AM-62 decides that step.
    step(`Any of ${dice} ${dice === 1 ? 'die' : 'dice'} succeeding spots it: ${chanceText(success)}.`, dice > 1 ? 'ascension.AM-62' : 'ascension.a-9-2'),
  ]);
}

export function solveStealth(dice: number, range: number, readings: Readings): AscensionResult<RollOdds> {
  const target = dieTarget(range - 1, readings);
  const success = anyAtMost(dice, target.used);
  return ok({ dice, target, success }, [
    step(`Stealth dice must roll less than the range ${range} to the closest enemy: ${range - 1} or less.`, 'ascension.a-9-5'),
    ...targetSteps('Stealth target', target, 'ascension.a-9-5'),
    step(`Any of ${dice} ${dice === 1 ? 'die' : 'dice'} succeeding breaks the lock and the ship turns unspotted: ${chanceText(success)}.`, 'ascension.a-9-2'),
  ]);
}

const halved = (n: number, disabled: boolean, what: string): { n: number; steps: Step[] } =>
  disabled ? { n: Math.floor(n / 2), steps: [step(`The ship is Disabled: ${what} ${n} halves to ${Math.floor(n / 2)}.`, 'ascension.a-9-4')] } : { n, steps: [] };

const readSensors = shape(
  'A Sensors roll',
  {
    sensors: whole('Sensors', 0, BOUNDS.shipRating, 'ascension.a-9-5'),
    disabled: optional(flag('Disabled', 'ascension.a-9-4'), false),
    targetSize: whole('The enemy\'s Ship Size', 0, BOUNDS.shipRating, 'ascension.a-9-5'),
    range: whole('The range', 0, BOUNDS.rangeBands, 'ascension.a-9-1'),
  },
  'ascension.a-9-5',
);

const readStealth = shape(
  'A Stealth roll',
  {
    stealth: whole('Stealth', 0, BOUNDS.shipRating, 'ascension.a-9-5'),
    disabled: optional(flag('Disabled', 'ascension.a-9-4'), false),
    range: whole('The range to the closest enemy', 0, BOUNDS.rangeBands, 'ascension.a-9-1'),
  },
  'ascension.a-9-5',
);

/** The chance a ship's Sensors spot an enemy ship. */
export function sensorsOdds(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<RollOdds> {
  return guarded('ascension.a-9-5', () => {
    const r = read(readSensors, input);
    if (!r.ok) return r;
    const h = halved(r.value.sensors, r.value.disabled, 'Sensors');
    const s = solveSensors(h.n, r.value.targetSize, r.value.range, readings);
    return s.ok ? ok(s.value, [...h.steps, ...s.trace]) : s;
  });
}

/** The chance a spotted ship's Stealth breaks the lock. */
export function stealthOdds(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<RollOdds> {
  return guarded('ascension.a-9-5', () => {
    const r = read(readStealth, input);
    if (!r.ok) return r;
    const h = halved(r.value.stealth, r.value.disabled, 'Stealth');
    const s = solveStealth(h.n, r.value.range, readings);
    return s.ok ? ok(s.value, [...h.steps, ...s.trace]) : s;
  });
}
