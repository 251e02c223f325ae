/** Helpers for the Traders tests: play events and fail loudly on a refusal. */
import { expect } from 'vitest';
import { legalMoves, setupGame, transition, type GameEvent, type GameInput, type GameState, type Readings } from '../../../src/engine/traders/index.ts';

export function must<T>(r: { ok: true; value: T } | { ok: false; error: string; rule?: string; field?: string }): T {
  if (!r.ok) throw new Error(`refused: ${r.error} (${r.rule ?? ''} ${r.field ?? ''})`);
  return r.value;
}

export function start(input: Partial<GameInput> & { readings?: Partial<Readings> } = {}): GameState {
  return must(setupGame({ seed: 1, mode: 'table', ...input }));
}

/** Play events in order; each must be accepted. */
export function play(s: GameState, ...events: GameEvent[]): GameState {
  let state = s;
  for (const e of events) state = must(transition(state, e));
  return state;
}

export const roll = (total: number): GameEvent => ({ type: 'roll', total });
export const rolls = (...totals: number[]): GameEvent[] => totals.map(roll);
export const draw = (card: string): GameEvent => ({ type: 'draw', card } as GameEvent);

/** The texts of the log entries written by the last move. */
export function lastMoveLog(s: GameState): string[] {
  return s.log.filter((l) => l.move === s.moves).map((l) => l.text);
}

export function rulesLogged(s: GameState): string[] {
  return s.log.map((l) => l.rule);
}

/** A copy of a state with some fields changed (states are plain JSON). */
export function edit(s: GameState, change: (copy: GameState) => void): GameState {
  const copy = JSON.parse(JSON.stringify(s)) as GameState;
  change(copy);
  return copy;
}

export function expectRefused(s: GameState, e: GameEvent, rule: string, field?: string): void {
  const r = transition(s, e);
  expect(r.ok, `expected ${JSON.stringify(e)} to be refused`).toBe(false);
  if (!r.ok) {
    expect(r.rule).toBe(rule);
    if (field !== undefined) expect(r.field).toBe(field);
    expect(r.error.length).toBeGreaterThan(10);
  }
}

export const legalTypes = (s: GameState): string[] => [...new Set(legalMoves(s).map((m) => m.event.type))];

/**
 * A table game taken to its first buy offer with the Patron first: 2D6 `goods`,
 * 4D6 `market`.
 */
export function toFirstOffer(goods = 7, market = 14, readings: Partial<Readings> = {}): GameState {
  return play(start({ readings }), draw('patron'), roll(goods), roll(market));
}

/** From a port step, take off and win one battle against a Cutter (Beowulf fires first, three straight hits). */
export function flyAndWin(s: GameState): GameState {
  return play(s, { type: 'take-off' }, draw('cutter'), ...rolls(20, 4, 4, 20, 20, 4, 4, 20, 20, 4));
}
