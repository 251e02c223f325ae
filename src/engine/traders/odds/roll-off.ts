/**
 * Roll-offs: every contest in the game is a fresh 4D6 plus a modifier on each
 * side, and only a strictly higher total wins (A14). The chances depend on the
 * difference of the modifiers alone, so they are computed once per difference
 * and kept.
 */
import { dice, opposed, type OpposedOdds } from '../../core/dice/index.ts';
import { list, optional, read, shape, text, whole, type Reader } from '../input/index.ts';
import { ok, step, type TradersResult, type TradersRuleId } from '../rules/index.ts';
import { ROLL_OFF_LIMITS } from '../tables/index.ts';

/** Past this difference one side always wins (4D6 spans 4..24). */
const SURE = 21;

export { ROLL_OFF_LIMITS };

const byDifference = new Map<number, OpposedOdds>();

/**
 * P(side A wins / ties / loses) when A's modifier exceeds B's by `d` (a whole
 * number): 4D6 + d against 4D6. Cached per difference.
 */
export function rollOffOdds(d: number): OpposedOdds {
  const key = Math.max(-SURE, Math.min(SURE, Math.trunc(d)));
  let odds = byDifference.get(key);
  if (odds === undefined) {
    odds = opposed(dice(4, 6, key), dice(4, 6));
    byDifference.set(key, odds);
  }
  return odds;
}

/** One side of a roll-off: the powers added to its single 4D6 (a gang's cards, an officer and his helpers). */
export interface RollOffSide {
  label?: string;
  powers: readonly number[];
}

export interface RollOffValue extends OpposedOdds {
  /** A's total modifier minus B's. */
  difference: number;
}

const readSide = (rule: TradersRuleId): Reader<RollOffSide> =>
  shape(
    'A side',
    {
      label: optional<string | undefined>(text('The side\'s name', rule, 200), undefined),
      powers: list('The powers of a side', whole('A power', -ROLL_OFF_LIMITS.power, ROLL_OFF_LIMITS.power, rule), 0, ROLL_OFF_LIMITS.powers, rule),
    },
    rule,
  ) as Reader<RollOffSide>;

/** The odds of a roll-off between two sides already read: each adds its powers to one 4D6 (A10, A12, A14). */
export function rollOffOf(a: RollOffSide, b: RollOffSide, rule: TradersRuleId): TradersResult<RollOffValue> {
  const ma = a.powers.reduce((n, p) => n + p, 0);
  const mb = b.powers.reduce((n, p) => n + p, 0);
  const d = ma - mb;
  const odds = rollOffOdds(d);
  return ok({ ...odds, difference: d }, [
    step(`${a.label ?? 'Side A'} rolls 4D6 + ${ma}, ${b.label ?? 'side B'} 4D6 + ${mb}: a difference of ${d}.`, rule),
    step('One 4D6 per side, however many cards or officers add their power to it.', 'traders.A10'),
    step(`Only a strictly higher total wins; a tie does nothing (chance ${odds.tie.toFraction()}).`, 'traders.A14'),
  ]);
}

/** The exact odds of a roll-off between two sides, each adding its powers to one 4D6 (A10, A12, A14). */
export function rollOff(a: RollOffSide | unknown, b: RollOffSide | unknown, rule: TradersRuleId = 'traders.t-2-b'): TradersResult<RollOffValue> {
  const sides = read(shape('A roll-off', { a: readSide(rule), b: readSide(rule) }, rule), { a, b });
  return sides.ok ? rollOffOf(sides.value.a, sides.value.b, rule) : sides;
}
