/**
 * The turn tracker: its moves replay through the engine (R29: a tie on
 * Initiative goes to the action type that stands further left, Diplomacy
 * before Shadow), its examples open from a link, and links to a game the
 * rules do not allow, or holding codes it never writes, are refused with a
 * sentence.
 */
import { describe, expect, it } from 'vitest';
import { turnTracker } from '../../../src/engine/ascension/turn/index.ts';
import { encodeState } from '../../../src/widgets/kit/url-codec.ts';
import { readEncodedState } from '../../../src/widgets/kit/url-state.ts';
import { TURN_URL } from '../../../src/widgets/ascension/turn/link.ts';
import { TURN_EXAMPLES } from '../../../src/widgets/ascension/turn/presets.ts';
import { EMPTY_FORM, INITIAL, eventOf, formOf, sameGame, seatsOf, setupInput, type TurnState } from '../../../src/widgets/ascension/turn/state.ts';

const example = (id: string): TurnState => TURN_EXAMPLES.find((e) => e.id === id)!.state;
const replay = (s: TurnState) => turnTracker.replay(s.setup!, s.moves.map((m) => eventOf(m, seatsOf(s.setup!))!));

describe('turn tracker state', () => {
  it('R29: Initiative 5 Shadow card 40 against Initiative 5 Diplomacy card 12: Bo (Diplomacy) goes first', () => {
    const r = replay(example('tie'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.order).toEqual(['Bo', 'Ann']);
    expect(r.value.state.stage).toBe('play');
    const steps = r.value.log.at(-1)!.trace;
    expect(steps.every((t) => t.rule.startsWith('ascension.'))).toBe(true);
  });

  it('the end-of-turn example reaches the checklist with every use counted', () => {
    const r = replay(example('end'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.stage).toBe('end-of-turn');
    expect(r.value.state.turn).toBe(1);
  });

  it('every move code becomes the engine event it stands for, and codes it never writes become nothing', () => {
    const seats = ['Ann', 'Bo'];
    expect(eventOf(['V', [5, 'shadow', 40], [5, 'diplomacy', 12]], seats)).toEqual({
      type: 'reveal',
      cards: [
        { player: 'Ann', initiative: 5, action: 'shadow', cardId: 40 },
        { player: 'Bo', initiative: 5, action: 'diplomacy', cardId: 12 },
      ],
    });
    expect(eventOf(['P', 1, 'a', 'science'], seats)).toEqual({ type: 'play', player: 'Bo', use: 'action', actionType: 'science' });
    expect(eventOf(['P', 0, 'e', ''], seats)).toEqual({ type: 'play', player: 'Ann', use: 'event' });
    expect(eventOf(['X', 0, 'm'], seats)).toEqual({ type: 'react', player: 'Ann', kind: 'mitigate' });
    expect(eventOf(['N'], seats)).toEqual({ type: 'next-turn' });
    for (const bad of [['Q'], ['P', 2, 'a', ''], ['V', [5, 'warp', 1], [1, 'any', 2]], ['X', 0, 'z'], ['A', 0, 9], ['E', 'nap'], ['N', 1]]) expect(eventOf(bad, seats)).toBeUndefined();
  });

  it('the setup form reads as the engine setup and back', () => {
    const s = example('table');
    expect(formOf(s.setup!)).toEqual(s.form);
    const again = turnTracker.setup(setupInput(s.form));
    expect(again.ok).toBe(true);
  });

  it('an empty form is refused by the engine on the players’ names', () => {
    const r = turnTracker.setup(setupInput(EMPTY_FORM));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.field).toMatch(/^players\.0\.id/);
  });

  it('sameGame ignores what is only typed', () => {
    const s = example('tie');
    expect(sameGame(s, { ...s, cards: [{ initiative: '3', action: 'any', cardId: '1' }, s.cards[1]] })).toBe(true);
    expect(sameGame(s, { ...s, moves: [] })).toBe(false);
  });
});

describe('turn tracker links', () => {
  it('every example and the clean state go through a link and back', () => {
    for (const s of [INITIAL, ...TURN_EXAMPLES.map((e) => e.state)]) {
      expect(readEncodedState(encodeState(s), TURN_URL)).toEqual({ ok: true, value: s });
    }
  });

  it('a move the rules refuse is named in the refusal', () => {
    const s = example('tie');
    const read = readEncodedState(encodeState({ ...s, moves: [...s.moves, ['P', 0, 'a', '']] }), TURN_URL);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/^move 2 could not be made/);
  });

  it('damaged links are refused with a sentence', () => {
    const s = example('tie');
    for (const bad of [
      { ...s, moves: [['Z']] },
      { ...INITIAL, moves: [['N']] },
      { ...s, setup: { players: [s.setup!.players[0]] } },
      { ...s, setup: { players: [s.setup!.players[0], { ...s.setup!.players[1], id: 'Ann' }] } },
      { ...s, extra: true },
      [1, 2],
    ]) {
      const read = readEncodedState(encodeState(bad), TURN_URL);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toMatch(/\.$/);
    }
  });
});

describe('turn tracker state: the systems kept across turns', () => {
  const seats = ['Ann', 'Bo'];

  it('writes every system move as a short code the engine reads back', () => {
    expect(eventOf(['Y', 'Vland', [[0, -1], [2, 1]], [[1, 0]], [['f', 1, 1]]], seats)).toEqual({
      type: 'add-system',
      name: 'Vland',
      societies: [{ face: 0, owner: null }, { face: 2, owner: 'Bo' }],
      resources: [{ face: 1, owner: 'Ann' }],
      outposts: [{ kind: 'factory', level: 1, owner: 'Bo' }],
    });
    expect(eventOf(['B', 0, 's', 1, 2, 0], seats)).toEqual({ type: 'set-bar', system: 0, panel: { kind: 'society', index: 1 }, face: 2, owner: 'Ann' });
    expect(eventOf(['O', 0, 's', 1], seats)).toEqual({ type: 'build-outpost', system: 0, kind: 'starport', owner: 'Bo' });
    expect(eventOf(['W', 0, 0, 2], seats)).toEqual({ type: 'power-outpost', system: 0, index: 0, level: 2 });
    expect(eventOf(['Z', 0, 0], seats)).toEqual({ type: 'remove-outpost', system: 0, index: 0 });
    expect(eventOf(['R', 0, 1, 1], seats)).toEqual({ type: 'revolt', system: 0, society: 1, active: true });
    expect(eventOf(['K', 0, 'r', 0, -1], seats)).toEqual({ type: 'blockade', system: 0, panel: { kind: 'resource', index: 0 }, by: null });
    expect(eventOf(['E', 'revolts', [[0, 's', 2]]], seats)).toEqual({ type: 'end-step', step: 'revolts', picks: [{ system: 0, kind: 'society', index: 2 }] });
    for (const bad of [['Y', 'Vland', [[3, 0]], [], []], ['B', 0, 'o', 0, 1, 0], ['O', 0, 'x', 0], ['O', 0, 'd', -1], ['R', 0, 1, 2], ['K', 20, 's', 0, 0], ['E', 'revolts', []], ['E', 'refill', 'x']]) {
      expect(eventOf(bad as never, seats), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('opens the Revolt example from a link at the Revolt step, the pick still to make', () => {
    const s = example('revolt');
    const read = readEncodedState(encodeState(s), TURN_URL);
    expect(read.ok && sameGame(read.value, s)).toBe(true);
    const r = replay(s);
    expect(r.ok && r.value.state.systems[0]!.name).toBe('Vland');
  });

  it('refuses a link whose system moves the engine does not allow, saying which', () => {
    const s = example('revolt');
    const bad = { ...s, moves: [...s.moves.slice(0, 1), ['R', 0, 5, 1], ...s.moves.slice(1)] };
    const read = readEncodedState(encodeState(bad), TURN_URL);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/^move 2 could not be made: vland has no Society number 6/);
  });
});
