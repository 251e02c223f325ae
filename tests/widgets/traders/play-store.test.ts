/**
 * Where the game is kept: links (`#g=<record>`) read with limits, records
 * compared (the same game further on, or a different one), the saved game,
 * games set aside and past games in storage: round trips, limits, hostile
 * values that never throw, and no game dropped to make room for another.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addToHistory,
  ASIDE_KEY,
  bestOf,
  GAME_KEY,
  hashOf,
  HISTORY_KEY,
  MAX_HISTORY,
  MAX_RECORD,
  movesIn,
  readHistory,
  startOf,
  readRecordText,
  recordFromHash,
  relation,
  TRADERS_KEYS,
  tradersCodec,
  type PastGame,
} from '../../../src/widgets/traders/play/store.ts';
import { DeviceSession, readAsideList, savedFromText } from '../../../src/widgets/kit/session/index.ts';
import { decodeRecord, encodeRecord, legalMoves, READING_INFO, READING_KEYS, replay, setupGame, transition, type GameEvent, type Mode, type ReadingKey, type Readings } from '../../../src/engine/traders/index.ts';

function memory(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
  };
}

const A = 'T1~1~000000~d~';
const A2 = 'T1~1~000000~d~d0.r0b1';
const A3 = 'T1~1~000000~d~d0.r0b1.a';
const B = 'T1~2~000000~d~d0';

const past = (record: string, extra: Partial<PastGame> = {}): PastGame => ({
  record,
  at: 1,
  seed: 1,
  mode: 'digital',
  changed: [],
  outcome: 'lost',
  text: 'The crew disbands.',
  furthestStop: 0,
  furthest: 'Regina (stop 0)',
  money: '0 MC',
  sales: 0,
  turn: 1,
  ...extra,
});

describe('records in links', () => {
  it('a hash round-trips a record', () => {
    for (const r of [A, A2, 'T1~zik0zj~101010~t~@thug.@patron.d0.14.9']) expect(recordFromHash(`#${hashOf(r)}`)).toEqual({ ok: true, value: r });
    expect(recordFromHash('')).toBeUndefined();
    expect(recordFromHash('#s=abc')).toBeUndefined();
  });
  it('refuses what the game never writes, and anything too long, before the engine sees it', () => {
    expect(recordFromHash('#g=hello')).toMatchObject({ ok: false });
    expect(recordFromHash(`#g=${A}${'d0.'.repeat(MAX_RECORD)}`)).toMatchObject({ ok: false, error: expect.stringContaining('too long') });
    expect(readRecordText(`${A}<script>`)).toMatchObject({ ok: false });
    expect(readRecordText(42)).toMatchObject({ ok: false });
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (s) => void recordFromHash(`#g=${s}`)));
  });
  it('tells the same game further on from a different game', () => {
    expect(relation(A, A)).toBe('same');
    expect(relation(A, A2)).toBe('a-behind');
    expect(relation(A3, A2)).toBe('a-ahead');
    expect(relation(A2, B)).toBe('different');
    // A move token that merely starts the same way is a different move.
    expect(relation('T1~1~000000~d~d0.r0', 'T1~1~000000~d~d0.r0b1')).toBe('different');
    expect(movesIn(A)).toBe(0);
    expect(movesIn(A3)).toBe(3);
    expect(startOf(A3)).toBe(A);
  });
});

describe('the saved game and games set aside (through the kit session)', () => {
  const readSaved = (st: Storage) => {
    const r = savedFromText(tradersCodec, st.getItem(GAME_KEY));
    return r?.ok ? r.value : null;
  };
  it('round-trips the saved game and reads another tab’s value, and the form earlier versions wrote', () => {
    const st = memory();
    const tab = new DeviceSession(tradersCodec, TRADERS_KEYS, st, () => 5);
    expect(tab.open(undefined)).toEqual([]);
    tab.play(A2);
    expect(readSaved(st)).toBe(A2);
    expect(savedFromText(tradersCodec, JSON.stringify({ v: 1, record: A2, at: 5 }))).toEqual({ ok: true, value: A2 });
    expect(savedFromText(tradersCodec, null)).toBeNull();
    expect(savedFromText(tradersCodec, '{"v":1,"record":"junk","at":1}')).toMatchObject({ ok: false });
  });
  it('hostile stored values are ignored, never thrown', () => {
    const st = memory();
    for (const bad of ['{', '[]', 'null', '"x"', '{"v":2}', `{"v":1,"record":"${A}","at":-1}`, '['.repeat(10_000), 'x'.repeat(500_000)]) {
      st.setItem(GAME_KEY, bad);
      st.setItem(ASIDE_KEY, bad);
      st.setItem(HISTORY_KEY, bad);
      expect(readAsideList(st, ASIDE_KEY, tradersCodec)).toEqual([]);
      expect(readHistory(st)).toEqual([]);
      const opened = new DeviceSession(tradersCodec, TRADERS_KEYS, st).open(undefined);
      expect(opened.filter((e) => e.type === 'show')).toEqual([]);
    }
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(new DeviceSession(tradersCodec, TRADERS_KEYS, broken).open(undefined)).toEqual([]);
  });
  it('setting aside keeps the furthest point of each game and drops none for another', () => {
    const st = memory();
    let at = 0;
    const tab = new DeviceSession(tradersCodec, TRADERS_KEYS, st, () => ++at);
    tab.open(undefined);
    const list = () => readAsideList(st, ASIDE_KEY, tradersCodec).map((g) => g.record);
    tab.setAside(A2);
    tab.setAside(B);
    expect(list()).toEqual([B, A2]);
    // A later point of the same game replaces the earlier one; an earlier point adds nothing.
    tab.setAside(A3);
    expect(list()).toEqual([A3, B]);
    tab.setAside(A);
    expect(list()).toEqual([A3, B]);
    tab.forget(B);
    expect(list()).toEqual([A3]);
  });
  it('a game another tab saved is set aside before this tab writes over it', () => {
    const st = memory();
    const one = new DeviceSession(tradersCodec, TRADERS_KEYS, st);
    const two = new DeviceSession(tradersCodec, TRADERS_KEYS, st);
    one.open(undefined);
    two.open(undefined);
    one.play(A2);
    two.play(B);
    expect(readSaved(st)).toBe(B);
    expect(readAsideList(st, ASIDE_KEY, tradersCodec).map((g) => g.record)).toEqual([A2]);
  });
});

describe('past games', () => {
  it('adds each ended game once, newest first, keeping at most the limit', () => {
    const st = memory();
    addToHistory(st, past(A2, { at: 1 }));
    addToHistory(st, past(A2, { at: 2 }));
    expect(readHistory(st)).toHaveLength(1);
    for (let i = 0; i < MAX_HISTORY + 5; i++) addToHistory(st, past(`T1~${i.toString(36)}~000000~d~d0`, { at: i, seed: i, furthestStop: i % 7, sales: i % 3 }));
    const h = readHistory(st);
    expect(h).toHaveLength(MAX_HISTORY);
    expect(h[0]!.seed).toBe(MAX_HISTORY + 4);
    expect(bestOf(h).furthest?.furthestStop).toBe(6);
    expect(bestOf(h).sales).toBe(2);
  });
  it('leaves out entries that cannot be read', () => {
    const st = memory();
    st.setItem(HISTORY_KEY, JSON.stringify({ v: 1, games: [past(A2), { ...past(B), outcome: 'maybe' }, { ...past(B), record: 'junk' }, 7] }));
    expect(readHistory(st).map((g) => g.record)).toEqual([A2]);
  });
});

describe('every game the engine plays reopens from the link the page writes (issue 20, part 6)', () => {
  const readingsArb = fc.record(Object.fromEntries(READING_KEYS.map((k) => [k, fc.constantFrom(...READING_INFO[k].options.map((o) => o.value))])) as { [K in ReadingKey]: fc.Arbitrary<Readings[K]> });
  it('a record of any seed, readings, mode and legal moves goes through #g= and back, and replays to the same state', () => {
    const played: number[] = [];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4294967295 }), readingsArb, fc.constantFrom('digital', 'table') as fc.Arbitrary<Mode>, fc.array(fc.nat(), { minLength: 20, maxLength: 80 }), (seed, readings, mode, picks) => {
        const start = setupGame({ seed, readings, mode });
        if (!start.ok) throw new Error(start.error);
        let s = start.value;
        const events: GameEvent[] = [];
        for (const pick of picks) {
          if (s.status !== 'playing') break;
          const moves = legalMoves(s);
          if (moves.length === 0) break;
          const move = moves[pick % moves.length]!;
          const next = transition(s, move.event);
          if (!next.ok) throw new Error(next.error);
          events.push(move.event);
          s = next.value;
        }
        played.push(events.length);
        const text = encodeRecord({ seed, readings, mode, events });
        const read = recordFromHash(`#${hashOf(text)}`);
        expect(read).toEqual({ ok: true, value: text });
        const back = decodeRecord(read!.ok ? read!.value : '');
        expect(back.ok && back.value).toEqual({ seed, readings, mode, events });
        const again = back.ok ? replay(back.value, back.value.events) : back;
        expect(again.ok && again.value.state).toEqual(s);
      }),
      { numRuns: 60 },
    );
    // The games are played, not only set up: most runs hold several moves.
    expect(played.filter((n) => n >= 5).length).toBeGreaterThan(played.length / 2);
  });
});
