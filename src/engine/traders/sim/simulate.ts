/**
 * Whole digital games played by a policy through the game's own reducer, and
 * their summaries: how far each got, its sales and best money, and how and
 * where it ended; then shares over many games.
 */
import { nextInt, seedRng } from '../../core/rng.ts';
import { isWhole } from '../../core/validate.ts';
import { setupGame, transition, type EndCause, type GameState } from '../game/index.ts';
import type { Readings } from '../readings/index.ts';
import { err, ok, type TradersResult, type TradersRuleId } from '../rules/index.ts';
import { POLICIES, type Policy, type PolicyName } from './policies.ts';

/** Where a game ended, in the terms of figure F9. */
export type EndedAt = 'first-turn' | 'first-jump' | 'first-port' | 'after-a-sale' | 'unfinished';

export interface RunSummary {
  seed: number;
  furthestStop: number;
  /** The stop where play ended. */
  stop: number;
  sales: number;
  /** The most money held after any sale (units). */
  peakMoney: number;
  outcome: 'won' | 'lost' | 'finished' | 'unfinished';
  cause: EndCause | null;
  rule: TradersRuleId | null;
  endedAt: EndedAt;
  events: number;
}

export function summarise(s: GameState): RunSummary {
  const endedAt: EndedAt =
    s.status === 'playing' ? 'unfinished' : s.sales > 0 ? 'after-a-sale' : s.furthestStop > 0 ? 'first-port' : s.phase === 4 ? 'first-jump' : 'first-turn';
  return {
    seed: s.seed,
    furthestStop: s.furthestStop,
    stop: s.stop,
    sales: s.sales,
    peakMoney: s.peakMoney,
    outcome: s.status === 'playing' ? 'unfinished' : s.status,
    cause: s.end?.cause ?? null,
    rule: s.end?.rule ?? null,
    endedAt,
    events: s.moves,
  };
}

/** Play one digital game to its end (or `maxEvents`) with `policy`. */
export function playGame(seed: number, policy: Policy, readings?: Partial<Readings>, maxEvents = 20_000): TradersResult<GameState> {
  const start = setupGame({ seed, readings, mode: 'digital' });
  if (!start.ok) return start;
  let s = start.value;
  for (let n = 0; n < maxEvents && s.status === 'playing'; n++) {
    const r = transition(s, policy(s));
    if (!r.ok) return r;
    s = r.value;
  }
  return ok(s);
}

export interface SimulationInput {
  seed: number;
  games: number;
  policy?: PolicyName;
  readings?: Partial<Readings>;
  maxEvents?: number;
}

export interface Aggregate {
  games: number;
  won: number;
  /** Share of games whose furthest stop was at least k, for k = 0.. the furthest seen. */
  reachedStop: number[];
  /** Share of games by where they ended. */
  endedAt: Record<EndedAt, number>;
  /** Share of games with at least k sales, k = 0.. the most seen. */
  salesAtLeast: number[];
  mostSales: number;
  bestPeakMoney: number;
  /** Share of lost games by cause. */
  causes: Partial<Record<EndCause, number>>;
  meanEvents: number;
}

export function aggregate(runs: readonly RunSummary[]): Aggregate {
  const n = runs.length || 1;
  const furthest = Math.max(0, ...runs.map((r) => r.furthestStop));
  const mostSales = Math.max(0, ...runs.map((r) => r.sales));
  const endedAt: Record<EndedAt, number> = { 'first-turn': 0, 'first-jump': 0, 'first-port': 0, 'after-a-sale': 0, unfinished: 0 };
  const causes: Partial<Record<EndCause, number>> = {};
  const lost = runs.filter((r) => r.outcome === 'lost').length || 1;
  for (const r of runs) {
    endedAt[r.endedAt] += 1 / n;
    if (r.outcome === 'lost' && r.cause) causes[r.cause] = (causes[r.cause] ?? 0) + 1 / lost;
  }
  return {
    games: runs.length,
    won: runs.filter((r) => r.outcome === 'won').length / n,
    reachedStop: Array.from({ length: furthest + 1 }, (_, k) => runs.filter((r) => r.furthestStop >= k).length / n),
    endedAt,
    salesAtLeast: Array.from({ length: mostSales + 1 }, (_, k) => runs.filter((r) => r.sales >= k).length / n),
    mostSales,
    bestPeakMoney: Math.max(0, ...runs.map((r) => r.peakMoney)),
    causes,
    meanEvents: runs.reduce((a, r) => a + r.events, 0) / n,
  };
}

/** Play `games` digital games, the i-th seeded from a stream started at `seed`. */
export function simulate(input: SimulationInput): TradersResult<{ runs: RunSummary[]; aggregate: Aggregate }> {
  if (!isWhole(input.seed, 0, 0xffffffff)) return err('The seed is a whole number from 0 to 4294967295.', 'traders.t-0-setup', 'seed');
  if (!isWhole(input.games, 1, 1_000_000)) return err('Simulate 1 to 1,000,000 games.', 'traders.t-0-setup', 'games');
  const name = input.policy ?? 'first-offer';
  if (!Object.prototype.hasOwnProperty.call(POLICIES, name)) return err(`There is no policy called ${String(name).slice(0, 30)}.`, 'traders.t-0-turn', 'policy');
  const policy = POLICIES[name].policy;
  let rng = seedRng(input.seed);
  const runs: RunSummary[] = [];
  for (let i = 0; i < input.games; i++) {
    const [seed, next] = nextInt(rng, 0, 0xffffffff);
    rng = next;
    const r = playGame(seed, policy, input.readings, input.maxEvents);
    if (!r.ok) return r;
    runs.push(summarise(r.value));
  }
  return ok({ runs, aggregate: aggregate(runs) });
}
