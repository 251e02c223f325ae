/**
 * Missiles (M10, [9.2]–[9.5]): a ship fires its Missiles less the target's
 * ECM, within two bands and while it has Salvos left. The target's Point
 * Defense dice each kill one missile on a roll at or under the Missile Size
 * (AM-37); each missile left hits on the target's Missile to Hit or less
 * (AM-34) and deals a fresh die times the Missile Size (AM-35).
 */
import { add, chanceOf, constant, countAtMost, mapValues, mean, outcomes, repeat, scoredDie, type Distribution, type Fraction } from '../../core/dice/index.ts';
import { BOUNDS, flag, guarded, optional, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { chanceText, dieTarget, targetSteps } from '../odds/index.ts';
import { mixture } from '../../core/dice/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { WEAPON_REACH } from './ratings.ts';

/** The missiles that fly: the volley less the target's ECM, never below 0. */
export const missilesFired = (missiles: number, ecm: number): number => Math.max(0, missiles - ecm);

/** Whether one die face hits with a missile against `missileToHit` (AM-34). */
export function missileHits(face: number, missileToHit: number, readings: Readings): boolean {
  if (readings.missileToHit === 'at-least') return face >= Math.max(1, missileToHit);
  return face <= dieTarget(missileToHit, readings).used;
}

/** The damage of one missile that reaches its target, hit or miss. */
export function missileDamage(missileSize: number, missileToHit: number, readings: Readings): Distribution {
  if (readings.missileDamage === 'hit-die') return scoredDie((f) => (missileHits(f, missileToHit, readings) ? f * missileSize : 0));
  // A to-hit die and a damage die, read as one 36-sided roll.
  return scoredDie((k) => (missileHits(Math.ceil(k / 6), missileToHit, readings) ? (((k - 1) % 6) + 1) * missileSize : 0), 36);
}

/** Missiles left after Point Defense: `pd` dice each kill one on a roll at or under the Missile Size. */
export function survivors(incoming: number, pd: number, missileSize: number, readings: Readings): Distribution {
  return mapValues(countAtMost(pd, dieTarget(missileSize, readings).used), (kills) => incoming - Math.min(kills, incoming));
}

/** Damage of `count` missiles reaching the target. */
export const impactDamage = (count: number, missileSize: number, missileToHit: number, readings: Readings): Distribution =>
  count === 0 ? constant(0) : repeat(missileDamage(missileSize, missileToHit, readings), count);

export interface MissileVolley {
  missiles: number;
  salvosLeft: number;
  range: number;
  missileSize: number;
  targetEcm: number;
  targetPointDefense: number;
  targetMissileToHit: number;
}

export interface MissileOdds {
  fired: number;
  survivors: Distribution;
  survivorTable: { value: number; chance: Fraction }[];
  damage: Distribution;
  damageTable: { value: number; chance: Fraction }[];
  none: Fraction;
  mean: Fraction;
}

/** One ship's missiles at one target through to impact, numbers as the ships use them now. */
export function solveMissiles(v: MissileVolley, readings: Readings): AscensionResult<MissileOdds> {
  if (v.range > WEAPON_REACH.missiles) return err(`Missiles reach ${WEAPON_REACH.missiles} bands; the target is ${v.range} away.`, 'ascension.a-9-1', 'range');
  if (v.salvosLeft <= 0) return err('The ship has no Salvos left to fire.', 'ascension.a-9-5', 'salvosLeft');
  const fired = missilesFired(v.missiles, v.targetEcm);
  const pdTarget = dieTarget(v.missileSize, readings);
  const left = survivors(fired, v.targetPointDefense, v.missileSize, readings);
  // The damage of 0, 1, 2, … surviving missiles, each one more missile added to the last.
  const one = missileDamage(v.missileSize, v.targetMissileToHit, readings);
  const bySurvivors: Distribution[] = [constant(0)];
  for (let k = 1; k <= fired; k++) bySurvivors.push(add(bySurvivors[k - 1]!, one));
  const damage = mixture(outcomes(left).map(({ value, chance }) => ({ chance, result: bySurvivors[value]! })));
  const trace: Step[] = [
    step(`${v.missiles} Missiles less the target's ECM ${v.targetEcm}: ${fired} fly.`, 'ascension.a-9-3'),
    step(`The target rolls its ${v.targetPointDefense} Point Defense dice once; each kills one missile.`, 'ascension.AM-37'),
    ...targetSteps('Point Defense needs the Missile Size', pdTarget, 'ascension.a-9-5'),
    readings.missileToHit === 'at-most'
      ? step(`Each missile left hits on the target's Missile to Hit ${v.targetMissileToHit} or less.`, 'ascension.AM-34')
      : step(`Under this reading each missile left hits on ${v.targetMissileToHit} or more.`, 'ascension.AM-34'),
    readings.missileDamage === 'new-die'
      ? step(`A hit rolls a fresh die for damage, times the Missile Size ${v.missileSize}.`, 'ascension.AM-35')
      : step(`Under this reading the hitting die itself, times the Missile Size ${v.missileSize}, is the damage.`, 'ascension.AM-35'),
    step('Agility does not evade missiles: no rule says how.', 'ascension.AM-36'),
    step(`No damage: ${chanceText(chanceOf(damage, 0))}; mean damage ${mean(damage).toFraction()}.`, 'ascension.a-9-5'),
  ];
  return ok({ fired, survivors: left, survivorTable: outcomes(left), damage, damageTable: outcomes(damage), none: chanceOf(damage, 0), mean: mean(damage) }, trace);
}

const readVolley = shape(
  'A missile volley',
  {
    missiles: whole('Missiles', 0, BOUNDS.shipVolley, 'ascension.a-9-5'),
    salvosLeft: optional(whole('Salvos left', 0, BOUNDS.shipRating, 'ascension.a-9-5'), 1),
    missileSize: whole('Missile Size', 0, BOUNDS.shipRating, 'ascension.a-9-5'),
    disabled: optional(flag('Firing ship Disabled', 'ascension.a-9-4'), false),
    range: optional(whole('The range', 0, BOUNDS.rangeBands, 'ascension.a-9-1'), 1),
    targetEcm: whole('The target\'s ECM', 0, BOUNDS.shipVolley, 'ascension.a-9-5'),
    targetPointDefense: whole('The target\'s Point Defense', 0, BOUNDS.shipVolley, 'ascension.a-9-5'),
    targetMissileToHit: whole('The target\'s Missile to Hit', 0, BOUNDS.dieFace, 'ascension.a-9-5'),
    targetDisabled: optional(flag('Target Disabled', 'ascension.a-9-4'), false),
  },
  'ascension.a-9-5',
);
export type MissileInput = ReaderValue<typeof readVolley>;

/** The exact damage of one ship's missiles at one target, ECM, Point Defense and impacts included. */
export function missileOdds(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<MissileOdds> {
  return guarded('ascension.a-9-5', () => {
    const r = read(readVolley, input);
    if (!r.ok) return r;
    const v = r.value;
    const half = (n: number, when: boolean): number => (when ? Math.floor(n / 2) : n);
    const notes: Step[] = [];
    if (v.disabled) notes.push(step('The firing ship is Disabled: its Missiles and Missile Size halve (count its Salvos left from the halved rating).', 'ascension.a-9-4'));
    if (v.targetDisabled) notes.push(step('The target is Disabled: its ECM and Point Defense halve; Missile to Hit is kept.', 'ascension.a-9-4'));
    const solved = solveMissiles(
      {
        missiles: half(v.missiles, v.disabled),
        salvosLeft: v.salvosLeft,
        missileSize: half(v.missileSize, v.disabled),
        range: v.range,
        targetEcm: half(v.targetEcm, v.targetDisabled),
        targetPointDefense: half(v.targetPointDefense, v.targetDisabled),
        targetMissileToHit: v.targetMissileToHit,
      },
      readings,
    );
    return solved.ok ? ok(solved.value, [...notes, ...solved.trace]) : solved;
  });
}
