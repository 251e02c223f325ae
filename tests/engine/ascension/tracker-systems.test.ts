/**
 * The turn tracker keeps each system's state across turns: bars and their
 * owners, Outposts, Revolts and Blockades with how long they have stood, and
 * the end-of-turn losses worked out by the engine (M18, AM-20, AM-21,
 * AM-49), the players picking only where several panels qualify.
 */
import { describe, expect, it } from 'vitest';
import { pendingLossPick, turnTracker, type TurnTrackerEvent, type TurnTrackerState } from '../../../src/engine/ascension/turn/index.ts';

const panels = [
  { slot: 'military-diplomacy', counts: [1, 1], abilities: [] },
  { slot: 'shadow-science', counts: [1, 1], abilities: [] },
  { slot: 'economic-movement', counts: [1, 1], abilities: [] },
];
const setup = { players: [{ id: 'Ann', panels }, { id: 'Bo', panels }] };

/** Six actions played as Events, then the end-of-turn steps up to (not including) the Revolt losses. */
function toRevolts(): TurnTrackerEvent[] {
  const events: TurnTrackerEvent[] = [];
  for (let slot = 1; slot <= 6; slot++) {
    events.push({ type: 'reveal', cards: [{ player: 'Ann', initiative: 5, action: 'any', cardId: 10 + slot }, { player: 'Bo', initiative: 4, action: 'any', cardId: 20 + slot }] });
    events.push({ type: 'play', player: 'Ann', use: 'event' }, { type: 'play', player: 'Bo', use: 'event' });
  }
  events.push({ type: 'end-step', step: 'book-passage' }, { type: 'end-step', step: 'scenario-combat' });
  return events;
}
const rest: TurnTrackerEvent[] = [{ type: 'end-step', step: 'keep-cards' }, { type: 'end-step', step: 'trim-budget' }, { type: 'end-step', step: 'refill' }, { type: 'next-turn' }];

function replay(events: TurnTrackerEvent[]): TurnTrackerState {
  const r = turnTracker.replay(setup, events);
  if (!r.ok) throw new Error(`move ${'index' in r ? r.index : 'setup'}: ${r.error}`);
  return r.value.state;
}

const vland: TurnTrackerEvent = {
  type: 'add-system',
  name: 'Vland',
  societies: [{ face: 2, owner: 'Ann' }, { face: 1, owner: 'Bo' }, { face: 1, owner: 'Ann' }],
  resources: [{ face: 1, owner: 'Ann' }],
  outposts: [{ kind: 'factory', level: 1, owner: 'Bo' }],
};

describe('tracked systems', () => {
  it('keeps a Revolt\'s losses and count across turns, and returns emptied bars', () => {
    const start: TurnTrackerEvent[] = [vland, { type: 'revolt', system: 0, society: 0, active: true }];
    const once = replay([...start, ...toRevolts(), { type: 'end-step', step: 'revolts' }, { type: 'end-step', step: 'blockades' }, ...rest]);
    expect(once.systems[0]!.societies[0]).toEqual({ face: 1, owner: 'Ann', revolt: { since: 1, turns: 1 } });
    const twice = replay([...start, ...toRevolts(), { type: 'end-step', step: 'revolts' }, { type: 'end-step', step: 'blockades' }, ...rest, ...toRevolts(), { type: 'end-step', step: 'revolts' }]);
    const system = twice.systems[0]!;
    expect(system.societies[0]).toEqual({ face: 0, owner: null, revolt: { since: 1, turns: 2 } });
    expect([system.taken, system.barsReturned]).toEqual([2, 1]);
  });

  it('asks which Society loses once the Revolt\'s own is bare (AM-20), and takes the pick with the step', () => {
    const events = [vland, { type: 'set-bar', system: 0, panel: { kind: 'society', index: 0 }, face: 0, owner: null }, { type: 'revolt', system: 0, society: 0, active: true }, ...toRevolts()] as TurnTrackerEvent[];
    const state = replay(events);
    expect(pendingLossPick(state)).toEqual({ system: 0, cause: 'revolt', candidates: [{ kind: 'society', index: 1 }, { kind: 'society', index: 2 }] });
    expect(turnTracker.transition(state, { type: 'end-step', step: 'revolts' })).toMatchObject({ ok: false, field: 'picks', rule: 'ascension.AM-20' });
    expect(pendingLossPick(state, [{ system: 0, kind: 'society', index: 2 }])).toBeNull();
    const r = turnTracker.transition(state, { type: 'end-step', step: 'revolts', picks: [{ system: 0, kind: 'society', index: 2 }] });
    expect(r.ok && r.value.systems[0]!.societies[2]).toEqual({ face: 0, owner: null, revolt: null });
    expect(r.ok && r.trace.map((s) => s.text)).toContain('Vland: the Revolt takes 1 from Society 3 (Ann\'s): 1 → 0; the bar goes back to Ann\'s supply.');
    expect(turnTracker.transition(state, { type: 'end-step', step: 'revolts', picks: [{ system: 0, kind: 'society', index: 2 }, { system: 0, kind: 'society', index: 1 }] })).toMatchObject({ ok: false, field: 'picks.1' });
  });

  it('takes a Blockade\'s Trade off its own panel first, then asks (AM-21), until the ship leaves', () => {
    const events = [vland, { type: 'blockade', system: 0, panel: { kind: 'resource', index: 0 }, by: 'Bo' }, ...toRevolts(), { type: 'end-step', step: 'revolts' }] as TurnTrackerEvent[];
    const state = replay(events);
    expect(pendingLossPick(state)).toBeNull();
    const first = turnTracker.transition(state, { type: 'end-step', step: 'blockades' });
    expect(first.ok && first.value.systems[0]!.resources[0]).toEqual({ face: 0, owner: null });
    const next = replay([...events, { type: 'end-step', step: 'blockades' }, ...rest, ...toRevolts(), { type: 'end-step', step: 'revolts' }]);
    expect(pendingLossPick(next)).toMatchObject({ cause: 'blockade', candidates: [{ kind: 'society', index: 0 }, { kind: 'society', index: 1 }, { kind: 'society', index: 2 }] });
    const lifted = replay([...events, { type: 'end-step', step: 'blockades' }, ...rest, { type: 'blockade', system: 0, panel: { kind: 'resource', index: 0 }, by: null }, ...toRevolts(), { type: 'end-step', step: 'revolts' }]);
    expect(pendingLossPick(lifted)).toBeNull();
    expect(lifted.systems[0]!.blockades).toEqual([]);
  });

  it('ends a Revolt by Martial Law and stops its losses', () => {
    const state = replay([vland, { type: 'revolt', system: 0, society: 1, active: true }, { type: 'revolt', system: 0, society: 1, active: false }, ...toRevolts(), { type: 'end-step', step: 'revolts' }]);
    expect(state.systems[0]!.taken).toBe(0);
  });

  it('moves a Revolt on to Resources and then Outposts, whose bar goes back while the Outpost stays', () => {
    const bare: TurnTrackerEvent = { type: 'add-system', name: 'Ka', societies: [{}], outposts: [{ kind: 'factory', level: 1, owner: 'Bo' }] };
    const state = replay([bare, { type: 'revolt', system: 0, society: 0, active: true }, ...toRevolts(), { type: 'end-step', step: 'revolts' }]);
    expect(state.systems[0]!.outposts).toEqual([{ kind: 'factory', level: 0, owner: 'Bo' }]);
  });

  it('refuses what the board cannot hold, naming the field', () => {
    const state = replay([vland]);
    const refuse = (e: unknown) => turnTracker.transition(state, e as TurnTrackerEvent);
    expect(refuse({ type: 'add-system', name: 'vland' })).toMatchObject({ ok: false, field: 'name' });
    expect(refuse({ type: 'add-system', name: 'Big', societies: [{}, {}, {}, {}], resources: [{}, {}, {}] })).toMatchObject({ ok: false, rule: 'ascension.a-2-1' });
    expect(refuse({ type: 'add-system', name: 'Odd', societies: [{ face: 1 }] })).toMatchObject({ ok: false, field: 'societies.0.owner' });
    expect(refuse({ type: 'add-system', name: 'Odd', societies: [{ face: 1, owner: 'Cy' }] })).toMatchObject({ ok: false, field: 'societies.0.owner', rule: 'ascension.AM-48' });
    expect(refuse({ type: 'revolt', system: 0, society: 5, active: true })).toMatchObject({ ok: false, field: 'society' });
    expect(refuse({ type: 'revolt', system: 0, society: 0, active: false })).toMatchObject({ ok: false, field: 'active' });
    expect(refuse({ type: 'revolt', system: 3, society: 0, active: true })).toMatchObject({ ok: false, field: 'system' });
    expect(refuse({ type: 'blockade', system: 0, panel: { kind: 'outpost', index: 0 }, by: 'Bo' })).toMatchObject({ ok: false, field: 'panel.kind' });
    expect(refuse({ type: 'blockade', system: 0, panel: { kind: 'resource', index: 0 }, by: null })).toMatchObject({ ok: false, field: 'by' });
    expect(refuse({ type: 'set-bar', system: 0, panel: { kind: 'resource', index: 0 }, face: 2, owner: null })).toMatchObject({ ok: false, field: 'owner' });
    expect(refuse({ type: 'build-outpost', system: 0, kind: 'defense', owner: 'Ann' })).toMatchObject({ ok: true });
    expect(refuse({ type: 'power-outpost', system: 0, index: 4, level: 1 })).toMatchObject({ ok: false, field: 'index' });
    expect(refuse({ type: 'end-step', step: 'revolts' })).toMatchObject({ ok: false, rule: 'ascension.a-8-1-end' });
  });

  it('keeps the state of every system through a replay, so a list of moves reopens it exactly', () => {
    const events = [vland, { type: 'revolt', system: 0, society: 0, active: true }, ...toRevolts(), { type: 'end-step', step: 'revolts' }] as TurnTrackerEvent[];
    expect(replay(events)).toEqual(replay(events));
    const run = turnTracker.replay(setup, events);
    expect(run.ok && run.trace.every((s) => s.rule.startsWith('ascension.'))).toBe(true);
  });
});
