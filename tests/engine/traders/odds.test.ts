import { describe, expect, it } from 'vitest';
import { chance, chanceOf, dice, Fraction, isExact, toDecimal } from '../../../src/engine/core/dice/index.ts';
import {
  attackersFromRow,
  BOUNDS_WIDTH,
  ENCOUNTER_CARDS,
  ENCOUNTER_LIMITS,
  battleOdds,
  battleOddsFrom,
  deckBattleOdds,
  encounterOdds,
  encounterWounds,
  expectedHitsIfWon,
  FULL_DECK_MAKE_UP,
  hireOdds,
  marketOdds,
  meanBasePrice,
  meanMultiplier,
  meanPrice,
  offerStanding,
  replacementOdds,
  rollOff,
  rollOffOdds,
  villainsBeforePatron,
  VILLAIN_KEYS,
} from '../../../src/engine/traders/index.ts';
import { must } from './helpers.ts';

const f = (text: string) => new Fraction(text);
const FULL_CREW = { captain: { active: true }, first: { active: true }, second: { active: true }, third: { active: true } };

describe('F1: 4D6', () => {
  it('has 1296 outcomes with the listed chances', () => {
    const d = dice(4, 6);
    expect(d.total).toBe(1296n);
    expect(chanceOf(d, 14).equals(f('73/648'))).toBe(true);
    expect(chanceOf(d, 4).equals(f('1/1296'))).toBe(true);
    expect(chance(d, (v) => v >= 12 && v <= 16).equals(f('169/324'))).toBe(true);
  });
});

describe('F2: roll-offs by difference', () => {
  const table: [number, string, string, string][] = [
    [0, '85759/186624', '7553/93312', '85759/186624'],
    [1, '100865/186624', '16661/209952', '638543/1679616'],
    [2, '1041073/1679616', '31397/419904', '56995/186624'],
    [3, '129629/186624', '1579/23328', '44363/186624'],
    [4, '142261/186624', '98813/1679616', '150227/839808'],
    [5, '689581/839808', '5149/104976', '12115/93312'],
    [6, '81197/93312', '457/11664', '8459/93312'],
  ];
  it.each(table)('d = %i', (d, win, tie, winAtMinus) => {
    const o = rollOffOdds(d);
    expect(o.win.toFraction()).toBe(win);
    expect(o.tie.toFraction()).toBe(tie);
    expect(rollOffOdds(-d).win.toFraction()).toBe(winAtMinus);
    expect(o.lose.equals(rollOffOdds(-d).win)).toBe(true);
  });

  it('sums every power on a side onto one roll (a gang, helpers) and cites its rules', () => {
    const r = must(rollOff({ label: 'Two Bounty Hunters', powers: [2, 2] }, { label: 'Captain and 2nd Officer', powers: [3, 1] }));
    expect(r.difference).toBe(0);
    expect(r.win.toFraction()).toBe('85759/186624');
    const full = rollOff({ powers: [2, 2] }, { powers: [3, 1] });
    expect(full.ok && full.trace.map((t) => t.rule)).toEqual(['traders.t-2-b', 'traders.A10', 'traders.A14']);
    expect(rollOffOdds(40).win.equals(1)).toBe(true);
    expect(rollOffOdds(-40).lose.equals(1)).toBe(true);
  });

  it('refuses powers that are not whole numbers, naming the field', () => {
    const r = rollOff({ powers: [1.5] }, { powers: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.field).toBe('a.powers.0');
    const bad = rollOff({ powers: 'x' } as never, { powers: [] });
    expect(!bad.ok && bad.field).toBe('a.powers');
  });
});

describe('F3 and F4: market means', () => {
  it('gives the mean multiplier by modifier', () => {
    const expected = ['221/270', '143/162', '509/540', '1', '571/540', '181/162', '319/270'];
    expect([-3, -2, -1, 0, 1, 2, 3].map((m) => meanMultiplier(m).toFraction())).toEqual(expected);
  });

  it('gives the extreme multipliers for a Captain buying and selling', () => {
    const buy = must(marketOdds('medicine', { side: 'buy', leaderPower: 3 }));
    const sell = must(marketOdds('medicine', { side: 'sell', leaderPower: 3 }));
    expect(buy.multiplier[0]).toEqual({ tenths: 2, price: 1700, chance: f('35/1296') });
    expect(sell.multiplier[sell.multiplier.length - 1]!.tenths).toBe(18);
    expect(sell.multiplier[sell.multiplier.length - 1]!.chance.equals(f('35/1296'))).toBe(true);
    expect(buy.expectedMultiplier.toFraction()).toBe('221/270');
    expect(buy.expectedPrice.equals(f('221/270').mul(8500))).toBe(true);
    expect(buy.price.reduce((a, p) => a.add(p.chance), new Fraction(0)).equals(1)).toBe(true);
  });

  it('gives the mean base price and the mean Captain prices (F4)', () => {
    expect(meanBasePrice().div(1000).toFraction()).toBe('427/450');
    expect(meanPrice({ side: 'buy', leaderPower: 3 }).div(1000).toFraction()).toBe('94367/121500');
    expect(meanPrice({ side: 'sell', leaderPower: 3 }).div(1000).toFraction()).toBe('136213/121500');
    expect(toDecimal(meanPrice({ side: 'sell', leaderPower: 3 }).div(1000), 6)).toBe('1.121095');
  });

  it('places an offer among all rolls, ties apart', () => {
    // Clothing sold by a Captain: 4D6+3; the base price 0.55 MC comes on totals 12-16, i.e. rolls 9-13.
    const at = must(offerStanding('clothing', { side: 'sell', leaderPower: 3 }, 550));
    const d = dice(4, 6, 3);
    expect(at.same.equals(chance(d, (v) => v >= 12 && v <= 16))).toBe(true);
    expect(at.worse.equals(chance(d, (v) => v < 12))).toBe(true);
    expect(at.better.equals(chance(d, (v) => v > 16))).toBe(true);
    const buying = must(offerStanding('clothing', { side: 'buy', leaderPower: 3 }, 550));
    const db = dice(4, 6, -3);
    expect(buying.worse.equals(chance(db, (v) => v > 16))).toBe(true);
    expect(buying.better.equals(chance(db, (v) => v < 12))).toBe(true);
  });

  it('refuses unknown goods and impossible leaders', () => {
    expect(marketOdds('spice' as never, { side: 'buy', leaderPower: 3 })).toMatchObject({ ok: false, field: 'goods' });
    expect(marketOdds('foods', { side: 'steal' as never, leaderPower: 3 })).toMatchObject({ ok: false, field: 'side' });
    expect(marketOdds('foods', { side: 'buy', leaderPower: 9 })).toMatchObject({ ok: false, field: 'leaderPower', rule: 'traders.A35' });
    expect(offerStanding('foods', { side: 'buy', leaderPower: 0 }, -1)).toMatchObject({ ok: false, field: 'price' });
  });
});

describe('F5: villains before the first Patron', () => {
  it('matches the full deck exactly', () => {
    const v = must(villainsBeforePatron(FULL_DECK_MAKE_UP));
    expect(v.chances[0]!.toFraction()).toBe('2/11');
    expect(v.chances[1]!.toFraction()).toBe('12/77');
    expect(v.chances[2]!.toFraction()).toBe('51/385');
    expect(v.atLeast[5]!.toFraction()).toBe('68/209');
    expect(v.mean.toFraction()).toBe('18/5');
    expect(v.chances.reduce((a, c) => a.add(c), new Fraction(0)).equals(1)).toBe(true);
  });

  it('counts from the cards left, then the reshuffled discards', () => {
    const v = must(villainsBeforePatron({ patrons: 0, villains: 2 }, { patrons: 1, villains: 1 }));
    expect(v.chances.map((c) => c.toFraction())).toEqual(['0', '0', '1/2', '1/2']);
    expect(villainsBeforePatron({ patrons: 0, villains: 3 }, { patrons: 0, villains: 1 })).toMatchObject({ ok: false, field: 'discard.patrons' });
    expect(villainsBeforePatron({ patrons: 5, villains: 0 })).toMatchObject({ ok: false, field: 'pile.patrons' });
    expect(villainsBeforePatron({ patrons: 3, villains: 10 }, { patrons: 3, villains: 0 })).toMatchObject({ ok: false, field: 'discard' });
  });
});

describe('F6: space battles', () => {
  const rows: [boolean, boolean, string[]][] = [
    [true, true, ['0.916634841', '0.800690490', '0.613364582', '0.392223488', '0.204411586', '0.718519053']],
    [true, false, ['0.888095226', '0.746514708', '0.545278218', '0.335591993', '0.172176157', '0.672544282']],
    [false, true, ['0.849255811', '0.695488638', '0.485717219', '0.274990541', '0.123126787', '0.623348416']],
    [false, false, ['0.796454779', '0.611880290', '0.395853725', '0.209736501', '0.090215034', '0.556099942']],
  ];
  it.each(rows)('1st active %s, 2nd active %s', (firstActive, secondActive, expected) => {
    const byPower = [0, 1, 2, 3, 4].map((p) => must(battleOdds(p, { firstActive, secondActive })).win);
    const deck = must(deckBattleOdds({ firstActive, secondActive })).win;
    expect([...byPower, deck].map((x) => toDecimal(x, 9))).toEqual(expected);
    // The exact terms are long: hundreds of digits.
    expect(byPower[2]!.d.toString().length).toBeGreaterThan(200);
  });

  it('explains the deck-weighted battle as the deck\'s mix, never as one enemy power', () => {
    for (const firstActive of [true, false]) {
      const r = deckBattleOdds({ firstActive, secondActive: false, beowulfHits: 1 });
      expect(r.ok).toBe(true);
      const text = r.ok ? r.trace.map((t) => t.text).join(' ') : '';
      expect(text).not.toMatch(/enemy at power/);
      expect(text).toContain("the deck's weighted mix");
      expect(text).toContain('power 0 (8 of 20), power 1 (4 of 20), power 2 (4 of 20), power 3 (3 of 20), power 4 (1 of 20)');
      expect(r.ok && r.trace.some((t) => t.rule === (firstActive ? 'traders.t-4-d' : 'traders.t-4-d-iii'))).toBe(true);
    }
  });

  it('adds up: win + lose = 1; wins split by the hits carried out; shots at least three', () => {
    const o = must(battleOdds(2, { firstActive: true, secondActive: true, beowulfHits: 1 }));
    expect(o.win.add(o.lose).equals(1)).toBe(true);
    expect(o.winWithHits[0].add(o.winWithHits[1]).add(o.winWithHits[2]).equals(o.win)).toBe(true);
    expect(o.expectedShots.compare(3)).toBeGreaterThanOrEqual(0);
    const hits = expectedHitsIfWon(o);
    expect(hits.compare(0)).toBeGreaterThan(0);
    expect(hits.compare(2)).toBeLessThan(0);
    expect(o.states).toBeLessThan(40);
  });

  it('reads damage, counters and the next shooter from any point of a fight', () => {
    const fresh = must(battleOddsFrom({ enemyPower: 2, secondActive: false, next: 'beowulf' })).win;
    const enemyHurt = must(battleOddsFrom({ enemyPower: 2, enemyHits: 2, secondActive: false, next: 'beowulf' })).win;
    const nearRepair = must(battleOddsFrom({ enemyPower: 2, enemyHits: 2, beowulfMisses: 2, secondActive: false, next: 'beowulf' })).win;
    const beowulfHurt = must(battleOddsFrom({ enemyPower: 2, beowulfHits: 2, secondActive: false, next: 'enemy' })).win;
    expect(enemyHurt.compare(fresh)).toBeGreaterThan(0);
    expect(nearRepair.compare(enemyHurt)).toBeLessThan(0);
    expect(beowulfHurt.compare(fresh)).toBeLessThan(0);
    // The engineer only matters to a damaged Beowulf: undamaged and enemy's turn next, his counter is irrelevant.
    const a = must(battleOddsFrom({ enemyPower: 1, beowulfHits: 0, enemyMisses: 1, secondActive: true, next: 'enemy' })).win;
    const b = must(battleOddsFrom({ enemyPower: 1, beowulfHits: 0, enemyMisses: 0, secondActive: true, next: 'enemy' })).win;
    expect(a.equals(b)).toBe(true);
  });

  it('refuses positions outside the game', () => {
    expect(battleOddsFrom({ enemyPower: 5, secondActive: true, next: 'beowulf' })).toMatchObject({ ok: false, field: 'enemyPower' });
    expect(battleOddsFrom({ enemyPower: 1, beowulfHits: 3, secondActive: true, next: 'beowulf' })).toMatchObject({ ok: false, field: 'beowulfHits' });
    expect(battleOddsFrom({ enemyPower: 1, beowulfMisses: 3, secondActive: true, next: 'beowulf' })).toMatchObject({ ok: false, field: 'beowulfMisses' });
    expect(battleOddsFrom({ enemyPower: 1, secondActive: true, next: 'nobody' as never })).toMatchObject({ ok: false, field: 'next' });
    expect(battleOdds(1, { firstActive: 'yes' as never, secondActive: true })).toMatchObject({ ok: false, field: 'firstActive' });
  });
});

describe('F7: one villain against the full crew', () => {
  const rows: [string, string, string][] = [
    ['thug', '0.544923505', '0.017902132'],
    ['hunter', '0.425690697', '0.049909853'],
    ['soldier', '0.312245686', '0.113933439'],
    ['marine', '0.214708430', '0.216446487'],
  ];
  it.each(rows)('%s', (card, unhurt, lost) => {
    const r = must(encounterWounds({ attackers: [{ card: card as never, count: 1 }], crew: FULL_CREW }));
    expect(r.precision).toBe('exact');
    expect(isExact(r.unhurt) && isExact(r.lost) && isExact(r.cleared)).toBe(true);
    expect(toDecimal(r.unhurt.low, 9)).toBe(unhurt);
    expect(toDecimal(r.lost.low, 9)).toBe(lost);
    expect(r.cleared.low.add(r.lost.low).equals(1)).toBe(true);
    const w = r.wounded;
    expect(r.expectedWounds.low.equals(w.captain.low.add(w.first.low).add(w.second.low).add(w.third.low))).toBe(true);
    // The Captain is attacked first, so he is the likeliest to be hurt.
    expect(w.captain.low.compare(w.first.low)).toBeGreaterThan(0);
  });

  it('groups a row into gangs by name in order of the first card (A11)', () => {
    expect(attackersFromRow(['thug', 'hunter', 'thug', 'vagyr'])).toEqual([
      { card: 'thug', count: 2 },
      { card: 'hunter', count: 1 },
      { card: 'vagyr', count: 1 },
    ]);
  });

  it('answers for two attackers and for each reading, and a weaker crew fares worse', () => {
    const row = [{ card: 'thug' as const, count: 1 }, { card: 'hunter' as const, count: 1 }];
    const three = { captain: { active: true }, first: { active: true }, third: { active: true } };
    const lost = (r: { lost: { low: Fraction } }) => r.lost.low;
    const base = must(encounterOdds({ attackers: row, crew: three }));
    expect(base.precision).toBe('exact');
    expect(base.cleared.low.add(base.lost.low).equals(1)).toBe(true);
    const alternation = must(encounterOdds({ attackers: row, crew: three, readings: { targetOrder: 'alternation' } }));
    expect(lost(alternation).equals(lost(base))).toBe(false);
    const noMedic = must(encounterOdds({ attackers: row, crew: { ...three, third: { active: false } } }));
    expect(lost(noMedic).compare(lost(base))).toBeGreaterThan(0);
    const nextBelow = must(encounterOdds({ attackers: row, crew: three, readings: { retaliator: 'next-below' } }));
    expect(lost(nextBelow).equals(lost(base))).toBe(false);
    const gang = [{ card: 'hunter' as const, count: 2 }];
    const combined = must(encounterOdds({ attackers: gang, crew: FULL_CREW }));
    const perCard = must(encounterOdds({ attackers: gang, crew: FULL_CREW, readings: { gangRetaliation: 'per-card' } }));
    expect(lost(combined).equals(lost(perCard))).toBe(false);
  });

  it('refuses bad rows with the field', () => {
    expect(encounterOdds({ attackers: [{ card: 'patron' as never, count: 1 }], crew: FULL_CREW })).toMatchObject({ ok: false, field: 'attackers.0.card' });
    expect(encounterOdds({ attackers: [{ card: 'marine', count: 2 }], crew: FULL_CREW })).toMatchObject({ ok: false, field: 'attackers.0.count' });
    expect(encounterOdds({ attackers: [{ card: 'thug', count: 1 }, { card: 'thug', count: 1 }], crew: FULL_CREW })).toMatchObject({ ok: false, field: 'attackers.1.card', rule: 'traders.A11' });
    expect(encounterOdds({ attackers: Array.from({ length: 8 }, () => ({ card: 'thug' as const, count: 1 })), crew: FULL_CREW })).toMatchObject({ ok: false, field: 'attackers' });
    expect(encounterOdds({ attackers: [{ card: 'thug', count: 1 }], crew: { captain: { active: false } } })).toMatchObject({ ok: false, field: 'crew', rule: 'traders.t-2-d-iii' });
    expect(encounterOdds({ attackers: [{ card: 'thug', count: 1 }], crew: { bosun: { active: true } } as never })).toMatchObject({ ok: false, field: 'crew.bosun' });
    expect(encounterOdds(null as never)).toMatchObject({ ok: false });
  });
});

describe('planetfall odds for any row a search can draw', () => {
  /** All 18 villain cards of the deck, in deck-list order: the longest row a search can draw. */
  const LONGEST = attackersFromRow(VILLAIN_KEYS.flatMap((k) => Array.from({ length: ENCOUNTER_CARDS[k].copies }, () => k)));
  const inBounds = (b: { low: Fraction; high: Fraction }) => b.low.compare(b.high) <= 0 && b.high.sub(b.low).compare(BOUNDS_WIDTH) <= 0;

  it('takes every villain card of the deck in one row', () => {
    expect(LONGEST.reduce((n, a) => n + a.count, 0)).toBe(ENCOUNTER_LIMITS.cards);
    expect(LONGEST.length).toBe(ENCOUNTER_LIMITS.attackers);
    expect(ENCOUNTER_LIMITS).toEqual({ cards: 18, attackers: 7 });
  });

  const readings = [
    {},
    { targetOrder: 'alternation' as const },
    { retaliator: 'next-below' as const },
    { gangRetaliation: 'per-card' as const, targetOrder: 'alternation' as const },
  ];
  it.each(readings.map((r) => [JSON.stringify(r), r] as const))('the longest row, readings %s: bounds at most 1e-9 apart, and labelled so', (_, r) => {
    const o = must(encounterWounds({ attackers: LONGEST, crew: FULL_CREW, readings: r }));
    expect(o.precision).toBe('bounds');
    for (const b of [o.cleared, o.unhurt, o.lost, o.wounded.captain, o.wounded.third, o.expectedAttacks]) expect(inBounds(b)).toBe(true);
    // The outcomes bracket 1 between them, and eighteen villains nearly always beat the crew.
    expect(o.cleared.low.add(o.lost.low).compare(1)).toBeLessThanOrEqual(0);
    expect(o.cleared.high.add(o.lost.high).compare(1)).toBeGreaterThanOrEqual(0);
    expect(o.lost.low.compare(new Fraction(99, 100))).toBeGreaterThan(0);
  });

  it('gives exact odds for a small row and bounds for a big one, each saying which in its steps', () => {
    const small = encounterOdds({ attackers: [{ card: 'thug', count: 4 }], crew: FULL_CREW });
    expect(small.ok && small.value.precision).toBe('exact');
    const big = encounterOdds({ attackers: [{ card: 'thug', count: 1 }, { card: 'hunter', count: 1 }, { card: 'marine', count: 1 }], crew: FULL_CREW });
    expect(big.ok && big.value.precision).toBe('bounds');
    expect(big.ok && big.trace.some((t) => /bounds/.test(t.text))).toBe(true);
    expect(small.ok && small.trace.some((t) => /bounds/.test(t.text))).toBe(false);
  });
});

describe('F8: replacement quality by bonus', () => {
  const rows: [number, string, string, string][] = [
    [0, '1/3', '1/2', '1/6'],
    [1, '1/6', '1/2', '1/3'],
    [2, '0', '1/2', '1/2'],
    [3, '0', '1/3', '2/3'],
  ];
  it.each(rows)('bonus %i', (bonus, minus, same, plus) => {
    const r = must(replacementOdds(bonus));
    expect([r.minus, r.same, r.plus].map((x) => x.toFraction())).toEqual([minus, same, plus]);
  });

  it('takes the bonus from the leader when he outranks the post', () => {
    expect(must(hireOdds('captain', 3, 'third')).bonus).toBe(3);
    expect(must(hireOdds('second', 1, 'first')).bonus).toBe(0);
    expect(hireOdds('captain', 3, 'cook' as never)).toMatchObject({ ok: false, field: 'sought' });
    expect(replacementOdds(-1)).toMatchObject({ ok: false, field: 'bonus' });
  });
});
