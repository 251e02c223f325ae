/**
 * Opposed rolls: two results compared, higher wins. Each side is any
 * distribution (4D6 + power, 2D6, ...), so modifiers and ganging are just a
 * shifted or summed distribution.
 */
import { Fraction } from './exact.ts';
import type { Distribution } from './distribution.ts';

export interface OpposedOdds {
  /** P(a > b) */
  win: Fraction;
  /** P(a = b) */
  tie: Fraction;
  /** P(a < b) */
  lose: Fraction;
}

/** The exact chances that `a` beats, ties or loses to an independent `b`. */
export function opposed(a: Distribution, b: Distribution): OpposedOdds {
  // Cumulative weights of b: below[v] = weight of b-values < v.
  const bLen = b.weights.length;
  const cumulative: bigint[] = new Array(bLen + 1).fill(0n);
  for (let j = 0; j < bLen; j++) cumulative[j + 1] = cumulative[j]! + b.weights[j]!;
  const weightBelow = (v: number): bigint => cumulative[Math.max(0, Math.min(bLen, v - b.min))]!;
  const weightAt = (v: number): bigint => b.weights[v - b.min] ?? 0n;
  let win = 0n;
  let tie = 0n;
  a.weights.forEach((wa, i) => {
    if (wa === 0n) return;
    const v = a.min + i;
    win += wa * weightBelow(v);
    tie += wa * weightAt(v);
  });
  const total = a.total * b.total;
  return { win: new Fraction(win, total), tie: new Fraction(tie, total), lose: new Fraction(total - win - tie, total) };
}
