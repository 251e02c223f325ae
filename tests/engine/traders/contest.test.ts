import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contest, contestRule, rollOff } from '../../../src/engine/traders/odds/index.ts';
import { CAST, castMember, OTHER, ROLL_OFF_LIMITS } from '../../../src/engine/traders/tables/index.ts';

describe('a contest named by who takes part', () => {
  it('looks up each printed power: a Street Thug against the Captain rolls 2 behind (F2)', () => {
    const r = contest({ a: [{ who: 'thug', count: 1 }], b: [{ who: 'captain', count: 1 }] });
    expect(r.ok && r.value.difference).toBe(-2);
    expect(r.ok && r.value.win.toFraction()).toBe('56995/186624');
  });

  it('counts every card of a gang onto one roll, and a typed power for a card not in the list', () => {
    const r = contest({ a: [{ who: 'vagyr', count: 2 }], b: [{ who: 'captain', count: 1 }, { who: OTHER, count: 1, power: -1 }] });
    const vagyr = castMember('vagyr')!.power;
    expect(r.ok && r.value.difference).toBe(2 * vagyr - (3 - 1));
  });

  it('picks the rule from who is there: ships shoot (T-4-d), two cards on a side are a gang, else one attack', () => {
    expect(contestRule({ a: [{ who: 'beowulf', count: 1 }], b: [{ who: 'pirate-merchant', count: 1 }] })).toBe('traders.t-4-d');
    expect(contestRule({ a: [{ who: 'thug', count: 2 }], b: [{ who: 'captain', count: 1 }] })).toBe('traders.t-2-gang');
    expect(contestRule({ a: [{ who: 'thug', count: 1 }], b: [{ who: 'captain', count: 1 }, { who: 'first', count: 1 }] })).toBe('traders.t-2-gang');
    expect(contestRule({ a: [{ who: 'thug', count: 1 }], b: [{ who: 'captain', count: 1 }] })).toBe('traders.t-2-b');
    const shot = contest({ a: [{ who: 'beowulf', count: 1 }], b: [{ who: 'pirate-merchant', count: 1 }] });
    expect(shot.ok && shot.trace[0]!.rule).toBe('traders.t-4-d');
  });

  it('names a refusal by its row, the form’s own field', () => {
    const typed = contest({ a: [{ who: 'thug', count: 1 }], b: [{ who: 'captain', count: 1 }, { who: OTHER, count: 1, power: 11 }] });
    expect(!typed.ok && typed.field).toBe('b.1.power');
    expect(!typed.ok && typed.error).toMatch(/whole number from -10 to 10/);
    const missing = contest({ a: [{ who: OTHER, count: 1 }], b: [] });
    expect(!missing.ok && missing.field).toBe('a.0.power');
    const stranger = contest({ a: [{ who: 'dragon', count: 1 }], b: [] });
    expect(!stranger.ok && stranger.field).toBe('a.0.who');
    const crowd = contest({ a: [{ who: 'thug', count: 4 }, { who: 'vagyr', count: 4 }, { who: 'captain', count: 1 }], b: [] });
    expect(!crowd.ok && crowd.field).toBe('a');
    expect(!crowd.ok && crowd.error).toMatch(/at most 8 cards/);
  });

  it('agrees with the roll-off of the same powers, for any accepted contest', () => {
    const row = fc.oneof(
      fc.record({ who: fc.constantFrom(...CAST.map((m) => m.key)), count: fc.integer({ min: 1, max: ROLL_OFF_LIMITS.count }) }),
      fc.record({ who: fc.constant(OTHER), count: fc.integer({ min: 1, max: ROLL_OFF_LIMITS.count }), power: fc.integer({ min: -10, max: 10 }) }),
    );
    const side = fc.array(row, { maxLength: 3 }).filter((rows) => rows.reduce((n, r) => n + r.count, 0) <= ROLL_OFF_LIMITS.powers);
    fc.assert(
      fc.property(side, side, (a, b) => {
        const powers = (rows: typeof a) => rows.flatMap((r) => Array.from({ length: r.count }, () => ('power' in r ? r.power : castMember(r.who)!.power)));
        const c = contest({ a, b });
        const plain = rollOff({ powers: powers(a) }, { powers: powers(b) });
        expect(c.ok && plain.ok).toBe(true);
        if (c.ok && plain.ok) expect(c.value.win.equals(plain.value.win) && c.value.tie.equals(plain.value.tie)).toBe(true);
      }),
      { seed: 2026 },
    );
  });
});
