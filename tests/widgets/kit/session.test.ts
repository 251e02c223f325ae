/**
 * The kit's game session: the pure machine checked with property tests over
 * random event sequences from two tabs sharing one device, and the adapter
 * over a plain in-memory store.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DeviceSession, EMPTY_SESSION, MAX_ASIDE, MAX_RECORD, prefixRelation, readAsideList, savedFromText, step, withAside, type KeyValueStore, type RecordCodec, type Session, type SessionEvent } from '../../../src/widgets/kit/session/index.ts';

/** A toy game: `G<n>~` then moves `a.b.c`. */
const codec: RecordCodec = {
  check: (t) => (/^G\d+~[a-z.]*$/.test(t) ? { ok: true, value: t } : { ok: false, error: 'it is not a toy record.' }),
  relation: (a, b) => prefixRelation(a, b, '.', (r) => r.lastIndexOf('~') + 1),
};

const record = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.array(fc.constantFrom('a', 'b'), { maxLength: 4 })).map(([g, m]) => `G${g}~${m.join('.')}`);

class Memory implements KeyValueStore {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
}
const KEYS = { game: 'g', aside: 'a' };

/** Every record in `games` is kept: stored, set aside, or an earlier point of one kept. */
function allKept(store: KeyValueStore, games: Iterable<string>): string[] {
  const saved = savedFromText(codec, store.getItem(KEYS.game));
  const kept = [...(saved?.ok ? [saved.value] : []), ...readAsideList(store, KEYS.aside, codec).map((k) => k.record)];
  return [...games].filter((g) => !kept.some((k) => ['same', 'a-behind'].includes(codec.relation(g, k))));
}

describe('the session machine', () => {
  it('relates records by their moves', () => {
    expect(codec.relation('G1~a', 'G1~a.b')).toBe('a-behind');
    expect(codec.relation('G1~', 'G1~a')).toBe('a-behind');
    expect(codec.relation('G1~a.b', 'G1~a')).toBe('a-ahead');
    expect(codec.relation('G1~a', 'G1~ab')).toBe('different');
    expect(codec.relation('G1~', 'G12~')).toBe('different');
  });

  it('keeps the list set aside short, newest first, one entry per game', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), (records) => {
        let list = withAside(codec, [], { record: 'G9~', at: 0 });
        records.forEach((r, i) => (list = withAside(codec, list, { record: r, at: i + 1 })));
        expect(list.length).toBeLessThanOrEqual(MAX_ASIDE);
        for (const a of list) for (const b of list) if (a !== b) expect(codec.relation(a.record, b.record)).toBe('different');
      }),
    );
  });

  it('never loses a game saved on the device: two tabs playing, switching, answering and reopening', () => {
    const tab = fc.integer({ min: 0, max: 1 });
    const action = fc.oneof(
      fc.record({ t: tab, kind: fc.constant('play' as const), move: fc.constantFrom('a', 'b') }),
      fc.record({ t: tab, kind: fc.constant('switch' as const), record }),
      fc.record({ t: tab, kind: fc.constant('answer' as const), keep: fc.constantFrom('mine' as const, 'theirs' as const) }),
      fc.record({ t: tab, kind: fc.constant('reopen' as const), pick: fc.nat() }),
      fc.record({ t: tab, kind: fc.constant('open' as const), link: fc.option(record) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const store = new Memory();
        let clock = 0;
        const tabs = [new DeviceSession(codec, KEYS, store, () => ++clock), new DeviceSession(codec, KEYS, store, () => ++clock)];
        const seen = new Set<string>();
        tabs.forEach((t) => t.open(undefined));
        for (const a of actions) {
          const t = tabs[a.t]!;
          const other = tabs[1 - a.t]!;
          const before = store.getItem(KEYS.game);
          // A move carries the game shown on (an undo, which goes back by design, is left out here).
          const shown = t.session.shown;
          if (a.kind === 'play' && t.session.question === null && shown !== null) t.play(`${shown}${shown.endsWith('~') ? '' : '.'}${a.move}`);
          if (a.kind === 'switch') t.switchTo(a.record, true);
          if (a.kind === 'answer') t.answer(a.keep);
          if (a.kind === 'reopen' && t.session.aside.length > 0) t.reopen(t.session.aside[a.pick % t.session.aside.length]!.record);
          if (a.kind === 'open') t.open(a.link === null ? undefined : { ok: true, value: a.link });
          const after = store.getItem(KEYS.game);
          // The other tab hears the change, as a storage event.
          if (after !== before) {
            const r = savedFromText(codec, after);
            other.send({ type: 'elsewhere', record: r?.ok ? r.value : null });
          }
          const saved = savedFromText(codec, after);
          if (saved?.ok) seen.add(saved.value);
          // Four toy games with a few moves each cannot fill the list, so nothing may go.
          expect(allKept(store, seen)).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('asks before a link replaces a different saved game, and sets the one not kept aside', () => {
    fc.assert(
      fc.property(record, record, fc.constantFrom('mine' as const, 'theirs' as const), (saved, link, keep) => {
        const open = step(codec, EMPTY_SESSION, { type: 'open', link: { ok: true, value: link }, stored: { ok: true, value: saved }, aside: [], now: 1 });
        const rel = codec.relation(saved, link);
        if (rel === 'same' || rel === 'a-behind') {
          expect(open.session.question).toBeNull();
          return;
        }
        expect(open.effects.some((e) => e.type === 'save')).toBe(false);
        expect(open.session.question).toEqual({ kind: 'link', link, saved, ahead: rel === 'a-ahead' });
        const answered = step(codec, open.session, { type: 'answer', keep, stored: saved, now: 2 });
        const kept = keep === 'mine' ? link : saved;
        const other = keep === 'mine' ? saved : link;
        expect(answered.session.shown).toBe(kept);
        expect(answered.session.aside.map((k) => k.record)).toEqual([other]);
      }),
    );
  });

  it('writes nothing longer than the cap the reader accepts, and reads nothing longer', () => {
    const long = `G1~${'a.'.repeat(MAX_RECORD / 2)}a`;
    const s: Session = { ...EMPTY_SESSION, shown: 'G1~', written: 'G1~' };
    const r = step(codec, s, { type: 'play', record: long, stored: 'G1~', now: 1 });
    expect(r.effects.some((e) => e.type === 'save')).toBe(false);
    expect(r.effects).toContainEqual(expect.objectContaining({ type: 'problem', where: 'save' }));
    expect(savedFromText(codec, JSON.stringify({ v: 1, record: long, at: 1 }))).toEqual({ ok: false, error: 'it is too long to be a game made here.' });
  });

  it('says why a link or the saved game cannot be read, and shows the saved game in place of a bad link', () => {
    const r = step(codec, EMPTY_SESSION, { type: 'open', link: { ok: false, error: 'it is cut short.' }, stored: { ok: true, value: 'G1~a' }, aside: [], now: 1 });
    expect(r.effects).toEqual([{ type: 'problem', where: 'link', error: 'it is cut short.' }, { type: 'show', record: 'G1~a' }]);
    const d = step(codec, EMPTY_SESSION, { type: 'open', link: undefined, stored: { ok: false, error: 'it is damaged.' }, aside: [], now: 1 });
    expect(d.effects).toEqual([{ type: 'problem', where: 'device', error: 'it is damaged.' }]);
  });

  it('offers another tab’s game instead of applying it', () => {
    const s: Session = { ...EMPTY_SESSION, shown: 'G1~a', written: 'G1~a' };
    const e: SessionEvent = { type: 'elsewhere', record: 'G2~' };
    const r = step(codec, s, e);
    expect(r.session.shown).toBe('G1~a');
    expect(r.effects).toEqual([{ type: 'ask', question: { kind: 'other-tab', record: 'G2~', same: false } }]);
    expect(step(codec, s, { type: 'elsewhere', record: 'G1~a' }).effects).toEqual([]);
  });

  it('reads the forms earlier versions saved', () => {
    expect(savedFromText(codec, JSON.stringify({ rev: 3, game: 'G1~a' }))).toEqual({ ok: true, value: 'G1~a' });
    expect(savedFromText(codec, 'G1~a')).toEqual({ ok: true, value: 'G1~a' });
    expect(savedFromText(codec, '{"v":1,"record":"x"')).toEqual({ ok: false, error: 'it is not a toy record.' });
  });

  it('reports a device that will not save, and never throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('off');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const t = new DeviceSession(codec, KEYS, broken);
    expect(t.open(undefined)).toEqual([]);
    expect(t.play('G1~a')).toContainEqual(expect.objectContaining({ type: 'problem', where: 'save' }));
  });
});
