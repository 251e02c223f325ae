/** Every way the game refuses an event: the rule that forbids it, the field to blame, and an unchanged state. */
import { describe, expect, it } from 'vitest';
import { setupGame, transition, type GameEvent } from '../../../src/engine/traders/index.ts';
import { draw, edit, expectRefused, flyAndWin, play, roll, start, toFirstOffer } from './helpers.ts';

const gang = () => play(start(), draw('hunter'), draw('hunter'), draw('patron'));
const lone = () => play(start(), draw('thug'), draw('patron'));
const port = () =>
  edit(play(toFirstOffer(7, 14), { type: 'accept' }), (c) => {
    c.turn = 2;
    c.money = 1000;
    c.repairsHere = true;
    c.beowulfHits = 1;
    c.at = { kind: 'port', hires: true };
  });

describe('set-up refusals', () => {
  it.each([
    [null, 'input'],
    [{ seed: -1 }, 'seed'],
    [{ seed: 1.5 }, 'seed'],
    [{ seed: 2 ** 32 }, 'seed'],
    [{ seed: 1, mode: 'online' }, 'mode'],
    [{ seed: 1, readings: { route: 'backwards' } }, 'readings.route'],
    [{ seed: 1, readings: { teleport: true } }, 'readings.teleport'],
  ])('%j is refused on %s', (input, field) => {
    const r = setupGame(input as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.field).toBe(field);
  });
});

describe('events the current step does not take', () => {
  it('names the rule of the step and the field "type"', () => {
    expectRefused(lone(), { type: 'accept' }, 'traders.t-2-b', 'type');
    expectRefused(toFirstOffer(), { type: 'take-off' }, 'traders.t-3', 'type');
    expectRefused(start(), { type: 'defend' }, 'traders.t-1', 'type');
    expectRefused(start(), { type: 'teleport' } as never, 'traders.t-0-turn', 'type');
    expectRefused(start(), 'roll' as never, 'traders.t-0-turn', 'type');
  });

  it('refuses anything once the game is over, citing how it ended', () => {
    const over = edit(lone(), (c) => {
      c.crew[0]!.status = 'recuperating';
      c.crew[3]!.status = 'dead';
      c.at = { kind: 'defend', target: 'first' };
    });
    const lost = play(over, { type: 'defend' }, roll(20), roll(4));
    expectRefused(lost, { type: 'roll', total: 10 }, 'traders.t-2-c-iii', 'type');
  });

  it('leaves the state untouched', () => {
    const s = lone();
    const before = JSON.stringify(s);
    transition(s, { type: 'defend', helpers: ['first'] });
    transition(s, { type: 'accept' });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('helpers (t-2-gang, A12)', () => {
  it.each<[GameEvent, string, string]>([
    [{ type: 'defend', helpers: ['first'] }, 'traders.t-2-gang', 'helpers'],
    [{ type: 'defend', helpers: 'first' as never }, 'traders.A12', 'helpers'],
    [{ type: 'defend', helpers: ['bosun' as never] }, 'traders.A12', 'helpers.0'],
    [{ type: 'defend', helpers: ['captain'] }, 'traders.A12', 'helpers.0'],
  ])('a lone villain: %j', (e, rule, field) => expectRefused(lone(), e, rule, field));

  it('a gang of two allows one helper, active, not twice', () => {
    expectRefused(gang(), { type: 'defend', helpers: ['first', 'second'] }, 'traders.t-2-gang', 'helpers');
    expectRefused(gang(), { type: 'defend', helpers: ['first', 'first'] }, 'traders.A12', 'helpers.1');
    const hurt = edit(gang(), (c) => (c.crew[1]!.status = 'recuperating'));
    expectRefused(hurt, { type: 'defend', helpers: ['first'] }, 'traders.t-2-d-i', 'helpers.0');
  });
});

describe('striking back (t-2-d, A13, A15)', () => {
  const wounded = () => play(lone(), { type: 'defend' }, roll(20), roll(4));
  const held = () => play(gang(), { type: 'defend', helpers: ['first'] }, roll(4), roll(20));

  it('the retaliator is the one the reading names', () => {
    expectRefused(wounded(), { type: 'retaliate', by: 'second' }, 'traders.A15', 'by');
    expectRefused(play(lone(), { type: 'defend' }, roll(4), roll(20)), { type: 'retaliate', by: 'first' }, 'traders.t-2-d', 'by');
  });

  it('an active target strikes back with his own defenders only', () => {
    expectRefused(held(), { type: 'retaliate', helpers: ['second'] }, 'traders.A13', 'helpers');
    expect(transition(held(), { type: 'retaliate', helpers: ['first'] }).ok).toBe(true);
  });

  it('card by card, the lead strikes alone', () => {
    const s = play(play(start({ readings: { gangRetaliation: 'per-card' } }), draw('hunter'), draw('hunter'), draw('patron')), { type: 'defend' }, roll(4), roll(20));
    expectRefused(s, { type: 'retaliate', helpers: ['first'] }, 'traders.A13', 'helpers');
  });
});

describe('care (t-2-c-i, A18)', () => {
  const asked = () =>
    play(
      edit(lone(), (c) => {
        c.crew[3]!.status = 'dead';
        c.firstPurchaseMade = true;
        c.money = 100;
      }),
      { type: 'defend' },
      roll(20),
      roll(4),
    );
  it('needs a yes or no, and the money', () => {
    expectRefused(asked(), { type: 'care', pay: 'yes' } as never, 'traders.A18', 'pay');
    expectRefused(edit(asked(), (c) => (c.money = 50)), { type: 'care', pay: true }, 'traders.t-2-c-ii', 'pay');
  });
});

describe('offers (t-3-b, A23, A25, A26)', () => {
  it('a purchase dearer than the money on hand', () => {
    const s = edit(toFirstOffer(), (c) => {
      c.firstPurchaseMade = true;
      c.turn = 2;
      c.money = 10;
    });
    expectRefused(s, { type: 'accept' }, 'traders.t-3-b', 'type');
  });

  it('refusing the first offer under the forced reading; flying empty without the house rule or on the first turn', () => {
    expectRefused(toFirstOffer(), { type: 'refuse' }, 'traders.A23', 'type');
    expectRefused(toFirstOffer(7, 14, { emptyFlights: true }), { type: 'fly-empty' }, 'traders.t-3-c', 'type');
    const later = edit(toFirstOffer(), (c) => {
      c.firstPurchaseMade = true;
      c.turn = 2;
    });
    expectRefused(later, { type: 'fly-empty' }, 'traders.A26', 'type');
  });

  it('a second refusal to sell that cannot be paid', () => {
    const atSale = play(flyAndWin(play(toFirstOffer(), { type: 'accept' })), draw('patron'), roll(12), { type: 'refuse' }, draw('patron'), roll(12));
    expect(atSale.money).toBe(0);
    expectRefused(atSale, { type: 'refuse' }, 'traders.A25', 'type');
  });
});

describe('the port (t-3-d, t-4-f-ii, A32, A34)', () => {
  it('no hiring at the first purchase, nor for a post that is filled or has nobody to replace', () => {
    const first = play(toFirstOffer(), { type: 'accept' });
    expectRefused(first, { type: 'hire', rank: 'third' }, 'traders.t-3-d', 'type');
    expectRefused(port(), { type: 'hire', rank: 'captain' }, 'traders.t-3-d', 'rank');
    expectRefused(port(), { type: 'hire', rank: 'purser' } as never, 'traders.t-3-d-ii', 'rank');
    const gone = edit(port(), (c) => (c.crew[0]!.status = 'dead'));
    expectRefused(edit(gone, (c) => (c.money = 299)), { type: 'hire', rank: 'captain' }, 'traders.t-3-d-ii', 'rank');
    const here = edit(port(), (c) => Object.assign(c.crew[3]!, { status: 'care', careAt: 'Regina' }));
    expectRefused(here, { type: 'hire', rank: 'third' }, 'traders.A34', 'rank');
  });

  it('repairs: whole hits carried, paid, at a world reached by battle', () => {
    expectRefused(port(), { type: 'repair', hits: 2 }, 'traders.A32', 'hits');
    expectRefused(port(), { type: 'repair', hits: 0 }, 'traders.A32', 'hits');
    expectRefused(edit(port(), (c) => (c.money = 99)), { type: 'repair', hits: 1 }, 'traders.t-4-f-ii', 'hits');
    expectRefused(edit(port(), (c) => (c.repairsHere = false)), { type: 'repair', hits: 1 }, 'traders.t-4-f-ii', 'type');
  });

  it('keeping one of two officers names one of them', () => {
    const s = edit(play(toFirstOffer(), { type: 'accept' }), (c) => {
      Object.assign(c.crew[2]!, { status: 'care', careAt: 'Helfry' });
      c.crew.push({ id: 'second-2', rank: 'second', power: 2, replacement: true, status: 'active' });
    });
    expectRefused(flyAndWin(s), { type: 'keep', officer: 'captain' }, 'traders.t-3-d-v', 'officer');
  });
});

describe('table mode: entered dice and cards are checked', () => {
  it('a total must be possible for the dice asked', () => {
    const s = play(lone(), { type: 'defend' });
    expectRefused(s, { type: 'roll', total: 3 }, 'traders.t-2-b', 'total');
    expectRefused(s, { type: 'roll', total: 25 }, 'traders.t-2-b', 'total');
    expectRefused(s, { type: 'roll', total: 10.5 }, 'traders.t-2-b', 'total');
    expectRefused(s, { type: 'roll', total: '10' } as never, 'traders.t-2-b', 'total');
    const goods = play(start(), draw('patron'));
    expectRefused(goods, { type: 'roll', total: 13 }, 'traders.t-3', 'total');
    expectRefused(goods, { type: 'roll', total: 1 }, 'traders.t-3', 'total');
    const hire = play(edit(port(), (c) => (c.crew[0]!.status = 'dead')), { type: 'hire', rank: 'captain' });
    expectRefused(hire, { type: 'roll', total: 7 }, 'traders.t-3-d-iii', 'total');
    expect(transition(hire, { type: 'roll', total: 6 }).ok).toBe(true);
  });

  it('a card must still be in its draw pile, and of the right deck', () => {
    const s = play(start(), draw('marine'));
    expectRefused(s, draw('marine'), 'traders.t-2-e', 'card');
    expectRefused(s, draw('cutter'), 'traders.t-0-deck-encounter', 'card');
    expectRefused(s, draw('joker'), 'traders.t-0-deck-encounter', 'card');
    const flying = play(play(toFirstOffer(), { type: 'accept' }), { type: 'take-off' });
    expectRefused(flying, draw('patron'), 'traders.t-0-deck-starship', 'card');
    expectRefused(flying, { type: 'roll', total: 12 }, 'traders.t-4-c', 'type');
  });

  it('digital play refuses entered dice and cards', () => {
    const s = setupGame({ seed: 5 });
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    const r = transition(s.value, { type: 'roll', total: 10 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.field).toBe('type');
  });
});
