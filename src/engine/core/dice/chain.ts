/**
 * Absorbing Markov chains, solved exactly: from a start state, the chance of
 * ending in each outcome and the expected total of any counted quantity
 * (shots fired, hits taken) before the end.
 *
 * A chain that never returns to a state it left (other than by staying put)
 * is solved from the outcomes back to the start, each state from the states it
 * moves to, in lowest terms: a long chain without loops carries no more digits
 * than its answers need. A chain with loops (repairs, recoveries, rounds that
 * come back to where they were) is one linear system, solved by fraction-free
 * Gaussian elimination (Bareiss) over integers: every chance is scaled to one
 * denominator, each step divides exactly, rows a step does not touch are
 * rescaled only when next used, and states are eliminated fewest-links-first
 * so the system stays sparse. Only the final answer is reduced.
 */
import { Fraction, ZERO } from './exact.ts';

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

/** A move with its target resolved to a state index (-1: an outcome) and its counts as a vector. */
interface Edge {
  chance: Fraction;
  to: number;
  outcome: number;
  counts: number[];
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};
const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

/** Every state reachable from the start, with its moves as edges. */
function explore<S, O extends string>(spec: ChainSpec<S, O>, counted: readonly string[]): { edges: Edge[][]; outcomeNames: O[] } {
  const maxStates = spec.maxStates ?? 5000;
  const index = new Map<string, number>([[spec.key(spec.start), 0]]);
  const queue: S[] = [spec.start];
  const outcomeNames: O[] = [];
  const edges: Edge[][] = [];
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    const list: Edge[] = [];
    // The chances' sum as num/den, in plain integers (no reduction needed for the check).
    let num = 0n;
    let den = 1n;
    for (const m of spec.moves(state)) {
      if (m.chance.s < 0n) throw new RangeError('a chain move cannot have a negative chance');
      if (m.chance.d === den) num += m.chance.n;
      else [num, den] = [num * m.chance.d + m.chance.n * den, den * m.chance.d];
      const counts = counted.map((name) => {
        const amount = m.counts?.[name] ?? 0;
        if (!Number.isInteger(amount)) throw new RangeError(`a counted quantity moves by whole numbers, not ${amount}`);
        return amount;
      });
      if ('outcome' in m) {
        let o = outcomeNames.indexOf(m.outcome);
        if (o < 0) o = outcomeNames.push(m.outcome) - 1;
        list.push({ chance: m.chance, to: -1, outcome: o, counts });
      } else {
        const k = spec.key(m.to);
        let t = index.get(k);
        if (t === undefined) {
          if (queue.length >= maxStates) throw new RangeError(`the chain has more than ${maxStates} states`);
          t = queue.push(m.to) - 1;
          index.set(k, t);
        }
        list.push({ chance: m.chance, to: t, outcome: -1, counts });
      }
    }
    if (num !== den) throw new RangeError(`the moves from state "${spec.key(state)}" add up to ${new Fraction(num, den).toFraction()}, not 1`);
    edges.push(list.filter((e) => e.chance.n !== 0n));
  }
  return { edges, outcomeNames };
}

/** The strongly connected components, each listed after every component it leads to (Tarjan, without recursion). */
function components(edges: Edge[][]): number[][] {
  const n = edges.length;
  const order: number[] = new Array(n).fill(-1);
  const low: number[] = new Array(n).fill(0);
  const onStack: boolean[] = new Array(n).fill(false);
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  for (let root = 0; root < n; root++) {
    if (order[root] !== -1) continue;
    const work: { v: number; next: number }[] = [{ v: root, next: 0 }];
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = true;
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const list = edges[top.v]!;
      if (top.next < list.length) {
        const w = list[top.next++]!.to;
        if (w < 0) continue;
        if (order[w] === -1) {
          order[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = true;
          work.push({ v: w, next: 0 });
        } else if (onStack[w]) low[top.v] = Math.min(low[top.v]!, order[w]!);
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.v;
        low[parent] = Math.min(low[parent]!, low[top.v]!);
      }
      if (low[top.v] === order[top.v]) {
        const comp: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = false;
          comp.push(w);
        } while (w !== top.v);
        out.push(comp);
      }
    }
  }
  return out;
}

interface Row {
  /** The elimination step whose scale the entries are at. */
  level: number;
  cols: Map<number, bigint>;
  rhs: bigint[];
}

/**
 * The whole chain as one linear system x = Q x + b, solved for the start
 * (state 0) by eliminating every other state.
 */
function solveWithLoops(edges: Edge[][], width: number, outcomes: number): Fraction[] {
  const n = edges.length;
  let scale = 1n;
  for (const list of edges) for (const e of list) scale = lcm(scale, e.chance.d);
  const scaled = (c: Fraction): bigint => (c.n * scale) / c.d;

  // Row s of scale·(I − Q), and its right-hand sides: one per outcome, one per counted quantity.
  const rows: (Row | undefined)[] = edges.map((list, s) => {
    const cols = new Map<number, bigint>([[s, scale]]);
    const rhs: bigint[] = new Array(width).fill(0n);
    for (const e of list) {
      const w = scaled(e.chance);
      if (e.to < 0) rhs[e.outcome] = rhs[e.outcome]! + w;
      else cols.set(e.to, (cols.get(e.to) ?? 0n) - w);
      e.counts.forEach((amount, j) => (rhs[outcomes + j] = rhs[outcomes + j]! + w * BigInt(amount)));
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
  return startRow.rhs.map((v) => new Fraction(v, det));
}

/**
 * A chain whose only loops are states staying put: each state's values from
 * those of the states it moves to, outcomes first (components come sinks first).
 */
function solveWithoutLoops(edges: Edge[][], comps: number[][], width: number, outcomes: number): Fraction[] {
  const values = new Map<number, Fraction[]>();
  for (const [s] of comps) {
    const v: Fraction[] = new Array(width).fill(ZERO);
    let stay = ZERO;
    for (const e of edges[s!]!) {
      e.counts.forEach((amount, j) => {
        if (amount !== 0) v[outcomes + j] = v[outcomes + j]!.add(e.chance.mul(amount));
      });
      if (e.to === s) stay = stay.add(e.chance);
      else if (e.to < 0) v[e.outcome] = v[e.outcome]!.add(e.chance);
      else {
        const next = values.get(e.to)!;
        for (let j = 0; j < width; j++) if (next[j]!.n !== 0n) v[j] = v[j]!.add(e.chance.mul(next[j]!));
      }
    }
    if (stay.equals(1)) throw new RangeError('the chain can run forever: some states never reach an outcome');
    values.set(s!, stay.n === 0n ? v : v.map((x) => x.div(new Fraction(1).sub(stay))));
  }
  return values.get(0)!;
}

/** Solves the chain from its start. Throws a RangeError for a description that breaks its own contract. */
export function solveChain<S, O extends string>(spec: ChainSpec<S, O>): ChainSolution<O> {
  const counted = spec.counted ?? [];
  const { edges, outcomeNames } = explore(spec, counted);
  const width = outcomeNames.length + counted.length;
  const comps = components(edges);
  const loops = comps.some((c) => c.length > 1);
  const start = loops ? solveWithLoops(edges, width, outcomeNames.length) : solveWithoutLoops(edges, comps, width, outcomeNames.length);
  const outcomes = new Map<O, Fraction>();
  outcomeNames.forEach((o, k) => {
    if (start[k]!.n !== 0n) outcomes.set(o, start[k]!);
  });
  const expected = new Map<string, Fraction>();
  counted.forEach((name, c) => expected.set(name, start[outcomeNames.length + c]!));
  return { outcomes, expected, states: edges.length };
}
