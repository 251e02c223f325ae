/**
 * A game played at the table with chosen dice and cards, phase by phase:
 * each rule path the engine takes is checked against its log and state.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, pendingOf, setupGame, transition } from '../../../src/engine/traders/index.ts';
import { draw, edit, flyAndWin, lastMoveLog, legalTypes, play, roll, rolls, rulesLogged, start, toFirstOffer } from './helpers.ts';

describe('set-up', () => {
  it('starts at Regina with the crew active, no money, and waits for the first card', () => {
    const s = start();
    expect(s.stop).toBe(0);
    expect(s.money).toBe(0);
    expect(s.crew.map((o) => [o.rank, o.power, o.status])).toEqual([
      ['captain', 3, 'active'],
      ['first', 2, 'active'],
      ['second', 1, 'active'],
      ['third', 0, 'active'],
    ]);
    expect(s.encounterDeck.draw).toHaveLength(22);
    expect(pendingOf(s)).toMatchObject({ kind: 'enter', request: { kind: 'card', deck: 'encounter' }, rule: 'traders.t-1' });
    expect(rulesLogged(s)).toEqual(expect.arrayContaining(['traders.t-0-setup', 'traders.A27', 'traders.t-1']));
  });

  it('in digital play shuffles by the seed and runs on to the first decision', () => {
    const a = setupGame({ seed: 42 });
    const b = setupGame({ seed: 42 });
    const c = setupGame({ seed: 43 });
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(a.value).toEqual(b.value);
    expect(a.value.encounterDeck).not.toEqual(c.value.encounterDeck);
    expect(pendingOf(a.value).kind).toBe('decision');
  });
});

describe('phases 1-3 on the first turn', () => {
  it('skips the fight when the Patron comes first and sets the stake to the first offer (t-3-c)', () => {
    const s = toFirstOffer(7, 14);
    // 4D6 14 - 3 (Captain) = 11: 9 tenths of Foods at 0.07 MC.
    expect(s.offer).toMatchObject({ side: 'buy', goods: 'foods', roll: 14, modifier: -3, tenths: 9, price: 63 });
    expect(rulesLogged(s)).toEqual(expect.arrayContaining(['traders.t-2', 'traders.t-3-merchandise', 'traders.t-3-a']));
    expect(legalTypes(s)).toEqual(['accept']);
    const bought = play(s, { type: 'accept' });
    expect(bought.money).toBe(0);
    expect(bought.cargo).toEqual({ goods: 'foods', paid: 63, noSaleAt: 'Efate', boughtAt: 0 });
    expect(bought.encounterDeck.discard).toEqual(['patron']);
    expect(bought.at).toEqual({ kind: 'port', hires: false });
    expect(legalTypes(bought)).toEqual(['take-off']);
  });

  it('flies to Helfry, fights one ship and sells there; the next turn starts on the same world', () => {
    const s = flyAndWin(play(toFirstOffer(7, 14), { type: 'accept' }));
    expect(s.stop).toBe(1);
    expect(s.repairsHere).toBe(true);
    expect(s.phase).toBe(5);
    expect(rulesLogged(s)).toEqual(expect.arrayContaining(['traders.t-4-a', 'traders.t-4-b', 'traders.t-4-c', 'traders.t-4-d', 'traders.t-4-d-i', 'traders.t-4-e-iii', 'traders.t-4-route']));
    const offer = play(s, draw('patron'), roll(12));
    expect(offer.offer).toMatchObject({ side: 'sell', roll: 12, modifier: 3, tenths: 10, price: 70 });
    const sold = play(offer, { type: 'accept' });
    expect(sold.money).toBe(70);
    expect(sold.sales).toBe(1);
    expect(sold.turn).toBe(2);
    expect(sold.phase).toBe(1);
    expect(sold.stop).toBe(1);
    expect(rulesLogged(sold)).toContain('traders.t-7-next');
  });

  it('flies past the no-sale world with two battles (A05) and lands two stops on', () => {
    const s = play(toFirstOffer(10, 14), { type: 'accept' });
    expect(s.cargo?.noSaleAt).toBe('Helfry');
    const first = flyAndWin(s);
    expect(first.battle).toBeNull();
    expect(first.at.kind).toBe('enemy-draw');
    expect(rulesLogged(first)).toContain('traders.A05');
    const landed = play(first, draw('scout'), ...rolls(20, 4, 4, 20, 20, 4, 4, 20, 20, 4));
    expect(landed.stop).toBe(2);
    expect(landed.furthestStop).toBe(2);
  });
});

describe('phase 2: a planetfall encounter', () => {
  const fight = (readings = {}) => play(start({ readings }), draw('thug'), draw('patron'));

  it('sends the first attack at the Captain and wounds on a strictly higher total (t-2-a, t-2-b, A14)', () => {
    const s = fight();
    expect(s.at).toEqual({ kind: 'defend', target: 'captain' });
    expect(legalMoves(s).map((m) => m.event)).toEqual([{ type: 'defend', helpers: [] }]);
    const tie = play(s, { type: 'defend' }, roll(10), roll(8));
    // 10 + 1 against 8 + 3: a tie does nothing.
    expect(tie.crew[0]!.status).toBe('active');
    expect(rulesLogged(tie)).toContain('traders.A14');
    expect(tie.at).toEqual({ kind: 'retaliate', target: 'captain', helpers: [] });
  });

  it('first aid by the 3rd Officer, then the highest active officer strikes back (t-2-c, A15)', () => {
    const s = play(fight(), { type: 'defend' }, roll(20), roll(4));
    expect(s.crew[0]!.status).toBe('recuperating');
    expect(rulesLogged(s)).toContain('traders.t-2-c');
    expect(legalMoves(s).map((m) => m.event)).toEqual([{ type: 'retaliate', helpers: [], by: 'first' }, { type: 'hold-back' }]);
    const after = play(s, { type: 'retaliate' }, roll(15), roll(10));
    expect(after.encounterDeck.discard).toEqual(['thug']);
    expect(after.encounterDeck.row).toEqual(['patron']);
    expect(after.at.kind).toBe('goods-roll');
  });

  it('next-below reading: the officer below the wounded one strikes back', () => {
    const s = play(fight({ retaliator: 'next-below' }), { type: 'defend' }, roll(20), roll(4));
    expect(legalMoves(s)[0]!.event).toEqual({ type: 'retaliate', helpers: [], by: 'first' });
    // Wound the 1st Officer next: the 2nd strikes back under next-below, the Captain is recuperating.
    const second = play(s, { type: 'hold-back' }, { type: 'defend' }, roll(20), roll(4));
    expect(second.crew[1]!.status).toBe('recuperating');
    expect(legalMoves(second)[0]!.event).toEqual({ type: 'retaliate', helpers: [], by: 'second' });
  });

  it('rotation carries on round after round; alternation swings back to the Captain (A07, A08)', () => {
    const hold = (s: ReturnType<typeof fight>) => play(s, { type: 'defend' }, roll(4), roll(24), { type: 'hold-back' });
    let r = fight();
    const rotation: string[] = [];
    for (let i = 0; i < 5; i++) {
      rotation.push((r.at as { target: string }).target);
      r = hold(r);
    }
    expect(rotation).toEqual(['captain', 'first', 'second', 'third', 'captain']);
    expect(r.encounter?.round).toBe(6);
    let a = fight({ targetOrder: 'alternation' });
    const alternation: string[] = [];
    for (let i = 0; i < 4; i++) {
      alternation.push((a.at as { target: string }).target);
      a = hold(a);
    }
    expect(alternation).toEqual(['captain', 'first', 'captain', 'first']);
  });

  it('lets a gang meet as many defenders, and strikes back with them together (t-2-gang, A12, A13)', () => {
    const s = play(start(), draw('hunter'), draw('hunter'), draw('patron'));
    expect(legalMoves(s).map((m) => m.event)).toEqual([
      { type: 'defend', helpers: [] },
      { type: 'defend', helpers: ['first'] },
      { type: 'defend', helpers: ['second'] },
      { type: 'defend', helpers: ['third'] },
    ]);
    const hurt = play(s, { type: 'defend', helpers: ['first'] }, roll(12), roll(8));
    // The gang rolls 12 + 4 = 16 against 8 + 3 + 2 = 13: the Captain is wounded (and patched up by the 3rd Officer).
    expect(hurt.crew[0]!.status).toBe('recuperating');
    const struck = play(play(s, { type: 'defend', helpers: ['first'] }, roll(8), roll(12)), { type: 'retaliate' }, roll(12), roll(8));
    // Captain and 1st Officer together: 12 + 5 against 8 + 4.
    expect(struck.encounterDeck.discard).toEqual(['hunter', 'hunter']);
  });

  it('card by card (A13 per-card): the lead alone rolls against each card', () => {
    const s = play(start({ readings: { gangRetaliation: 'per-card' } }), draw('hunter'), draw('hunter'), draw('patron'));
    const held = play(s, { type: 'defend', helpers: ['first'] }, roll(8), roll(12));
    expect(legalMoves(held)[0]!.event).toEqual({ type: 'retaliate', helpers: [], by: 'captain' });
    const after = play(held, { type: 'retaliate' }, roll(12), roll(8), roll(5), roll(10));
    expect(after.encounterDeck.discard).toEqual(['hunter']);
    expect(after.encounter?.attackers[0]!.count).toBe(1);
  });

  it('on the first turn an untreated officer dies: no money for care (t-3-c-i)', () => {
    const s = edit(play(start(), draw('thug'), draw('patron')), (c) => {
      c.crew[3]!.status = 'dead';
    });
    const after = play(s, { type: 'defend' }, roll(20), roll(4));
    expect(after.crew[0]!.status).toBe('dead');
    expect(rulesLogged(after)).toContain('traders.t-3-c-i');
  });

  it('asks to pay for care when there is money, and leaves the officer on that world (t-2-c-i)', () => {
    const s = edit(play(start(), draw('thug'), draw('patron')), (c) => {
      c.crew[3]!.status = 'dead';
      c.firstPurchaseMade = true;
      c.money = 250;
    });
    const hurt = play(s, { type: 'defend' }, roll(20), roll(4));
    expect(hurt.at).toEqual({ kind: 'care', officer: 'captain', target: 'captain' });
    expect(hurt.crew[0]!.status).toBe('wounded');
    const paid = play(hurt, { type: 'care', pay: true });
    expect(paid.crew[0]).toMatchObject({ status: 'care', careAt: 'Regina' });
    expect(paid.money).toBe(150);
    const refused = play(hurt, { type: 'care', pay: false });
    expect(refused.crew[0]!.status).toBe('dead');
    expect(rulesLogged(refused)).toContain('traders.t-2-c-ii');
  });

  it('with less than 0.1 MC the officer dies without a choice (t-2-c-ii)', () => {
    const s = edit(play(start(), draw('thug'), draw('patron')), (c) => {
      c.crew[3]!.status = 'dead';
      c.firstPurchaseMade = true;
      c.money = 99;
    });
    const after = play(s, { type: 'defend' }, roll(20), roll(4));
    expect(after.crew[0]!.status).toBe('dead');
    expect(after.at.kind).toBe('retaliate');
  });

  it('the crew disbands when neither pilot is active after an untreated wound (t-2-c-iii, A19)', () => {
    const s = edit(play(start(), draw('thug'), draw('patron')), (c) => {
      c.crew[0]!.status = 'recuperating';
      c.crew[3]!.status = 'dead';
      c.at = { kind: 'defend', target: 'first' };
    });
    const after = play(s, { type: 'defend' }, roll(20), roll(4));
    expect(after.status).toBe('lost');
    expect(after.end).toMatchObject({ cause: 'crew-disbanded', rule: 'traders.t-2-c-iii', stop: 0 });
    expect(legalMoves(after)).toEqual([]);
  });

  it('the game is lost when nobody is left active (t-2-d-iii)', () => {
    const s = edit(play(start(), draw('thug'), draw('patron')), (c) => {
      for (const o of c.crew.slice(0, 3)) o.status = 'recuperating';
    });
    expect(s.at).toEqual({ kind: 'defend', target: 'captain' });
    const lone = edit(s, (c) => {
      c.at = { kind: 'defend', target: 'third' };
    });
    const after = play(lone, { type: 'defend' }, roll(20), roll(4));
    expect(after.end).toMatchObject({ cause: 'crew-down', rule: 'traders.t-2-d-iii' });
  });

  it('reshuffles the discards when the draw pile runs out (t-2-e)', () => {
    const s = edit(start(), (c) => {
      c.encounterDeck.discard = c.encounterDeck.draw.filter((k) => k !== 'thug');
      c.encounterDeck.draw = ['thug', 'thug', 'thug', 'thug'];
    });
    const after = play(s, draw('thug'), draw('thug'), draw('thug'), draw('thug'));
    expect(after.encounterDeck.draw).toHaveLength(18);
    expect(after.encounterDeck.discard).toEqual([]);
    expect(lastMoveLog(after).join(' ')).toContain('shuffled into a new pile');
  });
});

describe('phase 3 after the first turn', () => {
  const port = () => edit(play(toFirstOffer(7, 14), { type: 'accept' }), (c) => {
    c.turn = 2;
    c.money = 1000;
    c.repairsHere = true;
    c.beowulfHits = 2;
    c.crew[0]!.status = 'dead';
    c.at = { kind: 'port', hires: true };
  });

  it('hires a replacement with the leader bonus and pays for repairs (t-3-d, t-3-d-iv, t-4-f-ii)', () => {
    const s = port();
    expect(legalMoves(s).map((m) => m.event)).toEqual([
      { type: 'hire', rank: 'captain' },
      { type: 'repair', hits: 1 },
      { type: 'repair', hits: 2 },
      { type: 'take-off' },
    ]);
    const hired = play(s, { type: 'hire', rank: 'captain' }, roll(6));
    expect(hired.crew[4]).toEqual({ id: 'captain-2', rank: 'captain', power: 4, replacement: true, status: 'active' });
    expect(hired.money).toBe(700);
    const repaired = play(hired, { type: 'repair', hits: 2 });
    expect(repaired.beowulfHits).toBe(0);
    expect(repaired.money).toBe(500);
    const weak = play(edit(s, (c) => (c.crew[2]!.status = 'dead')), { type: 'hire', rank: 'second' }, roll(1));
    // The 1st Officer leads (power 2) and outranks the post (listed 1): bonus 1, so 1 + 1 = 2 still gives -1.
    expect(weak.crew.find((o) => o.id === 'second-2')?.power).toBe(0);
  });

  it('waits a week when no pilot is fit, then rolls who flies (t-3-e-i, t-3-e-ii)', () => {
    const s = edit(port(), (c) => {
      c.crew[0]!.status = 'recuperating';
      c.crew[1]!.status = 'recuperating';
    });
    const due = play(s, { type: 'take-off' });
    expect(due.at).toEqual({ kind: 'layover' });
    const flown = play(due, { type: 'pay-layover' }, roll(5));
    expect(flown.money).toBe(900);
    expect(flown.crew[1]!.status).toBe('active');
    expect(flown.crew[0]!.status).toBe('recuperating');
    expect(flown.phase).toBe(4);
    const alone = play(edit(s, (c) => (c.crew[0]!.status = 'dead')), { type: 'take-off' }, { type: 'pay-layover' });
    expect(alone.crew[1]!.status).toBe('active');
    expect(rulesLogged(alone)).toContain('traders.A20');
  });

  it('a layover on the first turn or without 0.1 MC ends the game (t-3-e-iii)', () => {
    const first = edit(play(toFirstOffer(7, 14), { type: 'accept' }), (c) => {
      c.crew[0]!.status = 'recuperating';
      c.crew[1]!.status = 'recuperating';
    });
    expect(play(first, { type: 'take-off' }).end).toMatchObject({ cause: 'layover-unpaid', rule: 'traders.t-3-e-iii' });
    const poor = edit(port(), (c) => {
      c.money = 99;
      c.crew[0]!.status = 'recuperating';
      c.crew[1]!.status = 'recuperating';
    });
    expect(play(poor, { type: 'take-off' }).end).toMatchObject({ cause: 'layover-unpaid' });
    const nobody = edit(port(), (c) => {
      c.crew[1]!.status = 'dead';
    });
    expect(play(nobody, { type: 'take-off' }).end).toMatchObject({ cause: 'no-pilot', rule: 'traders.t-3-c-ii' });
  });

  it('looking again when buying is free (A24); a price equal to the money is affordable', () => {
    const s = edit(toFirstOffer(7, 14), (c) => {
      c.firstPurchaseMade = true;
      c.turn = 2;
      c.money = 63;
    });
    expect(legalTypes(s)).toEqual(['accept', 'refuse']);
    const again = play(s, { type: 'refuse' });
    expect(again.money).toBe(63);
    expect(again.phase).toBe(1);
    expect(again.encounterDeck.discard).toEqual(['patron']);
    expect(legalTypes(edit(s, (c) => (c.money = 62)))).toEqual(['refuse']);
  });
});

describe('phase 4: battles', () => {
  const flying = () => play(play(toFirstOffer(7, 14), { type: 'accept' }), { type: 'take-off' }, draw('pirate-merchant'));

  it('lets the enemy fire first without an active 1st Officer (t-4-d-iii)', () => {
    const s = edit(play(toFirstOffer(7, 14), { type: 'accept' }), (c) => (c.crew[1]!.status = 'recuperating'));
    const b = play(s, { type: 'take-off' }, draw('cutter'));
    expect(b.battle?.next).toBe('enemy');
    expect(rulesLogged(b)).toContain('traders.t-4-d-iii');
  });

  it('lowers power with hits, lets the enemy mend after three misses, the Beowulf after two with its engineer (t-4-e, t-4-f)', () => {
    // Beowulf hits (2 vs 2): 10 + 2 > 5 + 2.
    let s = play(flying(), roll(10), roll(5));
    expect(s.battle?.enemyHits).toBe(1);
    // Enemy (now power 1) hits: 12 + 1 > 5 + 2.
    s = play(s, roll(12), roll(5));
    expect(s.beowulfHits).toBe(1);
    expect(rulesLogged(s)).toContain('traders.t-4-e-i');
    // Beowulf misses, enemy misses, Beowulf misses, enemy misses: two enemy misses mend the Beowulf.
    s = play(s, roll(4), roll(20), roll(4), roll(20));
    s = play(s, roll(4), roll(20), roll(4), roll(20));
    expect(s.beowulfHits).toBe(0);
    // A third Beowulf miss in a row mends the enemy.
    s = play(s, roll(4), roll(20));
    expect(s.battle?.enemyHits).toBe(0);
    expect(rulesLogged(s).filter((r) => r === 'traders.t-4-f')).toHaveLength(2);
  });

  it('the Beowulf destroyed ends the game (t-4-e-iii); hits carry over between battles (A29)', () => {
    const s = play(flying(), ...rolls(4, 20, 20, 4), ...rolls(4, 20, 20, 4), ...rolls(4, 20, 20, 4));
    expect(s.end).toMatchObject({ outcome: 'lost', cause: 'ship-destroyed', rule: 'traders.t-4-e-iii' });
    // Without an engineer nothing is mended in the fight, so the hit stays for the next battle.
    const noEngineer = edit(play(toFirstOffer(7, 14), { type: 'accept' }), (c) => (c.crew[2]!.status = 'dead'));
    const won = play(noEngineer, { type: 'take-off' }, draw('pirate-merchant'), ...rolls(4, 20, 20, 4), ...rolls(20, 4, 4, 20, 20, 4, 4, 20, 20, 4));
    expect(won.beowulfHits).toBe(1);
    expect(won.stop).toBe(1);
    expect(rulesLogged(won)).toContain('traders.t-4-f-i');
  });

  it('recuperating officers are fit again after the battle (t-3-e)', () => {
    const s = edit(play(toFirstOffer(7, 14), { type: 'accept' }), (c) => (c.crew[2]!.status = 'recuperating'));
    const landed = flyAndWin(s);
    expect(landed.crew[2]!.status).toBe('active');
  });
});

describe('arrival and selling', () => {
  it('an officer in care rejoins on arrival, and with a replacement aboard the player keeps one (A34, t-3-d-v)', () => {
    const base = play(toFirstOffer(7, 14), { type: 'accept' });
    const free = flyAndWin(edit(base, (c) => Object.assign(c.crew[2]!, { status: 'care', careAt: 'Helfry' })));
    expect(free.crew[2]!.status).toBe('active');
    const both = edit(base, (c) => {
      Object.assign(c.crew[2]!, { status: 'care', careAt: 'Helfry' });
      c.crew.push({ id: 'second-2', rank: 'second', power: 2, replacement: true, status: 'active' });
    });
    const asked = flyAndWin(both);
    expect(asked.at).toEqual({ kind: 'keep', rank: 'second', officers: ['second', 'second-2'] });
    const kept = play(asked, { type: 'keep', officer: 'second-2' });
    expect(kept.crew.find((o) => o.id === 'second')!.status).toBe('paid-off');
    expect(kept.crew.find((o) => o.id === 'second-2')!.status).toBe('active');
    expect(kept.phase).toBe(5);
  });

  it('charges nothing for the first refusal to sell and 0.1 MC for each later one (t-7-reject, t-7-layover, A25)', () => {
    const atSale = edit(play(flyAndWin(play(toFirstOffer(7, 14), { type: 'accept' })), draw('patron'), roll(12)), (c) => (c.money = 150));
    const once = play(atSale, { type: 'refuse' });
    expect(once.money).toBe(150);
    expect(once.phase).toBe(5);
    const twice = play(once, draw('patron'), roll(12), { type: 'refuse' });
    expect(twice.money).toBe(50);
    expect(rulesLogged(twice)).toContain('traders.t-7-layover');
    const broke = play(twice, draw('patron'), roll(12));
    expect(legalTypes(broke)).toEqual(['accept']);
  });

  it('wins on a sale that brings the money to 73 MC (t-7-win, A36)', () => {
    const atSale = edit(play(flyAndWin(play(toFirstOffer(7, 14), { type: 'accept' })), draw('patron'), roll(12)), (c) => (c.money = 72_930));
    const won = play(atSale, { type: 'accept' });
    expect(won.status).toBe('won');
    expect(won.end).toMatchObject({ outcome: 'won', cause: 'goal', rule: 'traders.t-7-win' });
    const short = play(edit(atSale, (c) => (c.money = 72_929)), { type: 'accept' });
    expect(short.status).toBe('playing');
  });

  it('offers repairs after a sale when the ship is damaged and money allows', () => {
    const atSale = edit(play(flyAndWin(play(toFirstOffer(7, 14), { type: 'accept' })), draw('patron'), roll(12)), (c) => {
      c.money = 100;
      c.beowulfHits = 1;
    });
    const sold = play(atSale, { type: 'accept' });
    expect(sold.at).toEqual({ kind: 'after-sale' });
    expect(legalMoves(sold).map((m) => m.event)).toEqual([{ type: 'repair', hits: 1 }, { type: 'continue' }]);
    const fixed = play(sold, { type: 'repair', hits: 1 }, { type: 'continue' });
    expect(fixed.beowulfHits).toBe(0);
    expect(fixed.turn).toBe(2);
  });
});

describe('the reading switches change play', () => {
  it('A06: one circuit ends play after a sale at the last stop; endless flies on from Regina to Helfry', () => {
    const atSale = (route: 'endless' | 'one-circuit') =>
      edit(play(flyAndWin(play(toFirstOffer(7, 14, { route }), { type: 'accept' })), draw('patron'), roll(12)), (c) => (c.stop = 12));
    expect(play(atSale('one-circuit'), { type: 'accept' }).end).toMatchObject({ outcome: 'finished', cause: 'circuit-complete', rule: 'traders.A06' });
    const on = play(atSale('endless'), { type: 'accept' });
    expect(on.status).toBe('playing');
    const flying = edit(play(toFirstOffer(7, 14), { type: 'accept' }), (c) => (c.stop = 12));
    expect(flyAndWin(flying).stop).toBe(13);
  });

  it('A23: the first offer is forced by default and may be refused under the free reading', () => {
    expect(legalTypes(toFirstOffer(7, 14))).toEqual(['accept']);
    const free = toFirstOffer(7, 14, { firstOffer: 'free' });
    expect(legalTypes(free)).toEqual(['accept', 'refuse']);
    const again = play(free, { type: 'refuse' });
    expect(again.firstPurchaseMade).toBe(false);
    expect(again.phase).toBe(1);
  });

  it('A26 (house rule): flying without cargo, then no selling at the next world', () => {
    const offer = (emptyFlights: boolean) => edit(toFirstOffer(7, 14, { emptyFlights }), (c) => {
      c.firstPurchaseMade = true;
      c.turn = 2;
      c.money = 10;
    });
    expect(legalTypes(offer(false))).toEqual(['refuse']);
    expect(legalTypes(offer(true))).toEqual(['refuse', 'fly-empty']);
    const landed = flyAndWin(play(offer(true), { type: 'fly-empty' }));
    expect(landed.stop).toBe(1);
    expect(landed.turn).toBe(3);
    expect(landed.phase).toBe(1);
    expect(rulesLogged(landed)).toContain('traders.A26');
  });
});

describe('the log', () => {
  it('numbers every step by the event that wrote it and cites a registered rule', () => {
    const s = flyAndWin(play(toFirstOffer(7, 14), { type: 'accept' }));
    expect(s.log[0]!.move).toBe(0);
    expect(s.log[s.log.length - 1]!.move).toBe(s.moves);
    expect(s.log.every((l) => l.rule.startsWith('traders.'))).toBe(true);
    const r = transition(s, draw('patron'));
    expect(r.ok && r.trace.every((t) => (t as { move?: number }).move === s.moves + 1)).toBe(true);
  });
});
