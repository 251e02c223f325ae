/**
 * A chance as the tools carry it: the engine's exact fraction, printed by the
 * dice kernel as a percentage and as the fraction itself. Made where the odds
 * are worked out (in the page or in a worker), so the screens only handle
 * text, never numbers to round. Pure; no DOM.
 */
import { fractionText, toPercent, type Fraction } from '../../engine/core/dice/index.ts';

export interface ChanceText {
  /** "33.33" (two decimals, no sign). */
  percent: string;
  /** "1/3". */
  fraction: string;
}

export const chanceText = (f: Fraction, places = 2): ChanceText => ({ percent: toPercent(f, places), fraction: fractionText(f) });

/** A row of a distribution shown as a table: a value and its chance. */
export interface ChanceRow {
  value: number;
  chance: ChanceText;
}

export const chanceRows = (table: readonly { value: number; chance: Fraction }[]): ChanceRow[] => table.map((r) => ({ value: r.value, chance: chanceText(r.chance) }));
