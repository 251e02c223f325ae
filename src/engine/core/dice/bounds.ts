/**
 * Proven bounds, for chances whose exact fractions grow too long to work out
 * in good time. A `Bounds` holds two fractions with the true chance between
 * them (equal when the chance is known exactly).
 *
 * They are found in floating point with outward rounding: every operation is
 * done in the machine's round-to-nearest and then pushed at least one unit in
 * the last place down (for a lower bound) or up (for an upper one). A
 * round-to-nearest result lies within half a unit of the true value, so the
 * pushed result is on the right side of it; chained through sums, products
 * and quotients of non-negative numbers (all monotone), a lower bound stays
 * below and an upper bound above the exact value at every step. Doubles are
 * then read back into fractions exactly (a double is a fraction with a power
 * of two below), so the bounds printed are the bounds proven.
 */
import { Fraction, toDecimal, toPercent } from './exact.ts';

/** A chance (or any quantity) known to lie between `low` and `high`; exact when the two are equal. */
export interface Bounds {
  low: Fraction;
  high: Fraction;
}

/** Bounds that are the exact value. */
export const exactly = (f: Fraction): Bounds => ({ low: f, high: f });

/** Whether the bounds pin the value down exactly. */
export const isExact = (b: Bounds): boolean => b.low.equals(b.high);

/** How far apart the bounds are. */
export const boundsWidth = (b: Bounds): Fraction => b.high.sub(b.low);

/** 2^-52: one unit in the last place of 1. */
const EPS = 2 ** -52;
/** The smallest normal double: covers the units in the last place of numbers near zero. */
const TINY = 2 ** -1022;

/**
 * A double at or below the true result of the operation that gave `x` (x ≥ 0,
 * as every quantity here is): at least one unit in the last place lower, and
 * never below zero.
 */
export const roundDown = (x: number): number => {
  const y = x - (x * EPS + TINY);
  return y > 0 ? y : 0;
};

/** A double at or above the true result of the operation that gave `x` (x ≥ 0): at least one unit in the last place higher. */
export const roundUp = (x: number): number => x + (x * EPS + TINY);

/** Scratch space for reading a double's bits. */
const view = /* @__PURE__ */ new DataView(new ArrayBuffer(8));

/** The double `x` as the exact fraction it stands for (finite doubles only; NaN and infinities give null). */
export function fractionOfFloat(x: number): Fraction | null {
  if (!Number.isFinite(x)) return null;
  if (x === 0) return new Fraction(0);
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const negative = hi >>> 31 === 1;
  const exponent = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  // A normal double has a hidden leading 1; a subnormal one has the exponent of the smallest normal.
  let power = exponent === 0 ? -1074 : exponent - 1075;
  if (exponent !== 0) mantissa |= 1n << 52n;
  while (power < 0 && (mantissa & 1n) === 0n) {
    mantissa >>= 1n;
    power += 1;
  }
  const n = power >= 0 ? mantissa << BigInt(power) : mantissa;
  const d = power >= 0 ? 1n : 1n << BigInt(-power);
  return new Fraction(negative ? -n : n, d);
}

/** The largest step count tried when nudging a double past a fraction (two or three are ever needed). */
const NUDGES = 64;

/** A double that is at most `f` (f ≥ 0), within a few units in the last place of it. */
export function floatBelow(f: Fraction): number {
  let x = roundDown(f.valueOf());
  for (let i = 0; i < NUDGES && fractionOfFloat(x)!.compare(f) > 0; i++) x = roundDown(x);
  return x;
}

/** A double that is at least `f` (f ≥ 0), within a few units in the last place of it. */
export function floatAbove(f: Fraction): number {
  let x = roundUp(f.valueOf());
  for (let i = 0; i < NUDGES && fractionOfFloat(x)!.compare(f) < 0; i++) x = roundUp(x);
  return x;
}

/**
 * Bounds from two doubles found by outward rounding, as fractions; a chance's
 * bounds are kept within 0 and 1 (`cap`), which it cannot leave.
 */
export function boundsOfFloats(lo: number, hi: number, cap?: number): Bounds {
  const low = fractionOfFloat(Math.max(0, lo)) ?? new Fraction(0);
  const top = cap === undefined ? hi : Math.min(hi, cap);
  const high = fractionOfFloat(top) ?? new Fraction(cap ?? 0);
  return { low, high };
}

/**
 * Bounds as decimals: when both ends round to the same figure, every value
 * between them does too, and that figure is the value to `places` decimals;
 * otherwise the lower end rounded down and the upper up ("0.5449235050 to
 * 0.5449235052"), so the text still holds the value.
 */
export function boundsDecimal(b: Bounds, places = 10): string {
  const low = toDecimal(b.low, places);
  if (low === toDecimal(b.high, places)) return low;
  return `${toDecimal(b.low, places, 'down')} to ${toDecimal(b.high, places, 'up')}`;
}

/** Bounds as a percentage, the same way: one figure when both ends round to it, else "54.49–54.50". */
export function boundsPercent(b: Bounds, places = 2): string {
  const low = toPercent(b.low, places);
  if (low === toPercent(b.high, places)) return low;
  return `${toPercent(b.low, places, 'down')}–${toPercent(b.high, places, 'up')}`;
}
