/**
 * The Traders calculators: every link a calculator writes reopens to the same
 * state (state → URL → state, for any state the controls can make), hostile
 * links are refused with a sentence and never throw, and the answers agree
 * with the reference figures of the spec (F2, F3, F6).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeState, encodeState } from '../../../src/widgets/kit/url-codec.ts';
import { readEncodedState, readUrlState, type UrlSchema } from '../../../src/widgets/kit/url-state.ts';
import { CAST, OTHER } from '../../../src/widgets/traders/shared/cast.ts';
import { formatPrice, parsePrice } from '../../../src/widgets/traders/shared/price.ts';
import { POSITION_TOOLS, positionHref } from '../../../src/widgets/traders/shared/position-href.ts';
import { INITIAL as ROLL_INITIAL, MAX_COUNT, MAX_PER_SIDE, EXAMPLES as ROLL_PRESETS, newRow, type RollOffState, type Row } from '../../../src/widgets/traders/roll-off/state.ts';
import { ROLL_OFF_URL } from '../../../src/widgets/traders/roll-off/link.ts';
import { computeRollOff } from '../../../src/widgets/traders/roll-off/compute.ts';
import { INITIAL as MARKET_INITIAL, EXAMPLES as MARKET_PRESETS, type MarketState } from '../../../src/widgets/traders/market/state.ts';
import { MARKET_URL } from '../../../src/widgets/traders/market/link.ts';
import { computeMarket } from '../../../src/widgets/traders/market/compute.ts';
import { INITIAL as BATTLE_INITIAL, EXAMPLES as BATTLE_PRESETS, questionOf as battleQuestion, type BattleToolState } from '../../../src/widgets/traders/battle/state.ts';
import { BATTLE_URL } from '../../../src/widgets/traders/battle/link.ts';
import { computeBattle } from '../../../src/widgets/traders/battle/compute.ts';
import { INITIAL as TRIP_INITIAL, EXAMPLES as TRIP_PRESETS, questionOf as tripQuestion, type TripToolState } from '../../../src/widgets/traders/trip/state.ts';
import { TRIP_URL } from '../../../src/widgets/traders/trip/link.ts';
import { computeTrip } from '../../../src/widgets/traders/trip/compute.ts';
import { GOODS_KEYS, STARSHIP_KEYS } from '../../../src/engine/traders/tables/index.ts';

/** What a link does: the state encoded into the hash, then read back with the tool's schema. */
function throughLink<T>(state: T, schema: UrlSchema<T>): T | string {
  const encoded = encodeState(state);
  expect(encoded.length).toBeLessThanOrEqual(schema.maxLength);
  const read = readEncodedState(encoded, schema);
  return read.ok ? read.value : read.error;
}

const rowArb: fc.Arbitrary<Row> = fc.record({
  who: fc.constantFrom(...CAST.map((c) => c.key), OTHER),
  count: fc.integer({ min: 1, max: MAX_COUNT }),
  power: fc.oneof(fc.integer({ min: -10, max: 10 }).map(String), fc.string({ maxLength: 12 })),
});
const sideArb = fc.array(rowArb, { maxLength: MAX_PER_SIDE }).filter((rows) => rows.reduce((n, r) => n + r.count, 0) <= MAX_PER_SIDE);
const rollOffArb: fc.Arbitrary<RollOffState> = fc.record({ a: sideArb, b: sideArb, exact: fc.boolean() });

const priceText = fc.oneof(fc.constant(''), fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 20000 }).map((u) => `${Math.floor(u / 1000)}.${String(u % 1000).padStart(3, '0')}`));
const marketArb: fc.Arbitrary<MarketState> = fc.record({
  goods: fc.constantFrom(...GOODS_KEYS),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  leader: fc.integer({ min: -1, max: 4 }),
  target: priceText,
  exact: fc.boolean(),
});
const battleArb: fc.Arbitrary<BattleToolState> = fc.record({
  enemy: fc.constantFrom('deck' as const, ...STARSHIP_KEYS),
  first: fc.boolean(),
  second: fc.boolean(),
  beowulfHits: fc.integer({ min: 0, max: 2 }),
  underWay: fc.boolean(),
  enemyHits: fc.integer({ min: 0, max: 2 }),
  next: fc.constantFrom('beowulf' as const, 'enemy' as const),
  beowulfMisses: fc.integer({ min: 0, max: 2 }),
  enemyMisses: fc.integer({ min: 0, max: 1 }),
  exact: fc.boolean(),
});
const tripArb: fc.Arbitrary<TripToolState> = fc.record({
  stop: fc.integer({ min: 0, max: 11 }),
  goods: fc.constantFrom(...GOODS_KEYS),
  leader: fc.integer({ min: -1, max: 4 }),
  first: fc.boolean(),
  second: fc.boolean(),
  beowulfHits: fc.integer({ min: 0, max: 2 }),
  paid: priceText,
  exact: fc.boolean(),
});

describe('every link a calculator writes reopens to the same state', () => {
  it('opposed roll', () => fc.assert(fc.property(rollOffArb, (s) => {
    expect(throughLink(s, ROLL_OFF_URL)).toEqual(s);
  })));
  it('market price', () => fc.assert(fc.property(marketArb, (s) => {
    expect(throughLink(s, MARKET_URL)).toEqual(s);
  })));
  it('space battle', () => fc.assert(fc.property(battleArb, (s) => {
    expect(throughLink(s, BATTLE_URL)).toEqual(s);
  })));
  it('trip planner', () => fc.assert(fc.property(tripArb, (s) => {
    expect(throughLink(s, TRIP_URL)).toEqual(s);
  })));
  it('the starting states and every example', () => {
    for (const s of [ROLL_INITIAL, ...ROLL_PRESETS.map((p) => p.state)]) expect(throughLink(s, ROLL_OFF_URL)).toEqual(s);
    for (const s of [MARKET_INITIAL, ...MARKET_PRESETS.map((p) => ({ ...p.state, exact: true }))]) expect(throughLink(s, MARKET_URL)).toEqual(s);
    for (const s of [BATTLE_INITIAL, ...BATTLE_PRESETS.map((p) => ({ ...p.state, exact: false }))]) expect(throughLink(s, BATTLE_URL)).toEqual(s);
    for (const s of [TRIP_INITIAL, ...TRIP_PRESETS.map((p) => ({ ...p.state, exact: false }))]) expect(throughLink(s, TRIP_URL)).toEqual(s);
  });
});

describe('hostile links are refused with a sentence', () => {
  const schemas: [string, UrlSchema<unknown>][] = [
    ['roll-off', ROLL_OFF_URL as UrlSchema<unknown>],
    ['market', MARKET_URL as UrlSchema<unknown>],
    ['battle', BATTLE_URL as UrlSchema<unknown>],
    ['trip', TRIP_URL as UrlSchema<unknown>],
  ];
  it('anything at all: never a throw, a state or a reason', () => {
    for (const [, schema] of schemas) {
      fc.assert(
        fc.property(fc.anything(), (raw) => {
          const r = readEncodedState(encodeState(raw), schema);
          expect(r.ok || typeof r.error === 'string').toBe(true);
        }),
        { numRuns: 300 },
      );
    }
  });
  it('too long, too deep, not base64, cut short', () => {
    for (const [, schema] of schemas) {
      expect(readEncodedState('A'.repeat(schema.maxLength + 1), schema)).toMatchObject({ ok: false });
      expect(readEncodedState(encodeState(JSON.parse('['.repeat(50) + ']'.repeat(50))), schema)).toMatchObject({ ok: false });
      expect(readEncodedState('%%%', schema)).toMatchObject({ ok: false });
      expect(readEncodedState(encodeState({ a: 1 }).slice(0, -3), schema)).toMatchObject({ ok: false });
    }
  });
  it('values off the controls', () => {
    expect(readEncodedState(encodeState({ ...ROLL_INITIAL, a: [{ who: 'dragon', count: 1, power: 0 }] }), ROLL_OFF_URL)).toMatchObject({ ok: false });
    expect(readEncodedState(encodeState({ ...ROLL_INITIAL, a: Array.from({ length: 3 }, () => ({ who: 'thug', count: 4, power: 0 })) }), ROLL_OFF_URL)).toMatchObject({ ok: false });
    expect(readEncodedState(encodeState({ ...MARKET_INITIAL, leader: 7 }), MARKET_URL)).toMatchObject({ ok: false });
    expect(readEncodedState(encodeState({ ...BATTLE_INITIAL, enemyMisses: 2 }), BATTLE_URL)).toMatchObject({ ok: false });
    expect(readEncodedState(encodeState({ ...TRIP_INITIAL, stop: 12 }), TRIP_URL)).toMatchObject({ ok: false });
    expect(decodeState(encodeState({ ...TRIP_INITIAL, extra: 1 }))).toMatchObject({ ok: true });
    expect(readEncodedState(encodeState({ ...TRIP_INITIAL, extra: 1 }), TRIP_URL)).toMatchObject({ ok: false });
  });
});

describe('the opposed roll refuses a power it cannot use, at its row, and never answers beside it', () => {
  const typed = (power: string): RollOffState => ({ ...ROLL_INITIAL, b: [{ who: 'captain', count: 1, power: '0' }, { who: 'other', count: 2, power }] });
  it('a power past the engine’s limit, or not a number, is refused with the limit stated, not cut to fit', () => {
    for (const power of ['12', '99999999999', 'two', '', '1.5']) {
      const a = computeRollOff(typed(power));
      expect(a.ok, power).toBe(false);
      if (a.ok) continue;
      expect(Object.keys(a.fields), power).toEqual(['b.1.power']);
      expect(a.fields['b.1.power']!.error, power).toMatch(/whole number from -10 to 10/);
      expect(a.fields['b.1.power']!.rule).toMatch(/^traders\./);
    }
  });
  it('a power typed with a phone’s minus sign is read', () => {
    const a = computeRollOff(typed('−2'));
    expect(a.ok && a.difference).toBe(1 - (3 - 2 - 2));
  });
  it('each side’s bad power is named once, both at once', () => {
    const a = computeRollOff({ a: [{ who: 'other', count: 1, power: 'x' }], b: [{ who: 'other', count: 1, power: '11' }] });
    expect(a.ok === false && Object.keys(a.fields).sort()).toEqual(['a.0.power', 'b.0.power']);
  });
  it('"Add someone" adds someone not yet on the side: never a second Captain', () => {
    expect(newRow([{ who: 'captain', count: 1, power: '0' }]).who).toBe('first');
    expect(newRow([]).who).toBe('captain');
  });
  it('a link written before powers were kept as typed still opens', () => {
    const r = readEncodedState(encodeState({ ...ROLL_INITIAL, a: [{ who: 'other', count: 1, power: -2 }] }), ROLL_OFF_URL);
    expect(r).toMatchObject({ ok: true, value: { a: [{ who: 'other', count: 1, power: '-2' }] } });
  });
});

describe('a price typed in MC', () => {
  it('reads digit by digit into thousandths of an MC', () => {
    expect(parsePrice('0.55')).toEqual({ ok: true, value: 550 });
    expect(parsePrice(' 2 ')).toEqual({ ok: true, value: 2000 });
    expect(parsePrice('1,2')).toEqual({ ok: true, value: 1200 });
    expect(parsePrice('.084')).toEqual({ ok: true, value: 84 });
    expect(parsePrice('3 MC')).toEqual({ ok: true, value: 3000 });
    expect(parsePrice('')).toEqual({ ok: true, value: null });
  });
  it('says what is wrong', () => {
    expect(parsePrice('0.5555')).toMatchObject({ ok: false, error: expect.stringContaining('thousandths') });
    expect(parsePrice('abc')).toMatchObject({ ok: false });
    expect(parsePrice('25')).toMatchObject({ ok: false, error: expect.stringContaining('15.3 MC') });
    expect(parsePrice('15.301')).toMatchObject({ ok: false });
    expect(parsePrice('15.3')).toEqual({ ok: true, value: 15300 });
    expect(parsePrice('-1')).toMatchObject({ ok: false });
  });
});

describe('the answers agree with the reference figures', () => {
  it('opposed roll: a Street Thug against the Captain (F2, difference -2)', () => {
    const a = computeRollOff(ROLL_INITIAL);
    expect(a.ok && a.win.fraction).toBe('56995/186624');
    expect(a.ok && a.lose.fraction).toBe('1041073/1679616');
    expect(a.ok && a.lose.percent).toBe('61.98');
    expect(a.ok && a.trace.every((s) => s.rule.startsWith('traders.'))).toBe(true);
  });
  it('opposed roll: a gang rolls once with all its power (two Vagyr against Captain and 1st Officer: difference -1)', () => {
    const a = computeRollOff(ROLL_PRESETS[1]!.state);
    expect(a.ok && a.difference).toBe(-1);
    expect(a.ok && a.win.fraction).toBe('638543/1679616');
  });
  it('market: the Captain buying has a mean multiplier of 221/270 (F3)', () => {
    const a = computeMarket({ ...MARKET_INITIAL, leader: 3, side: 'buy' });
    expect(a.ok && a.expectedMultiplier).toBe('×0.8185');
    const sell = computeMarket({ ...MARKET_INITIAL, leader: 3, side: 'sell' });
    expect(sell.ok && sell.expectedMultiplier).toBe('×1.1815');
    // P(×1.8 | Captain selling) = 35/1296
    expect(sell.ok && sell.rows.find((r) => r.multiplier === '×1.8')?.chance.fraction).toBe('35/1296');
  });
  it('market: a price in mind is met at least as often as exactly', () => {
    fc.assert(
      fc.property(marketArb, (s) => {
        const a = computeMarket(s);
        if (!a.ok || !a.target) return;
        const at = Number(a.target.atLeast.fraction.split('/')[0]) / Number(a.target.atLeast.fraction.split('/')[1] ?? 1);
        const ex = Number(a.target.exactly.fraction.split('/')[0]) / Number(a.target.exactly.fraction.split('/')[1] ?? 1);
        expect(at).toBeGreaterThanOrEqual(ex);
      }),
      { numRuns: 60 },
    );
  });
  it('market: a price in mind that cannot be read replaces the answer, with its limit and rule', () => {
    for (const [target, says] of [['x', 'from 0 to 15.3 MC'], ['25', '15.3 MC'], ['0.5555', 'thousandths']] as const) {
      const a = computeMarket({ ...MARKET_INITIAL, target });
      expect(a.ok, target).toBe(false);
      if (a.ok) continue;
      expect(Object.keys(a.fields)).toEqual(['target']);
      expect(a.fields.target!.error).toContain(says);
      expect(a.fields.target!.rule).toMatch(/^traders\./);
    }
  });
  it('battle: the deck-weighted odds of figure F6', () => {
    const both = computeBattle(battleQuestion(BATTLE_INITIAL));
    expect(both.ok && both.win.percent).toBe('71.85');
    const neither = computeBattle(battleQuestion({ ...BATTLE_INITIAL, first: false, second: false }));
    expect(neither.ok && neither.win.percent).toBe('55.61');
    expect(both.ok && both.byPower?.map((p) => p.share.fraction)).toEqual(['2/5', '1/5', '1/5', '3/20', '1/20']);
  });
  it('battle: a known enemy at power 2 with the full crew (F6: 0.613364582)', () => {
    const a = computeBattle(battleQuestion({ ...BATTLE_INITIAL, enemy: 'pirate-merchant' }));
    expect(a.ok && a.win.percent).toBe('61.34');
  });
  it('trip: flying past a world means two battles, each at most as likely to be survived as one', () => {
    const a = computeTrip(tripQuestion(TRIP_INITIAL));
    expect(a.ok && a.passing).toBe('Helfry');
    expect(a.ok && a.lands).toBe('Forboldn');
    expect(a.ok && a.battles).toBe(2);
    const one = a.ok ? a.lots.find((l) => l.battles === 1) : undefined;
    const two = a.ok ? a.lots.find((l) => l.battles === 2) : undefined;
    expect(Number(one?.arrive.percent)).toBeGreaterThan(Number(two?.arrive.percent));
    expect(one?.arrive.percent).toBe('71.85');
    expect(a.ok && a.route.filter((r) => r.landing)).toHaveLength(1);
  });
  it('trip: every state the controls can make has an answer, or, for a price paid that cannot be read, that price to fix (its rule beside it)', () => {
    fc.assert(
      fc.property(tripArb, (s) => {
        const a = computeTrip(tripQuestion(s));
        expect(a.ok).toBe(parsePrice(s.paid).ok);
        if (!a.ok) expect(Object.keys(a.fields)).toEqual(['paid']);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a calculator opened from a described position', () => {
  // Turn 3 on Whango, just landed with Weapons (paid 0.32 MC), one hit; the Captain, a replacement 1st Officer (power 1), the 3rd Officer; the 2nd dead.
  const code = 's3_4_xc_1_68w_0a4o1c3ou1a2n3a1o_11000000';
  const open = <T,>(schema: UrlSchema<T>, href: string) => readUrlState(href.slice(href.indexOf('#')), schema);

  it('takes the facts each calculator needs, by the link the play page writes', () => {
    const links = Object.fromEntries(POSITION_TOOLS.map((t) => [t.label, positionHref(t.path, code)]));
    expect(open(BATTLE_URL, links['space battle']!)).toEqual({ ok: true, value: { ...BATTLE_INITIAL, enemy: 'deck', first: true, second: false, beowulfHits: 1 } });
    expect(open(TRIP_URL, links['trip planner']!)).toEqual({ ok: true, value: { ...TRIP_INITIAL, stop: 4, goods: 'weapons', leader: 3, first: true, second: false, beowulfHits: 1, paid: '0.32' } });
    expect(open(MARKET_URL, links['market price']!)).toEqual({ ok: true, value: { ...MARKET_INITIAL, goods: 'weapons', side: 'sell', leader: 3, target: '0.32' } });
  });

  it('starts a trip from the stop on the route past a circuit, and buys at the start of a turn', () => {
    const later = positionHref('/traders/tools/trip/', 'b8_d_2s0_0_-_0a4o1a3o2a2o3a1o_');
    expect(open(TRIP_URL, later)).toMatchObject({ ok: true, value: { stop: 1 } });
    expect(open(MARKET_URL, positionHref('/traders/tools/market/', 'b8_d_2s0_0_-_0a4o1a3o2a2o3a1o_'))).toMatchObject({ ok: true, value: { side: 'buy', target: '' } });
  });

  it('refuses a position the rules do not allow, or a cut one, with a sentence', () => {
    const bad = open(BATTLE_URL, positionHref('/traders/tools/battle/', code.replace('s3_4', 's3_9')));
    expect(bad).toMatchObject({ ok: false, error: expect.stringContaining('not one the rules allow') });
    expect(open(TRIP_URL, positionHref('/traders/tools/trip/', code.slice(0, 12)))).toMatchObject({ ok: false, error: expect.stringContaining('cannot be read') });
    expect(readEncodedState(encodeState({ position: code, exact: true }), MARKET_URL)).toMatchObject({ ok: false, error: expect.stringContaining('mixes') });
  });

  it('a price paid reads back as typed', () => {
    for (const units of [0, 7, 56, 320, 1000, 8500, 15300]) expect(parsePrice(formatPrice(units))).toEqual({ ok: true, value: units });
  });
});
