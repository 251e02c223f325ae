/**
 * Issue 14, point 4, through the kit session: the round tracker never drops a
 * saved game silently. Its record codec tells snapshots of one table from
 * other games; a game this tab did not write is set aside before it is
 * replaced, and the forms earlier versions stored are still read.
 */
import { describe, expect, it } from 'vitest';
import { encodeState } from '../../src/widgets/kit/url-codec.ts';
import { DeviceSession, readAsideList, savedFromText, type KeyValueStore } from '../../src/widgets/kit/session/index.ts';
import { ASIDE, ROUND_KEYS, STORE, roundCodec } from '../../src/widgets/round/saved.ts';
import { INITIAL_STATE, type RoundToolState } from '../../src/widgets/round/state.ts';

const memory = (init: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } => {
  const data = { ...init };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};

const codec = roundCodec([]);
const game = (names: string[], moves: string[]): string =>
  encodeState({ ...INITIAL_STATE, setup: { captains: names.map((name, i) => ({ name, initiative: names.length - i })) }, moves } satisfies RoundToolState);
const ANN = game(['Ann', 'Bo'], []);
const ANN2 = game(['Ann', 'Bo'], ['n', 'n']);
const CY = game(['Cy', 'Di'], []);

describe('the round tracker’s record codec', () => {
  it('reads the records it writes, and refuses what is not one', () => {
    expect(codec.decode(ANN)?.setup?.captains.map((c) => c.name)).toEqual(['Ann', 'Bo']);
    expect(codec.check('%%%')).toMatchObject({ ok: false });
  });

  it('tells two snapshots of one table from another game', () => {
    expect(codec.relation(ANN, ANN2)).toBe('a-behind');
    expect(codec.relation(ANN2, ANN)).toBe('a-ahead');
    expect(codec.relation(ANN, CY)).toBe('different');
    expect(codec.relation(game(['Ann', 'Bo'], ['n']), game(['Ann', 'Bo'], ['p']))).toBe('different');
    expect(codec.relation('%%%', '%%%')).toBe('same');
    expect(codec.relation('%%%', ANN)).toBe('different');
  });

  it('reads the forms earlier versions stored (the bare record; a list of { game, at })', () => {
    expect(savedFromText(codec, ANN)).toEqual({ ok: true, value: ANN });
    const s = memory({ [ASIDE]: JSON.stringify([{ game: CY, at: 1 }, { game: 3, at: 1 }]) });
    expect(readAsideList(s, ASIDE, codec)).toEqual([{ record: CY, at: 1 }]);
  });
});

describe('keeping the round tracker’s games', () => {
  it('sets aside a game it did not write (another tab’s) before it writes over it', () => {
    const s = memory();
    const one = new DeviceSession(codec, ROUND_KEYS, s, () => 1);
    const two = new DeviceSession(codec, ROUND_KEYS, s, () => 2);
    one.open(undefined);
    two.open(undefined);
    one.play(ANN);
    two.play(CY);
    expect(savedFromText(codec, s.data[STORE]!)).toEqual({ ok: true, value: CY });
    expect(readAsideList(s, ASIDE, codec).map((k) => k.record)).toEqual([ANN]);
  });

  it('asks when a link holds a different game, and keeps both whichever is chosen', () => {
    const s = memory();
    const first = new DeviceSession(codec, ROUND_KEYS, s);
    first.open(undefined);
    first.play(ANN2);
    const tab = new DeviceSession(codec, ROUND_KEYS, s);
    expect(tab.open({ ok: true, value: CY })).toContainEqual({ type: 'ask', question: { kind: 'link', link: CY, saved: ANN2, ahead: false } });
    tab.answer('mine');
    expect(savedFromText(codec, s.data[STORE]!)).toEqual({ ok: true, value: CY });
    expect(readAsideList(s, ASIDE, codec).map((k) => k.record)).toEqual([ANN2]);
  });

  it('a later snapshot of the saved game opens without a question', () => {
    const s = memory();
    const first = new DeviceSession(codec, ROUND_KEYS, s);
    first.open(undefined);
    first.play(ANN);
    const tab = new DeviceSession(codec, ROUND_KEYS, s);
    expect(tab.open({ ok: true, value: ANN2 }).filter((e) => e.type === 'ask')).toEqual([]);
    expect(savedFromText(codec, s.data[STORE]!)).toEqual({ ok: true, value: ANN2 });
  });
});
