import { describe, expect, it } from 'vitest';
import {
  ENCOUNTER_CARDS,
  ENCOUNTER_KEYS,
  FLOW_NODES,
  formatCredits,
  formatMoney,
  FULL_DECK_MAKE_UP,
  fullDeck,
  makeUp,
  GOODS,
  goodsForRoll,
  isTradersRuleId,
  LAST_STOP,
  MARKET_TABLE,
  marketTenths,
  PHASES,
  PHASE_NAMES,
  phaseName,
  priceAt,
  qualityBonus,
  ROUTE,
  STARSHIP_CARDS,
  STARSHIP_KEYS,
  worldAt,
  WORLDS,
} from '../../../src/engine/traders/index.ts';

describe('the decks', () => {
  it('has 22 Encounter cards (4 Patrons) and 20 Starship cards with the listed powers', () => {
    expect(fullDeck(ENCOUNTER_CARDS, ENCOUNTER_KEYS)).toHaveLength(22);
    expect(ENCOUNTER_CARDS.patron.copies).toBe(4);
    expect(makeUp(fullDeck(ENCOUNTER_CARDS, ENCOUNTER_KEYS))).toEqual(FULL_DECK_MAKE_UP);
    expect(fullDeck(STARSHIP_CARDS, STARSHIP_KEYS)).toHaveLength(20);
    const byPower = new Map<number, number>();
    for (const k of STARSHIP_KEYS) byPower.set(STARSHIP_CARDS[k].power, (byPower.get(STARSHIP_CARDS[k].power) ?? 0) + STARSHIP_CARDS[k].copies);
    expect(Object.fromEntries(byPower)).toEqual({ 0: 8, 1: 4, 2: 4, 3: 3, 4: 1 });
  });
});

describe('the market table', () => {
  it('reads tenths with the 12-16 band at the base price and clamps off-table totals (A01, A02)', () => {
    expect([4, 5, 11, 12, 16, 17, 24].map(marketTenths)).toEqual([2, 3, 9, 10, 10, 11, 18]);
    expect(marketTenths(1)).toBe(2);
    expect(marketTenths(27)).toBe(18);
    for (let t = 4; t <= 24; t++) expect(marketTenths(t) + marketTenths(28 - t)).toBe(20);
    expect(MARKET_TABLE.map((r) => r.label)).toContain('12-16');
    expect(MARKET_TABLE[0]).toEqual({ from: 4, to: 4, tenths: 2, label: '4 or less' });
    expect(MARKET_TABLE[MARKET_TABLE.length - 1]).toEqual({ from: 24, to: 24, tenths: 18, label: '24 or more' });
  });

  it('prices goods in whole units', () => {
    for (const g of Object.values(GOODS)) for (let t = 2; t <= 18; t++) expect(Number.isInteger(priceAt(g.base, t))).toBe(true);
    expect(goodsForRoll(4).name).toBe('Clothing');
    expect(priceAt(GOODS.clothing.base, 10)).toBe(550);
    expect(GOODS.synthetics.noSaleAt).toBe('Helfry');
    expect(() => goodsForRoll(13)).toThrow(RangeError);
  });
});

describe('the route', () => {
  it('has 13 stops over 8 worlds and starts over after Regina', () => {
    expect(ROUTE).toHaveLength(13);
    expect(new Set(ROUTE).size).toBe(8);
    expect(WORLDS).toHaveLength(8);
    expect(ROUTE[LAST_STOP]).toBe('Regina');
    expect(ROUTE[7]).toBe('Alell');
    expect(ROUTE[8]).toBe('Whango');
    expect(worldAt(12)).toBe('Regina');
    expect(worldAt(13)).toBe('Helfry');
    expect(worldAt(25)).toBe('Helfry');
    const seen = (w: string) => ROUTE.slice(0, LAST_STOP).filter((x) => x === w).length;
    expect(['Uake', 'Efate', 'Alell', 'Regina'].map(seen)).toEqual([1, 1, 1, 1]);
    expect(['Helfry', 'Forboldn', 'Knorbes', 'Whango'].map(seen)).toEqual([2, 2, 2, 2]);
  });
});

describe('money', () => {
  it('prints thousandths of a MegaCredit without trailing zeros', () => {
    expect(formatMoney(550)).toBe('0.55 MC');
    expect(formatMoney(73000)).toBe('73 MC');
    expect(formatMoney(100)).toBe('0.1 MC');
    expect(formatMoney(14)).toBe('0.014 MC');
    expect(formatMoney(0)).toBe('0 MC');
    expect(formatMoney(-100)).toBe('-0.1 MC');
    expect(formatMoney(15300)).toBe('15.3 MC');
    expect(formatCredits(73000)).toBe('73,000,000 Cr');
    expect(formatCredits(550)).toBe('550,000 Cr');
    expect(formatCredits(-1)).toBe('-1,000 Cr');
  });
});

describe('the replacement bonus (A33)', () => {
  it('is the leader power above the listed power of the post, only from a higher rank', () => {
    expect(qualityBonus('captain', 3, 'third')).toBe(3);
    expect(qualityBonus('first', 2, 'second')).toBe(1);
    expect(qualityBonus('captain', 3, 'captain')).toBe(0);
    expect(qualityBonus('second', 1, 'first')).toBe(0);
    expect(qualityBonus('first', 1, 'first')).toBe(0);
    expect(qualityBonus('captain', 2, 'first')).toBe(0);
    expect(qualityBonus(null, 0, 'third')).toBe(0);
  });
});

describe('the phases as data', () => {
  it('lists the seven phases in order, each pointing somewhere that exists, every rule registered', () => {
    expect(PHASES.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The names are written once (phase-names.ts): the table and phaseName agree.
    expect(PHASES.map((p) => p.name)).toEqual([...PHASE_NAMES]);
    expect(PHASES.map((p) => phaseName(p.number))).toEqual(['Finding a Patron', 'Planetfall encounter', 'Buy merchandise', 'Spaceflight encounter', 'Finding a Patron', 'Planetfall encounter', 'Sell merchandise']);
    const ids = new Set(FLOW_NODES.map((n) => n.id));
    for (const n of FLOW_NODES) {
      expect(isTradersRuleId(n.rule), n.id).toBe(true);
      if (n.next !== null) expect(ids.has(n.next), n.id).toBe(true);
      for (const b of n.branches) {
        expect(ids.has(b.to), `${n.id} → ${b.to}`).toBe(true);
        expect(isTradersRuleId(b.rule)).toBe(true);
      }
    }
    expect(PHASES[0]!.branches.map((b) => b.to)).toContain('phase-3');
    expect(PHASES[6]!.branches.map((b) => b.to)).toEqual(expect.arrayContaining(['phase-5', 'victory']));
    expect(FLOW_NODES.filter((n) => n.next === null).map((n) => n.id).sort()).toEqual(['circuit-end', 'defeat', 'victory']);
  });
});
