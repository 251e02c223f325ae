/**
 * Exact probabilities: every chance the engines compute is a `Fraction`
 * (fraction.js, BigInt-backed), turned into decimals only when shown.
 */
import Fraction from 'fraction.js';

export { Fraction };

export const ZERO = new Fraction(0);
export const ONE = new Fraction(1);

/** The fraction n/d. */
export const frac = (n: number | bigint, d: number | bigint = 1): Fraction => new Fraction(n, d);

/** How `toDecimal` rounds: to the nearest (halves up), or down or up (towards minus or plus infinity), as a bound is printed. */
export type Rounding = 'nearest' | 'down' | 'up';

/**
 * The value rounded to `places` decimals, as text, exactly (no float on the
 * way, so a fraction with 400-digit terms prints as well as 1/3 does).
 */
export function toDecimal(f: Fraction, places = 6, rounding: Rounding = 'nearest'): string {
  const scale = 10n ** BigInt(places);
  const negative = f.s < 0n && f.n !== 0n;
  const scaled = f.n * scale;
  let q = scaled / f.d;
  const r = scaled % f.d;
  // The magnitude is rounded; towards minus infinity a negative value's magnitude goes up.
  const away = rounding === 'nearest' ? r * 2n >= f.d : r !== 0n && (rounding === 'up') !== negative;
  if (away) q += 1n;
  const digits = q.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const part = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative ? '-' : ''}${whole}${part}`;
}

/** The chance as a percentage with `places` decimals: "69.46 %" style text without the sign. */
export const toPercent = (f: Fraction, places = 2, rounding: Rounding = 'nearest'): string => toDecimal(f.mul(100), places, rounding);

/** A float for drawing bars and sorting, never for a rule decision. */
export const toNumber = (f: Fraction): number => Number(toDecimal(f, 15));

/** "85759/186624" (or "0", "1"). */
export const fractionText = (f: Fraction): string => f.toFraction();
