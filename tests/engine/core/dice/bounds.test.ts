import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boundsDecimal,
  boundsOfFloats,
  boundsPercent,
  exactly,
  floatAbove,
  floatBelow,
  fractionOfFloat,
  frac,
  Fraction,
  isExact,
  roundDown,
  roundUp,
  toDecimal,
  toPercent,
} from '../../../../src/engine/core/dice/index.ts';

const exact = (x: number) => fractionOfFloat(x)!;

describe('doubles read exactly as fractions', () => {
  it('reads powers of two, thirds and tiny numbers without loss', () => {
    expect(exact(0.5).toFraction()).toBe('1/2');
    expect(exact(3).toFraction()).toBe('3');
    expect(exact(-0.75).toFraction()).toBe('-3/4');
    expect(exact(0).toFraction()).toBe('0');
    // 0.1 is not a tenth in binary: its fraction has 2^55 below.
    expect(exact(0.1).d).toBe(2n ** 55n);
    expect(exact(Number.MIN_VALUE).d).toBe(2n ** 1074n);
    expect(fractionOfFloat(Number.NaN)).toBeNull();
    expect(fractionOfFloat(Infinity)).toBeNull();
  });

  it('gives back the same double (property; fraction.js turns a fraction into a double only when both its terms fit a double)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => x === 0 || (Math.abs(x) > 1e-250 && Math.abs(x) < 1e250)), (x) => {
        expect(exact(x).valueOf()).toBe(x === 0 ? 0 : x);
      }),
    );
  });
});

describe('outward rounding', () => {
  it('puts a rounded sum or product on the right side of the exact one (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const fa = exact(a);
        const fb = exact(b);
        for (const [value, truth] of [
          [a + b, fa.add(fb)],
          [a * b, fa.mul(fb)],
          [1 - a, new Fraction(1).sub(fa)],
        ] as const) {
          expect(exact(roundDown(value)).compare(truth)).toBeLessThanOrEqual(0);
          expect(exact(roundUp(value)).compare(truth)).toBeGreaterThanOrEqual(0);
        }
        if (b > 1e-300 && Number.isFinite(a / b)) {
          expect(exact(roundDown(a / b)).compare(fa.div(fb))).toBeLessThanOrEqual(0);
          expect(exact(roundUp(a / b)).compare(fa.div(fb))).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never goes below zero, and moves by a few units in the last place only', () => {
    expect(roundDown(0)).toBe(0);
    expect(roundUp(0)).toBeGreaterThan(0);
    expect(roundUp(0)).toBeLessThan(1e-300);
    expect(roundUp(1) - 1).toBeLessThan(1e-15);
    expect(1 - roundDown(1)).toBeLessThan(1e-15);
  });

  it('finds doubles below and above a fraction, close to it', () => {
    for (const f of [frac(1, 3), frac(85759, 186624), frac(2, 1), frac(0), new Fraction(10n ** 40n + 7n, 3n * 10n ** 40n)]) {
      const lo = floatBelow(f);
      const hi = floatAbove(f);
      expect(exact(lo).compare(f)).toBeLessThanOrEqual(0);
      expect(exact(hi).compare(f)).toBeGreaterThanOrEqual(0);
      expect(hi - lo).toBeLessThan(1e-15 * Math.max(1, f.valueOf()) + 1e-300);
    }
  });
});

describe('bounds', () => {
  it('are exact when both ends agree', () => {
    expect(isExact(exactly(frac(1, 3)))).toBe(true);
    expect(isExact(boundsOfFloats(0.25, 0.5))).toBe(false);
    expect(boundsOfFloats(-1e-20, 1.5, 1)).toEqual({ low: frac(0), high: frac(1) });
  });

  it('print one figure when both ends round to it, else the range rounded outward', () => {
    expect(boundsDecimal(exactly(frac(1, 3)), 4)).toBe('0.3333');
    expect(boundsDecimal({ low: frac(54492350501, 1e11), high: frac(54492350504, 1e11) }, 9)).toBe('0.544923505');
    expect(boundsDecimal({ low: frac(54492350541, 1e11), high: frac(54492350561, 1e11) }, 9)).toBe('0.544923505 to 0.544923506');
    expect(boundsPercent({ low: frac(54491, 1e5), high: frac(54492, 1e5) })).toBe('54.49');
    expect(boundsPercent({ low: frac(54494, 1e5), high: frac(54496, 1e5) })).toBe('54.49–54.50');
  });

  it('print decimals rounded down or up on request', () => {
    expect(toDecimal(frac(2, 3), 3, 'down')).toBe('0.666');
    expect(toDecimal(frac(2, 3), 3, 'up')).toBe('0.667');
    expect(toDecimal(frac(1, 2), 3, 'up')).toBe('0.500');
    expect(toDecimal(frac(-2, 3), 3, 'down')).toBe('-0.667');
    expect(toDecimal(frac(-2, 3), 3, 'up')).toBe('-0.666');
    expect(toPercent(frac(1, 3), 1, 'up')).toBe('33.4');
  });
});
