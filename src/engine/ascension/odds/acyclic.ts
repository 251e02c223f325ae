/**
 * Absorbing chains that never return to a state they left (damage only
 * grows, successes only add up), solved by working back from the outcomes:
 * each state's chances are the chances of its moves times those of the states
 * they reach. It takes the kernel's `ChainSpec` and gives its `ChainSolution`,
 * so a chain can move between the two solvers unchanged. The kernel's
 * `solveChain` handles any chain, loops included, but on a long chain without
 * loops its elimination carries very large integers; this one does not.
 */
import { ONE, ZERO, type ChainMove, type ChainSolution, type ChainSpec, type Fraction } from '../../core/dice/index.ts';

interface Solved<O extends string> {
  outcomes: Map<O, Fraction>;
  expected: Map<string, Fraction>;
}

/** Solves a chain without loops from its start. Throws a RangeError if it finds a loop or passes the state limit. */
export function solveAcyclicChain<S, O extends string>(spec: ChainSpec<S, O>): ChainSolution<O> {
  const maxStates = spec.maxStates ?? 5000;
  const counted = spec.counted ?? [];
  const done = new Map<string, Solved<O>>();
  const open = new Set<string>();

  const add = (into: Map<string, Fraction>, key: string, value: Fraction): void => {
    if (!value.equals(0)) into.set(key, (into.get(key) ?? ZERO).add(value));
  };

  // Depth-first, with an explicit stack so long chains do not overflow the call stack.
  const solve = (start: S): Solved<O> => {
    const stack: { key: string; moves: readonly ChainMove<S, O>[]; next: number }[] = [];
    const enter = (state: S, key: string): void => {
      if (open.has(key)) throw new RangeError('the chain loops back to a state it left; use solveChain');
      if (done.size + open.size >= maxStates) throw new RangeError(`the chain has more than ${maxStates} states`);
      const moves = spec.moves(state);
      let sum = ZERO;
      for (const m of moves) sum = sum.add(m.chance);
      if (!sum.equals(ONE)) throw new RangeError(`the moves from state "${key}" add up to ${sum.toFraction()}, not 1`);
      open.add(key);
      stack.push({ key, moves, next: 0 });
    };
    enter(start, spec.key(start));
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      let descended = false;
      while (top.next < top.moves.length && !descended) {
        const m = top.moves[top.next++]!;
        if ('to' in m && !done.has(spec.key(m.to))) {
          enter(m.to, spec.key(m.to));
          descended = true;
        }
      }
      if (descended) continue;
      const outcomes = new Map<string, Fraction>();
      const expected = new Map<string, Fraction>();
      for (const m of top.moves) {
        for (const name of counted) add(expected, name, m.chance.mul(m.counts?.[name] ?? 0));
        if ('outcome' in m) add(outcomes, m.outcome, m.chance);
        else {
          const next = done.get(spec.key(m.to))!;
          for (const [o, c] of next.outcomes) add(outcomes, o, m.chance.mul(c));
          for (const [name, c] of next.expected) add(expected, name, m.chance.mul(c));
        }
      }
      stack.pop();
      open.delete(top.key);
      done.set(top.key, { outcomes: outcomes as Map<O, Fraction>, expected });
    }
    return done.get(spec.key(start))!;
  };

  const root = solve(spec.start);
  const expected = new Map<string, Fraction>(counted.map((name) => [name, root.expected.get(name) ?? ZERO]));
  return { outcomes: root.outcomes, expected, states: done.size };
}
