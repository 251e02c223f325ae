/**
 * One pass of a Siege (M5) or an Assault (M6): the attacker's dice hit on 3
 * moved by the Tech Level difference, and the attack succeeds when the hits
 * reach the rating; then the world strikes back (AM-27) — with the rating in
 * dice summed as damage on a ship, or with the rating in dice counting hits
 * against a Soldier's rating (AM-29, AM-30).
 */
import { countAtMost, mean, outcomes, sumOf, chanceAtLeast, dice, type Distribution, type Fraction } from '../../core/dice/index.ts';
import { BOUNDS, flag, guarded, nullable, optional, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { chanceText, dieTarget, targetSteps, type DieTarget } from '../odds/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionErr, type AscensionResult, type Step } from '../result.ts';
import { damageOutcome, damageSteps, type DamageOutcome } from '../space/index.ts';
import { attackHitNumber, checkFleet, readFleet, readSoldiers, siegeDice, type SiegeShip, type Soldier } from './attackers.ts';
import { checkSystem, planetaryRating, readPlanetarySystem, readTarget, stripSteps, successesToStrip, type PlanetarySystem, type PlanetaryTarget } from './system.ts';

const common = {
  system: readPlanetarySystem,
  target: readTarget,
  /** null (or left out): the system has no Society, so its Tech Level counts as 0 (AM-03). */
  societyTl: nullable(whole('The Society\'s Tech Level', 0, BOUNDS.techLevel, 'ascension.AM-03')),
  /** The system has a Treaty: no Siege or Assault may be played against it. */
  treaty: optional(flag('The system has a Treaty', 'ascension.a-8-9-treaties'), false),
  actor: optional(whole('The acting attacker', 0, BOUNDS.soldiers - 1, 'ascension.a-9-6'), 0),
  stripped: optional(whole('Successes already taken', 0, 3, 'ascension.a-9-6'), 0),
};

export const readSiegeInput = shape('A siege', { ...common, fleet: readFleet }, 'ascension.a-9-6-siege');
export const readAssaultInput = shape('An assault', { ...common, soldiers: readSoldiers }, 'ascension.a-9-6-assault');
export type SiegeInput = ReaderValue<typeof readSiegeInput>;
export type AssaultInput = ReaderValue<typeof readAssaultInput>;

export interface AttackRoll {
  /** Which attackers roll (one, or all when pooled). */
  attackers: number[];
  dice: number[];
  hitOn: DieTarget[];
  hits: Distribution;
  success: Fraction;
}

export interface PassBase {
  rating: number;
  /** Successes that strip the target, and how many are still needed. */
  need: number;
  left: number;
  attack: AttackRoll;
}

export interface SiegePass extends PassBase {
  /** Counter-fire: rating dice summed; null when the rating is 0. */
  counter: { dice: number; damage: Distribution; table: { value: number; chance: Fraction }[]; mean: Fraction } | null;
  /** What the counter-fire does to the ship that takes it. */
  afterCounter: DamageOutcome | null;
}

export interface AssaultPass extends PassBase {
  counter: { dice: number; hitOn: DieTarget; hits: Distribution; threshold: number; eliminated: Fraction };
}

function attackRoll(actors: number[], diceOf: number[], hitNumbers: number[], rating: number, readings: Readings, what: string, rule: 'ascension.a-9-6-siege' | 'ascension.a-9-6-assault'): { roll: AttackRoll; steps: Step[] } {
  const hitOn = hitNumbers.map((h) => dieTarget(h, readings));
  const hits = sumOf(actors.map((_, k) => countAtMost(diceOf[k]!, hitOn[k]!.used)));
  const success = chanceAtLeast(hits, rating);
  const steps: Step[] = [];
  actors.forEach((a, k) => {
    steps.push(step(`${what} ${a + 1} rolls ${diceOf[k]} ${diceOf[k] === 1 ? 'die' : 'dice'}; hit number 3 ${hitNumbers[k]! >= 3 ? '+' : '−'} ${Math.abs(hitNumbers[k]! - 3)} from the Tech Levels.`, rule));
    steps.push(...targetSteps('Hit number', hitOn[k]!, rule));
  });
  steps.push(step(`The attack succeeds when the hits reach the rating ${rating}: ${chanceText(success)}.`, rule));
  return { roll: { attackers: actors, dice: diceOf, hitOn, hits, success }, steps };
}

/**
 * What any Siege or Assault checks first: a Treaty system may not be
 * attacked ([8.9]), and the system's Tech Level is its Society's, or 0 when
 * it has none (AM-03). Gives the Tech Level the attack rolls against.
 */
export function checkWorld(input: Pick<SiegeInput, 'treaty' | 'societyTl' | 'system'>, kind: 'siege' | 'assault'): { tl: number; steps: Step[] } | AscensionErr {
  if (input.treaty) {
    return err(
      `A system with a Treaty may not be ${kind === 'siege' ? 'besieged' : 'assaulted'}: the Emperor would take it as treason. Shadow actions and Blockades may still be used on it.`,
      'ascension.a-8-9-treaties',
      'treaty',
    );
  }
  const societies = input.system.societies.length;
  if (input.societyTl === null) {
    if (societies > 0) return err('A Society is listed, and the Society chain always ends on one showing a Tech Level: give that Tech Level.', 'ascension.AM-03', 'societyTl');
    return { tl: 0, steps: [step('No Society stands in the system, so its Tech Level counts as 0.', 'ascension.AM-03')] };
  }
  if (societies === 0) return err('No Society is listed, so the system has no Tech Level of its own: it counts as 0. Leave the Tech Level out (no Society).', 'ascension.AM-03', 'societyTl');
  return { tl: input.societyTl, steps: [] };
}

function needSteps(system: PlanetarySystem, target: PlanetaryTarget, stripped: number, readings: Readings, kind: 'siege' | 'assault'): { need: number; left: number; steps: Step[] } | AscensionErr {
  const need = successesToStrip(system, target, readings);
  if (stripped > need) return err(`Only ${need} ${need === 1 ? 'success is' : 'successes are'} needed to strip this target.`, 'ascension.a-9-6', 'stripped');
  const steps = stripSteps(system, target, readings, kind);
  if (stripped > 0) steps.push(step(`${stripped} already taken this action: ${need - stripped} still needed. The rating stays as set at step 2.`, 'ascension.AM-56'));
  return { need, left: need - stripped, steps };
}

export function solveSiegePass(input: SiegeInput, readings: Readings): AscensionResult<SiegePass> {
  const world = checkWorld(input, 'siege');
  if ('ok' in world) return world;
  const checked = checkSystem(input.system, input.target);
  if (!checked.ok) return checked;
  const afloat = checkFleet(input.fleet, readings);
  if (!afloat.ok) return afloat;
  if (input.actor >= input.fleet.length) return err(`There is no ship number ${input.actor + 1} in the fleet.`, 'ascension.a-9-6-siege', 'actor');
  const needed = needSteps(input.system, input.target, input.stripped, readings, 'siege');
  if ('ok' in needed) return needed;
  const { rating, steps: ratingSteps } = planetaryRating(input.system, 'siege', readings);
  const pooled = readings.fleetSiege === 'pooled' && input.fleet.length > 1;
  const actors = pooled ? input.fleet.map((_, i) => i) : [input.actor];
  const ships = actors.map((i) => input.fleet[i] as SiegeShip);
  const trace: Step[] = [...world.steps, ...ratingSteps, ...needed.steps];
  trace.push(pooled ? step('The fleet pools its Missiles into one roll under this reading.', 'ascension.AM-24') : step(`Ship ${input.actor + 1} attacks alone.`, 'ascension.AM-24'));
  ships.forEach((s, k) => {
    if (s.disabled) trace.push(step(`Ship ${actors[k]! + 1} is Disabled: its ${s.missiles} Missiles halve to ${siegeDice(s)} dice.`, 'ascension.AM-28'));
  });
  const { roll, steps } = attackRoll(actors, ships.map(siegeDice), ships.map((s) => attackHitNumber(s.tl, world.tl)), rating, readings, 'Ship', 'ascension.a-9-6-siege');
  trace.push(...steps);
  const target = input.fleet[input.actor] as SiegeShip;
  if (rating === 0) {
    trace.push(step('With a rating of 0 no dice strike back.', 'ascension.AM-25'));
    return ok({ rating, need: needed.need, left: needed.left, attack: roll, counter: null, afterCounter: null }, trace);
  }
  const damage = dice(rating);
  const afterCounter = damageOutcome(target, damage, readings);
  trace.push(
    step(`The world strikes back after the attack, success or not: ${rating} dice summed, mean ${mean(damage).toFraction()}, on ship ${input.actor + 1}.`, 'ascension.AM-27'),
    ...damageSteps(`Ship ${input.actor + 1}`, target, afterCounter, readings),
  );
  return ok({ rating, need: needed.need, left: needed.left, attack: roll, counter: { dice: rating, damage, table: outcomes(damage), mean: mean(damage) }, afterCounter }, trace);
}

/** The world's hit number against Soldiers of Tech Level `soldierTl` (AM-30). */
export function counterHitNumber(soldierTl: number, societyTl: number, readings: Readings): number {
  return readings.assaultCounter === 'mirrored' ? 3 + societyTl - soldierTl : attackHitNumber(soldierTl, societyTl);
}

export function solveAssaultPass(input: AssaultInput, readings: Readings): AscensionResult<AssaultPass> {
  const world = checkWorld(input, 'assault');
  if ('ok' in world) return world;
  const checked = checkSystem(input.system, input.target);
  if (!checked.ok) return checked;
  if (input.actor >= input.soldiers.length) return err(`There is no Soldier number ${input.actor + 1}.`, 'ascension.a-9-6-assault', 'actor');
  const needed = needSteps(input.system, input.target, input.stripped, readings, 'assault');
  if ('ok' in needed) return needed;
  const { rating, steps: ratingSteps } = planetaryRating(input.system, 'assault', readings);
  const pooled = readings.soldiers === 'pooled' && input.soldiers.length > 1;
  const actors = pooled ? input.soldiers.map((_, i) => i) : [input.actor];
  const group = actors.map((i) => input.soldiers[i] as Soldier);
  const trace: Step[] = [...world.steps, ...ratingSteps, ...needed.steps];
  trace.push(pooled ? step('The Soldiers pool their Battle dice and are struck back as one group under this reading.', 'ascension.AM-29') : step(`Soldier ${input.actor + 1} attacks alone; its rating is its ${group[0]!.dice} Battle dice.`, 'ascension.AM-29'));
  const { roll, steps } = attackRoll(actors, group.map((s) => s.dice), group.map((s) => attackHitNumber(s.tl, world.tl)), rating, readings, 'Soldier', 'ascension.a-9-6-assault');
  trace.push(...steps);
  const weakestTl = Math.min(...group.map((s) => s.tl));
  const threshold = group.reduce((n, s) => n + s.dice, 0);
  const hitOn = dieTarget(counterHitNumber(weakestTl, world.tl, readings), readings);
  const hits = countAtMost(rating, hitOn.used);
  const eliminated = chanceAtLeast(hits, threshold);
  trace.push(
    step(`The world strikes back with ${rating} dice${pooled ? ', against the group\'s lowest Tech Level' : ''}.`, 'ascension.a-9-6-assault'),
    readings.assaultCounter === 'mirrored'
      ? step(`Its hit number mirrors the attack: 3 + ${world.tl} − ${weakestTl}.`, 'ascension.AM-30')
      : step('Its hit number is the Soldier\'s own under this reading.', 'ascension.AM-30'),
    ...targetSteps('Counter hit number', hitOn, 'ascension.a-9-6-assault'),
    step(
      `${threshold === 0 ? 'A rating of 0 is met by zero hits: the Soldiers fall for certain' : `Hits reaching the Soldiers' rating ${threshold} eliminate them`}: ${chanceText(eliminated)}.`,
      threshold === 0 ? 'ascension.AM-25' : 'ascension.AM-29',
    ),
  );
  return ok({ rating, need: needed.need, left: needed.left, attack: roll, counter: { dice: rating, hitOn, hits, threshold, eliminated } }, trace);
}

/** The exact odds of one siege pass by one ship (or the pooled fleet), and the counter-fire it draws. */
export function siegePass(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<SiegePass> {
  return guarded('ascension.a-9-6-siege', () => {
    const r = read(readSiegeInput, input);
    return r.ok ? solveSiegePass(r.value, readings) : r;
  });
}

/** The exact odds of one assault pass by one Soldier (or the pooled Soldiers), and of the world's reply. */
export function assaultPass(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<AssaultPass> {
  return guarded('ascension.a-9-6-assault', () => {
    const r = read(readAssaultInput, input);
    return r.ok ? solveAssaultPass(r.value, readings) : r;
  });
}

