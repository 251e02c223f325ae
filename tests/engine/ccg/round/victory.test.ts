import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkVictory, DEFAULT_VICTORY_THRESHOLD } from '../../../../src/engine/ccg/round/index.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

const cap = (id: string, vp: number, initiative = 1) => ({ id, vp, initiative });

describe('checkVictory', () => {
  it('uses a threshold of 20 by default', () => {
    expect(DEFAULT_VICTORY_THRESHOLD).toBe(20);
    const r = checkVictory({ captains: [cap('ahab', 19), cap('nymeria', 3)] });
    expect(r.ok && r.value).toMatchObject({ winner: null, reason: 'none' });
  });

  it('counts meeting the threshold exactly as reaching it (our reading, met or exceeded)', () => {
    const r = checkVictory({ captains: [cap('ahab', 20), cap('nymeria', 3)] });
    expect(r.ok && r.value).toMatchObject({ winner: 'ahab', reason: 'threshold', reached: ['ahab'] });
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.note.victory-threshold')).toBe(true);
    const over = checkVictory({ captains: [cap('ahab', 21), cap('nymeria', 3)] });
    expect(over.ok && over.value.winner).toBe('ahab');
  });

  it('takes the threshold as input', () => {
    expect(checkVictory({ captains: [cap('a', 12), cap('b', 3)], threshold: 12 })).toMatchObject({ ok: true, value: { winner: 'a' } });
    expect(checkVictory({ captains: [cap('a', 12), cap('b', 3)], threshold: 13 })).toMatchObject({ ok: true, value: { winner: null } });
  });

  it('gives the win to the most Victory Points when several reach the threshold', () => {
    const r = checkVictory({ captains: [cap('a', 21, 5), cap('b', 23, 1), cap('c', 2, 9)] });
    expect(r.ok && r.value).toMatchObject({ winner: 'b', reached: ['a', 'b'] });
  });

  it('breaks a tie on Victory Points by the highest Initiative', () => {
    const r = checkVictory({ captains: [cap('a', 22, 2), cap('b', 22, 3)] });
    expect(r.ok && r.value.winner).toBe('b');
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.initiative')).toBe(true);
  });

  it('draws a full tie at random through the seeded RNG (our reading), and needs the RNG for it', () => {
    const missing = checkVictory({ captains: [cap('a', 22, 2), cap('b', 22, 2)] });
    expect(missing).toMatchObject({ ok: false, rule: 'ccg.note.victory-final-tie', field: 'rng' });
    const r1 = checkVictory({ captains: [cap('a', 22, 2), cap('b', 22, 2)], rng: 7 });
    const r2 = checkVictory({ captains: [cap('a', 22, 2), cap('b', 22, 2)], rng: 7 });
    expect(r1).toEqual(r2);
    expect(r1.ok && r1.value.drawnAtRandom).toBe(true);
    expect(r1.ok && r1.value.rng).not.toBe(7);
    const winners = new Set(Array.from({ length: 40 }, (_, i) => {
      const r = checkVictory({ captains: [cap('a', 22, 2), cap('b', 22, 2)], rng: i });
      return r.ok ? r.value.winner : null;
    }));
    expect(winners).toEqual(new Set(['a', 'b']));
  });

  it('makes the last captain left after bankruptcy the winner, even when behind', () => {
    const r = checkVictory({ captains: [cap('nymeria', 2)], eliminated: ['ahab'] });
    expect(r.ok && r.value).toMatchObject({ winner: 'nymeria', reason: 'last-captain' });
    expect(r.ok && r.trace[0]?.rule).toBe('ccg.bankruptcy');
  });

  it('does not hand a solo captain the win for being alone', () => {
    const r = checkVictory({ captains: [cap('solo', 5)] });
    expect(r.ok && r.value.winner).toBeNull();
    expect(checkVictory({ captains: [], eliminated: ['solo'] })).toMatchObject({ ok: true, value: { winner: null, reason: 'no-captains' } });
  });

  it('refuses bad input with the field to blame', () => {
    expect(checkVictory({ captains: [cap('a', -1)] })).toMatchObject({ ok: false, field: 'captains.0.vp' });
    expect(checkVictory({ captains: [cap('a', 1.5)] })).toMatchObject({ ok: false, field: 'captains.0.vp' });
    expect(checkVictory({ captains: [cap('a', 1), cap('a', 2)] })).toMatchObject({ ok: false, field: 'captains.1.id' });
    expect(checkVictory({ captains: [cap('a', 1, -2)] })).toMatchObject({ ok: false, field: 'captains.0.initiative' });
    expect(checkVictory({ captains: [cap('a', 1)], threshold: 0 })).toMatchObject({ ok: false, field: 'threshold' });
    expect(checkVictory({ captains: [cap('a', 1)], eliminated: ['a'] })).toMatchObject({ ok: false, field: 'eliminated.0' });
  });

  it('picks a winner at or over the threshold exactly when one exists, with the most VP (property)', () => {
    const arb = fc.uniqueArray(
      fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), vp: fc.nat(30), initiative: fc.nat(5) }),
      { minLength: 2, maxLength: 4, selector: (c) => c.id },
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 1, max: 30 }), fc.nat(), (captains, threshold, rng) => {
        const r = checkVictory({ captains, threshold, rng });
        if (!r.ok) return false;
        if (!r.trace.every((s) => isRuleId(s.rule))) return false;
        const top = Math.max(...captains.map((c) => c.vp));
        if (top < threshold) return r.value.winner === null;
        const w = captains.find((c) => c.id === r.value.winner);
        return w !== undefined && w.vp === top && w.initiative === Math.max(...captains.filter((c) => c.vp === top).map((c) => c.initiative));
      }),
    );
  });
});
