/**
 * Absorbing Markov chains, solved exactly: from a start state, the chance of
 * ending in each outcome and the expected total of any counted quantity
 * (shots fired, hits taken) before the end.
 *
 * Battles that can undo their own progress (repairs, recoveries) loop, so
 * the answer is a linear system, not a sum over paths. It is solved by
 * fraction-free Gaussian elimination (Bareiss) over integers: every chance is
 * scaled to a common denominator once, each step divides exactly, and rows a
 * step does not touch are rescaled only when next used. States are
 * eliminated fewest-links-first so the system stays sparse. Only the final
 * answer is reduced to lowest terms.
 */
import { Fraction } from './exact.ts';

/** One way out of a state: to another state, or to an outcome that ends the chain. */
export type ChainMove<S, O extends string> =
  | { chance: Fraction; to: S; counts?: Readonly<Record<string, number>> }
  | { chance: Fraction; outcome: O; counts?: Readonly<Record<string, number>> };

export interface ChainSpec<S, O extends string> {
  start: S;
  /** A string naming the state; equal states must give equal keys. */
  key: (state: S) => string;
  /** Every move from a state, with chances that add up to exactly 1. */
  moves: (state: S) => readonly ChainMove<S, O>[];
  /** Names of the quantities whose expected totals are wanted (each move may count some). */
  counted?: readonly string[];
  /** A bound on the number of states, so a runaway description fails fast. */
  maxStates?: number;
}

export interface ChainSolution<O extends string> {
  /** The chance of each outcome reached from the start (outcomes never reached are absent). */
  outcomes: Map<O, Fraction>;
  /** The expected total of each counted quantity before the chain ends. */
  expected: Map<string, Fraction>;
  /** How many states the chain passes through. */
  states: number;
}

interface Row {
  /** The elimination step whose scale the entries are at. */
  level: number;
  cols: Map<number, bigint>;
  rhs: bigint[];
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};

/** Solves the chain from its start. Throws a RangeError for a description that breaks its own contract. */
export function solveChain<S, O extends string>(spec: ChainSpec<S, O>): ChainSolution<O> {
  const maxStates = spec.maxStates ?? 5000;
  const counted = spec.counted ?? [];
  const index = new Map<string, number>();
  const moves: (readonly ChainMove<S, O>[])[] = [];
  const outcomeNames: O[] = [];
  const queue: S[] = [spec.start];
  index.set(spec.key(spec.start), 0);
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    const list = spec.moves(state);
    // The chances' sum as num/den, in plain integers (no reduction needed for the check).
    let num = 0n;
    let den = 1n;
    for (const m of list) {
      if (m.chance.s < 0n) throw new RangeError('a chain move cannot have a negative chance');
      if (m.chance.d === den) num += m.chance.n;
      else [num, den] = [num * m.chance.d + m.chance.n * den, den * m.chance.d];
      if ('outcome' in m) {
        if (!outcomeNames.includes(m.outcome)) outcomeNames.push(m.outcome);
      } else {
        const k = spec.key(m.to);
        if (!index.has(k)) {
          if (queue.length >= maxStates) throw new RangeError(`the chain has more than ${maxStates} states`);
          index.set(k, queue.length);
          queue.push(m.to);
        }
      }
    }
    if (num !== den) throw new RangeError(`the moves from state "${spec.key(state)}" add up to ${new Fraction(num, den).toFraction()}, not 1`);
    moves.push(list);
  }
  const n = queue.length;

  // One common denominator for every chance, so the system is in integers.
  let scale = 1n;
  for (const list of moves) for (const m of list) scale = (scale / gcd(scale, m.chance.d)) * m.chance.d;
  const scaled = (c: Fraction): bigint => (c.n * scale) / c.d;

  // Row s of (scale·I − scale·Q), and its right-hand sides: one per outcome, one per counted quantity.
  const width = outcomeNames.length + counted.length;
  const rows: (Row | undefined)[] = moves.map((list, s) => {
    const cols = new Map<number, bigint>([[s, scale]]);
    const rhs: bigint[] = new Array(width).fill(0n);
    for (const m of list) {
      const w = scaled(m.chance);
      if (w === 0n) continue;
      if ('outcome' in m) rhs[outcomeNames.indexOf(m.outcome)]! += w;
      else {
        const t = index.get(spec.key(m.to))!;
        cols.set(t, (cols.get(t) ?? 0n) - w);
      }
      counted.forEach((name, c) => {
        const amount = m.counts?.[name] ?? 0;
        if (!Number.isInteger(amount)) throw new RangeError(`a counted quantity moves by whole numbers, not ${amount}`);
        rhs[outcomeNames.length + c]! += w * BigInt(amount);
      });
    }
    for (const [c, v] of cols) if (v === 0n) cols.delete(c);
    return { level: 0, cols, rhs };
  });
  // Which live rows have an entry in each column.
  const inColumn: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  rows.forEach((row, s) => row!.cols.forEach((_, c) => inColumn[c]!.add(s)));

  const pivots: bigint[] = [1n];
  const bring = (row: Row, level: number): void => {
    if (row.level === level) return;
    const num = pivots[level]!;
    const den = pivots[row.level]!;
    for (const [c, v] of row.cols) row.cols.set(c, (v * num) / den);
    row.rhs = row.rhs.map((v) => (v * num) / den);
    row.level = level;
  };

  const alive = new Set<number>(Array.from({ length: n }, (_, s) => s));
  for (let step = 1; step < n; step++) {
    // The live state (never the start) whose elimination creates the fewest new links.
    let pick = -1;
    let cost = Infinity;
    for (const s of alive) {
      if (s === 0) continue;
      const c = (inColumn[s]!.size - 1) * (rows[s]!.cols.size - 1);
      if (c < cost) {
        cost = c;
        pick = s;
        if (c === 0) break;
      }
    }
    const pr = rows[pick]!;
    bring(pr, step - 1);
    const pivot = pr.cols.get(pick) ?? 0n;
    if (pivot === 0n) throw new RangeError('the chain can run forever: some states never reach an outcome');
    const prev = pivots[step - 1]!;
    for (const i of inColumn[pick]!) {
      if (i === pick) continue;
      const row = rows[i]!;
      bring(row, step - 1);
      const a = row.cols.get(pick)!;
      const next = new Map<number, bigint>();
      for (const [c, v] of row.cols) if (c !== pick) next.set(c, v * pivot);
      for (const [c, v] of pr.cols) if (c !== pick) next.set(c, (next.get(c) ?? 0n) - a * v);
      for (const [c, v] of next) {
        const value = v / prev;
        if (value === 0n) {
          next.delete(c);
          inColumn[c]!.delete(i);
        } else {
          next.set(c, value);
          inColumn[c]!.add(i);
        }
      }
      row.cols = next;
      row.rhs = row.rhs.map((v, k) => (v * pivot - a * pr.rhs[k]!) / prev);
      row.level = step;
    }
    for (const c of pr.cols.keys()) inColumn[c]!.delete(pick);
    inColumn[pick]!.clear();
    rows[pick] = undefined;
    alive.delete(pick);
    pivots[step] = pivot;
  }
  const startRow = rows[0]!;
  bring(startRow, n - 1);
  const det = startRow.cols.get(0) ?? 0n;
  if (det === 0n) throw new RangeError('the chain can run forever: the start never reaches an outcome');
  const outcomes = new Map<O, Fraction>();
  outcomeNames.forEach((o, k) => {
    const v = startRow.rhs[k]!;
    if (v !== 0n) outcomes.set(o, new Fraction(v, det));
  });
  const expected = new Map<string, Fraction>();
  counted.forEach((name, c) => expected.set(name, new Fraction(startRow.rhs[outcomeNames.length + c]!, det)));
  return { outcomes, expected, states: n };
}
