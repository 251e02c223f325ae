/**
 * A chance as the widgets carry it: the engine's exact fraction printed by
 * the dice kernel, as a percentage and as the fraction itself. Made where
 * the odds are worked out (in a worker or in the page), so the screens
 * handle text, never numbers to round.
 */
import { fractionText, toPercent, type Fraction } from '../../../engine/core/dice/index.ts';

export interface ChanceText {
  /** "69.46" (two decimals, no sign). */
  percent: string;
  /** "129629/186624". */
  fraction: string;
}

export const chanceText = (f: Fraction, places = 2): ChanceText => ({ percent: toPercent(f, places), fraction: fractionText(f) });
