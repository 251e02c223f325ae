import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addPass,
  clockwiseFrom,
  everyonePassed,
  firstSeatedWins,
  initiativeLeader,
  initiativeOrder,
  nextClockwise,
} from '../../../src/engine/core/turn-order.ts';

/** 1 to 6 distinct seat ids, and one of them. */
const table = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/), { minLength: 1, maxLength: 6 }).chain((seats) =>
  fc.record({ seats: fc.constant(seats), at: fc.integer({ min: 0, max: seats.length - 1 }) }),
);

describe('clockwise', () => {
  it('going clockwise seat after seat from any seat visits every seat once and comes back', () => {
    fc.assert(
      fc.property(table, ({ seats, at }) => {
        const start = seats[at] as string;
        const visited: string[] = [];
        let here = start;
        for (let k = 0; k < seats.length; k++) {
          here = nextClockwise(seats, here) as string;
          visited.push(here);
        }
        expect(here).toBe(start);
        expect([...visited].sort()).toEqual([...seats].sort());
      }),
    );
  });

  it('clockwiseFrom starts at the seat given and keeps the seating order', () => {
    fc.assert(
      fc.property(table, ({ seats, at }) => {
        const order = clockwiseFrom(seats, seats[at] as string);
        expect(order[0]).toBe(seats[at]);
        expect([...order.slice(seats.length - at), ...order.slice(0, seats.length - at)]).toEqual(seats);
      }),
    );
  });

  it('skips seats the test refuses, and answers null when it refuses all', () => {
    expect(nextClockwise(['a', 'b', 'c'], 'a', (id) => id !== 'b')).toBe('c');
    expect(nextClockwise(['a', 'b', 'c'], 'c', (id) => id === 'c')).toBe('c');
    expect(nextClockwise(['a', 'b', 'c'], 'a', () => false)).toBeNull();
    expect(nextClockwise(['a', 'b', 'c'], 'gone')).toBe('a');
  });
});

describe('initiative order', () => {
  it('is a permutation of the seats, from the first player', () => {
    fc.assert(
      fc.property(table, fc.boolean(), ({ seats, at }, chosen) => {
        const first = chosen ? (seats[at] as string) : null;
        const order = initiativeOrder(seats, first);
        expect([...order].sort()).toEqual([...seats].sort());
        expect(order[0]).toBe(first ?? seats[0]);
      }),
    );
  });

  it('leaves out the seats not in play, keeping the others in order', () => {
    expect(initiativeOrder(['a', 'b', 'c', 'd'], 'c', (id) => id !== 'd')).toEqual(['c', 'a', 'b']);
  });
});

describe('the Initiative leader', () => {
  it('is the single highest, or comes from the tie-break when shared', () => {
    fc.assert(
      fc.property(table, fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }), ({ seats }, values) => {
        const initiative = (id: string) => values[seats.indexOf(id)] as number;
        const top = Math.max(...seats.map(initiative));
        const lead = initiativeLeader(seats, initiative);
        expect(lead.top).toBe(top);
        expect(lead.tied).toEqual(seats.filter((id) => initiative(id) === top));
        expect(lead.leader).toBe(lead.tied.length === 1 ? lead.tied[0] : null);
        expect(initiativeLeader(seats, initiative, firstSeatedWins).leader).toBe(lead.tied[0]);
      }),
    );
  });
});

describe('runs of passes', () => {
  it('a run of n passes in a row at a table of n ends the run, and no shorter run does', () => {
    fc.assert(
      fc.property(table, ({ seats, at }) => {
        let run: string[] = [];
        let here = seats[at] as string;
        for (let k = 1; k <= seats.length; k++) {
          expect(everyonePassed(run.length, seats.length)).toBe(false);
          run = addPass(run, here);
          here = nextClockwise(seats, here) as string;
        }
        expect(run).toHaveLength(seats.length);
        expect(everyonePassed(run.length, seats.length)).toBe(true);
      }),
    );
  });

  it('a seat passing twice in one run counts once', () => {
    expect(addPass(addPass([], 'a'), 'a')).toEqual(['a']);
  });
});
