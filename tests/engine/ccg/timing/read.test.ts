/**
 * The queue reads its input once, at the edge (issue 20, part 3): each entry
 * point's refusal names a registered rule and the path of the field, and
 * whatever the readers accept the engine takes without throwing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem, applyMove, applyMoves, createQueue, parseQueueState, type QueueSetup, type QueueState } from '../../../../src/engine/ccg/timing/queue.ts';
import { readItemSpec, readMove } from '../../../../src/engine/ccg/timing/read-item.ts';
import { readSetup } from '../../../../src/engine/ccg/timing/read-state.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

const TABLE: QueueSetup = {
  captains: [
    { id: 'ahab', name: 'Ahab', initiative: 2, credits: 5, tokens: ['Admin (trained)'] },
    { id: 'nymeria', name: 'Nymeria', initiative: 3, credits: 5, cards: [{ id: 'liach', name: 'Liach', exerted: false, type: 'crew' }] },
  ],
  acting: 'ahab',
  phase: 'action',
  stage: 1,
};

function start(): QueueState {
  const r = createQueue(TABLE);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const EVENT = { name: 'Event', controller: 'ahab', source: { kind: 'card', cardType: 'event' }, effect: { kind: 'describe', text: 'It happens.' } };

describe('each entry point refuses with the rule and the field', () => {
  it('createQueue', () => {
    const bad = (captains: unknown) => createQueue({ ...TABLE, captains });
    expect(bad([{ id: 'a', name: 'A', initiative: 2, credits: 1000 }])).toMatchObject({ ok: false, rule: 'ccg.cost', field: 'captains.0.credits' });
    expect(bad([{ id: 'a', name: 'A', initiative: 2, cards: [{ id: 'x', name: 'X', type: 'event' }] }])).toMatchObject({ ok: false, rule: 'ccg.permanents', field: 'captains.0.cards.0.type' });
    expect(bad([{ id: 'a', name: 'A', initiative: 2, tokens: [''] }])).toMatchObject({ ok: false, rule: 'ccg.token', field: 'captains.0.tokens.0' });
    expect(createQueue({ ...TABLE, reactions: 'never' })).toMatchObject({ ok: false, rule: 'ccg.note.reactions-out-of-turn', field: 'reactions' });
    const none = createQueue('table');
    expect(none).toMatchObject({ ok: false, rule: 'ccg.round.setup' });
    expect(!none.ok && none.field).toBeUndefined();
  });

  it('a card id used twice is named where the second one sits, in play or in the discard pile', () => {
    const twice = createQueue({
      ...TABLE,
      captains: [
        { id: 'a', name: 'A', initiative: 1, cards: [{ id: 'x', name: 'X', exerted: false, type: 'crew' }] },
        { id: 'b', name: 'B', initiative: 2, cards: [{ id: 'y', name: 'Y', exerted: false, type: 'crew' }], discard: [{ id: 'x', name: 'X' }] },
      ],
      acting: null,
    });
    expect(twice).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'captains.1.discard.0.id' });
  });

  it('addItem', () => {
    const s = start();
    expect(addItem(s, { ...EVENT, effect: { kind: 'cancel' } })).toMatchObject({ ok: false, rule: 'ccg.cancel', field: 'item.effect.target' });
    expect(addItem(s, { ...EVENT, source: { kind: 'card', cardType: 'ship' } })).toMatchObject({ ok: false, rule: 'ccg.ship', field: 'item.source.cardType' });
    expect(addItem(s, { ...EVENT, costs: [{ kind: 'bribe' }] })).toMatchObject({ ok: false, rule: 'ccg.cost', field: 'item.costs.0.kind' });
    expect(addItem(s, { ...EVENT, limited: 'yes' })).toMatchObject({ ok: false, rule: 'ccg.limited', field: 'item.limited' });
    expect(addItem(s, { ...EVENT, effect: { kind: 'change-value', changes: [{ attribute: 'Attack', amount: 100 }], untilEndOfRound: true } })).toMatchObject({
      ok: false,
      rule: 'ccg.modifier',
      field: 'item.effect.changes.0.amount',
    });
  });

  it('applyMove and applyMoves', () => {
    const s = start();
    expect(applyMove(s, { kind: 'set-stage', phase: 'lunch', stage: 1, acting: null })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'phase' });
    expect(applyMove(s, { kind: 'undo', steps: 0 })).toMatchObject({ ok: false, rule: 'ccg.timing', field: 'steps' });
    expect(applyMove(s, 7)).toMatchObject({ ok: false, rule: 'ccg.timing', field: 'move' });
    expect(applyMoves(s, [{ kind: 'add', item: EVENT }, { kind: 'pass', captain: 3 }])).toMatchObject({ ok: false, rule: 'ccg.note.queue-passing', field: 'moves.1.captain' });
    // A move that cannot be read waits its turn: an illegal move before it is refused first.
    expect(applyMoves(s, [{ kind: 'pass-all' }, { kind: 'pass', captain: 3 }])).toMatchObject({ ok: false, rule: 'ccg.timing.queue', field: 'moves.0' });
  });

  it('parseQueueState', () => {
    const s = JSON.parse(JSON.stringify(start())) as Record<string, unknown>;
    expect(parseQueueState({ ...s, nextId: 0 })).toMatchObject({ ok: false, rule: 'ccg.timing.queue', field: 'nextId' });
    expect(parseQueueState({ ...s, passed: ['ahab', 'ahab'] })).toMatchObject({ ok: false, rule: 'ccg.note.queue-passing', field: 'passed' });
    expect(parseQueueState({ ...s, changes: [{ itemId: 'i', source: 'S', subject: 'T', target: null, attribute: 'A', amount: 1, untilEndOfRound: true, captain: 'kirk' }] })).toMatchObject({
      ok: false,
      rule: 'ccg.modifier',
      field: 'changes.0.captain',
    });
    expect(parseQueueState({ ...s, history: { past: [], future: [{ ...s, lastMove: '' }] } })).toMatchObject({ ok: false, rule: 'ccg.timing.queue', field: 'history.future.0.lastMove' });
  });

  it('reads a saved state back to the same state, with no field it was not given', () => {
    const s = start();
    const again = parseQueueState(JSON.parse(JSON.stringify(s)));
    expect(again.ok && again.value).toStrictEqual(JSON.parse(JSON.stringify(s)));
  });
});

describe('whatever the readers accept, the engine takes without throwing', () => {
  const id = fc.constantFrom('ahab', 'nymeria', 'liach', 'item-1', 'card-1', 'x');
  const target = fc.record({ kind: fc.constantFrom('item', 'card', 'captain', 'ship'), id });
  const item = fc.record(
    {
      id,
      name: fc.constantFrom('Event', '', 'A'),
      controller: id,
      source: fc.oneof(
        fc.record({ kind: fc.constantFrom('card'), cardType: fc.constantFrom('event', 'heroic-action', 'crew', 'ship', 'gear'), cardId: id }, { requiredKeys: ['kind', 'cardType'] }),
        fc.record({ kind: fc.constantFrom('ability'), cardId: id, ability: fc.constantFrom('Use') }, { requiredKeys: ['kind', 'cardId'] }),
      ),
      timing: fc.constantFrom('action', 'reaction', 'none', 'soon'),
      limited: fc.boolean(),
      phases: fc.option(fc.array(fc.constantFrom('action', 'ready', 'resolution'), { maxLength: 2 })),
      costs: fc.array(fc.oneof(fc.record({ kind: fc.constantFrom('credits'), amount: fc.integer({ min: -1, max: 12 }) }), fc.record({ kind: fc.constantFrom('exert', 'jettison'), cardId: id })), { maxLength: 2 }),
      effect: fc.oneof(
        fc.record({ kind: fc.constantFrom('cancel'), target }),
        fc.record({ kind: fc.constantFrom('describe'), text: fc.constantFrom('It happens.') }),
        fc.record({ kind: fc.constantFrom('gain-token'), token: fc.constantFrom('Cargo'), target }, { requiredKeys: ['kind', 'token'] }),
        fc.record(
          { kind: fc.constantFrom('change-value'), target, changes: fc.array(fc.record({ attribute: fc.constantFrom('Attack'), amount: fc.integer({ min: -3, max: 3 }) }), { maxLength: 2 }), untilEndOfRound: fc.boolean() },
          { requiredKeys: ['kind', 'changes', 'untilEndOfRound'] },
        ),
      ),
    },
    { requiredKeys: ['name', 'controller', 'source', 'effect'] },
  );
  const move = fc.oneof(
    fc.record({ kind: fc.constantFrom('add'), item }),
    fc.record({ kind: fc.constantFrom('pass'), captain: id }),
    fc.record({ kind: fc.constantFrom('pass-all', 'end-round') }),
    fc.record({ kind: fc.constantFrom('set-stage'), phase: fc.constantFrom('action', 'ready', 'procurement'), stage: fc.integer({ min: 1, max: 4 }), acting: fc.option(id) }),
    fc.record({ kind: fc.constantFrom('undo', 'redo'), steps: fc.integer({ min: 1, max: 3 }) }),
  );

  it('every move the reader accepts is played or refused with a registered rule, never thrown', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 8 }), (moves) => {
        let s = start();
        for (const m of moves) {
          const read = readMove(m, '');
          const r = applyMove(s, m);
          if (!read.ok) {
            expect(r).toMatchObject({ ok: false, rule: read.rule, field: read.field });
            continue;
          }
          if (r.ok) s = r.value;
          else expect(isRuleId(r.rule), r.rule).toBe(true);
        }
      }),
      { seed: 2026, numRuns: 150 },
    );
  });

  it('an item the reader accepts is added or refused by a rule', () => {
    fc.assert(
      fc.property(item, (spec) => {
        const r = addItem(start(), spec);
        if (!readItemSpec(spec, 'item').ok) expect(r.ok).toBe(false);
        else if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
      }),
      { seed: 2026, numRuns: 200 },
    );
  });

  it('a setup the reader accepts makes a queue', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, 'ahab', 'nymeria', 'kirk'), fc.constantFrom('action', 'ready', 'resolution'), fc.integer({ min: 1, max: 6 }), (acting, phase, stage) => {
        const setup = { ...TABLE, acting, phase, stage };
        expect(createQueue(setup).ok).toBe(readSetup(setup, '').ok);
      }),
      { seed: 2026, numRuns: 100 },
    );
  });
});

describe('a pass with nothing pending', () => {
  it('is refused for that reason, even when the tool names no captain (the Pass button with no window open)', () => {
    expect(applyMove(start(), { kind: 'pass', captain: '' })).toMatchObject({ ok: false, rule: 'ccg.note.queue-passing', field: 'captain', error: 'Nothing is pending, so there is no response window to pass in.' });
  });
});
