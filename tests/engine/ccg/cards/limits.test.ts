import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toLimitCard } from '../../../../src/engine/ccg/game/limits.ts';
import type { GameCard } from '../../../../src/engine/ccg/game/types.ts';
import {
  checkEnterPlay,
  checkGearMove,
  chooseJettison,
  findExcesses,
  isIntegral,
  isTrifling,
  shipCard,
  type LimitCard,
  type LimitExcess,
  type LimitsState,
} from '../../../../src/engine/ccg/cards/limits.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

const scout = shipCard('scout', 'ahab', 'Type S Scout', 100, { crew: 2, computer: 1, hardpoint: 1, hull: 1, internal: 1 });
const trader = shipCard('beowulf', 'nym', 'Beowulf Free Trader', 200, { crew: 3, computer: 1, hardpoint: 2, hull: 1, internal: 2 });

const crew = (id: string, controller: string, name: string, keywords?: string[]): LimitCard =>
  keywords ? { id, name, type: 'crew', controller, keywords } : { id, name, type: 'crew', controller };
const gear = (id: string, controller: string, on: string, subtype: string, keywords?: string[]): LimitCard => ({
  id, name: `Gear ${id}`, type: 'gear', controller, attachedTo: on, subtype, ...(keywords ? { keywords } : {}),
});
const upgrade = (id: string, controller: string, on: string, subtype: string, tonnage = 0, keywords?: string[]): LimitCard => ({
  id, name: `Upgrade ${id}`, type: 'upgrade', controller, attachedTo: on, subtype, tonnage, ...(keywords ? { keywords } : {}),
});
const connection = (id: string, controller: string, subtype: string, keywords?: string[]): LimitCard => ({
  id, name: `Connection ${id}`, type: 'connection', controller, subtype, ...(keywords ? { keywords } : {}),
});
const contract = (id: string, slots: number, vp = 3): LimitCard => ({ id, name: `Contract ${id}`, type: 'contract', controller: 'ahab', complicationSlots: slots, vp });
const complication = (id: string, on: string, controller = 'ahab', keywords?: string[]): LimitCard => ({
  id, name: `Complication ${id}`, type: 'complication', controller, attachedTo: on, ...(keywords ? { keywords } : {}),
});

const base = (...cards: LimitCard[]): LimitsState => ({ cards: [scout, trader, ...cards] });

function traceRegistered<T>(r: CcgResult<T>): boolean {
  return r.ok ? r.trace.every((s) => isRuleId(s.rule)) : isRuleId(r.rule);
}

function value<T>(r: CcgResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got: ${r.error}`);
  return r.value;
}

describe('crew limits', () => {
  it('lets crew enter while the ship has a free crew slot', () => {
    const r = checkEnterPlay(base(crew('c1', 'ahab', 'Flint')), crew('c2', 'ahab', 'Rika Honami'));
    expect(value(r).excesses).toEqual([]);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.card-slots')).toBe(true);
    expect(traceRegistered(r)).toBe(true);
  });

  it('flags a crew member beyond the ship’s crew slots, the new one among the candidates', () => {
    const r = checkEnterPlay(base(crew('c1', 'ahab', 'Flint'), crew('c2', 'ahab', 'Rika Honami')), crew('c3', 'ahab', 'Vorn Drusus'));
    const [excess] = value(r).excesses;
    expect(excess).toMatchObject({ kind: 'crew-slots', captain: 'ahab', allowed: 2, count: 3, remove: 1, action: 'jettison', rule: 'ccg.card-slots' });
    expect(excess?.candidates).toEqual(['c1', 'c2', 'c3']);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.note.over-limit-entry')).toBe(true);
  });

  it('does not count a Trifling crew member against the crew slots', () => {
    const r = checkEnterPlay(base(crew('c1', 'ahab', 'Flint'), crew('c2', 'ahab', 'Rika Honami')), crew('c3', 'ahab', 'Vorn Drusus', ['Trifling']));
    expect(value(r).excesses).toEqual([]);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.keyword.trifling')).toBe(true);
  });

  it('forbids two crew of the same name under one captain, ignoring case and curly quotes', () => {
    const r = checkEnterPlay(base(crew('c1', 'ahab', "Ta'Nal of Adari")), crew('c2', 'ahab', 'ta’nal  of adari'));
    const [excess] = value(r).excesses;
    expect(excess).toMatchObject({ kind: 'crew-name', allowed: 1, count: 2, remove: 1, rule: 'ccg.round.procurement.stage-1' });
  });

  it('lets two captains each have a copy of the same crew', () => {
    const r = checkEnterPlay(base(crew('c1', 'ahab', 'Flint')), crew('c2', 'nym', 'Flint'));
    expect(value(r).excesses).toEqual([]);
  });

  it('keeps the one-name rule for Trifling crew', () => {
    const r = checkEnterPlay(base(crew('c1', 'ahab', 'Flint')), crew('c2', 'ahab', 'Flint', ['Trifling']));
    const [excess] = value(r).excesses;
    expect(excess).toMatchObject({ kind: 'crew-name', rule: 'ccg.keyword.trifling', candidates: ['c1', 'c2'] });
  });

  it('needs the captain’s ship to know the crew slots', () => {
    const r = checkEnterPlay({ cards: [] }, crew('c1', 'ahab', 'Flint'));
    expect(r).toMatchObject({ ok: false, rule: 'ccg.card-slots', field: 'card.controller' });
  });
});

describe('connection limits', () => {
  it('allows one connection of each subtype', () => {
    const state = base(connection('k1', 'ahab', 'ally'));
    expect(value(checkEnterPlay(state, connection('k2', 'ahab', 'locale'))).excesses).toEqual([]);
    const [excess] = value(checkEnterPlay(state, connection('k3', 'ahab', 'ally'))).excesses;
    expect(excess).toMatchObject({ kind: 'connection-subtype', subtype: 'ally', captain: 'ahab', candidates: ['k1', 'k3'] });
  });

  it('counts connections per captain and skips Trifling ones', () => {
    const state = base(connection('k1', 'ahab', 'ally'));
    expect(value(checkEnterPlay(state, connection('k2', 'nym', 'ally'))).excesses).toEqual([]);
    expect(value(checkEnterPlay(state, connection('k3', 'ahab', 'ally', ['trifling']))).excesses).toEqual([]);
  });
});

describe('gear limits', () => {
  const state = base(crew('c1', 'ahab', 'Flint'), crew('c2', 'ahab', 'Rika Honami'), crew('n1', 'nym', 'Vorn Drusus'), gear('g1', 'ahab', 'c1', 'weapon'));

  it('allows one gear of each subtype on each crew member', () => {
    expect(value(checkEnterPlay(state, gear('g2', 'ahab', 'c1', 'armor'))).excesses).toEqual([]);
    expect(value(checkEnterPlay(state, gear('g3', 'ahab', 'c2', 'weapon'))).excesses).toEqual([]);
    const [excess] = value(checkEnterPlay(state, gear('g4', 'ahab', 'c1', 'weapon'))).excesses;
    expect(excess).toMatchObject({ kind: 'gear-subtype', holder: 'c1', subtype: 'weapon', candidates: ['g1', 'g4'] });
  });

  it('refuses gear on an opponent’s crew unless it is a Hindrance', () => {
    const plain = checkEnterPlay(state, gear('g5', 'ahab', 'n1', 'gadget'));
    expect(plain).toMatchObject({ ok: false, rule: 'ccg.gear', field: 'card.attachedTo' });
    const hindrance = checkEnterPlay(state, gear('g6', 'ahab', 'n1', 'gadget', ['Hindrance']));
    expect(value(hindrance).excesses).toEqual([]);
    expect(hindrance.ok && hindrance.trace.some((s) => s.rule === 'ccg.keyword.hindrance')).toBe(true);
  });

  it('does not count a Hindrance against the subtype limit, since it is Trifling', () => {
    const withHindrance = base(crew('n1', 'nym', 'Vorn Drusus'), gear('h1', 'ahab', 'n1', 'weapon', ['Hindrance']));
    expect(value(checkEnterPlay(withHindrance, gear('g7', 'nym', 'n1', 'weapon'))).excesses).toEqual([]);
  });

  it('gives Hindrance the Integral and Trifling keywords', () => {
    const h = gear('h2', 'ahab', 'n1', 'weapon', ['Hindrance']);
    expect(isTrifling(h)).toBe(true);
    expect(isIntegral(h)).toBe(true);
    expect(isTrifling(gear('g', 'a', 'c', 'weapon'))).toBe(false);
  });

  it('refuses gear that is not attached to a crew card', () => {
    expect(checkEnterPlay(state, gear('g8', 'ahab', 'scout', 'weapon'))).toMatchObject({ ok: false, rule: 'ccg.attach', field: 'card.attachedTo' });
  });
});

describe('upgrade limits', () => {
  const state = base(upgrade('u1', 'ahab', 'scout', 'hardpoint', 100));

  it('counts upgrades against the ship’s slots by subtype', () => {
    expect(value(checkEnterPlay(state, upgrade('u2', 'ahab', 'scout', 'computer'))).excesses).toEqual([]);
    const r = checkEnterPlay(state, upgrade('u3', 'ahab', 'scout', 'hardpoint'));
    const [excess] = value(r).excesses;
    expect(excess).toMatchObject({ kind: 'upgrade-slots', holder: 'scout', subtype: 'hardpoint', allowed: 1, count: 2 });
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.card-slots')).toBe(true);
  });

  it('never attaches an upgrade whose tonnage requirement is above the ship’s tonnage', () => {
    expect(checkEnterPlay(state, upgrade('u4', 'ahab', 'scout', 'hull', 101))).toMatchObject({ ok: false, rule: 'ccg.upgrade', field: 'card.tonnage' });
    expect(value(checkEnterPlay(state, upgrade('u5', 'ahab', 'scout', 'hull', 100))).excesses).toEqual([]);
  });

  it('still applies tonnage to a Trifling upgrade', () => {
    expect(checkEnterPlay(state, upgrade('u6', 'ahab', 'scout', 'hull', 150, ['Trifling']))).toMatchObject({ ok: false, rule: 'ccg.upgrade' });
    const fits = checkEnterPlay(state, upgrade('u7', 'ahab', 'scout', 'hardpoint', 50, ['Trifling']));
    expect(value(fits).excesses).toEqual([]);
    expect(fits.ok && fits.trace.some((s) => s.rule === 'ccg.note.trifling-scope')).toBe(true);
  });

  it('lets a Hindrance upgrade go on an opponent’s ship, checked against that ship’s tonnage', () => {
    expect(checkEnterPlay(state, upgrade('u8', 'ahab', 'beowulf', 'hull'))).toMatchObject({ ok: false, rule: 'ccg.upgrade' });
    expect(value(checkEnterPlay(state, upgrade('u9', 'ahab', 'beowulf', 'hull', 200, ['Hindrance']))).excesses).toEqual([]);
    expect(checkEnterPlay(state, upgrade('u10', 'ahab', 'beowulf', 'hull', 201, ['Hindrance']))).toMatchObject({ ok: false, rule: 'ccg.upgrade' });
  });
});

describe('complication limits', () => {
  const state = base(contract('t1', 1), complication('x1', 't1'));

  it('makes the acting captain discard one already attached when a new complication is over the slots', () => {
    const r = checkEnterPlay(state, complication('x2', 't1', 'nym'));
    const [excess] = value(r).excesses;
    expect(excess).toMatchObject({ kind: 'complication-slots', captain: 'nym', holder: 't1', action: 'discard', candidates: ['x1'], rule: 'ccg.round.adventure.stage-1' });
  });

  it('does not let the captain discard the new complication instead', () => {
    const entered = value(checkEnterPlay(state, complication('x2', 't1', 'nym'))).state;
    expect(chooseJettison(entered, 'nym', ['x2'], { newCardId: 'x2' })).toMatchObject({ ok: false, field: 'chosen.0' });
    const done = value(chooseJettison(entered, 'nym', ['x1'], { newCardId: 'x2' }));
    expect(done.removed).toEqual(['x1']);
    expect(done.state.cards.map((c) => c.id)).toContain('x2');
  });

  it('has no limit when the solo challenge gives contracts unlimited complication slots', () => {
    const r = checkEnterPlay({ ...state, unlimitedComplicationSlots: true }, complication('x3', 't1'));
    expect(value(r).excesses).toEqual([]);
  });

  it('does not count Trifling complications', () => {
    expect(value(checkEnterPlay(state, complication('x4', 't1', 'ahab', ['Trifling']))).excesses).toEqual([]);
  });
});

describe('choosing what to jettison', () => {
  const over = base(crew('c1', 'ahab', 'Flint'), crew('c2', 'ahab', 'Rika Honami'), crew('c3', 'ahab', 'Vorn Drusus'), gear('g1', 'ahab', 'c3', 'weapon'));

  it('lists what is over and the candidates', () => {
    const r = findExcesses(over, { captain: 'ahab' });
    expect(value(r).map((e) => e.kind)).toEqual(['crew-slots']);
    expect(value(findExcesses(over, { captain: 'nym' }))).toEqual([]);
  });

  it('accepts a choice that brings the captain within limits, and attached gear leaves with its crew', () => {
    const r = chooseJettison(over, 'ahab', ['c3']);
    const done = value(r);
    expect(done.removed).toEqual(['c3', 'g1']);
    expect(value(findExcesses(done.state))).toEqual([]);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.attach')).toBe(true);
    expect(traceRegistered(r)).toBe(true);
  });

  it('refuses a choice that is not enough', () => {
    const twoOver = base(...over.cards.slice(2), crew('c4', 'ahab', 'Doctor Wishik'));
    expect(chooseJettison(twoOver, 'ahab', ['c1'])).toMatchObject({ ok: false, rule: 'ccg.card-slots', field: 'chosen' });
  });

  it('refuses a choice with a card that need not go', () => {
    expect(chooseJettison(over, 'ahab', ['c1', 'c2'])).toMatchObject({ ok: false, field: 'chosen.0' });
  });

  it('refuses cards that are not candidates or not in play', () => {
    expect(chooseJettison(over, 'ahab', ['g1'])).toMatchObject({ ok: false, rule: 'ccg.jettison', field: 'chosen.0' });
    expect(chooseJettison(over, 'ahab', ['nope'])).toMatchObject({ ok: false, field: 'chosen.0' });
    expect(chooseJettison(over, 'ahab', ['c1', 'c1'])).toMatchObject({ ok: false, field: 'chosen.1' });
  });

  it('accepts an empty choice when nothing is over', () => {
    expect(value(chooseJettison(base(), 'ahab', [])).removed).toEqual([]);
    expect(chooseJettison(base(crew('c1', 'ahab', 'Flint')), 'ahab', ['c1'])).toMatchObject({ ok: false, field: 'chosen.0' });
  });

  it('resolves two excesses at once with one card when the card is in both', () => {
    const both = base(crew('c1', 'ahab', 'Flint'), crew('c2', 'ahab', 'Rika Honami'), crew('c3', 'ahab', 'Flint'));
    expect(value(findExcesses(both, { captain: 'ahab' })).map((e) => e.kind).sort()).toEqual(['crew-name', 'crew-slots']);
    expect(value(chooseJettison(both, 'ahab', ['c3'])).removed).toEqual(['c3']);
    expect(chooseJettison(both, 'ahab', ['c2'])).toMatchObject({ ok: false, field: 'chosen' });
  });
});

describe('moving gear (Ready Phase, stage 5)', () => {
  const state = base(
    crew('c1', 'ahab', 'Flint'),
    crew('c2', 'ahab', 'Rika Honami'),
    crew('n1', 'nym', 'Vorn Drusus'),
    gear('g1', 'ahab', 'c1', 'weapon'),
    gear('g2', 'ahab', 'c2', 'weapon'),
    gear('g3', 'ahab', 'c1', 'gadget', ['Integral']),
    gear('h1', 'nym', 'c1', 'armor', ['Hindrance']),
    gear('g4', 'ahab', 'c1', 'vehicle'),
  );

  it('never moves Integral gear, nor a Hindrance', () => {
    expect(checkGearMove(state, 'g3', 'c2')).toMatchObject({ ok: false, rule: 'ccg.keyword.integral' });
    expect(checkGearMove(state, 'h1', 'c2')).toMatchObject({ ok: false, rule: 'ccg.keyword.integral' });
  });

  it('moves gear between the captain’s own crew, once per phase', () => {
    expect(value(checkGearMove(state, 'g4', 'c2')).excesses).toEqual([]);
    expect(checkGearMove(state, 'g4', 'c2', { movedThisPhase: ['g4'] })).toMatchObject({ ok: false, rule: 'ccg.round.ready.stage-5' });
    expect(checkGearMove(state, 'g4', 'n1')).toMatchObject({ ok: false, rule: 'ccg.round.ready.stage-5' });
  });

  it('reports a subtype clash the move creates', () => {
    const [excess] = value(checkGearMove(state, 'g1', 'c2')).excesses;
    expect(excess).toMatchObject({ kind: 'gear-subtype', holder: 'c2', subtype: 'weapon' });
  });
});

describe('input validation', () => {
  it('refuses unknown keywords, missing subtypes and bad references with a field', () => {
    expect(checkEnterPlay(base(), crew('c1', 'ahab', 'Flint', ['Sparkly']))).toMatchObject({ ok: false, field: 'card.keywords.0' });
    expect(checkEnterPlay(base(), { id: 'k', name: 'K', type: 'connection', controller: 'ahab' })).toMatchObject({ ok: false, field: 'card.subtype', rule: 'ccg.connection' });
    expect(checkEnterPlay(base(), upgrade('u1', 'ahab', 'nowhere', 'hull'))).toMatchObject({ ok: false, rule: 'ccg.attach' });
    expect(checkEnterPlay(base(), shipCard('s2', 'ahab', 'Second', 100, { crew: 1, computer: 0, hardpoint: 0, hull: 0, internal: 0 }))).toMatchObject({ ok: false, rule: 'ccg.ship' });
    expect(checkEnterPlay(base(crew('c1', 'ahab', 'Flint')), crew('c1', 'ahab', 'Rika'))).toMatchObject({ ok: false, field: 'card.id' });
    expect(findExcesses({ cards: [scout, { ...scout }] })).toMatchObject({ ok: false, field: 'cards.1.id' });
    expect(findExcesses({ cards: [{ ...scout, tonnage: 1.5 }] })).toMatchObject({ ok: false, field: 'cards.0.tonnage' });
    expect(findExcesses(null as unknown as LimitsState)).toMatchObject({ ok: false, field: 'cards' });
  });

  it('reads keywords with parameters and Unrestricted', () => {
    expect(value(checkEnterPlay(base(), crew('c1', 'ahab', 'Flint', ['Armor 2', 'Restricted (2)', 'Unrestricted', 'Invulnerable (to Events)']))).excesses).toEqual([]);
    // As the booklet prints it, without brackets.
    expect(checkEnterPlay(base(), crew('c1', 'ahab', 'Flint', ['Invulnerable to crew abilities'])).ok).toBe(true);
    expect(checkEnterPlay(base(), crew('c1', 'ahab', 'Flint', ['Invincible to crew abilities']))).toMatchObject({ ok: false });
  });
});

// ---------------------------------------------------------------------------
// Properties

const NAMES = ['Flint', 'Rika Honami', 'Vorn Drusus'];
const arbState = fc
  .record({
    ships: fc.array(
      fc.record({
        tonnage: fc.integer({ min: 0, max: 4 }),
        crew: fc.integer({ min: 0, max: 3 }),
        hardpoint: fc.integer({ min: 0, max: 2 }),
        hull: fc.integer({ min: 0, max: 2 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    crew: fc.array(fc.record({ captain: fc.nat(), name: fc.constantFrom(...NAMES), trifling: fc.boolean() }), { maxLength: 6 }),
    connections: fc.array(fc.record({ captain: fc.nat(), subtype: fc.constantFrom('ally', 'locale', 'organization'), trifling: fc.boolean() }), { maxLength: 4 }),
    gear: fc.array(fc.record({ on: fc.nat(), subtype: fc.constantFrom('weapon', 'armor'), hindrance: fc.boolean() }), { maxLength: 6 }),
    upgrades: fc.array(fc.record({ on: fc.nat(), subtype: fc.constantFrom('hardpoint', 'hull'), tonnage: fc.integer({ min: 0, max: 5 }), trifling: fc.boolean() }), { maxLength: 5 }),
    contracts: fc.array(fc.record({ slots: fc.integer({ min: 0, max: 2 }), complications: fc.integer({ min: 0, max: 3 }) }), { maxLength: 3 }),
    unlimited: fc.boolean(),
  })
  .map((r): LimitsState => {
    const captains = r.ships.map((_, i) => `cap${i}`);
    const cards: LimitCard[] = r.ships.map((s, i) =>
      shipCard(`ship${i}`, `cap${i}`, `Ship ${i}`, s.tonnage, { crew: s.crew, computer: 1, hardpoint: s.hardpoint, hull: s.hull, internal: 1 }),
    );
    const crewCards = r.crew.map((c, i) => crew(`crew${i}`, captains[c.captain % captains.length] as string, c.name, c.trifling ? ['Trifling'] : undefined));
    cards.push(...crewCards);
    r.connections.forEach((c, i) => cards.push(connection(`conn${i}`, captains[c.captain % captains.length] as string, c.subtype, c.trifling ? ['Trifling'] : undefined)));
    if (crewCards.length > 0) {
      r.gear.forEach((g, i) => {
        const holder = crewCards[g.on % crewCards.length] as LimitCard;
        cards.push(gear(`gear${i}`, holder.controller, holder.id, g.subtype, g.hindrance ? ['Hindrance'] : undefined));
      });
    }
    r.upgrades.forEach((u, i) => {
      const ship = cards[u.on % r.ships.length] as LimitCard;
      cards.push(upgrade(`up${i}`, ship.controller, ship.id, u.subtype, u.tonnage, u.trifling ? ['Trifling'] : undefined));
    });
    r.contracts.forEach((t, i) => {
      cards.push(contract(`con${i}`, t.slots, i));
      for (let j = 0; j < t.complications; j++) cards.push(complication(`cx${i}-${j}`, `con${i}`));
    });
    return { cards, unlimitedComplicationSlots: r.unlimited };
  });

const key = (e: LimitExcess) => `${e.kind}|${e.holder}|${e.subtype ?? ''}|${e.name ?? ''}`;

describe('limit properties', () => {
  it('removing a card never creates a new violation nor raises a count', () => {
    fc.assert(
      fc.property(arbState, fc.nat(), (state, pickIndex) => {
        const before = value(findExcesses(state));
        const removable = state.cards.filter((c) => c.type !== 'ship');
        if (removable.length === 0) return true;
        const victim = removable[pickIndex % removable.length] as LimitCard;
        const gone = new Set([victim.id]);
        for (const c of state.cards) if (c.attachedTo !== undefined && gone.has(c.attachedTo)) gone.add(c.id);
        const after = value(findExcesses({ ...state, cards: state.cards.filter((c) => !gone.has(c.id)) }));
        const counts = new Map(before.map((e) => [key(e), e.count]));
        return after.every((e) => counts.has(key(e)) && e.count <= (counts.get(key(e)) ?? -1));
      }),
    );
  });

  it('never throws, and every trace rule is registered', () => {
    fc.assert(
      fc.property(arbState, (state) => {
        const r = findExcesses(state);
        if (!traceRegistered(r) || !r.ok) return false;
        return r.value.every((e) => isRuleId(e.rule) && e.remove === e.count - e.allowed && e.remove > 0);
      }),
    );
  });

  it('keeping only the allowed number of candidates settles each excess on its own', () => {
    fc.assert(
      fc.property(arbState, (state) => {
        for (const e of value(findExcesses(state))) {
          const drop = e.candidates.slice(0, e.remove);
          const gone = new Set(drop);
          for (const c of state.cards) if (c.attachedTo !== undefined && gone.has(c.attachedTo)) gone.add(c.id);
          const after = value(findExcesses({ ...state, cards: state.cards.filter((c) => !gone.has(c.id)) }));
          if (after.some((a) => key(a) === key(e))) return false;
        }
        return true;
      }),
    );
  });

  it('a captain’s valid jettison choice leaves no excess for that captain', () => {
    fc.assert(
      fc.property(arbState, (state) => {
        const excesses = value(findExcesses(state)).filter((e) => e.action === 'jettison');
        for (const captain of new Set(excesses.map((e) => e.captain))) {
          const r = chooseJettison(state, captain, excesses.filter((e) => e.captain === captain).flatMap((e) => e.candidates));
          if (!traceRegistered(r)) return false;
          if (r.ok && value(findExcesses(r.value.state, { captain })).length > 0) return false;
        }
        return true;
      }),
    );
  });
});

describe('the full game hands keywords of adventure cards to the limits', () => {
  it('a Trifling complication attached in a game takes no complication slot', () => {
    const contract: GameCard = { id: 'k', name: 'Job', owner: 'a', controller: 'a', type: 'adventure', zone: 'play', playedAs: 'contract', values: { contract: { complicationSlots: 1, vp: 2 } } } as GameCard;
    const trifling: GameCard = { id: 'c1', name: 'Minor Snag', owner: 'a', controller: 'a', type: 'adventure', zone: 'play', playedAs: 'complication', attachedTo: 'k', values: { keywords: ['Trifling'] } } as GameCard;
    const plain: GameCard = { ...trifling, id: 'c1', name: 'Snag', values: {} };
    const incoming: GameCard = { ...trifling, id: 'c2', name: 'New Trouble', values: {} };
    const excesses = (attached: GameCard) => {
      const r = checkEnterPlay({ cards: [toLimitCard(contract)!, toLimitCard(attached)!] }, toLimitCard(incoming)!);
      if (!r.ok) throw new Error(r.error);
      return r.value.excesses;
    };
    expect(excesses(trifling)).toEqual([]);
    expect(excesses(plain)).toHaveLength(1);
  });
});
