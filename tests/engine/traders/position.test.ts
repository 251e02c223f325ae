/**
 * Described positions: the game starts where the position says, every part
 * the rules forbid there is refused with its rule and field, and the code
 * and the records that carry a position read back to the same position.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkPosition,
  decodePosition,
  decodeRecord,
  DEFAULT_READINGS,
  encodePosition,
  encodeRecord,
  ENCOUNTER_KEYS,
  GOODS,
  GOODS_KEYS,
  legalMoves,
  OFFICERS,
  parseRecord,
  pendingOf,
  priceAt,
  RANKS,
  replay,
  setupGame,
  WORLDS,
  type GameState,
  type Position,
} from '../../../src/engine/traders/index.ts';
import { must } from './helpers.ts';

const CREW = [
  { rank: 'captain', status: 'active' },
  { rank: 'first', status: 'active' },
  { rank: 'second', status: 'active' },
  { rank: 'third', status: 'active' },
] as const;
const SELL: Position = { phase: 'sell', turn: 3, stop: 4, money: 1200, beowulfHits: 1, cargo: { goods: 'weapons', paid: 320 }, crew: CREW };
const from = (position: unknown, mode: 'digital' | 'table' = 'table'): GameState => must(setupGame({ seed: 5, mode, position: position as Position }));
const refusal = (position: unknown, readings = {}) => {
  const r = setupGame({ seed: 5, mode: 'table', readings, position: position as Position });
  return r.ok ? null : { rule: r.rule, field: r.field };
};

describe('a game from a described position', () => {
  it('starts where it is described, at the start of its step', () => {
    const s = from(SELL);
    expect(s).toMatchObject({ turn: 3, stop: 4, money: 1200, beowulfHits: 1, phase: 5, firstPurchaseMade: true, repairsHere: true });
    expect(s.cargo).toMatchObject({ goods: 'weapons', paid: 320, noSaleAt: 'Alell' });
    expect(pendingOf(s)).toMatchObject({ kind: 'enter', request: { kind: 'card', deck: 'encounter' } });
    expect(s.log[0]!.text).toContain('Turn 3 on Whango (stop 4), just landed');
    const port = from({ ...SELL, phase: 'port', stop: 3 });
    expect(port.at).toEqual({ kind: 'port', hires: true });
    expect(legalMoves(port).map((m) => m.event.type)).toEqual(['repair', 'take-off']);
    const buy = from({ ...SELL, phase: 'buy', stop: 3, cargo: null });
    expect(buy).toMatchObject({ phase: 1, at: { kind: 'draw' }, cargo: null });
  });

  it('the set-up itself, described, plays exactly as the set-up', () => {
    const described = must(setupGame({ seed: 9, position: { phase: 'buy', turn: 1, stop: 0, money: 0, crew: CREW } }));
    const plain = must(setupGame({ seed: 9 }));
    expect(described.encounterDeck).toEqual(plain.encounterDeck);
    expect(described.at).toEqual(plain.at);
    expect(described.crew).toEqual(plain.crew);
    expect(described.firstPurchaseMade).toBe(false);
  });

  it('keeps replacements, officers in care elsewhere and the discard as described', () => {
    const s = from({
      ...SELL,
      crew: [
        { rank: 'captain', status: 'active' },
        { rank: 'first', status: 'care', careAt: 'Forboldn' },
        { rank: 'first', status: 'active', replacement: true, power: 1 },
        { rank: 'third', status: 'active' },
      ],
      discard: ['patron', 'thug', 'thug'],
    });
    expect(s.crew.map((o) => `${o.id}:${o.status}:${o.power}`)).toEqual(['captain:active:3', 'first:care:2', 'first-2:active:1', 'second:dead:1', 'third:active:0']);
    expect(s.encounterDeck.discard).toEqual(['patron', 'thug', 'thug']);
    expect(s.encounterDeck.draw).toHaveLength(19);
  });

  it('replays moves from the position (undo works as in any game)', () => {
    const start = from(SELL, 'digital');
    const moves = legalMoves(start);
    const played = replay({ seed: 5, position: SELL }, [moves[0]!.event]);
    expect(played.ok).toBe(true);
  });

  const cases: [string, unknown, string, string, object?][] = [
    ['a phase that is not a step of the turn', { ...SELL, phase: 'jump' }, 'traders.t-0-turn', 'position.phase'],
    ['turn 0', { ...SELL, turn: 0 }, 'traders.t-0-turn', 'position.turn'],
    ['a stop too far for the turn', { ...SELL, stop: 9 }, 'traders.t-0-turn', 'position.stop'],
    ['the first turn away from Regina before the jump', { ...SELL, phase: 'buy', turn: 1, stop: 3, money: 0, cargo: null, beowulfHits: 0 }, 'traders.t-0-setup', 'position.stop'],
    ['money on the first turn', { ...SELL, turn: 1, stop: 1, money: 300 }, 'traders.t-3-c', 'position.money'],
    ['money at the goal', { ...SELL, money: 73000 }, 'traders.A37', 'position.money'],
    ['three hits', { ...SELL, beowulfHits: 3 }, 'traders.t-4-e-iii', 'position.beowulfHits'],
    ['a lot aboard when buying', { ...SELL, phase: 'buy', stop: 3 }, 'traders.t-7-next', 'position.cargo'],
    ['no lot when selling', { ...SELL, cargo: null }, 'traders.A26', 'position.cargo'],
    ['a price the market table cannot give', { ...SELL, cargo: { goods: 'weapons', paid: 333 } }, 'traders.t-3-market', 'position.cargo.paid'],
    ['goods that do not exist', { ...SELL, cargo: { goods: 'spice', paid: 100 } }, 'traders.t-3-merchandise', 'position.cargo.goods'],
    ['selling on the no-sale world', { ...SELL, stop: 6, cargo: { goods: 'foods', paid: 70 } }, 'traders.A05', 'position.cargo.goods'],
    ['an original with another power', { ...SELL, crew: [{ rank: 'captain', status: 'active', power: 4 }] }, 'traders.t-0-deck-trader', 'position.crew.0.power'],
    ['a replacement two from his card', { ...SELL, crew: [{ rank: 'captain', status: 'active', power: 1, replacement: true }] }, 'traders.t-3-d-iii', 'position.crew.0.power'],
    ['two officers of one rank aboard', { ...SELL, crew: [...CREW, { rank: 'third', status: 'active', replacement: true }] }, 'traders.t-3-d-v', 'position.crew'],
    ['care with no world', { ...SELL, crew: [...CREW.slice(0, 3), { rank: 'third', status: 'care' }] }, 'traders.t-2-c', 'position.crew.3.careAt'],
    ['care on the world just landed on', { ...SELL, crew: [...CREW.slice(0, 3), { rank: 'third', status: 'care', careAt: 'Whango' }] }, 'traders.A34', 'position.crew.3.careAt'],
    ['someone recuperating on landing', { ...SELL, crew: [...CREW.slice(0, 3), { rank: 'third', status: 'recuperating' }] }, 'traders.t-3-e', 'position.crew.3.status'],
    ['nobody active', { ...SELL, phase: 'port', stop: 3, crew: [{ rank: 'captain', status: 'recuperating' }] }, 'traders.t-2-d-iii', 'position.crew'],
    ['no pilot aboard', { ...SELL, crew: [{ rank: 'third', status: 'active' }] }, 'traders.t-3-c-ii', 'position.crew'],
    ['a replacement on the first turn', { ...SELL, turn: 1, stop: 1, money: 0, crew: [{ rank: 'captain', status: 'active', replacement: true }] }, 'traders.t-3-d', 'position.crew.0.replacement'],
    ['too many Patrons in the discard', { ...SELL, discard: ['patron', 'patron', 'patron', 'patron', 'patron'] }, 'traders.t-0-deck-encounter', 'position.discard'],
    ['a field no position has', { ...SELL, weather: 'fine' }, 'traders.t-0-turn', 'position.weather'],
    ['buying at the end of a circuit (one-circuit reading)', { ...SELL, phase: 'port', turn: 12, stop: 12 }, 'traders.A06', 'position.stop', { route: 'one-circuit' }],
  ];
  it.each(cases)('refuses %s, naming the rule and the field', (_, position, rule, field, readings) => {
    expect(refusal(position, readings)).toEqual({ rule, field });
  });

  it('flies empty from port only under the house rule', () => {
    expect(refusal({ ...SELL, phase: 'port', stop: 3, cargo: null })).toEqual({ rule: 'traders.A26', field: 'position.cargo' });
    expect(refusal({ ...SELL, phase: 'port', stop: 3, cargo: null }, { emptyFlights: true })).toBeNull();
  });
});

// Positions built from parts, kept when the rules accept them (about half are).
const world = fc.constantFrom(...WORLDS);
const officer = fc
  .record({ rank: fc.constantFrom(...RANKS.slice(1)), status: fc.constantFrom('active', 'recuperating', 'care', 'dead'), change: fc.integer({ min: -1, max: 1 }), replacement: fc.boolean(), careAt: world })
  .map(({ change, replacement, ...o }) => (replacement ? { ...o, replacement, power: OFFICERS[o.rank].power + change } : o));
const goods = fc.constantFrom(...GOODS_KEYS);
const arbPosition = fc
  .record({
    phase: fc.constantFrom('buy' as const, 'port' as const, 'sell' as const),
    turn: fc.integer({ min: 1, max: 30 }),
    stopStep: fc.nat({ max: 60 }),
    money: fc.integer({ min: 0, max: 72_999 }),
    beowulfHits: fc.integer({ min: 0, max: 2 }),
    cargo: fc.option(fc.tuple(goods, fc.integer({ min: 2, max: 18 })), { nil: null }),
    crew: fc.array(officer, { maxLength: 5 }),
    discard: fc.array(fc.constantFrom(...ENCOUNTER_KEYS), { maxLength: 10 }),
  })
  .map(({ stopStep, cargo, crew, ...p }) => ({
    ...p,
    stop: p.turn - 1 + (stopStep % p.turn),
    cargo: cargo && { goods: cargo[0], paid: priceAt(GOODS[cargo[0]].base, cargo[1]) },
    crew: [{ rank: 'captain' as const, status: 'active' as const }, ...crew.map(({ careAt, ...o }) => (o.status === 'care' ? { ...o, careAt } : o))],
  }))
  .filter((p) => checkPosition(p, DEFAULT_READINGS).ok);

describe('a position in a link', () => {
  it('reads back to the same position, alone and in a record (property)', () => {
    fc.assert(
      fc.property(arbPosition, fc.boolean(), (p, table) => {
        const checked = must(checkPosition(p, DEFAULT_READINGS));
        const code = encodePosition(checked);
        expect(code).toMatch(/^[0-9a-z_-]+$/);
        expect(must(checkPosition(must(decodePosition(code)), DEFAULT_READINGS))).toEqual(checked);
        const record = { seed: 77, readings: { ...DEFAULT_READINGS }, mode: table ? ('table' as const) : ('digital' as const), position: checked, events: [] };
        const text = encodeRecord(record);
        expect(text.startsWith('T2~')).toBe(true);
        expect(must(decodeRecord(text))).toEqual(record);
        expect(must(parseRecord({ ...record, position: p }))).toEqual(record);
        expect(setupGame({ seed: 77, position: checked }).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a cut or altered code, and a record whose position the rules forbid, with the field', () => {
    const code = encodePosition(SELL);
    expect(code).toBe('s3_4_xc_1_68w_0a4o1a3o2a2o3a1o_');
    for (const text of [code.slice(0, -4), `x${code.slice(1)}`, code.replace('_1_', '_3_'), code.replace('0a4o', '0q4o'), '', 'b1_0_0_0_-__', `${code}0000000000`]) {
      expect(decodePosition(text).ok, text).toBe(false);
    }
    expect(decodePosition(code.replace('_68w_', '_z8w_'))).toMatchObject({ ok: false, field: 'position', rule: 'traders.t-0-turn' });
    const forbidden = `T2~5~000000~d~${code.replace('s3_4', 's3_9')}~`;
    expect(decodeRecord(forbidden)).toMatchObject({ ok: false, field: 'position.stop', rule: 'traders.t-0-turn' });
    expect(decodeRecord(`T2~5~000000~d~~`)).toMatchObject({ ok: false, field: 'position' });
    expect(decodeRecord(`T1~5~000000~d~${code}~`)).toMatchObject({ ok: false, field: 'record' });
  });
});
