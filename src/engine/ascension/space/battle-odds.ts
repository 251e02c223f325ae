/**
 * The exact odds of the step a battle waits for: the chance a Sensors sweep
 * or a Stealth roll succeeds, the damage a spinal or beam volley would do to
 * each possible target, the missiles that would fly and what they would do,
 * the kills of Point Defense, the damage of the missiles striking, the
 * Disabled check, and the Range roll.
 */
import { chanceOf, countAtMost, mean, outcomes, type Distribution, type Fraction } from '../../core/dice/index.ts';
import { dieTarget } from '../odds/index.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { stepNow, rating, salvosLeft, shipOf, sideLeft } from './battle-flow.ts';
import type { BattleState } from './battle-types.ts';
import { disableChance } from './damage.ts';
import { solveEnergy } from './energy.ts';
import { impactDamage, missilesFired, solveMissiles } from './missiles.ts';
import { solveRangeRoll } from './range-roll.ts';
import { solveSensors, solveStealth } from './spotting.ts';

export type StepOdds =
  | { kind: 'chance'; success: Fraction }
  | { kind: 'damage'; damage: Distribution; table: { value: number; chance: Fraction }[]; none: Fraction; mean: Fraction; fired?: number }
  | { kind: 'kills'; bySize: { missileSize: number; dice: number; hits: { value: number; chance: Fraction }[] }[] }
  | { kind: 'range'; attackerWins: Fraction; defenderWins: Fraction; noChange: Fraction };

const damageOdds = (damage: Distribution, fired?: number): StepOdds => ({
  kind: 'damage',
  damage,
  table: outcomes(damage),
  none: chanceOf(damage, 0),
  mean: mean(damage),
  ...(fired === undefined ? {} : { fired }),
});

/** The odds of the current step; for a step with a target, against `target` (the first candidate unless told). */
export function battleStepOdds(state: BattleState, target?: string): AscensionResult<StepOdds> {
  const s = stepNow(state);
  const r = state.readings;
  switch (s.kind) {
    case 'over':
    case 'stalled':
      return err(s.kind === 'over' ? 'The battle is over.' : 'Nothing can be rolled: only a withdrawal ends this battle.', 'ascension.a-9-2');
    case 'disabled-check': {
      const c = disableChance(r);
      return ok({ kind: 'chance', success: c }, [step(`${s.ship} is at half Hull or worse after damage and rolls: Disabled ${c.toFraction()}.`, 'ascension.AM-42')]);
    }
    case 'range': {
      const dice = (side: 'attacker' | 'defender'): number => sideLeft(state, side).reduce((n, ship) => n + rating(state, ship, 'agility'), 0);
      const solved = solveRangeRoll(dice('attacker'), dice('defender'), r);
      return solved.ok ? ok({ kind: 'range', ...solved.value }, solved.trace) : solved;
    }
    case 'stealth': {
      const ship = shipOf(state, s.ship)!;
      const solved = solveStealth(rating(state, ship, 'stealth'), state.range, r);
      return solved.ok ? ok({ kind: 'chance', success: solved.value.success }, solved.trace) : solved;
    }
    case 'point-defense': {
      const ship = shipOf(state, s.ship)!;
      const dice = rating(state, ship, 'pointDefense');
      const sizes = [...new Set(s.volleys.map((v) => v.missileSize))];
      const bySize = sizes.map((missileSize) => ({ missileSize, dice, hits: outcomes(countAtMost(dice, dieTarget(missileSize, r).used)) }));
      return ok({ kind: 'kills', bySize }, [
        step(`${ship.id} rolls its ${dice} Point Defense dice once against every missile coming at it; each die at or under a missile's size kills one.`, 'ascension.AM-37'),
      ]);
    }
    case 'impact': {
      const ship = shipOf(state, s.ship)!;
      const d = impactDamage(s.volley.count, s.volley.missileSize, rating(state, ship, 'missileToHit'), r);
      return ok(damageOdds(d), [step(`${s.volley.count} missiles from ${s.volley.from} strike ${ship.id}, each hitting on its Missile to Hit ${rating(state, ship, 'missileToHit')}.`, 'ascension.a-9-3')]);
    }
    default: {
      const pick = target ?? s.targets[0];
      if (pick === undefined || !s.targets.includes(pick)) return err(`Pick one of: ${s.targets.join(', ')}.`, 'ascension.AM-41', 'target');
      const ship = shipOf(state, s.ship)!;
      const enemy = shipOf(state, pick)!;
      if (s.kind === 'sensors') {
        const solved = solveSensors(rating(state, ship, 'sensors'), rating(state, enemy, 'size'), state.range, r);
        return solved.ok ? ok({ kind: 'chance', success: solved.value.success }, solved.trace) : solved;
      }
      if (s.kind === 'missiles') {
        const solved = solveMissiles(
          {
            missiles: rating(state, ship, 'missiles'),
            salvosLeft: salvosLeft(state, ship),
            range: state.range,
            missileSize: rating(state, ship, 'missileSize'),
            targetEcm: rating(state, enemy, 'ecm'),
            targetPointDefense: rating(state, enemy, 'pointDefense'),
            targetMissileToHit: rating(state, enemy, 'missileToHit'),
          },
          r,
        );
        const note: Step = step(`${missilesFired(rating(state, ship, 'missiles'), rating(state, enemy, 'ecm'))} missiles would fly; they strike in the Attack phase (odds as if no other missiles come at ${enemy.id}).`, 'ascension.AM-38');
        return solved.ok ? ok(damageOdds(solved.value.damage, solved.value.fired), [...solved.trace, note]) : solved;
      }
      const solved = solveEnergy({ weapon: s.kind, dice: rating(state, ship, s.kind), targetSize: rating(state, enemy, 'size'), range: state.range, shields: rating(state, enemy, 'shields') }, r);
      return solved.ok ? ok(damageOdds(solved.value.damage), solved.trace) : solved;
    }
  }
}
