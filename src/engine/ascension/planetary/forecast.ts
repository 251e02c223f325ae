/**
 * A whole Siege or Assault action (AM-56): passes repeat, attacker after
 * attacker, until the target is stripped or every attacker is lost (or, under
 * the other reading, each attacker makes one pass).
 *
 * The rating is set once, at step 2 of the book's steps, and steps 3–5 repeat
 * with it. So attackers acting alone are independent of each other: the
 * target is stripped exactly when the successes each would score over its
 * whole life add up to what is needed. Each life is a small absorbing chain
 * solved exactly; the lives are then added as distributions with the kernel.
 * Pooled ships form one line of lives: the lead ship takes every reply and,
 * when it is lost, the next ship leads the pool of those left.
 */
import { chanceAtLeast, chanceAtMost, constant, dice, fromWeights, mixture, outcomes, solveChain, sumOf, ONE, ZERO, type ChainMove, type Distribution, type Fraction } from '../../core/dice/index.ts';
import type { Readings } from '../readings.ts';
import { step, type Step } from '../result.ts';
import { destroyingDamage, disableChance } from '../space/index.ts';
import type { SiegeShip, Soldier } from './attackers.ts';
import { attackSuccess, counterFireResults, eliminationChance, shipAttacker, soldierGroup } from './odds.ts';
import { planetaryRating, type AttackKind, type PlanetarySystem, type PlanetaryTarget } from './system.ts';

export type ForecastMethod = 'one-pass' | 'lifetimes';

export interface PlanetaryForecast {
  method: ForecastMethod;
  rating: number;
  need: number;
  /** The target is stripped. */
  stripped: Fraction;
  /** Every attacker is lost first. */
  repelled: Fraction;
  /** One pass ends with the target standing and attackers left (one-pass reading). */
  held: Fraction;
  /** Attackers are left who can neither hurt the world nor be hurt by it: only a withdrawal ends the action. */
  stalemate: Fraction;
  /** Chance each attacker is lost during the action; null where attackers take turns over many passes. */
  lost: (Fraction | null)[];
  /** States of every chain solved. */
  states: number;
}

export interface ForecastSetup {
  kind: AttackKind;
  system: PlanetarySystem;
  target: PlanetaryTarget;
  societyTl: number;
  need: number;
  stripped: number;
  ships?: readonly SiegeShip[];
  soldiers?: readonly Soldier[];
}

/** The successes one life scores (capped at what is needed), whether it ends lost, and whether it can stall. */
interface Life {
  successes: Distribution;
  lost: Fraction;
  stuck: boolean;
  states: number;
}

type LifeOutcome = `dead-${number}` | 'done' | 'done-dead';
type Phase = 'attack' | 'reply' | 'check';
interface ShipLife {
  damage: number;
  disabled: boolean;
  s: number;
  phase: Phase;
}

const asDistribution = (chances: readonly { value: number; chance: Fraction }[]): Distribution =>
  mixture(chances.filter((c) => !c.chance.equals(0)).map((c) => ({ chance: c.chance, result: constant(c.value) })));

/**
 * A ship's life on siege: it attacks with the pool (itself and the ships
 * behind it, when pooled) and takes every reply, until it is destroyed or
 * the needed successes are in. A pass is split into steps so each has few
 * moves: the attack, the reply, and the Disabled check when one is due.
 */
function shipLife(ship: SiegeShip, behind: readonly SiegeShip[], setup: ForecastSetup, rating: number, left: number, readings: Readings): Life {
  const disable = disableChance(readings);
  const success = new Map<boolean, Fraction>();
  const successOf = (disabled: boolean): Fraction => {
    if (!success.has(disabled)) success.set(disabled, attackSuccess([{ ...ship, disabled }, ...behind].map(shipAttacker), setup.societyTl, rating, readings));
    return success.get(disabled)!;
  };
  const counter = dice(rating);
  const reply = outcomes(counter);
  const limit = destroyingDamage(ship.hull, readings);
  type Move = ChainMove<ShipLife, LifeOutcome>;
  const next = (l: ShipLife, chance: Fraction): Move => (l.s >= left ? { chance, outcome: 'done' } : { chance, to: { ...l, phase: 'attack' } });
  const solution = solveChain<ShipLife, LifeOutcome>({
    start: { damage: ship.damage, disabled: ship.disabled, s: 0, phase: 'attack' },
    key: (l) => `${l.damage},${l.disabled ? 1 : 0},${l.s},${l.phase}`,
    moves: (l): Move[] => {
      if (l.phase === 'attack') {
        const p = successOf(l.disabled);
        return [
          { chance: p, to: { ...l, s: l.s + 1, phase: 'reply' } as ShipLife },
          { chance: ONE.sub(p), to: { ...l, phase: 'reply' } as ShipLife },
        ].filter((m) => !m.chance.equals(0));
      }
      if (l.phase === 'check') return [next({ ...l, disabled: true }, disable), next(l, ONE.sub(disable))].filter((m) => !m.chance.equals(0));
      if (rating === 0) return [next(l, ONE)];
      // Each surviving damage value is its own move; every value that destroys the ship is one. Whether it is then Disabled is the check's step.
      const out: Move[] = [];
      for (const { value, chance } of reply) {
        const damage = l.damage + value;
        if (damage >= limit) break;
        const hurt = { ...l, damage };
        out.push(!l.disabled && 2 * damage >= ship.hull ? { chance, to: { ...hurt, phase: 'check' } } : next(hurt, chance));
      }
      const dead = chanceAtLeast(counter, limit - l.damage);
      if (!dead.equals(0)) out.push({ chance: dead, outcome: l.s >= left ? 'done-dead' : `dead-${l.s}` });
      return out;
    },
  });
  const chances: { value: number; chance: Fraction }[] = [];
  let lost = ZERO;
  for (const [o, chance] of solution.outcomes) {
    const value = o === 'done' || o === 'done-dead' ? left : Number(o.slice('dead-'.length));
    chances.push({ value, chance });
    if (o !== 'done') lost = lost.add(chance);
  }
  return { successes: asDistribution(chances), lost, stuck: false, states: solution.states };
}

/** Soldiers (one, or the pooled group) on assault: nothing wears them down, so a pass can change nothing. */
function soldierLife(group: readonly Soldier[], setup: ForecastSetup, rating: number, left: number, readings: Readings): Life {
  const p = attackSuccess(group, setup.societyTl, rating, readings);
  const { threshold, tl } = soldierGroup(group);
  const q = eliminationChance(threshold, tl, setup.societyTl, rating, readings);
  if (p.equals(0) && q.equals(0)) return { successes: constant(0), lost: ZERO, stuck: true, states: 1 };
  type State = { s: number; phase: 'attack' | 'reply' };
  type Move = ChainMove<State, LifeOutcome>;
  const solution = solveChain<State, LifeOutcome>({
    start: { s: 0, phase: 'attack' },
    key: (l) => `${l.s},${l.phase}`,
    moves: (l): Move[] => {
      if (l.phase === 'attack') {
        return [
          { chance: p, to: { s: l.s + 1, phase: 'reply' } as State },
          { chance: ONE.sub(p), to: { s: l.s, phase: 'reply' } as State },
        ].filter((m) => !m.chance.equals(0));
      }
      const survive: Move = l.s >= left ? { chance: ONE.sub(q), outcome: 'done' } : { chance: ONE.sub(q), to: { s: l.s, phase: 'attack' } };
      const fall: Move = { chance: q, outcome: l.s >= left ? 'done-dead' : `dead-${l.s}` };
      return [fall, survive].filter((m) => !m.chance.equals(0));
    },
  });
  const chances = [...solution.outcomes].map(([o, chance]) => ({ value: o === 'done' || o === 'done-dead' ? left : Number(o.slice('dead-'.length)), chance }));
  let lost = ZERO;
  for (const [o, c] of solution.outcomes) if (o !== 'done') lost = lost.add(c);
  return { successes: asDistribution(chances), lost, stuck: false, states: solution.states };
}

/** The ship lives a siege forecast follows: one per ship, each with the ships behind it when pooled. */
function shipLives(setup: ForecastSetup, readings: Readings): { ship: SiegeShip; behind: SiegeShip[] }[] {
  const ships = setup.ships!;
  return ships.map((ship, i) => ({ ship, behind: readings.fleetSiege === 'pooled' ? ships.slice(i + 1) : [] }));
}

const lifeKey = (l: { ship: SiegeShip; behind: readonly SiegeShip[] }): string => JSON.stringify([l.ship, l.behind.map(shipAttacker)]);

/**
 * The work of following the ship lives, estimated from what drives it: the
 * damage values a ship can carry, the different replies it can take, and the
 * fourth power of the passes it can last, and the dice each pass rolls (the
 * exact chances grow longer with every pass and every die, and so does each
 * step of arithmetic on them). Identical lives are solved once.
 */
export function forecastWork(setup: ForecastSetup, readings: Readings): number {
  if (setup.kind !== 'siege' || readings.planetaryRepeat === 'one-pass') return 0;
  const rating = planetaryRating(setup.system, 'siege', readings).rating;
  if (rating === 0) return 0;
  const seen = new Set<string>();
  let work = 0;
  for (const life of shipLives(setup, readings)) {
    const key = lifeKey(life);
    if (seen.has(key)) continue;
    seen.add(key);
    const remaining = destroyingDamage(life.ship.hull, readings) - life.ship.damage;
    const passes = Math.ceil(remaining / rating);
    const dice = [life.ship, ...life.behind].reduce((n, s) => n + s.missiles, 0);
    work += remaining * Math.min(remaining, 5 * rating + 1) * passes ** 4 * ((20 + dice) / 40) ** 2;
  }
  return Math.round(work);
}

/** The most work a forecast may take (see `forecastWork`): past it the forecast is refused, so every accepted one answers within about 50 ms. */
export const FORECAST_WORK_LIMIT = 200_000;

function lives(setup: ForecastSetup, rating: number, left: number, readings: Readings): Life[] {
  if (setup.kind === 'siege') {
    const solved = new Map<string, Life>();
    return shipLives(setup, readings).map((life) => {
      const key = lifeKey(life);
      if (!solved.has(key)) solved.set(key, shipLife(life.ship, life.behind, setup, rating, left, readings));
      return solved.get(key)!;
    });
  }
  const soldiers = setup.soldiers!;
  if (readings.soldiers === 'pooled') return [soldierLife(soldiers, setup, rating, left, readings)];
  return soldiers.map((one) => soldierLife([one], setup, rating, left, readings));
}

function lifetimes(setup: ForecastSetup, rating: number, left: number, readings: Readings): PlanetaryForecast {
  const all = lives(setup, rating, left, readings);
  const stripped = chanceAtLeast(sumOf(all.map((l) => l.successes)), left);
  const rest = ONE.sub(stripped);
  const stuck = all.some((l) => l.stuck);
  const single = all.length === 1 && (setup.kind === 'siege' ? setup.ships!.length === 1 : true);
  const count = setup.kind === 'siege' ? setup.ships!.length : setup.soldiers!.length;
  return {
    method: 'lifetimes',
    rating,
    need: setup.need,
    stripped,
    repelled: stuck ? ZERO : rest,
    held: ZERO,
    stalemate: stuck ? rest : ZERO,
    lost: Array.from({ length: count }, () => (single ? all[0]!.lost : null)),
    states: all.reduce((n, l) => n + l.states, 0),
  };
}

/** Each attacker (or the pool) attacks once, in order; the action then ends. */
function onePass(setup: ForecastSetup, rating: number, left: number, readings: Readings): PlanetaryForecast {
  const siege = setup.kind === 'siege';
  const pooled = siege ? readings.fleetSiege === 'pooled' : readings.soldiers === 'pooled';
  const attackers: { dice: number; tl: number }[][] = siege
    ? pooled ? [setup.ships!.map(shipAttacker)] : setup.ships!.map((s) => [shipAttacker(s)])
    : pooled ? [[...setup.soldiers!]] : setup.soldiers!.map((s) => [s]);
  const bernoulli = (p: Fraction): Distribution => fromWeights([[1, p.n], [0, p.d - p.n]]);
  const passes = attackers.map((group) => bernoulli(attackSuccess(group, setup.societyTl, rating, readings)));
  const stripped = chanceAtLeast(sumOf(passes), left);
  // Attacker k replies only when the target still stands after those before it.
  const acts = passes.map((_, k) => chanceAtMost(sumOf(passes.slice(0, k)), left - 1));
  const replyKills = attackers.map((group, k) => {
    if (rating === 0) return ZERO;
    if (siege) {
      const ship = setup.ships![pooled ? 0 : k]!;
      return counterFireResults({ hull: ship.hull, damage: ship.damage, disabled: true }, rating, readings)
        .filter((r) => r.damage === null)
        .reduce((a, r) => a.add(r.chance), ZERO);
    }
    const { threshold, tl } = soldierGroup(group as Soldier[]);
    return eliminationChance(threshold, tl, setup.societyTl, rating, readings);
  });
  const count = siege ? setup.ships!.length : setup.soldiers!.length;
  const lost = Array.from({ length: count }, (_, i): Fraction => {
    if (!pooled) return acts[i]!.mul(replyKills[i]!);
    if (siege) return i === 0 ? replyKills[0]! : ZERO;
    return replyKills[0]!;
  });
  // Replies do not depend on the attacks: every attacker is lost with the target standing when the passes fall short and every reply kills.
  const everyReplyKills = pooled && siege && count > 1 ? ZERO : replyKills.reduce((a, k) => a.mul(k), ONE);
  const repelled = ONE.sub(stripped).mul(everyReplyKills);
  return { method: 'one-pass', rating, need: setup.need, stripped, repelled, held: ONE.sub(stripped).sub(repelled), stalemate: ZERO, lost, states: 0 };
}

/** Solves the action from checked input. */
export function solveForecast(setup: ForecastSetup, readings: Readings): { forecast: PlanetaryForecast; steps: Step[] } {
  const count = setup.kind === 'siege' ? setup.ships!.length : setup.soldiers!.length;
  const rule = setup.kind === 'siege' ? 'ascension.a-9-6-siege' : 'ascension.a-9-6-assault';
  const rating = planetaryRating(setup.system, setup.kind, readings).rating;
  const left = setup.need - setup.stripped;
  if (left <= 0) {
    const forecast: PlanetaryForecast = { method: 'lifetimes', rating, need: setup.need, stripped: ONE, repelled: ZERO, held: ZERO, stalemate: ZERO, lost: Array.from({ length: count }, () => ZERO), states: 0 };
    return { forecast, steps: [step('The target is already stripped: nothing is left to take.', rule)] };
  }
  const once = readings.planetaryRepeat === 'one-pass';
  const forecast = once ? onePass(setup, rating, left, readings) : lifetimes(setup, rating, left, readings);
  const steps: Step[] = [
    step(`The rating is set once, at step 2, and stays ${rating} while steps 3–5 repeat.`, 'ascension.AM-56'),
    once
      ? step('Under this reading each attacker makes one pass, in order, and the action ends.', 'ascension.AM-56')
      : step('Passes repeat attacker after attacker until the target is stripped or every attacker is lost; the world strikes back even after the last success.', 'ascension.AM-56'),
  ];
  if (!once) {
    steps.push(
      step(
        count === 1
          ? `The attacker's life is followed pass by pass until it scores ${left} ${left === 1 ? 'success' : 'successes'} or is lost.`
          : `Attackers do not affect each other, so the target falls exactly when the successes each scores over its life add up to ${left}.`,
        'ascension.AM-56',
      ),
    );
  }
  steps.push(step(`The target is stripped with chance ${forecast.stripped.toFraction()}.`, rule));
  if (!forecast.stalemate.equals(0)) steps.push(step(`With chance ${forecast.stalemate.toFraction()} the attackers left can neither hurt the world nor be hurt by it; only a withdrawal ends the action.`, rule));
  return { forecast, steps };
}
