/**
 * Roll-offs: every contest in the game is a fresh 4D6 plus a modifier on each
 * side, and only a strictly higher total wins (A14). The chances depend on the
 * difference of the modifiers alone, so they are computed once per difference
 * and kept.
 */
import { dice, opposed, type OpposedOdds } from '../../core/dice/index.ts';
import { isInteger } from '../../core/validate.ts';
import { err, ok, step, type TradersResult, type TradersRuleId } from '../rules/index.ts';

/** Past this difference one side always wins (4D6 spans 4..24). */
const SURE = 21;

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

/** Powers must be whole numbers; at most 8 on a side (four officers, four cards of a gang). */
function sideTotal(side: unknown, field: string): number | string {
  const powers = (side as { powers?: unknown } | null)?.powers;
  if (!Array.isArray(powers) || powers.length > 8) return `${field}.powers`;
  let sum = 0;
  for (const [i, p] of powers.entries()) {
    if (!isInteger(p) || Math.abs(p) > 10) return `${field}.powers.${i}`;
    sum += p;
  }
  return sum;
}

/** The exact odds of a roll-off between two sides, each adding its powers to one 4D6 (A10, A12, A14). */
export function rollOff(a: RollOffSide, b: RollOffSide, rule: TradersRuleId = 'traders.t-2-b'): TradersResult<RollOffValue> {
  const ma = sideTotal(a, 'a');
  const mb = sideTotal(b, 'b');
  if (typeof ma === 'string') return err('Each power is a whole number from -10 to 10, at most 8 on a side.', rule, ma);
  if (typeof mb === 'string') return err('Each power is a whole number from -10 to 10, at most 8 on a side.', rule, mb);
  const d = ma - mb;
  const odds = rollOffOdds(d);
  return ok({ ...odds, difference: d }, [
    step(`${a.label ?? 'Side A'} rolls 4D6 + ${ma}, ${b.label ?? 'side B'} 4D6 + ${mb}: a difference of ${d}.`, rule),
    step('One 4D6 per side, however many cards or officers add their power to it.', 'traders.A10'),
    step(`Only a strictly higher total wins; a tie does nothing (chance ${odds.tie.toFraction()}).`, 'traders.A14'),
  ]);
}
