import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dice, die, opposed, shift, Fraction, ONE, toDecimal } from '../../../../src/engine/core/dice/index.ts';

describe('opposed rolls', () => {
  const r = dice(4, 6);

  it('reproduces the roll-off table of the Traders spec (F2): 4D6 + d against 4D6', () => {
    const rows: [number, string, string, string][] = [
      [0, '85759/186624', '7553/93312', '85759/186624'],
      [1, '100865/186624', '16661/209952', '638543/1679616'],
      [2, '1041073/1679616', '31397/419904', '56995/186624'],
      [3, '129629/186624', '1579/23328', '44363/186624'],
      [4, '142261/186624', '98813/1679616', '150227/839808'],
      [5, '689581/839808', '5149/104976', '12115/93312'],
      [6, '81197/93312', '457/11664', '8459/93312'],
    ];
    for (const [d, win, tie, winAtMinus] of rows) {
      const o = opposed(shift(r, d), r);
      expect(o.win.toFraction()).toBe(win);
      expect(o.tie.toFraction()).toBe(tie);
      expect(opposed(shift(r, -d), r).win.toFraction()).toBe(winAtMinus);
      // Losing at d is winning at -d.
      expect(o.lose.equals(opposed(shift(r, -d), r).win)).toBe(true);
    }
    expect(toDecimal(opposed(r, r).win, 6)).toBe('0.459528');
  });

  it('win + tie + lose = 1; symmetric rolls give equal odds; matches brute force', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: -4, max: 4 }), (na, s, nb, k) => {
        const a = dice(na, s, k);
        const b = dice(nb, s);
        const o = opposed(a, b);
        expect(o.win.add(o.tie).add(o.lose).equals(ONE)).toBe(true);
        const mirrored = opposed(b, a);
        expect(mirrored.win.equals(o.lose)).toBe(true);
        expect(mirrored.tie.equals(o.tie)).toBe(true);
        const same = opposed(a, a);
        expect(same.win.equals(same.lose)).toBe(true);
        // Brute force over every face of every die.
        let win = 0;
        let tie = 0;
        const faces = (n: number): number[][] => (n === 0 ? [[]] : faces(n - 1).flatMap((f) => Array.from({ length: s }, (_, i) => [...f, i + 1])));
        const fa = faces(na);
        const fb = faces(nb);
        for (const x of fa) for (const y of fb) {
          const sx = x.reduce((p, q) => p + q, k);
          const sy = y.reduce((p, q) => p + q, 0);
          if (sx > sy) win++;
          else if (sx === sy) tie++;
        }
        const all = fa.length * fb.length;
        expect(o.win.equals(new Fraction(win, all))).toBe(true);
        expect(o.tie.equals(new Fraction(tie, all))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('one die against one die', () => {
    const o = opposed(die(6), die(6));
    expect([o.win, o.tie, o.lose].map((f) => f.toFraction())).toEqual(['5/12', '1/6', '5/12']);
  });
});
