import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, chance, chanceOf, dice, die, expectation, fromWeights, mapValues, mean, mixture, outcomes, repeat, shift, sumOf, frac, toDecimal, toPercent, Fraction, ONE } from '../../../../src/engine/core/dice/index.ts';

/** Every way `count` dice of `sides` faces can fall, as their sums. */
function bruteSums(count: number, sides: number): Map<number, number> {
  const out = new Map<number, number>();
  const walk = (left: number, acc: number) => {
    if (left === 0) return void out.set(acc, (out.get(acc) ?? 0) + 1);
    for (let f = 1; f <= sides; f++) walk(left - 1, acc + f);
  };
  walk(count, 0);
  return out;
}

const totalChance = (d: ReturnType<typeof die>) => outcomes(d).reduce((a, o) => a.add(o.chance), new Fraction(0));

describe('distributions', () => {
  it('4D6: 1,296 outcomes, P(14) = 73/648, P(4) = 1/1296, P(12..16) = 169/324 (spec F1)', () => {
    const d = dice(4, 6);
    expect(d.total).toBe(1296n);
    expect(chanceOf(d, 14).toFraction()).toBe('73/648');
    expect(chanceOf(d, 4).toFraction()).toBe('1/1296');
    expect(chance(d, (v) => v >= 12 && v <= 16).toFraction()).toBe('169/324');
  });

  it('NdS + k equals brute-force enumeration for small rolls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: -5, max: 5 }), (n, s, k) => {
        const d = dice(n, s, k);
        const brute = bruteSums(n, s);
        const all = s ** n;
        for (const [sum, ways] of brute) expect(chanceOf(d, sum + k).equals(new Fraction(ways, all))).toBe(true);
        expect(outcomes(d).length).toBe(brute.size);
      }),
    );
  });

  it('every distribution sums to exactly 1, through sums, shifts, repeats and table lookups', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 2, max: 10 }), fc.integer({ min: -3, max: 3 })), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -10, max: 10 }),
        (parts, cut) => {
          const d = sumOf(parts.map(([n, s, k]) => dice(n, s, k)));
          expect(totalChance(d).equals(ONE)).toBe(true);
          expect(totalChance(mapValues(d, (v) => Math.max(cut, v))).equals(ONE)).toBe(true);
          expect(totalChance(shift(repeat(d, 2), cut)).equals(ONE)).toBe(true);
        },
      ),
    );
  });

  it('the mean of NdS + k is n(S+1)/2 + k, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: -4, max: 4 }), (n, s, k) => {
        expect(mean(dice(n, s, k)).equals(new Fraction(n * (s + 1), 2).add(k))).toBe(true);
      }),
    );
  });

  it('adding two rolls is the roll of all their dice', () => {
    expect(add(dice(2, 6), dice(1, 6))).toEqual(dice(3, 6));
    expect(repeat(die(6), 3)).toEqual(dice(3, 6));
  });

  it('expectations take fractional payoffs', () => {
    expect(expectation(die(6), (v) => frac(v, 10)).toFraction()).toBe('7/20');
  });

  it('builds from weights and refuses nonsense', () => {
    expect(chanceOf(fromWeights([[3, 1], [5, 3]]), 5).toFraction()).toBe('3/4');
    expect(() => fromWeights([])).toThrow(RangeError);
    expect(() => die(0)).toThrow(RangeError);
    expect(() => repeat(die(6), -1)).toThrow(RangeError);
  });

  it('prints exact decimals without floats, even for huge terms', () => {
    expect(toDecimal(frac(85759, 186624), 6)).toBe('0.459528');
    expect(toPercent(frac(2, 3), 2)).toBe('66.67');
    expect(toDecimal(frac(-1, 8), 2)).toBe('-0.13');
    const huge = new Fraction(10n ** 400n + 1n, 3n * 10n ** 400n);
    expect(toDecimal(huge, 9)).toBe('0.333333333');
  });
});

describe('mixtures: a roll that depends on an earlier one', () => {
  it('a D6 that picks how many D6 are then rolled equals the brute-force enumeration', () => {
    const first = outcomes(die(6));
    const m = mixture(first.map(({ value, chance }) => ({ chance, result: dice(value, 6) })));
    // Brute force: sum over n of P(n) * P(nD6 = v).
    for (let v = 1; v <= 36; v++) {
      let expect6 = new Fraction(0);
      for (let n = 1; n <= 6; n++) expect6 = expect6.add(new Fraction(1, 6).mul(chanceOf(dice(n, 6), v)));
      expect(chanceOf(m, v).equals(expect6)).toBe(true);
    }
    expect(totalChance(m).equals(ONE)).toBe(true);
    expect(mean(m).toFraction()).toBe('49/4');
  });

  it('refuses branches that do not add up to 1', () => {
    expect(() => mixture([{ chance: frac(1, 2), result: die(6) }])).toThrow(/add up to 1\/2/);
  });
});
