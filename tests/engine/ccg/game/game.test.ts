import { describe, expect, it } from 'vitest';
import {
  auditZones,
  availableMoves,
  checkGameState,
  setupGame,
  transition,
  whoActs,
  type GameEvent,
  type GameState,
} from '../../../../src/engine/ccg/game/game.ts';
import { cloneState, moveCard, playAsComplication, type Draft } from '../../../../src/engine/ccg/game/cards.ts';
import type { GameCard } from '../../../../src/engine/ccg/game/types.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { Step } from '../../../../src/engine/ccg/result.ts';
import { captain, playQuietly, setupOf, ship } from './fixtures.ts';

function setup(n: number, seed = 1, initiatives?: number[]): GameState {
  const r = setupGame(setupOf(n, seed, initiatives));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function apply(s: GameState, e: GameEvent): { state: GameState; trace: Step[] } {
  const r = transition(s, e);
  if (!r.ok) throw new Error(`${e.type} refused: ${r.error} (${r.field ?? ''})`);
  expect(auditZones(r.value)).toEqual([]);
  for (const t of r.trace) expect(isRuleId(t.rule), t.rule).toBe(true);
  return { state: r.value, trace: r.trace };
}

const at = (phase: string, stage: number) => (s: GameState) => s.phase === phase && s.stage === stage;
const quietly = (s: GameState, stop: (s: GameState) => boolean) => playQuietly(s, stop, transition);

/** Change a state by hand, keeping zones consistent. */
function edit(s: GameState, f: (d: Draft) => void): GameState {
  const d: Draft = { state: cloneState(s), trace: [] };
  f(d);
  expect(auditZones(d.state)).toEqual([]);
  return d.state;
}

const cap = (s: GameState, id: string) => s.captains.find((c) => c.id === id)!;

describe('setup', () => {
  it('gives two captains two contract slots each, each with a face-up contract and a face-down complication', () => {
    const r = setupGame(setupOf(2));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.value;
    expect(s.slots.map((x) => x.controller)).toEqual(['ahab', 'ahab', 'nymeria', 'nymeria']);
    for (const slot of s.slots) {
      const contract = s.cards[slot.contract!]!;
      expect(contract).toMatchObject({ zone: 'play', playedAs: 'contract', owner: slot.controller });
      expect(contract.faceDown).toBeUndefined();
      const comps = Object.values(s.cards).filter((c) => c.attachedTo === contract.id);
      expect(comps).toHaveLength(1);
      expect(comps[0]).toMatchObject({ playedAs: 'complication', faceDown: true, owner: slot.controller });
    }
    for (const c of s.captains) {
      expect(c.hand).toHaveLength(7);
      expect(s.cards[c.ship]?.zone).toBe('play');
    }
    expect(r.trace.some((t) => t.rule === 'ccg.round.setup')).toBe(true);
    expect(auditZones(s)).toEqual([]);
    expect(s.phase).toBe('ready');
    expect(s.stage).toBe(2);
  });

  it('gives three captains one slot each and the fourth to the fewest Victory Points, then the highest Initiative', () => {
    const s = setup(3, 1, [2, 3, 1]);
    const owners = s.slots.map((x) => x.controller);
    expect(owners.slice(0, 3)).toEqual(['ahab', 'nymeria', 'sakai']);
    expect(s.slots[3]).toMatchObject({ controller: 'nymeria', floating: true });
  });

  it('draws the fourth slot at random when Victory Points and Initiative are level', () => {
    const winners = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const a = setup(3, seed, [2, 2, 2]);
      const b = setup(3, seed, [2, 2, 2]);
      expect(a.slots[3]?.controller).toBe(b.slots[3]?.controller);
      winners.add(a.slots[3]!.controller!);
    }
    expect(winners.size).toBeGreaterThan(1);
  });

  it('gives four captains one slot each, and a solo captain all four', () => {
    expect(setup(4).slots.map((x) => x.controller)).toEqual(['ahab', 'nymeria', 'sakai', 'tylor']);
    const solo = setup(1);
    expect(solo.slots.map((x) => x.controller)).toEqual(['ahab', 'ahab', 'ahab', 'ahab']);
    expect(solo.solo).toBe(true);
  });

  it('shuffles with the seed: the same seed gives the same game', () => {
    expect(setup(2, 5)).toEqual(setup(2, 5));
    expect(cap(setup(2, 5), 'ahab').hand).not.toEqual(cap(setup(2, 6), 'ahab').hand);
  });

  it('refuses bad setups with the field to blame', () => {
    const five = setupOf(4);
    five.captains.push(captain('extra', 1));
    expect(setupGame(five)).toMatchObject({ ok: false, field: 'captains' });
    const dup = setupOf(2);
    dup.captains[1]!.deck[0]!.id = dup.captains[0]!.deck[0]!.id;
    expect(setupGame(dup)).toMatchObject({ ok: false, field: 'captains.1.deck.0.id' });
    const noFace = setupOf(2);
    delete noFace.captains[0]!.adventureDeck[0]!.values!.complication;
    expect(setupGame(noFace)).toMatchObject({ ok: false, field: 'captains.0.adventureDeck.0.values.complication' });
    const badShip = setupOf(2);
    badShip.captains[0]!.ship = { ...ship('x', 1), values: { jump: 1 } };
    expect(setupGame(badShip)).toMatchObject({ ok: false, rule: 'ccg.ship' });
    expect(setupGame({ ...setupOf(2), seed: -1 })).toMatchObject({ ok: false, field: 'seed' });
  });
});

describe('Ready Phase', () => {
  it('makes every captain resolve to hand size: excess discards are compulsory, the deck is never reshuffled', () => {
    let s = setup(2);
    s = edit(s, (d) => {
      const a = cap(d.state, 'ahab');
      moveCard(d, a.deck[0]!, 'hand');
      moveCard(d, a.deck[0]!, 'hand');
    });
    expect(cap(s, 'ahab').hand).toHaveLength(9);
    const short = transition(s, { type: 'resolve-hand', captain: 'ahab', discard: [cap(s, 'ahab').hand[0]!] });
    expect(short).toMatchObject({ ok: false, rule: 'ccg.hand-size', field: 'discard' });
    const hand = cap(s, 'ahab').hand;
    const { state } = apply(s, { type: 'resolve-hand', captain: 'ahab', discard: hand.slice(0, 4) });
    expect(cap(state, 'ahab').hand).toHaveLength(7);
    expect(cap(state, 'ahab').discard).toEqual(hand.slice(0, 4));
    // An empty deck stops the draw short, and the discard pile stays put.
    const dry = edit(state, (d) => {
      const n = cap(d.state, 'nymeria');
      while (n.deck.length > 1) moveCard(d, n.deck[0]!, 'discard');
    });
    const r = apply(dry, { type: 'resolve-hand', captain: 'nymeria', discard: cap(dry, 'nymeria').hand.slice(0, 3) });
    expect(cap(r.state, 'nymeria').hand).toHaveLength(5);
    expect(cap(r.state, 'nymeria').deck).toHaveLength(0);
    expect(r.trace.some((t) => t.rule === 'ccg.captains-deck')).toBe(true);
  });

  it('lets only the captain with the highest Initiative choose the first captain', () => {
    let s = setup(2, 1, [3, 2]);
    s = quietly(s, at('ready', 3));
    expect(whoActs(s)).toEqual({ kind: 'captain', captain: 'ahab', rule: 'ccg.round.ready.stage-3' });
    expect(transition(s, { type: 'choose-first-captain', captain: 'nymeria', first: 'nymeria' })).toMatchObject({ ok: false, field: 'captain' });
    const { state } = apply(s, { type: 'choose-first-captain', captain: 'ahab', first: 'nymeria' });
    expect(state.firstCaptain).toBe('nymeria');
    expect(state.phase).toBe('adventure');
    expect(whoActs(state)).toMatchObject({ kind: 'captain', captain: 'nymeria' });
  });

  it('draws the first captain at random when the highest Initiative is shared (our reading)', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      let s = setup(2, seed, [2, 2]);
      const hands = s.captains.map((c) => ({ type: 'resolve-hand' as const, captain: c.id, discard: [] }));
      s = apply(s, hands[0]!).state;
      const r = apply(s, hands[1]!);
      expect(r.trace.some((t) => t.rule === 'ccg.note.first-captain-tie')).toBe(true);
      firsts.add(r.state.firstCaptain!);
    }
    expect(firsts).toEqual(new Set(['ahab', 'nymeria']));
  });

  it('charges 1 Credit per point restored in stage 4', () => {
    let s = setup(2);
    s = edit(s, (d) => {
      const crewId = cap(d.state, 'ahab').deck.find((id) => d.state.cards[id]?.type === 'crew')!;
      moveCard(d, crewId, 'play');
      d.state.cards[crewId]!.damage = 1;
    });
    s = quietly(s, at('ready', 4));
    const crew = Object.values(s.cards).find((c) => c.zone === 'play' && c.type === 'crew')!;
    expect(availableMoves(s).map((m) => m.type)).toEqual(['restore', 'end-turn']);
    const before = cap(s, 'ahab').deck.length;
    expect(transition(s, { type: 'restore', captain: 'ahab', card: crew.id, points: 2 })).toMatchObject({ ok: false, field: 'points' });
    const { state, trace } = apply(s, { type: 'restore', captain: 'ahab', card: crew.id, points: 1 });
    expect(state.cards[crew.id]?.damage).toBeUndefined();
    expect(cap(state, 'ahab').deck.length).toBeLessThan(before);
    expect(trace.some((t) => t.rule === 'ccg.round.ready.stage-4')).toBe(true);
    expect(transition(state, { type: 'restore', captain: 'ahab', card: crew.id, points: 1 })).toMatchObject({ ok: false });
  });

  it('restores several cards in stage 4 as one Credits cost, and that ends the captain’s part of the stage', () => {
    let s = setup(2);
    let crew: string[] = [];
    s = edit(s, (d) => {
      crew = cap(d.state, 'ahab').deck.filter((id) => d.state.cards[id]?.type === 'crew').slice(0, 2);
      for (const id of crew) {
        moveCard(d, id, 'play');
        d.state.cards[id]!.damage = 1;
        d.state.cards[id]!.values.woundCapacity = 3;
      }
      d.state.cards[crew[1]!]!.damage = 2;
    });
    s = quietly(s, at('ready', 4));
    expect(transition(s, { type: 'restore', captain: 'ahab', cards: [] })).toMatchObject({ ok: false, field: 'cards' });
    expect(transition(s, { type: 'restore', captain: 'ahab', cards: [{ card: crew[0]!, points: 2 }, { card: crew[1]!, points: 1 }] })).toMatchObject({ ok: false, field: 'cards.0.points' });
    const { state, trace } = apply(s, { type: 'restore', captain: 'ahab', cards: crew.map((card) => ({ card, points: 1 })) });
    expect(crew.map((id) => state.cards[id]?.damage)).toEqual([undefined, 1]);
    expect(trace.some((t) => t.rule === 'ccg.note.restore-cost')).toBe(true);
    // The second crew member still has a wound, but Ahab's part of the stage is over.
    expect(transition(state, { type: 'restore', captain: 'ahab', card: crew[1]!, points: 1 })).toMatchObject({ ok: false });
  });

  it('moves gear between a captain’s crew once per Ready Phase', () => {
    let s = setup(2);
    let gearId = '';
    let crew: string[] = [];
    s = edit(s, (d) => {
      const a = cap(d.state, 'ahab');
      crew = a.deck.filter((id) => d.state.cards[id]?.type === 'crew').slice(0, 2);
      gearId = a.deck.find((id) => d.state.cards[id]?.type === 'gear')!;
      for (const id of [...crew, gearId]) moveCard(d, id, 'play');
      d.state.cards[gearId]!.attachedTo = crew[0];
    });
    s = quietly(s, at('ready', 5));
    expect(whoActs(s)).toMatchObject({ captain: 'ahab' });
    const { state } = apply(s, { type: 'move-gear', captain: 'ahab', gear: gearId, to: crew[1]! });
    expect(state.cards[gearId]?.attachedTo).toBe(crew[1]);
    // Moved once, it has nowhere to go this phase: the captain's turn passes (no movable gear left).
    expect(whoActs(state)).not.toMatchObject({ captain: 'ahab', rule: 'ccg.round.ready.stage-5' });
  });
});

describe('Adventure Phase', () => {
  function atAdventure(n = 2): GameState {
    return quietly(setup(n), (s) => s.phase === (n === 1 ? 'solo-adventure' : 'adventure'));
  }

  it('makes the acting captain discard an attached complication when the contract is full', () => {
    const s = atAdventure();
    const first = whoActs(s) as { captain: string };
    const full = s.slots.map((x) => s.cards[x.contract!]!).find((c) => c.values.contract?.complicationSlots === 1)!;
    const attached = Object.values(s.cards).find((c) => c.attachedTo === full.id)!;
    expect(transition(s, { type: 'place-complication', captain: first.captain, contract: full.id })).toMatchObject({ ok: false, field: 'discard' });
    const { state } = apply(s, { type: 'place-complication', captain: first.captain, contract: full.id, discard: attached.id });
    expect(state.cards[attached.id]?.zone).toBe('adventure-discard');
    expect(cap(state, attached.owner).adventureDiscard).toContain(attached.id);
    const now = Object.values(state.cards).filter((c) => c.attachedTo === full.id);
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({ faceDown: true, owner: first.captain });
  });

  it('reshuffles the adventure discard pile into a new deck when the deck runs out', () => {
    let s = atAdventure();
    const first = (whoActs(s) as { captain: string }).captain;
    s = edit(s, (d) => {
      const c = cap(d.state, first);
      while (c.adventureDeck.length > 0) moveCard(d, c.adventureDeck[0]!, 'adventure-discard');
    });
    const target = s.slots[0]!.contract!;
    const attached = Object.values(s.cards).filter((c) => c.attachedTo === target);
    const full = attached.length >= (s.cards[target]!.values.contract?.complicationSlots ?? 0);
    const { state, trace } = apply(s, { type: 'place-complication', captain: first, contract: target, ...(full ? { discard: attached[0]!.id } : {}) });
    expect(trace.some((t) => t.rule === 'ccg.adventure-deck')).toBe(true);
    const reshuffled = cap(s, first).adventureDiscard;
    expect(cap(state, first).adventureDiscard.filter((id) => reshuffled.includes(id))).toEqual([]);
    expect(cap(state, first).adventureDeck.length).toBe(reshuffled.length - 1);
  });

  it('charges 1 Credit per jump to reach a new contract, the jumps paid as one cost (our reading)', () => {
    let s = quietly(atAdventure(), at('adventure', 2));
    const who = (whoActs(s) as { captain: string }).captain;
    const far = s.slots.map((x) => s.cards[x.contract!]!).find((c) => c.values.contract?.distance === 2);
    expect(far).toBeDefined();
    const deck = cap(s, who).deck.length;
    const { state, trace } = apply(s, { type: 'choose-activity', captain: who, activity: 'contract', contract: far!.id });
    expect(cap(state, who).activity).toEqual({ kind: 'contract', contract: far!.id });
    expect(trace.some((t) => t.rule === 'ccg.jump-and-distance' && /2 jumps/.test(t.text))).toBe(true);
    expect(trace.some((t) => t.rule === 'ccg.note.jump-cost')).toBe(true);
    expect(cap(state, who).deck.length).toBeLessThan(deck);
    // A ship with Jump 0 cannot reach it.
    s = edit(s, (d) => {
      d.state.cards[cap(d.state, who).ship]!.values.jump = 0;
    });
    expect(transition(s, { type: 'choose-activity', captain: who, activity: 'contract', contract: far!.id })).toMatchObject({ ok: false, rule: 'ccg.jump-and-distance' });
  });

  it('makes piracy cost 1 Credit and give an Infamy token, and forbids it alone', () => {
    const s = quietly(atAdventure(), at('adventure', 2));
    const who = (whoActs(s) as { captain: string }).captain;
    const { state, trace } = apply(s, { type: 'choose-activity', captain: who, activity: 'piracy' });
    expect(cap(state, who)).toMatchObject({ infamy: 1, activity: { kind: 'piracy' } });
    expect(trace.some((t) => t.rule === 'ccg.infamy')).toBe(true);
    const solo = quietly(setup(1), at('solo-adventure', 3));
    expect(transition(solo, { type: 'choose-activity', captain: 'ahab', activity: 'piracy' })).toMatchObject({ ok: false, rule: 'ccg.round.solo-adventure.stage-3' });
  });

  it('charges the abandonment penalty, modified by attached complications, and replaces a contract nobody pursues', () => {
    let s = quietly(atAdventure(), at('adventure', 2));
    const who = (whoActs(s) as { captain: string }).captain;
    const contracts = s.slots.map((x) => s.cards[x.contract!]!);
    const [x, y] = [contracts.find((c) => c.values.contract!.distance === 0) ?? contracts[0]!, contracts[1]!];
    s = edit(s, (d) => {
      cap(d.state, who).activity = { kind: 'contract', contract: x.id };
    });
    const comps = Object.values(s.cards).filter((c) => c.attachedTo === x.id);
    const expected = Math.max(0, x.values.contract!.abandonment + comps.reduce((a, c) => a + (c.values.complication?.abandonmentModifier ?? 0), 0));
    const slot = s.slots.find((sl) => sl.contract === x.id)!;
    const target = y.id === x.id ? contracts[2]! : y;
    const { state, trace } = apply(s, { type: 'choose-activity', captain: who, activity: 'contract', contract: target.id });
    expect(trace.some((t) => t.rule === 'ccg.abandonment' && t.text.includes(`penalty of ${expected} Credits`))).toBe(true);
    expect(state.cards[x.id]?.zone).toBe('adventure-discard');
    const newSlot = state.slots[slot.index]!;
    expect(newSlot.contract).not.toBe(x.id);
    expect(state.cards[newSlot.contract!]).toMatchObject({ owner: slot.controller, playedAs: 'contract' });
  });

  it('keeps an abandoned contract in play while another captain still pursues it', () => {
    let s = quietly(atAdventure(), at('adventure', 2));
    const who = (whoActs(s) as { captain: string }).captain;
    const other = who === 'ahab' ? 'nymeria' : 'ahab';
    const x = s.slots[0]!.contract!;
    s = edit(s, (d) => {
      cap(d.state, who).activity = { kind: 'contract', contract: x };
      cap(d.state, other).activity = { kind: 'contract', contract: x };
    });
    const { state, trace } = apply(s, { type: 'choose-activity', captain: who, activity: 'uncommitted' });
    expect(state.cards[x]?.zone).toBe('play');
    expect(state.slots[0]!.contract).toBe(x);
    expect(trace.some((t) => t.rule === 'ccg.abandonment' && /stays in play/.test(t.text))).toBe(true);
  });

  it('places the solo hidden complication by the rules, and the face-up one where the captain likes', () => {
    const s = atAdventure(1);
    // Stage 1 ran by itself unless a discard choice was needed.
    expect(s.stage === 2 || (s.stage === 1 && availableMoves(s)[0]?.type === 'place-complication')).toBe(true);
    const s2 = quietly(s, at('solo-adventure', 2));
    const contract = s2.slots[0]!.contract!;
    const r = transition(s2, { type: 'place-complication', captain: 'ahab', contract });
    if (r.ok) {
      const faceUp = Object.values(r.value.cards).filter((c) => c.attachedTo === contract && !c.faceDown);
      expect(faceUp.length).toBe(1);
    } else {
      expect(r.field).toBe('discard');
    }
  });
});

describe('solo Adventure Phase', () => {
  it('asks the captain which complication to discard when every contract is full, then places the hidden card by the rules', () => {
    // Fill every contract, then reach the solo Adventure Phase.
    let s = setup(1);
    s = edit(s, (d) => {
      const me = cap(d.state, 'ahab');
      d.state.slots.forEach((slot, i) => {
        const contract = d.state.cards[slot.contract!]!.values.contract!;
        contract.vp = 4 - i;
        contract.complicationSlots = i === 3 ? 2 : 1;
      });
      for (const slot of d.state.slots) {
        const room = (d.state.cards[slot.contract!]!.values.contract?.complicationSlots ?? 0) - Object.values(d.state.cards).filter((c) => c.attachedTo === slot.contract).length;
        for (let i = 0; i < room; i++) playAsComplication(d, me.adventureDeck.shift()!, slot.contract!, true, 'ahab');
      }
    });
    s = quietly(s, (x) => x.phase === 'solo-adventure');
    const vps = s.slots.map((x) => s.cards[x.contract!]!.values.contract!.vp);
    const lowest = Math.min(...vps);
    const moves = availableMoves(s);
    {
      expect(whoActs(s)).toEqual({ kind: 'captain', captain: 'ahab', rule: 'ccg.round.solo-adventure.stage-1' });
      expect(moves[0]?.type).toBe('place-complication');
      expect(transition(s, { type: 'place-complication', captain: 'ahab' })).toMatchObject({ ok: false, field: 'discard' });
      const discard = moves[0]!.choices![0]!;
      const target = s.cards[discard]!.attachedTo!;
      expect(s.cards[target]!.values.contract!.vp).toBe(lowest);
      const { state, trace } = apply(s, { type: 'place-complication', captain: 'ahab', discard });
      expect(state.cards[discard]?.zone).toBe('adventure-discard');
      expect(trace.some((t) => t.rule === 'ccg.round.solo-adventure.stage-1')).toBe(true);
      expect(state.stage).toBe(2);
      expect(Object.values(state.cards).filter((c) => c.attachedTo === target && c.zone === 'play')).toHaveLength(2);
    }
  });

  it('wins a solo game on reaching the threshold, and ends it without a winner on bankruptcy', () => {
    let s = setup(1);
    s = edit(s, (d) => {
      d.state.threshold = 4;
      cap(d.state, 'ahab').vp = 4;
    });
    const won = quietly(apply(s, { type: 'resolve-hand', captain: 'ahab', discard: [] }).state, () => false);
    expect(won).toMatchObject({ status: 'over', winner: 'ahab' });
    const broke = apply(setup(1), { type: 'incur-expense', captain: 'ahab', amount: 1000, reason: 'a test' }).state;
    expect(broke).toMatchObject({ status: 'over', winner: null, eliminated: ['ahab'] });
  });
});

describe('Procurement Phase', () => {
  it('adds 1 Credit per Infamy token to each card procured', () => {
    let s = quietly(setup(2), at('procurement', 1));
    const who = (whoActs(s) as { captain: string }).captain;
    s = edit(s, (d) => {
      cap(d.state, who).infamy = 2;
    });
    const card = availableMoves(s)[0]!.choices!.map((id) => s.cards[id]!).find((c) => c.type === 'crew' || c.type === 'connection')!;
    const { trace } = apply(s, { type: 'procure', captain: who, card: card.id });
    expect(trace.some((t) => t.rule === 'ccg.round.procurement.stage-1' && /\+2/.test(t.text))).toBe(true);
    expect(trace.some((t) => t.rule === 'ccg.cost' && t.text.includes(`costs ${(card.values.cost ?? 0) + 2} Credit`))).toBe(true);
  });

  it('attaches gear to a crew member and puts crew straight into play', () => {
    const s = quietly(setup(2), at('procurement', 1));
    const who = (whoActs(s) as { captain: string }).captain;
    const hand = cap(s, who).hand.map((id) => s.cards[id]!);
    const gear = hand.find((c) => c.type === 'gear');
    const crew = hand.find((c) => c.type === 'crew');
    if (gear) expect(transition(s, { type: 'procure', captain: who, card: gear.id })).toMatchObject({ ok: false, field: 'attachTo' });
    if (crew) {
      expect(transition(s, { type: 'procure', captain: who, card: crew.id, attachTo: cap(s, who).ship })).toMatchObject({ ok: false, field: 'attachTo' });
      const { state } = apply(s, { type: 'procure', captain: who, card: crew.id });
      expect(state.cards[crew.id]).toMatchObject({ zone: 'play', controller: who });
    }
    expect(gear ?? crew).toBeDefined();
  });
});

describe('Resolution Phase', () => {
  /** A game where both captains pursue the same contract with no complication on it, and hold its tokens. */
  function sharedContract(): GameState {
    let s = quietly(setup(2), at('resource', 1));
    const contract = s.slots[0]!.contract!;
    s = edit(s, (d) => {
      for (const c of Object.values(d.state.cards)) if (c.attachedTo === contract) moveCard(d, c.id, 'adventure-discard');
      for (const c of d.state.captains) c.activity = { kind: 'contract', contract };
    });
    return s;
  }

  it('lets captains pass for good in stage 2, makes them eligible with no complication left, and splits a shared contract (competition)', () => {
    let s = sharedContract();
    const contract = s.slots[0]!.contract!;
    const vp = s.cards[contract]!.values.contract!.vp;
    const req = s.cards[contract]!.values.contract!.requirements;
    s = edit(s, (d) => {
      // Give both captains the tokens the contract needs.
      for (const c of d.state.captains) {
        c.pool = req.map((r, i) => ({ id: `${c.id}-t${i}`, token: r.kind === 'token' ? r.token : { kind: 'capability', capability: 'cargo' }, source: c.ship, sourceName: 'test' }));
      }
    });
    s = quietly(s, at('resolution', 2));
    const first = (whoActs(s) as { captain: string }).captain;
    let r = apply(s, { type: 'pass', captain: first });
    expect(r.trace.some((t) => t.rule === 'ccg.eligible' && /is eligible/.test(t.text))).toBe(true);
    expect(transition(r.state, { type: 'pass', captain: first })).toMatchObject({ ok: false, field: 'captain' });
    const second = (whoActs(r.state) as { captain: string }).captain;
    expect(second).not.toBe(first);
    r = apply(r.state, { type: 'pass', captain: second });
    expect(r.state.stage).toBe(3);
    expect(r.state.eligible.sort()).toEqual(['ahab', 'nymeria']);
    r = apply(r.state, { type: 'resolve-contract', captain: (whoActs(r.state) as { captain: string }).captain, subplots: [] });
    expect(r.state.cards[contract]?.zone).toBe('play');
    r = apply(r.state, { type: 'resolve-contract', captain: (whoActs(r.state) as { captain: string }).captain, subplots: [] });
    expect(r.trace.some((t) => t.rule === 'ccg.competition')).toBe(true);
    for (const c of r.state.captains) expect(c.vp).toBe(Math.max(0, vp - 1));
    expect(r.state.cards[contract]?.zone).toBe('adventure-discard');
    expect(r.state.slots[0]!.contract).not.toBe(contract);
  });

  it('counts a failed complication as a pass that leaves the captain ineligible', () => {
    let s = quietly(setup(2), at('resource', 1));
    const contract = s.slots[0]!.contract!;
    s = edit(s, (d) => {
      cap(d.state, 'ahab').activity = { kind: 'contract', contract };
    });
    s = quietly(s, at('resolution', 2));
    s = playQuietly(s, (x) => (whoActs(x) as { captain?: string }).captain === 'ahab' || x.stage !== 2, transition);
    const comp = Object.values(s.cards).find((c) => c.attachedTo === contract)!;
    expect(comp.faceDown).toBeUndefined();
    s = edit(s, (d) => {
      cap(d.state, 'ahab').pool = [];
    });
    const { state, trace } = apply(s, { type: 'resolve-complication', captain: 'ahab', complication: comp.id });
    expect(state.progress.passed).toContain('ahab');
    expect(state.eligible).not.toContain('ahab');
    expect(trace.some((t) => t.rule === 'ccg.eligible')).toBe(true);
  });

  it('takes an Infamy token from captains without piracy and discards every token left', () => {
    let s = quietly(setup(2), at('resolution', 2));
    s = edit(s, (d) => {
      cap(d.state, 'ahab').infamy = 2;
      cap(d.state, 'nymeria').pool = [{ id: 'x', token: { kind: 'capability', capability: 'cargo' }, source: 'nymeria-ship', sourceName: 'test' }];
    });
    const after = quietly(s, (x) => x.phase === 'ready');
    expect(cap(after, 'ahab').infamy).toBe(1);
    expect(cap(after, 'nymeria').pool).toEqual([]);
    expect(after.round).toBe(2);
  });
});

describe('victory and bankruptcy', () => {
  it('ends the game at a victory check once a captain meets the threshold', () => {
    let s = setup(2);
    s = edit(s, (d) => {
      d.state.threshold = 5;
      cap(d.state, 'nymeria').vp = 5;
    });
    const r = apply(s, { type: 'resolve-hand', captain: 'ahab', discard: [] });
    const end = apply(r.state, { type: 'resolve-hand', captain: 'nymeria', discard: [] });
    const over = quietly(end.state, () => false);
    expect(over).toMatchObject({ status: 'over', winner: 'nymeria' });
    expect(whoActs(over)).toMatchObject({ kind: 'nobody' });
    expect(availableMoves(over)).toEqual([]);
    expect(transition(over, { type: 'pass', captain: 'ahab' })).toMatchObject({ ok: false, rule: 'ccg.victory' });
  });

  it('removes a bankrupt captain with every card they own; the last captain of two wins', () => {
    let s = setup(2);
    // Nymeria's complication on one of Ahab's contracts, and one of Nymeria's crew controlled by Ahab.
    let crewId = '';
    s = edit(s, (d) => {
      const n = cap(d.state, 'nymeria');
      const adv = n.adventureDeck.shift()!;
      playAsComplication(d, adv, d.state.slots[0]!.contract!, true, 'nymeria');
      crewId = n.deck.find((id) => d.state.cards[id]?.type === 'crew')!;
      moveCard(d, crewId, 'play');
      d.state.cards[crewId]!.controller = 'ahab';
    });
    const total = cap(s, 'nymeria').hand.length + cap(s, 'nymeria').deck.length;
    const big = 1000;
    const { state, trace } = apply(s, { type: 'incur-expense', captain: 'nymeria', amount: big, reason: 'a test' });
    expect(total).toBeGreaterThan(0);
    expect(trace.some((t) => t.rule === 'ccg.bankruptcy')).toBe(true);
    expect(state).toMatchObject({ status: 'over', winner: 'ahab', eliminated: ['nymeria'] });
    const owned = Object.values(state.cards).filter((c) => c.owner === 'nymeria');
    expect(owned.every((c) => c.zone === 'removed')).toBe(true);
    expect(state.cards[crewId]?.zone).toBe('removed');
  });

  it('stops a piracy action when the defender goes bankrupt from its expense: no return fire', () => {
    let s = quietly(setup(3, 4, [3, 2, 1]), at('resolution', 2));
    const pirate = (whoActs(s) as { captain: string }).captain;
    const target = s.captains.find((c) => c.id !== pirate)!.id;
    s = edit(s, (d) => {
      cap(d.state, pirate).activity = { kind: 'piracy' };
      d.state.cards[cap(d.state, pirate).ship]!.values.attack = 9;
      const t = cap(d.state, target);
      while (t.deck.length > 0) moveCard(d, t.deck[0]!, 'discard');
      while (t.hand.length > 0) moveCard(d, t.hand[0]!, 'discard');
    });
    const { state, trace } = apply(s, { type: 'piracy', captain: pirate, target });
    expect(state.eliminated).toEqual([target]);
    expect(trace.some((t) => /before returning fire/.test(t.text))).toBe(true);
    expect(cap(state, pirate)).toMatchObject({ piracyDone: true, activity: { kind: 'uncommitted' } });
  });

  it('reads Hardened, Countermeasure and Critical from the cards in a piracy action', () => {
    let s = quietly(setup(2, 4, [3, 2]), at('resolution', 2));
    const pirate = (whoActs(s) as { captain: string }).captain;
    const target = s.captains.find((c) => c.id !== pirate)!.id;
    const plating = 'test-plating';
    const rack = 'test-rack';
    s = edit(s, (d) => {
      cap(d.state, pirate).activity = { kind: 'piracy' };
      const pShip = d.state.cards[cap(d.state, pirate).ship]!;
      pShip.values.attack = 3;
      const tShip = d.state.cards[cap(d.state, target).ship]!;
      tShip.values.defense = 0;
      d.state.cards[plating] = {
        id: plating, name: 'Test Plating', owner: target, controller: target, type: 'upgrade', zone: 'play', attachedTo: tShip.id,
        values: { structureCapacity: 5, keywords: ['Hardened (2)'] },
      } as GameCard;
      d.state.cards[rack] = {
        id: rack, name: 'Test Rack', owner: pirate, controller: pirate, type: 'upgrade', zone: 'play', attachedTo: pShip.id,
        values: { structureCapacity: 2, keywords: ['Critical (1)'], traits: ['Missile'] },
      } as GameCard;
    });
    const hit = (state: GameState) => apply(state, { type: 'piracy', captain: pirate, target, attackUpgrades: [{ upgrade: plating, points: 3 }] }).state.cards[plating]!.damage ?? 0;
    // Hardened 2 cut by Critical 1: 3 points on the plating leave 2.
    expect(hit(s)).toBe(2);
    // Countermeasure (Missile) ignores the rack's Critical: Hardened 2 holds, 1 point lands.
    const countered = edit(s, (d) => void (d.state.cards[plating]!.values.keywords = ['Hardened (2)', 'Countermeasure (Missile)']));
    expect(hit(countered)).toBe(1);
  });

  it('shares the contract slots again when a captain of three goes bankrupt', () => {
    let s = setup(3, 2, [3, 2, 1]);
    s = edit(s, (d) => {
      // Ahab pursues a contract Sakai owns.
      const sakaiContract = d.state.slots.find((x) => x.controller === 'sakai' && !x.floating)!.contract!;
      cap(d.state, 'ahab').activity = { kind: 'contract', contract: sakaiContract };
    });
    const sakaiSlots = s.slots.filter((x) => s.cards[x.contract!]?.owner === 'sakai').map((x) => x.index);
    const { state, trace } = apply(s, { type: 'incur-expense', captain: 'sakai', amount: 1000, reason: 'a test' });
    expect(state.status).toBe('playing');
    expect(state.slots.map((x) => x.controller).sort()).toEqual(['ahab', 'ahab', 'nymeria', 'nymeria']);
    expect(state.slots.every((x) => x.floating === undefined)).toBe(true);
    for (const i of sakaiSlots) {
      const c = state.cards[state.slots[i]!.contract!]!;
      expect(c.owner).not.toBe('sakai');
      expect(c.owner).toBe(state.slots[i]!.controller);
    }
    expect(cap(state, 'ahab').activity).toEqual({ kind: 'uncommitted' });
    expect(trace.some((t) => t.rule === 'ccg.note.contract-leaves-play')).toBe(true);
    expect(whoActs(state)).toMatchObject({ kind: 'simultaneous', captains: ['ahab', 'nymeria'] });
  });
});

describe('turns and saved states', () => {
  it('refuses a move out of turn, a move of the wrong stage, and an unknown move', () => {
    const s = quietly(setup(2, 1, [3, 2]), at('adventure', 1));
    const actor = whoActs(s) as { captain: string };
    const other = actor.captain === 'ahab' ? 'nymeria' : 'ahab';
    expect(transition(s, { type: 'place-complication', captain: other, contract: s.slots[0]!.contract! })).toMatchObject({ ok: false, field: 'captain' });
    expect(transition(s, { type: 'pass', captain: actor.captain })).toMatchObject({ ok: false, field: 'type', rule: 'ccg.round.adventure.stage-1' });
    expect(transition(s, { type: 'fly' } as unknown as GameEvent)).toMatchObject({ ok: false, field: 'type' });
    expect(transition(s, { type: 'pass', captain: 'nobody' })).toMatchObject({ ok: false, field: 'captain' });
  });

  it('leaves the given state unchanged', () => {
    const s = setup(2);
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    apply(s, { type: 'resolve-hand', captain: 'ahab', discard: [cap(s, 'ahab').hand[0]!] });
    expect(s).toEqual(copy);
  });

  it('reads back a saved state, and refuses one that does not add up', () => {
    const s = quietly(setup(3), at('action', 1));
    const back = checkGameState(JSON.parse(JSON.stringify(s)));
    expect(back).toMatchObject({ ok: true });
    const broken = JSON.parse(JSON.stringify(s)) as GameState;
    broken.captains[0]!.hand.push(broken.captains[0]!.deck[0]!);
    expect(checkGameState(broken)).toMatchObject({ ok: false, rule: 'ccg.cards' });
    expect(checkGameState({ version: 2 })).toMatchObject({ ok: false, field: 'version' });
    expect(checkGameState({ ...s, phase: 'upkeep' })).toMatchObject({ ok: false, field: 'phase' });
    const badValues = JSON.parse(JSON.stringify(s)) as GameState;
    const someCard = Object.keys(badValues.cards)[3]!;
    (badValues.cards[someCard]!.values as Record<string, unknown>).ev = -2;
    expect(checkGameState(badValues)).toMatchObject({ ok: false, field: `cards.${someCard}.values.ev` });
  });
});

describe('an expense and its payment, read at the edge', () => {
  it('refuses a bad amount, reason or payment with its rule and field, and changes nothing', () => {
    const s = setup(2);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: -1 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ amount: 1, reason: 7 }, 'reason'],
      [{ amount: 1, reason: 'x'.repeat(161) }, 'reason'],
      [{ amount: 1, pay: 'all' }, 'pay'],
      [{ amount: 1, pay: { hand: 'c1' } }, 'pay.hand'],
      [{ amount: 1, pay: { hand: [''] } }, 'pay.hand.0'],
      [{ amount: 1, pay: { deck: -2 } }, 'pay.deck'],
    ];
    for (const [part, field] of cases) {
      const r = transition(s, { type: 'incur-expense', captain: s.captains[0]!.id, reason: 'a test', ...part } as GameEvent);
      expect(r, JSON.stringify(part)).toMatchObject({ ok: false, rule: 'ccg.expenses', field });
    }
    const fine = transition(s, { type: 'incur-expense', captain: s.captains[0]!.id, amount: 0, reason: '  ' } as GameEvent);
    expect(fine).toMatchObject({ ok: true });
  });
});
