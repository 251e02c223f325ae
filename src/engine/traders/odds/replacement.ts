/** The quality of a replacement officer: D6 plus the leader's bonus (t-3-d-iii, t-3-d-iv, A33). */
import { chance, dice, Fraction } from '../../core/dice/index.ts';
import { leaderPower, nullable, rank, read, shape, whole } from '../input/index.ts';
import { ok, step, type TradersResult } from '../rules/index.ts';
import { OFFICER_POWER, OFFICERS, qualityBonus, rankName, replacementQuality, type Rank } from '../tables/index.ts';

export interface QualityOdds {
  /** P(listed power -1), P(listed), P(listed +1). */
  minus: Fraction;
  same: Fraction;
  plus: Fraction;
  bonus: number;
}

/** The odds of each quality for a bonus of 0..5 (F8). */
export function replacementOdds(bonus: number | unknown): TradersResult<QualityOdds> {
  const r = readBonus(bonus, 'bonus');
  return r.ok ? quality(r.value) : r;
}

/** The largest bonus: the strongest leader over the weakest post (t-3-d-iv, A33). */
const readBonus = whole('The bonus', 0, qualityBonus('captain', OFFICER_POWER.max, 'third'), 'traders.t-3-d-iv');

function quality(bonus: number): TradersResult<QualityOdds> {
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
export function hireOdds(leaderRank: Rank | null | unknown, leaderPower: number | unknown, sought: Rank | unknown): TradersResult<QualityOdds> {
  const r = read(readHire, { leaderRank, leaderPower, sought });
  return r.ok ? hire(r.value.leaderRank, r.value.leaderPower, r.value.sought) : r;
}

const readHire = shape('A hire', { sought: rank('The rank to hire', 'traders.t-3-d-ii'), leaderRank: nullable(rank('The leader', 'traders.A33')), leaderPower }, 'traders.t-3-d');

/** The quality odds of a hire, already read. */
export function hire(leaderRank: Rank | null, leaderPower: number, sought: Rank): TradersResult<QualityOdds> {
  const r = quality(qualityBonus(leaderRank, leaderPower, sought));
  if (!r.ok) return r;
  return ok(r.value, [step(`Hiring a ${rankName(sought)} (listed power ${OFFICERS[sought].power}).`, 'traders.t-3-d-iv'), ...r.trace]);
}
