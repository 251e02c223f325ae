/** The quality of a replacement officer: D6 plus the leader's bonus (t-3-d-iii, t-3-d-iv, A33). */
import { chance, dice, Fraction } from '../../core/dice/index.ts';
import { isInteger } from '../../core/validate.ts';
import { err, ok, step, type TradersResult } from '../rules/index.ts';
import { isRank, OFFICERS, qualityBonus, rankName, replacementQuality, type Rank } from '../tables/index.ts';

export interface QualityOdds {
  /** P(listed power -1), P(listed), P(listed +1). */
  minus: Fraction;
  same: Fraction;
  plus: Fraction;
  bonus: number;
}

/** The odds of each quality for a bonus of 0..5 (F8). */
export function replacementOdds(bonus: number): TradersResult<QualityOdds> {
  if (!isInteger(bonus) || bonus < 0 || bonus > 5) return err('The bonus is a whole number from 0 to 5.', 'traders.t-3-d-iv', 'bonus');
  const roll = dice(1, 6, bonus);
  return ok(
    {
      minus: chance(roll, (v) => replacementQuality(v) === -1),
      same: chance(roll, (v) => replacementQuality(v) === 0),
      plus: chance(roll, (v) => replacementQuality(v) === 1),
      bonus,
    },
    [
      step(`D6 + ${bonus}: 1-2 one below the listed power, 3-5 the listed power, 6 or more one above.`, 'traders.t-3-d-iii'),
      step("The bonus is the leader's power minus the listed power of the post, when he outranks it.", 'traders.A33'),
    ],
  );
}

/** The quality odds for hiring `sought` under the current leader (null: nobody active). */
export function hireOdds(leaderRank: Rank | null, leaderPower: number, sought: Rank): TradersResult<QualityOdds> {
  if (!isRank(sought)) return err('Name the rank to hire: captain, first, second or third.', 'traders.t-3-d-ii', 'sought');
  if (leaderRank !== null && !isRank(leaderRank)) return err('The leader is one of the four ranks, or nobody.', 'traders.A33', 'leaderRank');
  if (!isInteger(leaderPower) || leaderPower < -1 || leaderPower > 4) return err("The leader's power is a whole number from -1 to 4.", 'traders.A35', 'leaderPower');
  const r = replacementOdds(qualityBonus(leaderRank, leaderPower, sought));
  if (!r.ok) return r;
  return ok(r.value, [step(`Hiring a ${rankName(sought)} (listed power ${OFFICERS[sought].power}).`, 'traders.t-3-d-iv'), ...r.trace]);
}
