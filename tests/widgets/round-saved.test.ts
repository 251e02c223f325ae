/**
 * Issue 14, point 4: the round tracker never drops a saved game silently. A
 * game this tab did not write is set aside before it is replaced; games set
 * aside can be reopened or forgotten, and damaged storage reads as none.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ASIDE, MAX_ASIDE, STORE, dropAside, readAside, sameTable, saveGame, withAside, type KeyValueStore } from '../../src/widgets/round/saved.ts';
import { encodeState } from '../../src/widgets/kit/url-codec.ts';

const memory = (init: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } => {
  const data = { ...init };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};

describe('saving a game', () => {
  it('writes the first game and sets nothing aside', () => {
    const s = memory();
    expect(saveGame(s, 'A1', null, 1)).toEqual({ written: 'A1', setAside: null });
    expect(s.data[STORE]).toBe('A1');
    expect(readAside(s)).toEqual([]);
  });

  it('replaces its own game as it goes on', () => {
    const s = memory({ [STORE]: 'A1' });
    expect(saveGame(s, 'A2', 'A1', 2).setAside).toBeNull();
    expect(s.data[STORE]).toBe('A2');
    expect(readAside(s)).toEqual([]);
  });

  it('sets aside a game it did not write: opened from a link, or saved by another tab', () => {
    const s = memory({ [STORE]: 'A5' });
    expect(saveGame(s, 'B1', null, 3).setAside).toBe('A5');
    expect(s.data[STORE]).toBe('B1');
    // Another tab then saves over B: B's tab sets that game aside in turn.
    s.data[STORE] = 'C1';
    expect(saveGame(s, 'B2', 'B1', 4).setAside).toBe('C1');
    expect(readAside(s).map((x) => x.game)).toEqual(['C1', 'A5']);
  });

  it('sets nothing aside when the link holds the stored game itself', () => {
    const s = memory({ [STORE]: 'A5' });
    expect(saveGame(s, 'A5', null, 3).setAside).toBeNull();
  });

  it('keeps one snapshot per game (the latest) and at most MAX_ASIDE games', () => {
    const same = (a: string, b: string) => a[0] === b[0];
    let list = withAside([], 'A1', 1, same);
    list = withAside(list, 'A2', 2, same);
    expect(list.map((x) => x.game)).toEqual(['A2']);
    for (let i = 0; i < MAX_ASIDE + 5; i++) list = withAside(list, `${String.fromCharCode(66 + i)}1`, 10 + i, same);
    expect(list).toHaveLength(MAX_ASIDE);
  });

  it('reopening or forgetting takes a game off the list', () => {
    const s = memory({ [ASIDE]: JSON.stringify([{ game: 'A', at: 1 }, { game: 'B', at: 2 }]) });
    expect(dropAside(s, 'A').map((x) => x.game)).toEqual(['B']);
    expect(readAside(s).map((x) => x.game)).toEqual(['B']);
  });

  it('reads damaged storage as no games set aside, never throwing', () => {
    for (const bad of ['{', 'null', '"x"', '[1,2]', '[{"game":3,"at":1}]', '{"game":"A"}']) {
      expect(readAside(memory({ [ASIDE]: bad }))).toEqual([]);
    }
  });

  it('loses no game when two tabs save in any order (a property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(0, 1), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 30 }), (steps) => {
        const s = memory({ [STORE]: 'X0' });
        const written: (string | null)[] = [null, null];
        const games = ['P', 'Q'];
        const counts = [0, 0];
        const everStored = new Set(['X0']);
        for (const [tab, n] of steps) {
          counts[tab]! += n;
          const next = `${games[tab]}${counts[tab]}`;
          written[tab] = saveGame(s, next, written[tab]!, 0, (a, b) => a[0] === b[0]).written;
          everStored.add(next);
        }
        const kept = new Set([s.data[STORE]!, ...readAside(s).map((x) => x.game)]);
        // Every game (by its letter) that was ever stored is still here, in its latest snapshot or a later one.
        for (const g of everStored) expect([...kept].some((k) => k[0] === g[0])).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('tells two snapshots of one game by their table, and nothing unreadable is the same as anything', () => {
    const table = { captains: [{ name: 'Ann', initiative: 2 }, { name: 'Bo', initiative: 1 }] };
    const early = encodeState({ setup: table, moves: [] });
    const later = encodeState({ setup: table, moves: ['n', 'n'] });
    const other = encodeState({ setup: { captains: [{ name: 'Cy', initiative: 1 }] }, moves: [] });
    expect(sameTable(early, later)).toBe(true);
    expect(sameTable(early, other)).toBe(false);
    expect(sameTable('%%%', '%%%')).toBe(false);
    expect(sameTable(encodeState({ setup: null }), encodeState({ setup: null }))).toBe(false);
  });
});
