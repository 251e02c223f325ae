/**
 * Pools of dice read die by die: how many dice meet a target, whether any
 * does, what the dice that hit add up to, and two pools compared face by
 * face from the highest down.
 */
import { Fraction, ONE } from './exact.ts';
import { constant, fromWeights, repeat, type Distribution } from './distribution.ts';
import type { OpposedOdds } from './opposed.ts';

/** One die with each face turned into a whole number by `score` (0 for a miss, the face for a hit, ...). */
export function scoredDie(score: (face: number) => number, sides = 6): Distribution {
  return fromWeights(Array.from({ length: sides }, (_, i) => [score(i + 1), 1n] as const));
}

/** A target clamped to the faces of the die: at or above `sides` every face meets it, at or below 0 none does. */
export const clampTarget = (target: number, sides = 6): number => Math.max(0, Math.min(sides, Math.floor(target)));

/** The number of dice among `count` that show `target` or less (after the clamp). */
export function countAtMost(count: number, target: number, sides = 6): Distribution {
  const t = clampTarget(target, sides);
  return count === 0 ? constant(0) : repeat(scoredDie((f) => (f <= t ? 1 : 0), sides), count);
}

/** P(at least one of `count` dice shows `target` or less) = 1 - (1 - t/S)^count. */
export function anyAtMost(count: number, target: number, sides = 6): Fraction {
  const t = clampTarget(target, sides);
  return ONE.sub(new Fraction(sides - t, sides).pow(count));
}

/** The sum of the faces of `count` dice that satisfy `hits` (the others add nothing). */
export const sumOfHits = (count: number, hits: (face: number) => boolean, sides = 6): Distribution =>
  count === 0 ? constant(0) : repeat(scoredDie((f) => (hits(f) ? f : 0), sides), count);

function binomial(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/**
 * Two pools rolled and each sorted high to low, then compared place by place:
 * the first place where they differ decides, and a pool that runs out of dice
 * while the other still has some loses. Equal pools tie. Reading the faces
 * from the highest down, this is: more dice showing the highest face that
 * the two pools do not share equally wins.
 */
export function comparePools(countA: number, countB: number, sides = 6): OpposedOdds {
  const memo = new Map<string, [bigint, bigint, bigint]>();
  // Ways for `a` and `b` dice, all showing `face` or less, to win / tie / lose.
  const ways = (face: number, a: number, b: number): [bigint, bigint, bigint] => {
    if (face === 0) return a === 0 && b === 0 ? [0n, 1n, 0n] : [0n, 0n, 0n];
    const key = `${face},${a},${b}`;
    const known = memo.get(key);
    if (known) return known;
    let win = 0n;
    let tie = 0n;
    let lose = 0n;
    const lower = BigInt(face - 1);
    for (let ka = 0; ka <= a; ka++) {
      for (let kb = 0; kb <= b; kb++) {
        const choose = binomial(a, ka) * binomial(b, kb);
        if (ka === kb) {
          const [w, t, l] = ways(face - 1, a - ka, b - kb);
          win += choose * w;
          tie += choose * t;
          lose += choose * l;
        } else {
          const rest = lower ** BigInt(a - ka + b - kb);
          if (ka > kb) win += choose * rest;
          else lose += choose * rest;
        }
      }
    }
    const result: [bigint, bigint, bigint] = [win, tie, lose];
    memo.set(key, result);
    return result;
  };
  const [w, t, l] = ways(sides, countA, countB);
  const total = BigInt(sides) ** BigInt(countA + countB);
  return { win: new Fraction(w, total), tie: new Fraction(t, total), lose: new Fraction(l, total) };
}
