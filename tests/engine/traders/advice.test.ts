/** Odds beside each decision, read from the game state: what they compare, and only where the rules leave a choice. */
import { describe, expect, it } from 'vitest';
import { exactly, Fraction, type Bounds } from '../../../src/engine/core/dice/index.ts';
import {
  BOUNDS_WIDTH,
  decisionOdds,
  deckBattleOdds,
  legalMoves,
  moveAdvice,
  newPatronOdds,
  offerStanding,
  pendingOf,
  rollOffOdds,
  villainsBeforePatron,
  type GameState,
  type OddsLine,
} from '../../../src/engine/traders/index.ts';
import { draw, edit, must, play, roll, start, toFirstOffer } from './helpers.ts';

const is = (b: Bounds, f: Fraction) => b.low.equals(f) && b.high.equals(f);
const labels = (lines: readonly OddsLine[]) => lines.map((l) => l.label).join(' | ');
/** A buy offer after the first purchase: a later turn with `money` on hand. */
const laterOffer = (goods: number, market: number, money: number): GameState =>
  edit(toFirstOffer(goods, market), (c) => {
    c.firstPurchaseMade = true;
    c.turn = 2;
    c.money = money;
  });

describe('odds beside every decision', () => {
  it('gives the chance of each defence wounding the target', () => {
    const s = play(start(), draw('hunter'), draw('hunter'), draw('patron'));
    const lines = must(decisionOdds(s)).lines;
    expect(is(lines[0]!.chance, rollOffOdds(4 - 3).win)).toBe(true);
    expect(is(lines[1]!.chance, rollOffOdds(4 - 5).win)).toBe(true);
    expect(lines[1]!.label).toContain('1st Officer');
  });

  it('gives the chance of striking back for the retaliator the reading names', () => {
    const s = play(start(), draw('thug'), draw('patron'), { type: 'defend' }, roll(20), roll(4));
    const lines = must(decisionOdds(s)).lines;
    expect(lines[0]!.label).toContain('1st Officer');
    expect(is(lines[0]!.chance, rollOffOdds(2 - 1).win)).toBe(true);
  });

  it('gives the coming battle with the actual crew and damage at the port, as the deck\'s mix', () => {
    const s = edit(play(toFirstOffer(), { type: 'accept' }), (c) => {
      c.beowulfHits = 1;
      c.crew[1]!.status = 'recuperating';
    });
    const lines = must(decisionOdds(s)).lines;
    expect(is(lines[0]!.chance, must(deckBattleOdds({ firstActive: false, secondActive: true, beowulfHits: 1 })).win)).toBe(true);
    expect(lines[0]!.label).toContain("the Starship deck's mix");
  });

  it('counts the villains still ahead from the cards not yet seen', () => {
    const s = play(start(), draw('thug'), draw('hunter'));
    const lines = must(decisionOdds(s)).lines;
    const expected = must(villainsBeforePatron({ patrons: 4, villains: 16 })).chances[0]!;
    expect(is(lines[0]!.chance, expected)).toBe(true);
  });
});

describe('how the whole encounter ends, for any row', () => {
  it('beside the first attack of a long row: the crew clears it or the game is lost, between proven bounds', () => {
    const row = ['thug', 'hunter', 'vagyr', 'soldier', 'mercenary', 'marine', 'zodani', 'thug', 'hunter'];
    const s = play(start(), ...row.map(draw), draw('patron'));
    expect(s.at.kind).toBe('defend');
    const general = must(moveAdvice(s)).general;
    const cleared = general.find((l) => l.label.startsWith('the crew beats every villain'));
    const lost = general.find((l) => l.label.startsWith('the game is lost in this encounter'));
    expect(cleared && lost).toBeTruthy();
    expect(cleared!.chance.low.equals(cleared!.chance.high)).toBe(false);
    expect(cleared!.chance.high.sub(cleared!.chance.low).compare(BOUNDS_WIDTH)).toBeLessThanOrEqual(0);
    expect(lost!.chance.low.compare(new Fraction(1, 2))).toBeGreaterThan(0);
  });

  it('is exact for a single villain', () => {
    const s = play(start(), draw('thug'), draw('patron'));
    const cleared = must(decisionOdds(s)).lines.find((l) => l.label.startsWith('the crew beats every villain'))!;
    expect(cleared.chance.low.equals(cleared.chance.high)).toBe(true);
    expect(cleared.chance.low.toFraction()).not.toBe('0');
  });
});

describe('an offer: the choices that exist, and comparisons only where there is a choice', () => {
  it('the forced first purchase: "Buy the lot." with the reason (our reading A23) and no comparison at all', () => {
    const s = toFirstOffer(7, 14);
    const p = pendingOf(s);
    expect(p.kind === 'decision' && p.prompt).toBe('Buy the lot.');
    expect(p.kind === 'decision' && p.reason).toMatchObject({ rule: 'traders.A23' });
    expect(legalMoves(s).map((m) => m.event.type)).toEqual(['accept']);
    expect(must(decisionOdds(s)).lines).toEqual([]);
    const advice = must(moveAdvice(s));
    expect(advice.moves.flatMap((m) => m.lines)).toEqual([]);
    expect(advice.general).toEqual([]);
  });

  it('a free first offer (the other reading of A23): both choices, looking again weighed over new goods and a new price', () => {
    const s = toFirstOffer(12, 20, { firstOffer: 'free' });
    const p = pendingOf(s);
    expect(p.kind === 'decision' && p.prompt).toBe('Buy the lot or look for another Patron.');
    expect(p.kind === 'decision' && p.reason).toBeNull();
    const advice = must(moveAdvice(s));
    const look = advice.moves.find((m) => m.event.type === 'refuse')!;
    const np = must(newPatronOdds({ leaderPower: 3, money: null, offer: { goods: s.offer!.goods, price: s.offer!.price } }));
    const better = look.lines.find((l) => l.label.includes('new goods, new price'))!;
    expect(is(better.chance, np.better)).toBe(true);
    // Not the chance of a better price for the same goods, which is what a fresh price roll alone would give.
    const sameGoods = must(offerStanding(s.offer!.goods, { side: 'buy', leaderPower: 3 }, s.offer!.price));
    expect(is(better.chance, sameGoods.better)).toBe(false);
    expect(labels(look.lines)).toMatch(/then no villain before the next Patron/);
    const buy = advice.moves.find((m) => m.event.type === 'accept')!;
    expect(is(buy.lines[0]!.chance, np.worse)).toBe(true);
    expect(labels(advice.moves.flatMap((m) => m.lines))).not.toMatch(/fresh roll/);
  });

  it('a lot too dear: "Look for another Patron." with the reason beside it, and the odds of an affordable lot next', () => {
    const s = laterOffer(12, 14, 500);
    const p = pendingOf(s);
    expect(p.kind === 'decision' && p.prompt).toBe('Look for another Patron.');
    expect(p.kind === 'decision' && p.reason).toMatchObject({ rule: 'traders.t-3-b' });
    expect(p.kind === 'decision' && p.reason?.text).toContain('asks 7.65 MC and the crew has 0.5 MC');
    const advice = must(moveAdvice(s));
    expect(advice.moves.map((m) => m.event.type)).toEqual(['refuse']);
    const lines = advice.moves[0]!.lines;
    const np = must(newPatronOdds({ leaderPower: 3, money: 500, offer: { goods: 'medicine', price: s.offer!.price } }));
    expect(is(lines.find((l) => l.label.includes('can afford'))!.chance, np.affordable)).toBe(true);
    // With nothing to buy here, there is nothing to weigh the new lot against.
    expect(labels(lines)).not.toMatch(/more profit/);
  });

  it('a later purchase with both choices: both comparisons, each saying what it compares', () => {
    const s = laterOffer(7, 14, 5000);
    const p = pendingOf(s);
    expect(p.kind === 'decision' && p.prompt).toBe('Buy the lot or look for another Patron.');
    const advice = must(moveAdvice(s));
    expect(labels(advice.moves[0]!.lines)).toMatch(/this lot promises more profit than a new Patron's \(new goods, new price\)/);
    expect(labels(advice.moves[1]!.lines)).toMatch(/can afford/);
    expect(labels(advice.moves[1]!.lines)).toMatch(/affordable and promises more profit/);
  });

  it('selling: the same cargo at a new price, said so; a refusal the crew cannot pay for leaves "Take the offer."', () => {
    let s = laterOffer(7, 14, 5000);
    s = edit(s, (c) => {
      c.offer = { side: 'sell', goods: 'foods', roll: 14, modifier: 3, tenths: 11, price: 77 };
      c.cargo = { goods: 'foods', paid: 70, noSaleAt: 'Efate', boughtAt: 0 };
      c.phase = 7;
    });
    expect(pendingOf(s)).toMatchObject({ prompt: 'Take the offer or look for another buyer.', reason: null });
    const advice = must(moveAdvice(s));
    expect(labels(advice.moves[0]!.lines)).toContain('a new buyer would offer less for the Foods');
    expect(labels(advice.moves[1]!.lines)).toContain('a new buyer would offer more for the Foods');
    const broke = edit(s, (c) => {
      c.refusals = 1;
      c.money = 50;
    });
    expect(pendingOf(broke)).toMatchObject({ prompt: 'Take the offer.', reason: { rule: 'traders.A25' } });
    expect(must(moveAdvice(broke)).moves.flatMap((m) => m.lines)).toEqual([]);
  });
});

describe('a new Patron over both rolls', () => {
  it('adds up, and with no money limit every lot is affordable', () => {
    const free = must(newPatronOdds({ leaderPower: 3, money: null, offer: { goods: 'foods', price: 70 } }));
    expect(free.affordable.equals(1)).toBe(true);
    expect(free.better.add(free.same).add(free.worse).equals(1)).toBe(true);
    const tight = must(newPatronOdds({ leaderPower: 3, money: 100, offer: { goods: 'foods', price: 70 } }));
    expect(tight.affordable.compare(1)).toBeLessThan(0);
    expect(tight.better.compare(tight.affordable)).toBeLessThanOrEqual(0);
    expect(tight.better.compare(free.better)).toBeLessThan(0);
    // Medicine at a low price is hard to beat; Foods at the base price is easy to beat.
    const medicine = must(newPatronOdds({ leaderPower: 3, money: null, offer: { goods: 'medicine', price: 4250 } }));
    expect(medicine.better.compare(free.better)).toBeLessThan(0);
    expect(newPatronOdds({ leaderPower: 3, money: null, offer: { goods: 'spice' as never, price: 1 } })).toMatchObject({ ok: false, field: 'offer.goods' });
    expect(newPatronOdds({ leaderPower: 3, money: -1, offer: { goods: 'foods', price: 1 } })).toMatchObject({ ok: false, field: 'money' });
    expect(exactly(free.affordable).low.equals(1)).toBe(true);
  });
});
