/**
 * The moves the tracker offers are those the engine takes, and every kind of
 * move it does not offer comes with the engine's reason and rule.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legalMoves, setupTracker, transition, whatMayTheyDo, whyNot, type TrackerEvent, type TrackerSetup, type TrackerState } from '../../../../src/engine/ccg/tracker/tracker.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

function must<T>(r: CcgResult<T>): T {
  if (!r.ok) throw new Error(`${r.error} (${r.rule})`);
  return r.value;
}
const play = (s: TrackerState, ...events: TrackerEvent[]) => events.reduce((x, e) => must(transition(x, e)), s);
const labels = (s: TrackerState) => legalMoves(s).open.map((m) => m.label);
const closed = (s: TrackerState, label: string) => whyNot(s).find((c) => c.label === label || c.label.toLowerCase().split(/, | or /).includes(label.toLowerCase()));

const TWO: TrackerSetup = {
  captains: [
    { name: 'Harrington', initiative: 3, id: 'harrington' },
    { name: 'Needa', initiative: 2, id: 'needa' },
  ],
};

describe('legal moves', () => {
  it('Harrington passes, so Needa may act or pass; Next stage is not offered, and the note says the phase ends only when both pass in a row (Rules Booklet, Action Phase example; ccg.round.action.stage-1)', () => {
    const s = play(must(setupTracker({ ...TWO, start: { phase: 'action', stage: 1, first: 'harrington' } })), { type: 'pass', captain: 'harrington' });
    expect(labels(s)).toEqual(['Needa acts', 'Needa passes']);
    expect(closed(s, 'Next stage')).toMatchObject({ rule: 'ccg.round.action.stage-1', error: expect.stringMatching(/^The stage is not over: .*every captain passes one after another/) });
    expect(closed(s, 'Done')).toMatchObject({ rule: 'ccg.round.action.stage-1' });
    expect(legalMoves(s).jump).toBe(true);
    // Both pass in a row: now the next stage is the only move.
    const over = play(s, { type: 'pass', captain: 'needa' });
    expect(labels(over)).toEqual(['Next: stage 2, victory check']);
    expect(closed(over, 'Act')).toMatchObject({ error: 'This stage is over: go on to the next stage.', rule: 'ccg.round.action.stage-1' });
  });

  it('Ready stage 3: the captain with the highest Initiative names any captain; moving on waits for the choice (ccg.round.ready.stage-3)', () => {
    const s = play(must(setupTracker(TWO)), { type: 'next-stage' }, { type: 'next-stage' });
    expect(labels(s)).toEqual(['Harrington goes first', 'Needa goes first']);
    expect(closed(s, 'Next stage')).toMatchObject({ error: 'The first captain has not been chosen yet.', rule: 'ccg.round.ready.stage-3' });
    // Reasons shared by several kinds of move are given once.
    expect(whyNot(s).find((c) => c.label === 'Act, pass or done')).toMatchObject({ rule: 'ccg.round.ready.stage-3' });
  });

  it('a game that is over offers nothing, jumps included, and says so once (ccg.victory)', () => {
    const s = play(must(setupTracker(TWO)), { type: 'set-vp', captain: 'needa', vp: 20 }, { type: 'jump', phase: 'ready', stage: 6, first: 'needa' });
    expect(s.status).toBe('over');
    const l = legalMoves(s);
    expect(l.open).toEqual([]);
    expect(l.jump).toBe(false);
    expect(whyNot(s)).toHaveLength(1);
    expect(whyNot(s)[0]).toMatchObject({ rule: 'ccg.victory', label: expect.stringMatching(/^Next stage, .* or jump to a stage$/) });
  });

  it('whatMayTheyDo offers the same moves', () => {
    const s = must(setupTracker(TWO));
    expect(whatMayTheyDo(s).moves).toEqual(legalMoves(s).open);
  });
});

describe('legal moves: properties', () => {
  const setupArb = fc
    .record({ inits: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 4 }), seed: fc.nat({ max: 1000 }), threshold: fc.integer({ min: 5, max: 30 }) })
    .map(({ inits, seed, threshold }): TrackerSetup => ({ captains: inits.map((initiative, i) => ({ name: `Cap ${i + 1}`, initiative })), seed, threshold }));
  const every = (s: TrackerState): TrackerEvent[] => [
    { type: 'next-stage' },
    { type: 'choose-first' },
    ...s.captains.flatMap((c): TrackerEvent[] => [
      { type: 'choose-first', by: s.chooser ?? undefined, first: c.id },
      { type: 'act', captain: c.id },
      { type: 'pass', captain: c.id },
      { type: 'pass', captain: c.id, contract: 'clear' },
      { type: 'pass', captain: c.id, contract: 'complication' },
      { type: 'pass', captain: c.id, contract: 'none' },
      { type: 'fail-complication', captain: c.id },
      { type: 'done', captain: c.id },
    ]),
  ];

  it('along any game: every offered move is taken, every move taken is offered, Next stage is offered exactly where it is taken, and each kind not offered has a reason with a registered rule', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.tuple(fc.nat(), fc.nat({ max: 7 })), { minLength: 40, maxLength: 150 }), (setup, choices) => {
        let s = must(setupTracker(setup));
        for (const [pick, vp] of choices) {
          const l = legalMoves(s);
          for (const m of l.open) expect(transition(s, m.event).ok, m.label).toBe(true);
          const key = (e: TrackerEvent) => JSON.stringify(e, Object.keys(e).sort());
          const offered = new Set(l.open.map((m) => key(m.event)));
          for (const e of every(s)) if (transition(s, e).ok) expect(offered.has(key(JSON.parse(JSON.stringify(e)) as TrackerEvent)), JSON.stringify(e)).toBe(true);
          expect(l.open.some((m) => m.event.type === 'next-stage')).toBe(transition(s, { type: 'next-stage' }).ok);
          const kinds = new Set(l.open.map((m) => m.event.type));
          const why = whyNot(s);
          const named = why.flatMap((c) => c.label.toLowerCase().split(/, | or /));
          const KINDS: [TrackerEvent['type'], string][] = [['next-stage', 'next stage'], ['act', 'act'], ['pass', 'pass'], ['done', 'done'], ['fail-complication', 'fail a complication'], ['choose-first', 'choose the first captain']];
          for (const [type, words] of KINDS) if (!kinds.has(type)) expect(named, words).toContain(words);
          for (const c of why) expect(isRuleId(c.rule), c.rule).toBe(true);
          if (s.status === 'over' || l.open.length === 0) break;
          s = vp === 0 ? must(transition(s, { type: 'set-vp', captain: s.captains[pick % s.captains.length]!.id, vp: (pick % 4) * 3 })) : must(transition(s, l.open[pick % l.open.length]!.event));
        }
      }),
      { numRuns: 30 },
    );
  });
});
