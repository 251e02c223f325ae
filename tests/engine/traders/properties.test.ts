/**
 * Invariants over random games: random seeds, random readings, and a random
 * player who picks any legal move, in digital and in table play.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt } from '../../../src/engine/core/rng.ts';
import {
  ENCOUNTER_CARDS,
  ENCOUNTER_KEYS,
  legalMoves,
  replay,
  setupGame,
  STARSHIP_CARDS,
  STARSHIP_KEYS,
  transition,
  type GameEvent,
  type GameInput,
  type GameState,
  type Readings,
} from '../../../src/engine/traders/index.ts';
import { firstOfferPolicy, playGame } from '../../../src/engine/traders/index.ts';

const readingsArb: fc.Arbitrary<Partial<Readings>> = fc.record({
  route: fc.constantFrom('endless' as const, 'one-circuit' as const),
  targetOrder: fc.constantFrom('rotation' as const, 'alternation' as const),
  gangRetaliation: fc.constantFrom('combined' as const, 'per-card' as const),
  retaliator: fc.constantFrom('highest' as const, 'next-below' as const),
  firstOffer: fc.constantFrom('forced' as const, 'free' as const),
  emptyFlights: fc.boolean(),
});

function count<K extends string>(cards: readonly K[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of cards) out[c] = (out[c] ?? 0) + 1;
  return out;
}

/** `sinceLanding`: the rules cited since the ship last landed (a jump may take several moves at the table). */
function checkInvariants(prev: GameState, s: GameState, sinceLanding: string[]): void {
  expect(s.money).toBeGreaterThanOrEqual(0);
  expect(Number.isInteger(s.money)).toBe(true);
  const deck = s.encounterDeck;
  expect(count([...deck.draw, ...deck.discard, ...deck.row])).toEqual(Object.fromEntries(ENCOUNTER_KEYS.map((k) => [k, ENCOUNTER_CARDS[k].copies])));
  const ships = [...s.starshipDeck.draw, ...(s.starshipDeck.inPlay ? [s.starshipDeck.inPlay] : [])];
  expect(count(ships)).toEqual(Object.fromEntries(STARSHIP_KEYS.map((k) => [k, STARSHIP_CARDS[k].copies])));
  expect(s.stop).toBeGreaterThanOrEqual(prev.stop);
  if (s.stop !== prev.stop) {
    expect([1, 2]).toContain(s.stop - prev.stop);
    if (s.stop - prev.stop === 2) expect(sinceLanding).toContain('traders.A05');
    else expect(sinceLanding).not.toContain('traders.A05');
  }
  for (const rank of ['captain', 'first', 'second', 'third']) {
    expect(s.crew.filter((o) => o.rank === rank && ['active', 'recuperating', 'wounded'].includes(o.status)).length).toBeLessThanOrEqual(1);
  }
  expect(s.beowulfHits).toBeGreaterThanOrEqual(0);
  expect(s.beowulfHits).toBeLessThanOrEqual(3);
  if (s.status === 'playing') expect(legalMoves(s).length).toBeGreaterThan(0);
  else expect(s.end).not.toBeNull();
}

/** Play random legal moves; return the events and the final state. */
function randomGame(input: GameInput, choiceSeed: number, maxEvents: number): { events: GameEvent[]; state: GameState } {
  const start = setupGame(input);
  if (!start.ok) throw new Error(start.error);
  let s = start.value;
  let rng = choiceSeed >>> 0;
  const events: GameEvent[] = [];
  let sinceLanding: string[] = [];
  while (s.status === 'playing' && events.length < maxEvents) {
    const moves = legalMoves(s);
    expect(moves.length).toBeGreaterThan(0);
    const [i, next] = nextInt(rng, 0, moves.length - 1);
    rng = next;
    const e = moves[i]!.event;
    const r = transition(s, e);
    expect(r.ok, `legal move refused: ${JSON.stringify(e)} ${r.ok ? '' : r.error}`).toBe(true);
    if (!r.ok) break;
    sinceLanding.push(...r.value.log.filter((l) => l.move === r.value.moves).map((l) => l.rule));
    checkInvariants(s, r.value, sinceLanding);
    if (r.value.stop !== s.stop) sinceLanding = [];
    events.push(e);
    s = r.value;
  }
  return { events, state: s };
}

describe('random games keep the invariants', () => {
  it('digital play: money, conserved decks, route order, legal moves always offered, replay gives the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }), readingsArb, (seed, choice, readings) => {
        const input: GameInput = { seed, readings, mode: 'digital' };
        const { events, state } = randomGame(input, choice, 600);
        const again = replay(input, events);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.value.state).toEqual(state);
      }),
      { numRuns: 120 },
    );
  });

  it('table play with random entered dice and cards keeps the same invariants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), readingsArb, (choice, readings) => {
        const input: GameInput = { seed: 0, readings, mode: 'table' };
        const { events, state } = randomGame(input, choice, 600);
        const again = replay(input, events);
        expect(again.ok && again.value.state).toEqual(state);
      }),
      { numRuns: 80 },
    );
  });

  it('undo is a replay of a shorter list, and gives the state that was', () => {
    const input: GameInput = { seed: 2026, mode: 'digital' };
    const { events } = randomGame(input, 7, 60);
    const full = replay(input, events);
    expect(full.ok).toBe(true);
    if (!full.ok) return;
    for (const k of [0, 1, Math.floor(events.length / 2), events.length - 1]) {
      const shorter = replay(input, events.slice(0, k));
      expect(shorter.ok && shorter.value.state).toEqual(full.value.states[k]);
    }
  });

  it('every digital game ends under the reference policy', () => {
    for (let seed = 0; seed < 300; seed++) {
      const r = playGame(seed, firstOfferPolicy);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value.status).not.toBe('playing');
    }
  });
});
