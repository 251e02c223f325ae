/**
 * A chance as the tools carry it: the engine's exact fraction, printed by the
 * dice kernel as a percentage and as the fraction itself; or, for a chance
 * the engine gives between proven bounds (a long chain cut off in good time),
 * the figure both bounds agree on and the flag that says so. Made where the
 * odds are worked out (in the page or in a worker), so the screens only
 * handle text, never numbers to round. Pure; no DOM.
 */
import { boundsDecimal, boundsPercent, fractionText, isExact, toPercent, type Bounds, type Fraction } from '../../engine/core/dice/index.ts';
import { BOUNDS_PLACES } from './limits.ts';

export interface ChanceText {
  /** "33.33" (two decimals, no sign); for bounds that round apart, "54.49–54.50". */
  percent: string;
  /** "1/3"; for bounds, the decimals both bounds agree on ("0.998795356976"), or the range. */
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

/** A row of a distribution shown as a table: a value and its chance. */
export interface ChanceRow {
  value: number;
  chance: ChanceText;
}

export const chanceRows = (table: readonly { value: number; chance: Fraction }[]): ChanceRow[] => table.map((r) => ({ value: r.value, chance: chanceText(r.chance) }));
