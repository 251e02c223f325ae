import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addItem,
  createQueue,
  endRound,
  parseQueueState,
  pass,
  passAll,
  redo,
  setStage,
  undo,
  type ItemSpec,
  type QueueSetup,
  type QueueState,
} from '../../../../src/engine/ccg/timing/queue.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

const setupArb: fc.Arbitrary<QueueSetup> = fc
  .record({
    count: fc.integer({ min: 1, max: 4 }),
    initiatives: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 4, maxLength: 4 }),
    credits: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 4, maxLength: 4 }),
    acting: fc.integer({ min: -1, max: 3 }),
    ready: fc.boolean(),
  })
  .map(({ count, initiatives, credits, acting, ready }) => ({
    captains: Array.from({ length: count }, (_, i) => ({
      id: `cap${i}`,
      name: `Captain ${i}`,
      initiative: initiatives[i] ?? 0,
      credits: credits[i] ?? 0,
      tokens: ['Admin (trained)'],
      cards: [
        { id: `cap${i}-a`, name: `Crew A${i}`, exerted: false, type: 'crew' as const },
        { id: `cap${i}-b`, name: `Crew B${i}`, exerted: false, type: 'crew' as const },
      ],
    })),
    // Ready, stage 1 has no acting captain (every captain readies at once).
    acting: ready || acting < 0 || acting >= count ? null : `cap${acting}`,
    phase: ready ? ('ready' as const) : ('action' as const),
    stage: 1,
  }));

type Move =
  | { t: 'add'; kind: number; who: number; pick: number; dupId: boolean }
  | { t: 'pass'; who: number }
  | { t: 'passAll' }
  | { t: 'undo'; steps: number }
  | { t: 'redo'; steps: number }
  | { t: 'stage'; resource: boolean; acting: number }
  | { t: 'endRound' };

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('add' as const),
      kind: fc.integer({ min: 0, max: 8 }),
      who: fc.integer({ min: -2, max: 3 }),
      pick: fc.nat(20),
      dupId: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    }),
  },
  { weight: 6, arbitrary: fc.record({ t: fc.constant('pass' as const), who: fc.integer({ min: -3, max: 3 }) }) },
  { weight: 2, arbitrary: fc.constant({ t: 'passAll' as const }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('undo' as const), steps: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('redo' as const), steps: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('stage' as const), resource: fc.boolean(), acting: fc.integer({ min: -1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'endRound' as const }) },
);

function pickOf<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

/** An item to add: some legal, some not, depending on the state. */
/** Negative picks mean "whoever is due to respond" (so that most moves are in turn). */
function whoFor(s: QueueState, who: number): string {
  if (who < 0 && s.respond !== null) return s.respond;
  return pickOf(s.captains, Math.abs(who))!.id;
}

function specFor(s: QueueState, m: Extract<Move, { t: 'add' }>): ItemSpec {
  const captain = s.captains.find((c) => c.id === whoFor(s, m.who))!;
  const allCards = s.captains.flatMap((c) => [...c.cards.map((x) => x.id), ...c.discard.map((x) => x.id)]);
  const itemIds = [...s.queue.map((i) => i.id), ...s.log.map((e) => e.item.id)];
  const base: ItemSpec = {
    name: `Card ${m.kind}`,
    controller: captain.id,
    source: { kind: 'card', cardType: 'event' },
    costs: [{ kind: 'credits', amount: m.pick % 3 }],
    effect: { kind: 'describe', text: 'Something happens.' },
  };
  const withId = m.dupId && itemIds.length > 0 ? { id: pickOf(itemIds, m.pick)! } : {};
  const ownCard = pickOf(captain.cards.map((c) => c.id), m.pick) ?? `${captain.id}-a`;
  switch (m.kind) {
    case 0:
      return { ...base, ...withId };
    case 1:
      return { ...base, ...withId, effect: { kind: 'cancel', target: { kind: 'item', id: pickOf([...s.queue.map((i) => i.id), 'ghost'], m.pick)! } } };
    case 2:
      return { ...base, ...withId, source: { kind: 'ability', cardId: ownCard }, timing: 'none', costs: [{ kind: 'exert', cardId: pickOf(allCards, m.pick) ?? ownCard }] };
    case 3:
      return { ...base, ...withId, source: { kind: 'card', cardType: 'heroic-action' }, costs: [] };
    case 4:
      return { ...base, ...withId, source: { kind: 'ability', cardId: ownCard, ability: 'limited' }, timing: 'reaction', limited: true, costs: [{ kind: 'credits', amount: 0 }] };
    case 5:
      return { ...base, ...withId, phases: ['resource'] };
    case 6:
      return { ...base, ...withId, source: { kind: 'ability', cardId: ownCard }, costs: [] };
    case 7:
      return {
        ...base,
        ...withId,
        effect: { kind: 'change-value', target: { kind: 'card', id: pickOf(allCards, m.pick) ?? 'none' }, changes: [{ attribute: 'Attack Value', amount: 1 }], untilEndOfRound: true },
      };
    default:
      return { ...base, ...withId, costs: [{ kind: 'jettison', cardId: ownCard }], effect: { kind: 'gain-token', token: 'Tech (trained)' } };
  }
}

function apply(s: QueueState, m: Move): CcgResult<QueueState> {
  switch (m.t) {
    case 'add':
      return addItem(s, specFor(s, m));
    case 'pass':
      return pass(s, whoFor(s, m.who));
    case 'passAll':
      return passAll(s);
    case 'undo':
      return undo(s, m.steps);
    case 'redo':
      return redo(s, m.steps);
    case 'stage':
      return setStage(s, m.resource ? 'resource' : 'action', 1, m.acting < 0 ? null : (pickOf(s.captains, m.acting)?.id ?? null));
    case 'endRound':
      return endRound(s);
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const ids = (s: QueueState) => s.queue.map((i) => i.id);

describe('queue invariants over random sequences of moves', () => {
  it('LIFO resolution, unique ids, unchanged state on illegal moves, undo/redo round trip, registered rules', () => {
    fc.assert(
      fc.property(setupArb, fc.array(moveArb, { minLength: 10, maxLength: 60 }), (setup, moves) => {
        const created = createQueue(setup);
        if (!created.ok) return false;
        let s = created.value;
        for (const m of moves) {
          const before = JSON.stringify(s);
          deepFreeze(s);
          const r = apply(s, m);
          // Nothing is ever mutated, legal or not.
          expect(JSON.stringify(s)).toBe(before);
          if (!r.ok) {
            expect(isRuleId(r.rule), r.rule).toBe(true);
            expect(r.error.length).toBeGreaterThan(10);
            continue;
          }
          for (const t of r.trace) expect(isRuleId(t.rule), t.rule).toBe(true);
          const next = r.value;
          // Ids: no two items, and no two cards, share one.
          const itemIds = [...ids(next), ...next.log.map((e) => e.item.id)];
          expect(new Set(itemIds).size).toBe(itemIds.length);
          const cardIds = next.captains.flatMap((c) => [...c.cards, ...c.discard].map((x) => x.id));
          expect(new Set(cardIds).size).toBe(cardIds.length);
          if (m.t !== 'undo' && m.t !== 'redo') {
            // Whatever resolved came off the top, most recent first.
            const resolved = next.log.slice(s.log.length).map((e) => e.item.id);
            const expectedOrder = ids(s).slice().reverse().slice(0, resolved.length);
            expect(resolved).toEqual(expectedOrder);
            const remaining = ids(s).slice(0, ids(s).length - resolved.length);
            if (m.t === 'add') expect(ids(next).slice(0, -1)).toEqual(remaining);
            else expect(ids(next)).toEqual(remaining);
            // The history grew by exactly the previous state, and the redo branch is gone.
            expect(next.history.past.length).toBe(s.history.past.length + 1);
            expect(next.history.future).toEqual([]);
          }
          // Undo then redo gives back the same state.
          if (next.history.past.length > 0) {
            const back = undo(next);
            expect(back.ok).toBe(true);
            if (back.ok) {
              const again = redo(back.value);
              expect(again.ok && again.value).toEqual(next);
            }
          }
          // Passing: the window is open exactly while something is pending.
          expect(next.respond === null).toBe(next.queue.length === 0);
          expect(next.passed.length).toBeLessThan(next.captains.length);
          s = next;
        }
        // The final state survives a trip through JSON and the parser.
        const parsed = parseQueueState(JSON.parse(JSON.stringify(s)));
        expect(parsed.ok && parsed.value).toEqual(s);
        return true;
      }),
      { numRuns: 150 },
    );
  });

  it('resolves a chain of reactions in the reverse of the order they were added', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(3), { minLength: 1, maxLength: 10 }), (setup, passesBefore) => {
        let s = createQueue(setup);
        if (!s.ok) return false;
        const added: string[] = [];
        for (const [i, p] of passesBefore.entries()) {
          // Some captains pass before the next one responds (never all of them).
          let st = s.value;
          for (let k = 0; k < Math.min(p, st.captains.length - 1) && st.respond !== null; k++) {
            const r = pass(st, st.respond);
            if (!r.ok) return false;
            st = r.value;
          }
          const who = st.respond ?? st.priority;
          const id = `r${i}`;
          const r = addItem(st, { id, name: `Reaction ${i}`, controller: who, source: { kind: 'card', cardType: 'event' }, effect: { kind: 'describe', text: 'x' } });
          if (!r.ok) return false;
          added.push(id);
          s = r;
        }
        let st = s.value;
        while (st.queue.length > 0) {
          const r = passAll(st);
          if (!r.ok) return false;
          st = r.value;
        }
        expect(st.log.map((e) => e.item.id)).toEqual(added.slice().reverse());
        return true;
      }),
    );
  });
});
