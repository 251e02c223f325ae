/**
 * Spinal mounts and beams (M11, [9.5]): the to-hit number is the target's
 * Size minus the range. Each die hits on its own and the hitting faces are
 * the damage (AM-32); beam dice at or under the target's Shields are stopped
 * (AM-33). Spinal reaches two bands, beams one (T15).
 */
import { chanceOf, constant, mean, outcomes, repeat, scoredDie, type Distribution, type Fraction } from '../../core/dice/index.ts';
import { BOUNDS, choice, flag, guarded, optional, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { chanceText, dieTarget, signed, targetSteps } from '../odds/index.ts';
import { mixture } from '../../core/dice/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { WEAPON_REACH } from './ratings.ts';

export interface EnergyShot {
  weapon: 'spinal' | 'beams';
  dice: number;
  targetSize: number;
  range: number;
  /** The target's Shields as it uses them now (counts against beams only). */
  shields: number;
}

export interface EnergyOdds {
  hitOn: number;
  damage: Distribution;
  table: { value: number; chance: Fraction }[];
  /** The chance of no damage at all. */
  none: Fraction;
  mean: Fraction;
}

/** Solves a shot with numbers already as the ships use them. */
export function solveEnergy(shot: EnergyShot, readings: Readings): AscensionResult<EnergyOdds> {
  const reach = WEAPON_REACH[shot.weapon];
  const name = shot.weapon === 'spinal' ? 'The spinal mount' : 'Beams';
  if (shot.range > reach) return err(`${name} reach ${reach} ${reach === 1 ? 'band' : 'bands'}; the target is ${shot.range} away.`, 'ascension.a-9-1', 'range');
  const target = dieTarget(shot.targetSize - shot.range, readings);
  const shields = shot.weapon === 'beams' ? shot.shields : 0;
  const subtract = readings.shields === 'subtract';
  const damageOf = (f: number): number => (subtract ? Math.max(0, f - shields) : f > shields ? f : 0);
  const trace: Step[] = [
    step(`${name} fire at range ${shot.range}, within reach (${reach}); to hit: target Size ${shot.targetSize} − range ${shot.range} = ${signed(shot.targetSize - shot.range)}.`, 'ascension.a-9-5'),
    ...targetSteps('To-hit number', target, 'ascension.a-9-5'),
  ];
  if (shot.weapon === 'beams' && shields > 0) {
    trace.push(
      subtract
        ? step(`Under this reading the Shields ${shields} come off each beam die that hits.`, 'ascension.AM-33')
        : step(`Shields ${shields} stop beam dice showing ${shields} or less.`, 'ascension.AM-33'),
    );
  } else if (shot.weapon === 'spinal') trace.push(step('Shields count against beams only.', 'ascension.AM-33'));
  let damage: Distribution;
  if (readings.energyToHit === 'per-die') {
    damage = repeat(scoredDie((f) => (f <= target.used ? damageOf(f) : 0)), shot.dice);
    trace.push(step(`Each of the ${shot.dice} dice hits on its own; the faces that hit are the damage.`, 'ascension.AM-32'));
  } else {
    const hit = target.perDie;
    damage = mixture([
      { chance: hit.neg().add(1), result: constant(0) },
      { chance: hit, result: repeat(scoredDie(damageOf), shot.dice) },
    ]);
    trace.push(step(`Under this reading one to-hit roll decides the volley (${chanceText(hit)}); on a hit all ${shot.dice} dice are summed.`, 'ascension.AM-32'));
  }
  const table = outcomes(damage);
  const none = chanceOf(damage, 0);
  trace.push(step(`No damage: ${chanceText(none)}; mean damage ${mean(damage).toFraction()}.`, 'ascension.a-9-5'));
  return ok({ hitOn: target.used, damage, table, none, mean: mean(damage) }, trace);
}

const readShot = shape(
  'A spinal or beam volley',
  {
    weapon: choice('The weapon', ['spinal', 'beams'] as const, 'ascension.a-9-5'),
    dice: whole('Its dice', 0, BOUNDS.shipVolley, 'ascension.a-9-5'),
    disabled: optional(flag('Firing ship Disabled', 'ascension.a-9-4'), false),
    targetSize: whole('The target\'s Ship Size', 0, BOUNDS.shipRating, 'ascension.a-9-5'),
    range: whole('The range', 0, BOUNDS.rangeBands, 'ascension.a-9-1'),
    targetShields: optional(whole('The target\'s Shields', 0, BOUNDS.dieFace, 'ascension.a-9-5'), 0),
    targetDisabled: optional(flag('Target Disabled', 'ascension.a-9-4'), false),
  },
  'ascension.a-9-5',
);
export type EnergyInput = ReaderValue<typeof readShot>;

/** The exact damage of one spinal or beam volley; Disabled ships' dice and Shields are halved first. */
export function energyOdds(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<EnergyOdds> {
  return guarded('ascension.a-9-5', () => {
    const r = read(readShot, input);
    if (!r.ok) return r;
    const v = r.value;
    const dice = v.disabled ? Math.floor(v.dice / 2) : v.dice;
    const shields = v.targetDisabled ? Math.floor(v.targetShields / 2) : v.targetShields;
    const notes: Step[] = [];
    if (v.disabled) notes.push(step(`The firing ship is Disabled: ${v.dice} dice halve to ${dice}.`, 'ascension.a-9-4'));
    if (v.targetDisabled && v.weapon === 'beams') notes.push(step(`The target is Disabled: Shields ${v.targetShields} halve to ${shields}.`, 'ascension.a-9-4'));
    const solved = solveEnergy({ weapon: v.weapon, dice, targetSize: v.targetSize, range: v.range, shields }, readings);
    return solved.ok ? ok(solved.value, [...notes, ...solved.trace]) : solved;
  });
}
