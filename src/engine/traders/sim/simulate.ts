/**
 * Whole digital games played by a policy through the game's own reducer, and
 * their summaries: how far each got, its sales and best money, and how and
 * where it ended; then shares over many games.
 */
import { nextInt, seedRng } from '../../core/rng.ts';
import { MAX_SEED, setupGame, transition, type EndCause, type GameState } from '../game/index.ts';
import { choice, optional, read, shape, whole } from '../input/index.ts';
import type { Readings } from '../readings/index.ts';
import { ok, type TradersResult, type TradersRuleId } from '../rules/index.ts';
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

/** The most games one simulation plays. */
export const MAX_SIMULATED_GAMES = 1_000_000;

/** What a simulation is asked, read at the edge (the readings and the cap on events are read by each game's set-up). */
const SIMULATION = shape(
  'A simulation',
  {
    seed: whole('The seed', 0, MAX_SEED, 'traders.t-0-setup'),
    games: whole('The number of games to simulate', 1, MAX_SIMULATED_GAMES, 'traders.t-0-setup'),
    policy: optional(choice('The policy', Object.keys(POLICIES) as PolicyName[], 'traders.t-0-turn'), 'first-offer' as PolicyName),
  },
  'traders.t-0-setup',
);

/** Play `games` digital games, the i-th seeded from a stream started at `seed`. */
export function simulate(input: SimulationInput): TradersResult<{ runs: RunSummary[]; aggregate: Aggregate }> {
  const asked = read(SIMULATION, input);
  if (!asked.ok) return asked;
  const policy = POLICIES[asked.value.policy].policy;
  let rng = seedRng(input.seed);
  const runs: RunSummary[] = [];
  for (let i = 0; i < input.games; i++) {
    const [seed, next] = nextInt(rng, 0, MAX_SEED);
    rng = next;
    const r = playGame(seed, policy, input.readings, input.maxEvents);
    if (!r.ok) return r;
    runs.push(summarise(r.value));
  }
  return ok({ runs, aggregate: aggregate(runs) });
}
