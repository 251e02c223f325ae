/**
 * Exact distributions of whole-number results (a die, NdS + k, a sum of
 * several rolls, a table lookup of a roll). A distribution keeps integer
 * weights over one total, so convolutions stay in integers; chances leave it
 * as fractions.
 */
import { Fraction, ZERO } from './exact.ts';

export interface Distribution {
  /** The smallest value with a weight (weights[i] belongs to min + i). */
  readonly min: number;
  readonly weights: readonly bigint[];
  /** The sum of the weights: P(min + i) = weights[i] / total. */
  readonly total: bigint;
}

/** Drops zero weights at both ends so `min` is a possible value. */
function trimmed(min: number, weights: bigint[]): Distribution {
  let lo = 0;
  let hi = weights.length - 1;
  while (lo < hi && weights[lo] === 0n) lo++;
  while (hi > lo && weights[hi] === 0n) hi--;
  const kept = weights.slice(lo, hi + 1);
  return { min: min + lo, weights: kept, total: kept.reduce((a, b) => a + b, 0n) };
}

/** A certain result. */
export const constant = (value: number): Distribution => ({ min: value, weights: [1n], total: 1n });

/** One fair die with `sides` faces, 1..sides. */
export function die(sides = 6): Distribution {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die needs a whole number of sides, not ${sides}`);
  return { min: 1, weights: Array.from({ length: sides }, () => 1n), total: BigInt(sides) };
}

/** The sum of two independent results. */
export function add(a: Distribution, b: Distribution): Distribution {
  const out: bigint[] = new Array(a.weights.length + b.weights.length - 1).fill(0n);
  a.weights.forEach((wa, i) => {
    if (wa === 0n) return;
    b.weights.forEach((wb, j) => {
      out[i + j] = out[i + j]! + wa * wb;
    });
  });
  return { min: a.min + b.min, weights: out, total: a.total * b.total };
}

/** The result moved by a fixed modifier. */
export const shift = (d: Distribution, k: number): Distribution => ({ ...d, min: d.min + k });

/** The sum of `n` independent copies (n = 0: a certain 0). */
export function repeat(d: Distribution, n: number): Distribution {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`a roll needs a whole number of dice, not ${n}`);
  let result = constant(0);
  let power = d;
  let k = n;
  while (k > 0) {
    if (k & 1) result = add(result, power);
    k >>= 1;
    if (k > 0) power = add(power, power);
  }
  return result;
}

/** The sum of several independent results. */
export const sumOf = (parts: readonly Distribution[]): Distribution => parts.reduce(add, constant(0));

/** NdS + k: `count` dice of `sides` faces plus a modifier. */
export const dice = (count: number, sides = 6, modifier = 0): Distribution => shift(repeat(die(sides), count), modifier);

/** Each value passed through `f` (a table, a clamp, a threshold), weights of equal results added. */
export function mapValues(d: Distribution, f: (value: number) => number): Distribution {
  const byValue = new Map<number, bigint>();
  d.weights.forEach((w, i) => {
    if (w === 0n) return;
    const v = f(d.min + i);
    if (!Number.isInteger(v)) throw new RangeError(`a mapped result must be a whole number, not ${v}`);
    byValue.set(v, (byValue.get(v) ?? 0n) + w);
  });
  const values = [...byValue.keys()];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const weights: bigint[] = new Array(hi - lo + 1).fill(0n);
  for (const [v, w] of byValue) weights[v - lo] = w;
  // The total is unchanged; keep it (a map never loses weight).
  return { min: lo, weights, total: d.total };
}

/** A distribution from explicit value → weight pairs. */
export function fromWeights(pairs: Iterable<readonly [number, bigint | number]>): Distribution {
  const list = [...pairs].map(([v, w]) => [v, BigInt(w)] as const);
  if (list.length === 0) throw new RangeError('a distribution needs at least one value');
  const lo = Math.min(...list.map(([v]) => v));
  const hi = Math.max(...list.map(([v]) => v));
  const weights: bigint[] = new Array(hi - lo + 1).fill(0n);
  for (const [v, w] of list) {
    if (w < 0n) throw new RangeError('weights cannot be negative');
    weights[v - lo] = weights[v - lo]! + w;
  }
  const d = trimmed(lo, weights);
  if (d.total === 0n) throw new RangeError('a distribution needs some weight');
  return d;
}

export const lowest = (d: Distribution): number => d.min;
export const highest = (d: Distribution): number => d.min + d.weights.length - 1;

/** P(result = value). */
export function chanceOf(d: Distribution, value: number): Fraction {
  const w = d.weights[value - d.min];
  return w === undefined ? ZERO : new Fraction(w, d.total);
}

/** P(pred(result)). */
export function chance(d: Distribution, pred: (value: number) => boolean): Fraction {
  let w = 0n;
  d.weights.forEach((x, i) => {
    if (pred(d.min + i)) w += x;
  });
  return new Fraction(w, d.total);
}

export const chanceAtLeast = (d: Distribution, value: number): Fraction => chance(d, (v) => v >= value);
export const chanceAtMost = (d: Distribution, value: number): Fraction => chance(d, (v) => v <= value);

/** The mean, exactly. */
export function mean(d: Distribution): Fraction {
  let s = 0n;
  d.weights.forEach((w, i) => {
    s += w * BigInt(d.min + i);
  });
  return new Fraction(s, d.total);
}

/** The mean of f(result), exactly (f may return a fraction, such as a price). */
export function expectation(d: Distribution, f: (value: number) => Fraction | number): Fraction {
  let acc = ZERO;
  d.weights.forEach((w, i) => {
    if (w === 0n) return;
    acc = acc.add(new Fraction(f(d.min + i)).mul(new Fraction(w, d.total)));
  });
  return acc;
}

/** Every possible value with its chance, low to high. */
export function outcomes(d: Distribution): { value: number; chance: Fraction }[] {
  const out: { value: number; chance: Fraction }[] = [];
  d.weights.forEach((w, i) => {
    if (w > 0n) out.push({ value: d.min + i, chance: new Fraction(w, d.total) });
  });
  return out;
}
