import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineMachine, fieldAt, refusalError } from '../../../src/engine/core/machine.ts';
import { err, ok, step } from '../../../src/engine/core/result.ts';
import { addPass, everyonePassed, nextClockwise } from '../../../src/engine/core/turn-order.ts';
import { isWhole } from '../../../src/engine/core/validate.ts';

/** A toy table game: seats take turns clockwise to add points or pass; everyone passing in a row ends it. */
interface Table {
  seats: string[];
  active: string;
  run: string[];
  points: Record<string, number>;
  over: boolean;
  log: string[];
}
type Ev = { type: 'add'; seat: string; points: number } | { type: 'pass'; seat: string };

const toy = defineMachine<{ seats: string[] }, Table, Ev, 'toy.turn' | 'toy.points' | 'toy.setup' | 'toy.over'>({
  key: 'type',
  setup: ({ seats }) =>
    seats.length === 0
      ? err('A table needs a seat.', 'toy.setup', 'seats')
      : ok({ seats, active: seats[0] as string, run: [], points: Object.fromEntries(seats.map((s) => [s, 0])), over: false, log: [] }, [step('Seated.', 'toy.setup')]),
  moves: {
    add: (s, e) =>
      isWhole(e.points, 1, 9)
        ? ok({ ...s, active: nextClockwise(s.seats, e.seat) as string, run: [], points: { ...s.points, [e.seat]: (s.points[e.seat] ?? 0) + e.points } }, [step(`${e.seat} adds ${e.points}.`, 'toy.points')])
        : err('Points are 1 to 9.', 'toy.points', 'points'),
    pass: (s, e) => {
      const run = addPass(s.run, e.seat);
      return ok({ ...s, run, active: nextClockwise(s.seats, e.seat) as string, over: everyonePassed(run.length, s.seats.length) }, [step(`${e.seat} passes.`, 'toy.turn')]);
    },
  },
  unknown: () => err('Not a move.', 'toy.turn', 'type'),
  guard: (s, e) => (s.over ? err('It is over.', 'toy.over') : e.seat !== s.active ? err(`It is ${s.active}'s turn.`, 'toy.turn', 'seat') : null),
  log: (s, e, trace) => ({ state: { ...s, log: [...s.log, e.type] }, trace: [...trace] }),
});

const seatsArb = fc.integer({ min: 1, max: 4 }).map((n) => Array.from({ length: n }, (_, i) => `s${i}`));
/** Events that are mostly legal (the right seat, sensible points) with some illegal ones mixed in. */
const eventsArb = (seats: string[]) =>
  fc.array(
    fc.record({ pass: fc.boolean(), seat: fc.nat({ max: seats.length - 1 }), points: fc.integer({ min: 0, max: 10 }), follow: fc.nat({ max: 9 }) }),
    { maxLength: 25 },
  );

/** Turn the raw picks into events: usually by the seat whose turn it is. */
function events(seats: string[], picks: { pass: boolean; seat: number; points: number; follow: number }[]): Ev[] {
  let s = toy.setup({ seats });
  const out: Ev[] = [];
  for (const p of picks) {
    if (!s.ok) break;
    const seat = p.follow > 0 ? s.value.active : (seats[p.seat] as string);
    const e: Ev = p.pass ? { type: 'pass', seat } : { type: 'add', seat, points: p.points };
    out.push(e);
    const next = toy.transition(s.value, e);
    if (next.ok) s = next;
  }
  return out;
}

describe('the machine shape', () => {
  it('replaying the moves of a run gives the same states as applying them one by one', () => {
    fc.assert(
      fc.property(
        seatsArb.chain((seats) => fc.tuple(fc.constant(seats), eventsArb(seats))),
        ([seats, picks]) => {
          const evs = events(seats, picks);
          const r = toy.replay({ seats }, evs);
          const start = toy.setup({ seats });
          if (!start.ok) throw new Error('setup');
          let state = start.value;
          const states = [state];
          for (const [i, e] of evs.entries()) {
            const t = toy.transition(state, e);
            if (!t.ok) {
              // The replay stops here, naming this event and keeping what came before.
              expect(r.ok).toBe(false);
              if (r.ok || !('index' in r)) return;
              expect(r.index).toBe(i);
              expect(refusalError(r)).toEqual(t);
              expect(r.reached.states).toEqual(states);
              return;
            }
            state = t.value;
            states.push(state);
          }
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.value.state).toEqual(state);
          expect(r.value.states).toEqual(states);
          expect(r.value.log.map((m) => m.event)).toEqual(evs);
          expect(r.trace).toEqual([...start.trace, ...r.value.log.flatMap((m) => m.trace)]);
        },
      ),
    );
  });

  it('run from a state equals replay from the setup that made it', () => {
    fc.assert(
      fc.property(seatsArb.chain((seats) => fc.tuple(fc.constant(seats), eventsArb(seats))), ([seats, picks]) => {
        const evs = events(seats, picks);
        const start = toy.setup({ seats });
        if (!start.ok) throw new Error('setup');
        const a = toy.run(start.value, evs);
        const b = toy.replay({ seats }, evs);
        expect(a.ok).toBe(b.ok);
        if (a.ok && b.ok) expect(a.value).toEqual(b.value);
      }),
    );
  });

  it('refuses an unknown event, runs the guard before the move, and logs accepted moves', () => {
    const s = toy.setup({ seats: ['a', 'b'] });
    if (!s.ok) throw new Error('setup');
    expect(toy.transition(s.value, { type: 'jump' } as unknown as Ev)).toEqual(err('Not a move.', 'toy.turn', 'type'));
    expect(toy.transition(s.value, null as unknown as Ev)).toEqual(err('Not a move.', 'toy.turn', 'type'));
    expect(toy.transition(s.value, { type: 'pass', seat: 'b' })).toEqual(err("It is a's turn.", 'toy.turn', 'seat'));
    expect(toy.transition(s.value, { type: 'add', seat: 'a', points: 0 })).toEqual(err('Points are 1 to 9.', 'toy.points', 'points'));
    const r = toy.run(s.value, [{ type: 'pass', seat: 'a' }, { type: 'pass', seat: 'b' }, { type: 'pass', seat: 'a' }]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.index).toBe(2);
    expect(r.rule).toBe('toy.over');
    expect(r.reached.state.log).toEqual(['pass', 'pass']);
    expect(fieldAt('moves', r.index, r.field)).toBe('moves.2');
    expect(fieldAt('moves', 1, 'seat')).toBe('moves.1.seat');
  });

  it('a refused setup is the setup error itself', () => {
    expect(toy.replay({ seats: [] }, [])).toEqual(err('A table needs a seat.', 'toy.setup', 'seats'));
  });
});

describe('the turn hook: who acts and what is legal now', () => {
  type Counter = { n: number; turn: 'a' | 'b' };
  type Step = { type: 'add'; by: 'a' | 'b'; n: number };
  const asked = { who: 0, legal: 0, waiting: 0 };
  const game = defineMachine<number, Counter, Step, 'demo.add' | 'demo.turn', 'type', string, { event: Step; label: string }>({
    key: 'type',
    setup: (n) => ok({ n, turn: 'a' }),
    moves: { add: (s, e) => (e.n === 1 || e.n === 2 ? ok({ n: s.n + e.n, turn: s.turn === 'a' ? 'b' : 'a' }) : err('Add 1 or 2.', 'demo.add', 'n')) },
    unknown: () => err('No such move.', 'demo.add', 'type'),
    guard: (s, e) => (s.n >= 10 ? err('Over.', 'demo.turn') : e.by !== s.turn ? err(`It is ${s.turn}'s turn.`, 'demo.turn', 'by') : null),
    turn: {
      who: (s) => (asked.who++, s.n >= 10 ? [] : [s.turn]),
      legal: (s) => (asked.legal++, s.n >= 10 ? [] : [1, 2].map((n) => ({ event: { type: 'add', by: s.turn, n } as Step, label: `${s.turn} adds ${n}` }))),
      waitingFor: (s) => (asked.waiting++, s.n >= 10 ? 'nothing: the count is over' : `${s.turn} to add 1 or 2`),
    },
  });

  it('gives who acts, the legal moves and what the game waits for, each asked once and only when read', () => {
    const t = game.turn({ n: 3, turn: 'b' });
    expect(asked).toEqual({ who: 0, legal: 0, waiting: 0 });
    expect(t.who).toEqual(['b']);
    expect(t.who).toEqual(['b']);
    expect(asked).toEqual({ who: 1, legal: 0, waiting: 0 });
    expect(t.legal.map((m) => m.label)).toEqual(['b adds 1', 'b adds 2']);
    expect(t.waitingFor).toBe('b to add 1 or 2');
    expect(t.waitingFor).toBe('b to add 1 or 2');
    expect(asked).toEqual({ who: 1, legal: 1, waiting: 1 });
    expect(game.turn({ n: 11, turn: 'a' }).who).toEqual([]);
  });

  it('every legal move is taken by the machine, by a seat that acts, along any game', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5 }), { maxLength: 20 }), (picks) => {
        let s = game.setup(0);
        for (const p of picks) {
          if (!s.ok) return;
          const t = game.turn(s.value);
          for (const m of t.legal) {
            expect(t.who).toContain(m.event.by);
            expect(game.transition(s.value, m.event).ok).toBe(true);
          }
          if (t.legal.length === 0) return;
          s = game.transition(s.value, t.legal[p % t.legal.length]!.event);
        }
      }),
    );
  });

  it('a machine without the hook has none', () => {
    expect(toy.turn).toBeUndefined();
  });
});
