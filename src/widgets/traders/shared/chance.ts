/**
 * A chance as the widgets carry it: the engine's exact fraction printed by
 * the dice kernel, as a percentage and as the fraction itself; or, for a
 * chance the engine gives between proven bounds (a long planetfall), the
 * figure both bounds agree on and the flag that says so. Made where the odds
 * are worked out (in a worker or in the page), so the screens handle text,
 * never numbers to round.
 */
import { boundsDecimal, boundsPercent, fractionText, isExact, toPercent, type Bounds, type Fraction } from '../../../engine/core/dice/index.ts';
import { BOUNDS_PLACES } from './bounds-places.ts';

export interface ChanceText {
  /** "69.46" (two decimals, no sign); for bounds that round apart, "54.49–54.50". */
  percent: string;
  /** "129629/186624"; for bounds, the decimals both bounds agree on ("0.998795356976"), or the range. */
  fraction: string;
  /** The chance lies between two proven bounds (the exact fraction is too long to work out in good time). */
  bounds?: true;
}


const isBounds = (c: Fraction | Bounds): c is Bounds => 'low' in c && 'high' in c;

export function chanceText(c: Fraction | Bounds, places = 2): ChanceText {
  if (!isBounds(c)) return { percent: toPercent(c, places), fraction: fractionText(c) };
  if (isExact(c)) return { percent: toPercent(c.low, places), fraction: fractionText(c.low) };
  return { percent: boundsPercent(c, places), fraction: boundsDecimal(c, BOUNDS_PLACES), bounds: true };
}
