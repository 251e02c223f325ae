/**
 * A fight that lasts until one side has taken a set number of hits: each
 * shot's chance may depend on the damage both sides carry. Built on the
 * absorbing chain, so it is exact; a game with extra rules (repairs, morale)
 * describes its own chain instead.
 */
import { solveChain, type ChainMove } from './chain.ts';
import { Fraction, ONE, ZERO } from './exact.ts';

export type Side = 'a' | 'b';

export interface BattleSpec {
  /** Hits each side can take before it is beaten (it loses on taking this many). */
  hitsToBeat: Readonly<Record<Side, number>>;
  /** Hits already taken. */
  hitsTaken?: Readonly<Record<Side, number>>;
  /** Who shoots first: turns then alternate. 'both' fires together every round. */
  first: Side | 'both';
  /** The chance that `shooter`'s shot hits, given the hits each side carries. */
  hitChance: (shooter: Side, taken: Readonly<Record<Side, number>>) => Fraction;
}

export interface BattleOdds {
  /** P(b is beaten first) */
  aWins: Fraction;
  /** P(a is beaten first) */
  bWins: Fraction;
  /** P(both are beaten in the same round): only when both fire together. */
  both: Fraction;
  /** Expected shots (or rounds, when both fire together) until the end. */
  expectedShots: Fraction;
}

interface State {
  a: number;
  b: number;
  turn: Side | 'both';
}

const other = (s: Side): Side => (s === 'a' ? 'b' : 'a');

export function battleOdds(spec: BattleSpec): BattleOdds {
  const start: State = { a: spec.hitsTaken?.a ?? 0, b: spec.hitsTaken?.b ?? 0, turn: spec.first };
  type Outcome = 'a' | 'b' | 'both';
  const beaten = (s: State): Outcome | undefined => {
    const aDown = s.a >= spec.hitsToBeat.a;
    const bDown = s.b >= spec.hitsToBeat.b;
    return aDown && bDown ? 'both' : bDown ? 'a' : aDown ? 'b' : undefined;
  };
  const already = beaten(start);
  if (already) return { aWins: already === 'a' ? ONE : ZERO, bWins: already === 'b' ? ONE : ZERO, both: already === 'both' ? ONE : ZERO, expectedShots: ZERO };
  const shot = { shots: 1 };
  const moveTo = (s: State, chance: Fraction): ChainMove<State, Outcome> => {
    const end = beaten(s);
    return end ? { chance, outcome: end, counts: shot } : { chance, to: s, counts: shot };
  };
  const solution = solveChain<State, Outcome>({
    start,
    key: (s) => `${s.a},${s.b},${s.turn}`,
    counted: ['shots'],
    moves: (s) => {
      const taken = { a: s.a, b: s.b };
      if (s.turn === 'both') {
        const pa = spec.hitChance('a', taken);
        const pb = spec.hitChance('b', taken);
        const qa = ONE.sub(pa);
        const qb = ONE.sub(pb);
        return [
          moveTo({ a: s.a + 1, b: s.b + 1, turn: 'both' }, pa.mul(pb)),
          moveTo({ a: s.a, b: s.b + 1, turn: 'both' }, pa.mul(qb)),
          moveTo({ a: s.a + 1, b: s.b, turn: 'both' }, qa.mul(pb)),
          moveTo({ ...s }, qa.mul(qb)),
        ].filter((m) => !m.chance.equals(0));
      }
      const p = spec.hitChance(s.turn, taken);
      const target = other(s.turn);
      const hit = { ...s, [target]: s[target] + 1, turn: target };
      return [moveTo(hit, p), moveTo({ ...s, turn: target }, ONE.sub(p))].filter((m) => !m.chance.equals(0));
    },
  });
  const get = (o: Outcome) => solution.outcomes.get(o) ?? ZERO;
  return { aWins: get('a'), bWins: get('b'), both: get('both'), expectedShots: solution.expected.get('shots') ?? ZERO };
}
