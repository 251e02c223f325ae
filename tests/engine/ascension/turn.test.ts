/** The turn tracker: slots, order, uses, Reacts, abilities, the end-of-turn checklist, replay. */
import { describe, expect, it } from 'vitest';
import { END_OF_TURN_IDS, TURN_STRUCTURE, endOfTurnCombatPickers, turnTracker, usesLeftOf, type TurnTrackerEvent } from '../../../src/engine/ascension/turn/index.ts';

const panels = (counts: [number, number][]) => [
  { slot: 'military-diplomacy', counts: counts[0], abilities: [{ name: 'Iron Will', boxes: 1 }, { name: 'Old Money', boxes: 'always' }] },
  { slot: 'shadow-science', counts: counts[1], abilities: [] },
  { slot: 'economic-movement', counts: counts[2], abilities: [] },
];
const setup = { players: [{ id: 'Ann', panels: panels([[2, 2], [1, 1], [1, 1]]) }, { id: 'Bo', panels: panels([[1, 3], [1, 1], [1, 1]]) }] };
const reveal = (a: [number, string, number], b: [number, string, number]): TurnTrackerEvent => ({
  type: 'reveal',
  cards: [
    { player: 'Ann', initiative: a[0], action: a[1] as 'military', cardId: a[2] },
    { player: 'Bo', initiative: b[0], action: b[1] as 'military', cardId: b[2] },
  ],
});

function turn(): TurnTrackerEvent[] {
  const events: TurnTrackerEvent[] = [];
  for (let slot = 1; slot <= 6; slot++) {
    events.push(reveal([5, 'military', 10 + slot], [5, 'diplomacy', 20 + slot]));
    events.push({ type: 'play', player: 'Ann', use: slot <= 2 ? 'action' : 'event' });
    events.push({ type: 'play', player: 'Bo', use: slot <= 3 ? 'action' : 'event' });
  }
  return events;
}

describe('turn tracker', () => {
  it('orders each action and marks uses; a card showing Any asks for a type', () => {
    const r = turnTracker.replay(setup, [reveal([3, 'any', 1], [3, 'movement', 2]), { type: 'play', player: 'Bo', use: 'action' }, { type: 'play', player: 'Ann', use: 'action', actionType: 'science' }]);
    if (!r.ok) throw new Error(r.error);
    expect(usesLeftOf(r.value.state)).toMatchObject({ Ann: { science: 0 }, Bo: { movement: 0 } });
    const bad = turnTracker.replay(setup, [reveal([3, 'any', 1], [3, 'movement', 2]), { type: 'play', player: 'Ann', use: 'action' }]);
    expect(bad).toMatchObject({ ok: false, index: 1, rule: 'ascension.a-8-1' });
  });

  it('refuses an Action with no use left', () => {
    const r = turnTracker.replay(setup, [reveal([1, 'science', 1], [2, 'science', 2]), { type: 'play', player: 'Bo', use: 'action' }, { type: 'play', player: 'Ann', use: 'action' }, reveal([1, 'science', 3], [2, 'science', 4]), { type: 'play', player: 'Bo', use: 'action' }]);
    expect(r).toMatchObject({ ok: false, index: 4, rule: 'ascension.a-8-3' });
  });

  it('spends a use on Security Detail or Mitigate, none on a React Event, and marks ability boxes', () => {
    const r = turnTracker.replay(setup, [
      { type: 'react', player: 'Bo', kind: 'mitigate' },
      { type: 'react', player: 'Bo', kind: 'react-event' },
      { type: 'ability', player: 'Ann', index: 0 },
    ]);
    if (!r.ok) throw new Error(r.error);
    expect(usesLeftOf(r.value.state).Bo!.diplomacy).toBe(2);
    expect(turnTracker.transition(r.value.state, { type: 'ability', player: 'Ann', index: 0 })).toMatchObject({ ok: false, rule: 'ascension.a-8-3' });
    expect(turnTracker.transition(r.value.state, { type: 'ability', player: 'Ann', index: 1 })).toMatchObject({ ok: false });
  });

  it('runs two phases, then the end-of-turn checklist in order, then a fresh turn', () => {
    const r = turnTracker.replay(setup, turn());
    if (!r.ok) throw new Error(r.error);
    expect(r.value.state.stage).toBe('end-of-turn');
    expect(turnTracker.transition(r.value.state, { type: 'next-turn' })).toMatchObject({ ok: false, rule: 'ascension.AM-49' });
    expect(turnTracker.transition(r.value.state, { type: 'end-step', step: 'refill' })).toMatchObject({ ok: false, field: 'step' });
    const done = turnTracker.run(r.value.state, [...END_OF_TURN_IDS.map((step) => ({ type: 'end-step' as const, step })), { type: 'next-turn' }]);
    if (!done.ok) throw new Error(done.error);
    expect(done.value.state).toMatchObject({ turn: 2, slot: 1, stage: 'reveal' });
    expect(usesLeftOf(done.value.state).Ann!.military).toBe(2);
  });

  it('replays deterministically', () => expect(turnTracker.replay(setup, turn())).toEqual(turnTracker.replay(setup, turn())));

  it('describes the turn for a diagram and the end-of-turn battle picks', () => {
    expect(TURN_STRUCTURE.map((p) => p.id)).toEqual(['phase-one', 'phase-two', 'end-of-turn']);
    expect(END_OF_TURN_IDS).toEqual(['book-passage', 'scenario-combat', 'revolts', 'blockades', 'keep-cards', 'trim-budget', 'refill']);
    expect(endOfTurnCombatPickers('Ann', 'Bo', 3)).toEqual(['Ann', 'Bo', 'Ann']);
  });

  it('refuses a setup with two panels in one slot', () => {
    const twice = { players: [{ id: 'Ann', panels: [panels([[1, 1], [1, 1], [1, 1]])[0], panels([[1, 1], [1, 1], [1, 1]])[0], panels([[1, 1], [1, 1], [1, 1]])[2]] }, setup.players[1]] };
    expect(turnTracker.setup(twice)).toMatchObject({ ok: false, field: 'players.0.panels.1.slot' });
  });
});
