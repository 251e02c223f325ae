/**
 * The queue stepper's link readers (issue 20, part 3), made with the engine's
 * readers: the first pass (`QUEUE_LINK_READER`, `widgets/queue/state.ts`,
 * loaded with the page: the shape, with the small readers alone) and the full check (the moves, (`readQueueToolState`,
 * `replay.ts`, once the engine is here). Each refusal keeps its rule and the
 * field of the link it is about.
 */
import { describe, expect, it } from 'vitest';
import { TIME_IS_MONEY_CANCELLED } from '../../src/engine/ccg/examples/timing.ts';
import { MAX_MOVES, QUEUE_LINK_READER, readQueueLink } from '../../src/widgets/queue/state.ts';
import { compactMove, parseQueueToolState, readMoves, readQueueToolState } from '../../src/widgets/queue/replay.ts';

const moves = TIME_IS_MONEY_CANCELLED.moves.map(compactMove);
const base = { setup: TIME_IS_MONEY_CANCELLED.setup, moves, at: moves.length, guide: TIME_IS_MONEY_CANCELLED.id };
const card = { kind: 'card', card: 'time-is-money', controller: 'solo' };
const oneMove = (move: unknown) => ({ ...base, moves: [move], at: 1 });
const long = 'k'.repeat(65);

/** [what, input, rule, field], refused by the first pass (and so by the full check too). */
const FIRST_PASS: [string, unknown, string, string | undefined][] = [
  ['no object at all', [1, 2], 'ccg.timing.queue', undefined],
  ['no table', { ...base, setup: null }, 'ccg.timing.queue', 'setup'],
  ['moves that are no list', { ...base, moves: 'pass' }, 'ccg.timing.queue', 'moves'],
  ['more moves than a link keeps', { ...base, moves: Array.from({ length: MAX_MOVES + 1 }, () => ({ kind: 'pass-all' })) }, 'ccg.timing.queue', 'moves'],
  ['a position past the end', { ...base, at: moves.length + 1 }, 'ccg.timing.queue', 'at'],
  ['a fractional position', { ...base, at: 1.5 }, 'ccg.timing.queue', 'at'],
  ['a guide that is no text', { ...base, guide: 7 }, 'ccg.timing.queue', 'guide'],
  ['an unknown edition', { ...base, edition: 'first' }, 'ccg.timing.queue', 'edition'],
];

/** [what, input, rule, field], that only the full check refuses: the first pass (with the small readers alone) takes the moves as given. */
const FULL_CHECK: [string, unknown, string, string | undefined][] = [
  ['a move that is no object', oneMove('pass'), 'ccg.timing.queue', 'moves.0.kind'],
  ['a move of an unknown kind', oneMove({ kind: 'steal' }), 'ccg.timing.queue', 'moves.0.kind'],
  ['a card move with no card', oneMove({ ...card, card: undefined }), 'ccg.timing.queue', 'moves.0.card'],
  ['a card key past its limit', oneMove({ ...card, card: long }), 'ccg.timing.queue', 'moves.0.card'],
  ['a card move with a blank captain', oneMove({ ...card, controller: '  ' }), 'ccg.timing.queue', 'moves.0.controller'],
  ['a target that is no object', oneMove({ ...card, target: 'solo' }), 'ccg.timing.queue', 'moves.0.target'],
  ['a target of an unknown kind', oneMove({ ...card, target: { kind: 'ship', id: 'x' } }), 'ccg.timing.queue', 'moves.0.target.kind'],
  ['a target with no id', oneMove({ ...card, target: { kind: 'captain' } }), 'ccg.timing.queue', 'moves.0.target.id'],
  ['an id that is no text', oneMove({ ...card, id: 7 }), 'ccg.timing.queue', 'moves.0.id'],
  ['a card in play past its limit', oneMove({ ...card, cardId: long }), 'ccg.timing.queue', 'moves.0.cardId'],
  ['a condition that is neither true nor false', oneMove({ ...card, holds: 'yes' }), 'ccg.timing.queue', 'moves.0.holds'],
  ['a blank token', oneMove({ ...card, token: '' }), 'ccg.timing.queue', 'moves.0.token'],
  ['an added item that is no object', oneMove({ kind: 'add', item: 'x' }), 'ccg.timing.queue', 'moves.0.item'],
  ['a pass by nobody', oneMove({ kind: 'pass' }), 'ccg.timing.queue', 'moves.0.captain'],
  ['a table of no captains', { ...base, setup: { ...base.setup, captains: [] } }, 'ccg.round.setup', 'setup.captains'],
  ['a card not in the palette', oneMove({ ...card, card: 'black-hole' }), 'ccg.timing.queue', 'moves.0.card'],
  ['an example this tool does not have', { ...base, guide: 'other-book' }, 'ccg.timing.queue', 'guide'],
  ['a move the rules forbid', { ...base, setup: { ...base.setup, reactions: 'in-turn' }, moves: [moves[0], moves[2]], at: 2 }, 'ccg.note.reactions-out-of-turn', 'moves.1'],
];

describe('the queue link’s first pass: each refusal with its rule and field', () => {
  it.each(FIRST_PASS)('%s', (_what, input, rule, field) => {
    for (const r of [QUEUE_LINK_READER(input, ''), readQueueToolState(input)]) {
      expect(r).toMatchObject({ ok: false, rule });
      if (!r.ok) expect(r.field).toBe(field);
    }
  });

});

describe('the queue link’s moves, read in the second pass', () => {
  it('says which move it could not read', () => {
    expect(readQueueLink(oneMove({ kind: 'steal' })).ok).toBe(true);
    expect(parseQueueToolState(oneMove({ kind: 'steal' }))).toEqual({
      ok: false,
      error: 'move 1 cannot be read: a move needs a kind: "card", "add", "pass", "pass-all", "end-round".',
      rule: 'ccg.timing.queue',
      field: 'moves.0.kind',
    });
  });

  it('rebuilds each move with only the fields the tool writes, none left undefined', () => {
    const r = readMoves([{ ...card, extra: 1, holds: false }], 'moves');
    expect(r.ok && r.value).toEqual([{ kind: 'card', card: 'time-is-money', controller: 'solo', holds: false }]);
    expect(r.ok && Object.keys(r.value[0]!)).toEqual(['kind', 'card', 'controller', 'holds']);
  });
});

describe('the queue link’s full check: each refusal with its rule and field', () => {
  it.each(FULL_CHECK)('%s', (_what, input, rule, field) => {
    expect(QUEUE_LINK_READER(input, '').ok).toBe(true);
    const r = readQueueToolState(input);
    expect(r).toMatchObject({ ok: false, rule });
    if (!r.ok) expect(r.field).toBe(field);
  });
});

describe('a link whose table the engine refuses at a field of the table form (issue 20, part 3: a field error keeps its rule and shows it)', () => {
  const captain = base.setup.captains[0]!;
  it('hands the table form the link’s table, the refused value beside its field with the rule', () => {
    const setup = { ...base.setup, captains: [{ ...captain, initiative: 150 }] };
    const r = parseQueueToolState({ ...base, setup });
    expect(r).toMatchObject({ ok: false, rule: 'ccg.initiative', field: 'setup.captains.0.initiative' });
    if (r.ok) return;
    expect(r.instead).toMatchObject({ at: 'captains.0.initiative', form: setup, says: expect.stringContaining('table form') });
    expect(r.instead?.error).toMatch(/^[A-Z].*Initiative.*99/);
  });

  it.each([
    ['a move that cannot be read', oneMove({ kind: 'steal' }), 'moves.0.kind'],
    ['a table of no captains', { ...base, setup: { ...base.setup, captains: [] } }, 'setup.captains'],
    ['an example this tool does not have', { ...base, guide: 'other-book' }, 'guide'],
  ])('says it in the sentence alone when the path names no field of the form: %s', (_what, input, field) => {
    const r = parseQueueToolState(input);
    expect(r).toMatchObject({ ok: false, field });
    if (!r.ok) expect(r.instead).toBeUndefined();
  });
});
