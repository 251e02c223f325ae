import { describe, expect, it } from 'vitest';
import { applyTrackerMove, readTrackerMove, replayTrackerMoves, setupTracker } from '../../../../src/engine/ccg/tracker/tracker.ts';

import { MAX_INITIATIVE, MAX_THRESHOLD, MAX_VP } from '../../../../src/engine/ccg/tracker/types.ts';

const setup = { captains: [{ name: 'Ann', initiative: 3 }, { name: 'Bo', initiative: 1 }] };
const start = () => {
  const s = setupTracker(setup);
  if (!s.ok) throw new Error(s.error);
  return s.value;
};

describe('a tracker move is read once, at the edge', () => {
  it('refuses a value out of range with its rule and field, before any rule of the game is asked', () => {
    const s = start();
    expect(applyTrackerMove(s, { type: 'set-vp', captain: 'c1', vp: MAX_VP + 1 })).toMatchObject({ ok: false, rule: 'ccg.victory-points', field: 'vp' });
    expect(applyTrackerMove(s, { type: 'set-vp', captain: 'c1', vp: 1.5 })).toMatchObject({ ok: false, rule: 'ccg.victory-points', field: 'vp' });
    expect(applyTrackerMove(s, { type: 'set-initiative', captain: 'c1', initiative: MAX_INITIATIVE + 1 })).toMatchObject({ ok: false, rule: 'ccg.initiative', field: 'initiative' });
    expect(applyTrackerMove(s, { type: 'set-threshold', threshold: 0 })).toMatchObject({ ok: false, rule: 'ccg.victory', field: 'threshold' });
    expect(applyTrackerMove(s, { type: 'set-threshold', threshold: MAX_THRESHOLD + 1 })).toMatchObject({ ok: false, rule: 'ccg.victory', field: 'threshold' });
    expect(applyTrackerMove(s, { type: 'pass', captain: 'c1', contract: 'maybe' })).toMatchObject({ ok: false, rule: 'ccg.eligible', field: 'contract' });
    expect(applyTrackerMove(s, { type: 'act', captain: 7 })).toMatchObject({ ok: false, field: 'captain' });
    expect(applyTrackerMove(s, { type: 'fly' })).toMatchObject({ ok: false, field: 'type' });
    expect(applyTrackerMove(s, null)).toMatchObject({ ok: false, field: 'type' });
  });

  it('leaves whether a move fits the game to the move: a well-formed id of nobody at the table', () => {
    expect(readTrackerMove({ type: 'set-vp', captain: 'zz', vp: 3 }, '')).toEqual({ ok: true, value: { type: 'set-vp', captain: 'zz', vp: 3 }, trace: [] });
    expect(applyTrackerMove(start(), { type: 'set-vp', captain: 'zz', vp: 3 })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captain', error: 'There is no captain "zz" in this game.' });
  });

  it('keeps only the fields a move has, and drops those left out', () => {
    expect(readTrackerMove({ type: 'next-stage', extra: 1 }, '')).toMatchObject({ ok: true, value: { type: 'next-stage' } });
    const r = readTrackerMove({ type: 'choose-first', first: 'c2' }, '');
    expect(r.ok && Object.keys(r.value)).toEqual(['type', 'first']);
  });

  it('names an unreadable move in a replay by its place, after the legal moves before it', () => {
    const r = replayTrackerMoves({ captains: [{ id: 'c1', name: 'Ann', initiative: 3, vp: 0 }, { id: 'c2', name: 'Bo', initiative: 1, vp: 0 }], threshold: 20, seed: 1 }, [
      { type: 'set-vp', captain: 'c1', vp: 2 },
      { type: 'set-vp', captain: 'c1', vp: -2 },
    ]);
    expect(r).toMatchObject({ ok: false, rule: 'ccg.victory-points', field: 'moves.1.vp' });
    expect(!r.ok && r.error).toMatch(/^Move 2 could not be made: Victory Points must be a whole number from 0 to 999\./);
    const earlier = replayTrackerMoves({ captains: [{ id: 'c1', name: 'Ann', initiative: 3, vp: 0 }], threshold: 20, seed: 1 }, [
      { type: 'act', captain: 'zz' },
      { type: 'set-vp', captain: 'c1', vp: -2 },
    ]);
    expect(!earlier.ok && earlier.error).toMatch(/^Move 1 could not be made/);
  });
});
