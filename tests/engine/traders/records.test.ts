/** Records for shareable URLs, and reading switches from untrusted input: round trips and hostile input that never throws. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkEvent,
  decodeRecord,
  DEFAULT_READINGS,
  encodeRecord,
  eventToken,
  legalMoves,
  parseReadings,
  parseRecord,
  READING_INFO,
  READING_KEYS,
  replay,
  setupGame,
  tokenEvent,
  transition,
  type GameEvent,
  type GameRecord,
} from '../../../src/engine/traders/index.ts';
import { nextInt } from '../../../src/engine/core/rng.ts';

const EVERY_KIND: GameEvent[] = [
  { type: 'defend' },
  { type: 'defend', helpers: [] },
  { type: 'defend', helpers: ['first', 'third'] },
  { type: 'retaliate' },
  { type: 'retaliate', helpers: ['second'], by: 'captain' },
  { type: 'retaliate', by: 'third' },
  { type: 'hold-back' },
  { type: 'care', pay: true },
  { type: 'care', pay: false },
  { type: 'accept' },
  { type: 'refuse' },
  { type: 'fly-empty' },
  { type: 'hire', rank: 'second' },
  { type: 'repair', hits: 2 },
  { type: 'take-off' },
  { type: 'pay-layover' },
  { type: 'keep', officer: 'captain-2' },
  { type: 'continue' },
  { type: 'roll', total: 4 },
  { type: 'roll', total: 24 },
  { type: 'draw', card: 'patron' },
  { type: 'draw', card: 'merc-cruiser' },
];

describe('event tokens', () => {
  it('round-trip every kind of event', () => {
    for (const e of EVERY_KIND) expect(tokenEvent(eventToken(e)), JSON.stringify(e)).toEqual(e);
  });
  it('read nothing from junk', () => {
    for (const t of ['', 'z', 'dz', 'r9b7', 'c2', 'H4', 'R0', 'k', 'kCAPTAIN', '@joker', '123', 'a1']) expect(tokenEvent(t), t).toBeNull();
  });
});

describe('records', () => {
  it('round-trip a played game, which replays to the same state', () => {
    const start = setupGame({ seed: 99 });
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    let s = start.value;
    const events: GameEvent[] = [];
    let rng = 5;
    while (s.status === 'playing' && events.length < 80) {
      const moves = legalMoves(s);
      const [i, next] = nextInt(rng, 0, moves.length - 1);
      rng = next;
      const r = transition(s, moves[i]!.event);
      if (!r.ok) throw new Error(r.error);
      events.push(moves[i]!.event);
      s = r.value;
    }
    const record: GameRecord = { seed: 99, readings: { ...DEFAULT_READINGS }, mode: 'digital', events };
    const text = encodeRecord(record);
    expect(text).toMatch(/^T1~2r~000000~d~/);
    expect(text).toMatch(/^[A-Za-z0-9~.@-]*$/);
    const back = decodeRecord(text);
    expect(back.ok && back.value).toEqual(record);
    const again = back.ok ? replay(back.value, back.value.events) : back;
    expect(again.ok && again.value.state).toEqual(s);
  });

  it('carry the readings and the mode', () => {
    const readings = { ...DEFAULT_READINGS, targetOrder: 'alternation' as const, emptyFlights: true };
    const text = encodeRecord({ seed: 4294967295, readings, mode: 'table', events: [{ type: 'roll', total: 12 }, { type: 'draw', card: 'thug' }] });
    expect(text).toBe('T1~1z141z3~010001~t~12.@thug');
    expect(decodeRecord(text)).toMatchObject({ ok: true, value: { seed: 4294967295, readings, mode: 'table' } });
  });

  it('refuse bad records with the field, never throwing', () => {
    const cases: [unknown, string][] = [
      [42, 'record'],
      ['T2~1~000000~d~', 'record'],
      ['T1~1~000000~d', 'record'],
      ['T1~!~000000~d~', 'seed'],
      ['T1~zzzzzzz~000000~d~', 'seed'],
      ['T1~1~0000002~d~', 'readings'],
      ['T1~1~000000~x~', 'mode'],
      ['T1~1~000000~d~a.q.a', 'events.1'],
      [`T1~1~000000~d~${'a.'.repeat(20_001)}a`, 'events'],
      [`T1~1~000000~d~${'a'.repeat(300_000)}`, 'record'],
    ];
    for (const [input, field] of cases) {
      const r = decodeRecord(input);
      expect(r.ok, String(input).slice(0, 40)).toBe(false);
      if (!r.ok) expect(r.field).toBe(field);
    }
  });

  it('accept the object form with the same checks', () => {
    expect(parseRecord({ seed: 3, events: [{ type: 'accept' }] })).toMatchObject({ ok: true, value: { seed: 3, mode: 'digital', events: [{ type: 'accept' }] } });
    expect(parseRecord({ seed: 3, events: [{ type: 'accept', extra: 1 }] })).toMatchObject({ ok: false, field: 'events.0.extra' });
    expect(parseRecord({ seed: 3, events: [{ type: 'roll', total: 99 }] })).toMatchObject({ ok: false, field: 'events.0.total' });
    expect(parseRecord({ seed: 3, events: [{ type: 'defend', helpers: [{}] }] })).toMatchObject({ ok: false, field: 'events.0.helpers.0' });
    expect(parseRecord({ seed: 3, events: 'all of them' })).toMatchObject({ ok: false, field: 'events' });
    expect(parseRecord({ seed: 3, events: new Array(20_001).fill({ type: 'accept' }) })).toMatchObject({ ok: false, field: 'events' });
    expect(parseRecord({ seed: 3, mode: 'holo' })).toMatchObject({ ok: false, field: 'mode' });
    expect(checkEvent({ type: 'keep', officer: '../../etc' }, 'e')).toMatchObject({ ok: false, field: 'e.officer' });
    // Each move's fields are read by the shared readers: the rule, the field, and a fresh copy with nothing left undefined.
    const cases: [unknown, string][] = [
      [{ type: 'repair', hits: 3 }, 'e.hits'],
      [{ type: 'repair' }, 'e.hits'],
      [{ type: 'care', pay: 'yes' }, 'e.pay'],
      [{ type: 'hire', rank: 'admiral' }, 'e.rank'],
      [{ type: 'draw', card: 'joker' }, 'e.card'],
      [{ type: 'retaliate', by: 'cook' }, 'e.by'],
      [{ type: 'defend', helpers: ['captain', 'first', 'second', 'third', 'captain'] }, 'e.helpers'],
      [{ type: 'toString' }, 'e'],
      [Object.create(null), 'e'],
    ];
    for (const [raw, field] of cases) expect(checkEvent(raw, 'e'), JSON.stringify(raw)).toMatchObject({ ok: false, rule: 'traders.t-0-turn', field });
    const helpers = ['captain'];
    const copy = checkEvent({ type: 'defend', helpers }, 'e');
    expect(copy).toEqual({ type: 'defend', helpers: ['captain'] });
    expect((copy as { helpers: string[] }).helpers).not.toBe(helpers);
    expect(Object.keys(checkEvent({ type: 'retaliate' }, 'e'))).toEqual(['type']);
  });

  it('survive deeply nested, huge and wrongly typed input', () => {
    let deep: unknown = { type: 'accept' };
    for (let i = 0; i < 100_000; i++) deep = { helpers: deep, type: 'defend' };
    const hostile: unknown[] = [
      undefined,
      null,
      [],
      {},
      { seed: '1' },
      { seed: 1, events: [deep] },
      { seed: 1, readings: deep },
      { seed: 1, events: [null, 1, 'x'] },
      { seed: 1, events: [{ type: 'toString' }] },
      { seed: 1, events: [{ type: '__proto__' }] },
      Object.create(null),
      'T1~~~~',
      '~'.repeat(10_000),
    ];
    for (const h of hostile) {
      expect(() => parseRecord(h)).not.toThrow();
      expect(parseRecord(h).ok).toBe(false);
    }
    // A switch hidden in the prototype is not an own key: it is ignored, not obeyed.
    const sneaky = parseRecord({ seed: 1, readings: { __proto__: { route: 'one-circuit' } } });
    expect(sneaky.ok && sneaky.value.readings.route).toBe('endless');
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(() => parseRecord(x)).not.toThrow();
        expect(() => decodeRecord(x)).not.toThrow();
        expect(() => parseReadings(x)).not.toThrow();
        expect(() => setupGame(x as never)).not.toThrow();
        const start = setupGame({ seed: 1 });
        if (start.ok) expect(() => transition(start.value, x as never)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (t) => {
        expect(() => decodeRecord(`T1~1~000000~d~${t}`)).not.toThrow();
      }),
    );
  });
});

describe('reading switches', () => {
  it('default to the recommended readings, each option labelled, the house rule marked', () => {
    expect(parseReadings(undefined)).toMatchObject({ ok: true, value: DEFAULT_READINGS });
    expect(READING_KEYS).toEqual(['route', 'targetOrder', 'gangRetaliation', 'retaliator', 'firstOffer', 'emptyFlights']);
    expect(READING_KEYS.map((k) => READING_INFO[k].note)).toEqual(['A06', 'A07', 'A13', 'A15', 'A23', 'A26']);
    for (const k of READING_KEYS) {
      const info = READING_INFO[k];
      expect(info.options.filter((o) => o.recommended).map((o) => o.value)).toEqual([DEFAULT_READINGS[k]]);
      expect(info.houseRule).toBe(k === 'emptyFlights');
    }
    expect(READING_INFO.emptyFlights.label).toMatch(/house rule/i);
  });

  it('read partial switches from a URL and refuse the rest with the field', () => {
    expect(parseReadings({ targetOrder: 'alternation', emptyFlights: 'true' })).toMatchObject({ ok: true, value: { ...DEFAULT_READINGS, targetOrder: 'alternation', emptyFlights: true } });
    const changed = parseReadings({ route: 'one-circuit' });
    expect(changed.ok && changed.trace.map((t) => t.rule)).toEqual(['traders.A06']);
    expect(parseReadings({ route: 'sideways' })).toMatchObject({ ok: false, field: 'readings.route', rule: 'traders.A06' });
    expect(parseReadings({ retaliator: 1 })).toMatchObject({ ok: false, field: 'readings.retaliator', rule: 'traders.A15' });
    expect(parseReadings('alternation')).toMatchObject({ ok: false, field: 'readings' });
    expect(parseReadings({ toString: 'x' })).toMatchObject({ ok: false, field: 'readings.toString' });
  });
});
