import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyAtMost, battleOdds, chanceOf, comparePools, countAtMost, frac, mean, solveChain, sumOfHits, Fraction, ONE, ZERO } from '../../../../src/engine/core/dice/index.ts';

const faces = (n: number, s = 6): number[][] => (n === 0 ? [[]] : faces(n - 1, s).flatMap((f) => Array.from({ length: s }, (_, i) => [...f, i + 1])));

describe('dice pools', () => {
  it('any die at or under a target: 1 - (1 - t/6)^n, clamped to the faces', () => {
    expect(anyAtMost(1, 2).toFraction()).toBe('1/3');
    expect(anyAtMost(2, 3).toFraction()).toBe('3/4');
    expect(anyAtMost(4, -1).equals(ZERO)).toBe(true);
    expect(anyAtMost(1, 9).equals(ONE)).toBe(true);
    expect(anyAtMost(3, 2).toFraction()).toBe('19/27');
  });

  it('counts and hit sums equal brute force', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -1, max: 7 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 7 }), (n, t, lo, hi) => {
        const all = faces(n);
        const count = countAtMost(n, t);
        const hits = sumOfHits(n, (f) => f > lo && f <= hi);
        for (let k = 0; k <= n; k++) {
          const ways = all.filter((fs) => fs.filter((f) => f <= t).length === k).length;
          expect(chanceOf(count, k).equals(new Fraction(ways, all.length))).toBe(true);
        }
        const sums = new Map<number, number>();
        for (const fs of all) {
          const s = fs.filter((f) => f > lo && f <= hi).reduce((a, b) => a + b, 0);
          sums.set(s, (sums.get(s) ?? 0) + 1);
        }
        for (const [s, ways] of sums) expect(chanceOf(hits, s).equals(new Fraction(ways, all.length))).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('pools compared face by face from the highest equal brute force (sort, compare place by place, the longer pool wins a shared run)', () => {
    for (let a = 0; a <= 3; a++) {
      for (let b = 0; b <= 3; b++) {
        let win = 0;
        let tie = 0;
        const fa = faces(a);
        const fb = faces(b);
        for (const x of fa) for (const y of fb) {
          const sx = [...x].sort((p, q) => q - p);
          const sy = [...y].sort((p, q) => q - p);
          let verdict = 0;
          for (let i = 0; i < Math.max(sx.length, sy.length) && verdict === 0; i++) {
            if (i >= sx.length) verdict = -1;
            else if (i >= sy.length) verdict = 1;
            else if (sx[i] !== sy[i]) verdict = sx[i]! > sy[i]! ? 1 : -1;
          }
          if (verdict > 0) win++;
          else if (verdict === 0) tie++;
        }
        const o = comparePools(a, b);
        const all = fa.length * fb.length;
        expect(o.win.equals(new Fraction(win, all))).toBe(true);
        expect(o.tie.equals(new Fraction(tie, all))).toBe(true);
        expect(o.win.add(o.tie).add(o.lose).equals(ONE)).toBe(true);
      }
    }
    expect(comparePools(2, 1).win.toFraction()).toBe('161/216');
  });
});

describe('absorbing chains', () => {
  it("gambler's ruin: the closed form (1 - r^i)/(1 - r^N) and the expected length", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 9 }), (num, den, N) => {
        const p = new Fraction(num, num + den);
        const q = ONE.sub(p);
        const startAt = Math.max(1, Math.floor(N / 2));
        const s = solveChain<number, 'rich' | 'ruined'>({
          start: startAt,
          key: String,
          counted: ['bets'],
          moves: (i) => [
            i + 1 === N ? { chance: p, outcome: 'rich', counts: { bets: 1 } } : { chance: p, to: i + 1, counts: { bets: 1 } },
            i - 1 === 0 ? { chance: q, outcome: 'ruined', counts: { bets: 1 } } : { chance: q, to: i - 1, counts: { bets: 1 } },
          ],
        });
        const r = q.div(p);
        const expected = r.equals(1) ? new Fraction(startAt, N) : ONE.sub(r.pow(startAt)).div(ONE.sub(r.pow(N)));
        expect(s.outcomes.get('rich')!.equals(expected)).toBe(true);
        expect(s.outcomes.get('rich')!.add(s.outcomes.get('ruined')!).equals(ONE)).toBe(true);
        // E[bets] for the fair game is i(N - i).
        if (r.equals(1)) expect(s.expected.get('bets')!.equals(startAt * (N - startAt))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('self-loops and a one-state chain', () => {
    const s = solveChain<number, 'done'>({ start: 0, key: String, counted: ['tries'], moves: () => [{ chance: frac(1, 3), outcome: 'done', counts: { tries: 1 } }, { chance: frac(2, 3), to: 0, counts: { tries: 1 } }] });
    expect(s.outcomes.get('done')!.equals(ONE)).toBe(true);
    expect(s.expected.get('tries')!.equals(3)).toBe(true);
  });

  it('refuses moves that do not add up to 1 and chains that never end', () => {
    expect(() => solveChain({ start: 0, key: String, moves: () => [{ chance: frac(1, 2), outcome: 'x' }] })).toThrow(/add up to 1\/2/);
    expect(() => solveChain<number, 'x'>({ start: 0, key: String, moves: (i) => [{ chance: ONE, to: 1 - i }] })).toThrow(/run forever/);
  });

  it('a battle to N hits equals the path sum over every order of shots (alternate and together)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (na, nb, x, y) => {
        const pa = new Fraction(x, 6);
        const pb = new Fraction(y, 6);
        const odds = battleOdds({ hitsToBeat: { a: na, b: nb }, first: 'a', hitChance: (who) => (who === 'a' ? pa : pb) });
        // Direct recursion over shots; a miss-miss pair returns to the same state, so divide it out.
        const memo = new Map<string, Fraction>();
        const win = (ha: number, hb: number): Fraction => {
          if (hb >= nb) return ONE;
          if (ha >= na) return ZERO;
          const k = `${ha},${hb}`;
          if (memo.has(k)) return memo.get(k)!;
          // a shoots, then b shoots; the state after both miss is this one again.
          const qa = ONE.sub(pa);
          const qb = ONE.sub(pb);
          const rest = pa.mul(win2(ha, hb + 1)).add(qa.mul(pb).mul(win(ha + 1, hb)));
          const v = rest.div(ONE.sub(qa.mul(qb)));
          memo.set(k, v);
          return v;
        };
        // After a's hit it is b's turn.
        const win2 = (ha: number, hb: number): Fraction => {
          if (hb >= nb) return ONE;
          return pb.mul(win(ha + 1, hb)).add(ONE.sub(pb).mul(win(ha, hb)));
        };
        expect(odds.aWins.equals(win(0, 0))).toBe(true);
        expect(odds.aWins.add(odds.bWins).equals(ONE)).toBe(true);
        const together = battleOdds({ hitsToBeat: { a: na, b: nb }, first: 'both', hitChance: (who) => (who === 'a' ? pa : pb) });
        expect(together.aWins.add(together.bWins).add(together.both).equals(ONE)).toBe(true);
        if (na === nb && x === y) expect(together.aWins.equals(together.bWins)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('a battle that is already over', () => {
    expect(battleOdds({ hitsToBeat: { a: 2, b: 2 }, hitsTaken: { a: 0, b: 2 }, first: 'a', hitChance: () => frac(1, 2) }).aWins.equals(ONE)).toBe(true);
    expect(mean(countAtMost(3, 3)).toFraction()).toBe('3/2');
  });
});
