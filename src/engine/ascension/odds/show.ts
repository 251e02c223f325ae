/** How chances and distributions are written in trace steps. */
import { fractionText, toPercent, type Fraction } from '../../core/dice/index.ts';

/** "1/3 (33.33 %)". */
export const chanceText = (f: Fraction): string => `${fractionText(f)} (${toPercent(f)} %)`;

/** A whole number with a true minus sign: "−2", "0", "3". */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : String(n));
