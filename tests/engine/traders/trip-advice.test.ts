/** The advice for the next jump: where the ship lands (A05), the chance of getting there, what the sale is worth. */
import { describe, expect, it } from 'vitest';
import { Fraction, ZERO } from '../../../src/engine/core/dice/index.ts';
import { deckBattleOdds, GOODS, GOODS_KEYS, landingFrom, marketOdds, tripAdvice, worldAt, type TripQuestion } from '../../../src/engine/traders/index.ts';
import { must } from './helpers.ts';

const Q: TripQuestion = { stop: 0, goods: 'synthetics', leader: 3, first: true, second: true, beowulfHits: 0, paid: 1600 };

describe('tripAdvice', () => {
  it('flies past a world where the lot cannot be sold (A05), the same way the game does', () => {
    const a = must(tripAdvice(Q));
    expect(GOODS.synthetics.noSaleAt).toBe(worldAt(1));
    expect(a.lot).toMatchObject({ passing: worldAt(1), landsAt: 2, lands: worldAt(2), battles: 2 });
    for (const l of a.lots) {
      const expected = landingFrom(0, GOODS[l.goods].noSaleAt);
      expect([l.landsAt, l.passing]).toEqual([expected.to, expected.passing]);
    }
    expect(a.route.filter((s) => s.landing).map((s) => s.stop)).toEqual([2]);
    expect(a.route[0]).toMatchObject({ stop: 1, passed: true, noSale: true });
    expect(a.lots.map((l) => l.goods)).toEqual([...GOODS_KEYS]);
  });

  it('one battle is the deck-weighted win; two in a row carry the damage over and are less likely', () => {
    const a = must(tripAdvice(Q));
    const deck = must(deckBattleOdds({ firstActive: true, secondActive: true, beowulfHits: 0 }));
    const one = a.lots.find((l) => l.battles === 1)!;
    expect(one.arrive.equals(deck.win)).toBe(true);
    expect(a.lot.arrive.compare(deck.win)).toBeLessThan(0);
    expect(a.lot.arrive.compare(deck.win.mul(deck.win))).not.toBe(0);
    expect(a.lot.arrive.compare(ZERO)).toBeGreaterThan(0);
  });

  it('the worth is the expected sale times the chance of arriving, and the price paid is compared with the first offer', () => {
    const a = must(tripAdvice(Q));
    const m = must(marketOdds('synthetics', { side: 'sell', leaderPower: 3 }));
    expect(a.lot.expectedPrice.equals(m.expectedPrice)).toBe(true);
    // The chance is taken to 15 decimals for the worth: off by far less than the thousandth of an MC it is shown to.
    expect(a.lot.worth.sub(m.expectedPrice.mul(a.lot.arrive)).abs().compare(new Fraction(1, 1_000_000_000))).toBeLessThan(0);
    expect(a.covers).not.toBeNull();
    expect(must(tripAdvice({ ...Q, paid: null })).covers).toBeNull();
  });

  it('refuses a question it cannot read, naming the field and its rule', () => {
    expect(tripAdvice({ ...Q, stop: 12 })).toMatchObject({ ok: false, field: 'stop', rule: 'traders.t-4-route' });
    expect(tripAdvice({ ...Q, goods: 'gold' })).toMatchObject({ ok: false, field: 'goods' });
    expect(tripAdvice({ ...Q, paid: 15301 })).toMatchObject({ ok: false, field: 'paid', rule: 'traders.t-3-market' });
    expect(tripAdvice(null)).toMatchObject({ ok: false, field: 'trip' });
  });
});
