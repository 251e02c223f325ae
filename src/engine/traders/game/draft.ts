/**
 * A move works on a copy of the state (a draft) and writes its steps into the
 * draft's trace. These helpers read and change the crew, the money and the
 * end of the game on a draft; nothing here decides a phase.
 */
import type { TradersRuleId } from '../rules/index.ts';
import type { Fighter } from '../planetfall/index.ts';
import { formatMoney, rankName, RANKS, worldAt, type Rank, type World } from '../tables/index.ts';
import type { EndCause, GameState, LogEntry, Officer } from './types.ts';

export interface Draft {
  s: GameState;
  /** The steps of this move, already numbered as log entries of move `s.moves + 1`. */
  trace: LogEntry[];
}

export function cloneState(s: GameState): GameState {
  return {
    ...s,
    readings: { ...s.readings },
    end: s.end && { ...s.end },
    cargo: s.cargo && { ...s.cargo },
    crew: s.crew.map((o) => ({ ...o })),
    encounterDeck: { draw: s.encounterDeck.draw.slice(), discard: s.encounterDeck.discard.slice(), row: s.encounterDeck.row.slice() },
    starshipDeck: { draw: s.starshipDeck.draw.slice(), inPlay: s.starshipDeck.inPlay },
    encounter: s.encounter && { ...s.encounter, attackers: s.encounter.attackers.map((a) => ({ ...a })) },
    battle: s.battle && { ...s.battle },
    jump: s.jump && { ...s.jump },
    offer: s.offer && { ...s.offer },
    arrivals: s.arrivals.slice(),
    at: structuredStep(s.at),
    got: s.got.slice(),
    log: s.log,
  };
}

/** A step with its own copies of the rank lists it holds (the only arrays a step carries). */
function structuredStep(at: GameState['at']): GameState['at'] {
  const copy = { ...at } as Record<string, unknown>;
  if ('helpers' in at) copy.helpers = at.helpers.slice();
  if ('team' in at) copy.team = at.team.slice();
  if ('officers' in at) copy.officers = at.officers.slice();
  return copy as GameState['at'];
}

export const say = (d: Draft, text: string, rule: TradersRuleId): void => {
  d.trace.push({ text, rule, move: d.s.moves + 1 });
};

export const world = (s: GameState): World => worldAt(s.stop);

/** The officer holding each rank aboard (active, wounded or recuperating), if any. */
export function aboard(s: GameState, rank: Rank): Officer | undefined {
  return s.crew.find((o) => o.rank === rank && (o.status === 'active' || o.status === 'recuperating' || o.status === 'wounded'));
}

export function officerById(s: GameState, id: string): Officer | undefined {
  return s.crew.find((o) => o.id === id);
}

export const isActive = (s: GameState, rank: Rank): boolean => aboard(s, rank)?.status === 'active';

export function activeRanksOf(s: GameState): Rank[] {
  return RANKS.filter((r) => isActive(s, r));
}

export function powerOf(s: GameState, rank: Rank): number {
  return aboard(s, rank)?.power ?? 0;
}

/** The fighters of an encounter: every rank aboard with its power and whether it can act. */
export function fightersOf(s: GameState): Fighter[] {
  return RANKS.flatMap((r) => {
    const o = aboard(s, r);
    return o ? [{ rank: r, power: o.power, active: o.status === 'active' }] : [];
  });
}

/** The highest-ranking active officer (A35), or null. */
export function leaderOf(s: GameState): Officer | null {
  for (const r of RANKS) {
    const o = aboard(s, r);
    if (o?.status === 'active') return o;
  }
  return null;
}

export function officerName(o: Officer): string {
  return o.replacement ? `${rankName(o.rank)} (replacement, power ${o.power})` : rankName(o.rank);
}

export function pay(d: Draft, amount: number, what: string, rule: TradersRuleId): void {
  d.s.money -= amount;
  say(d, `Paid ${formatMoney(amount)} for ${what}; ${formatMoney(d.s.money)} left.`, rule);
}

export function endGame(d: Draft, outcome: 'won' | 'lost' | 'finished', cause: EndCause, text: string, rule: TradersRuleId): void {
  const s = d.s;
  s.status = outcome;
  s.end = { outcome, cause, rule, text, stop: s.stop, phase: s.phase, turn: s.turn };
  s.at = { kind: 'over' };
  s.got = [];
  say(d, text, rule);
}

/** The first turn lasts until the first sale (the stake is spent on the first lot). */
export const isFirstTurn = (s: GameState): boolean => s.turn === 1;
