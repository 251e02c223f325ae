import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyTrackerMove,
  captainStatus,
  replay,
  setupTracker,
  transition,
  whatMayTheyDo,
  whoActs,
  type TrackerEvent,
  type TrackerSetup,
  type TrackerState,
} from '../../../../src/engine/ccg/tracker/tracker.ts';
import { nextStage, roundStages, stageDef } from '../../../../src/engine/ccg/round/round.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

function must<T>(r: CcgResult<T>): T {
  if (!r.ok) throw new Error(`${r.error} (${r.rule})`);
  return r.value;
}

function play(state: TrackerState, ...events: TrackerEvent[]): TrackerState {
  return events.reduce((s, e) => must(transition(s, e)), state);
}

function refused(state: TrackerState, event: TrackerEvent) {
  const r = applyTrackerMove(state, event);
  expect(r.ok, `${JSON.stringify(event)} should be refused`).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(isRuleId(r.rule)).toBe(true);
  return r;
}

const next: TrackerEvent = { type: 'next-stage' };
const at = (s: TrackerState) => `${s.phase}.${s.stage}`;

/** Step on until the tracker stands at `phase.stage`, taking the plainest allowed move each time. */
function walkTo(state: TrackerState, point: string, limit = 200): TrackerState {
  let s = state;
  for (let i = 0; i < limit && at(s) !== point; i++) s = must(transition(s, plainMove(s)));
  expect(at(s)).toBe(point);
  return s;
}

/** Done, pass (contract clear), the first captain's own choice, or next stage. */
function plainMove(s: TrackerState): TrackerEvent {
  const moves = whatMayTheyDo(s).moves.map((m) => m.event);
  return (
    moves.find((e) => e.type === 'done') ??
    moves.find((e) => e.type === 'pass' && (e.contract === undefined || e.contract === 'clear')) ??
    moves.find((e) => e.type === 'choose-first') ??
    moves.find((e) => e.type === 'next-stage') ??
    (() => {
      throw new Error(`no move at ${at(s)}`);
    })()
  );
}

const TWO: TrackerSetup = {
  captains: [
    { name: 'Harrington', initiative: 3, id: 'harrington' },
    { name: 'Needa', initiative: 2, id: 'needa' },
  ],
};
const START_ACTION: TrackerSetup = {
  ...TWO,
  start: { phase: 'action', stage: 1, first: 'harrington' },
};

describe('setup', () => {
  it('takes 1 to 4 captains with distinct names and whole numbers', () => {
    expect(setupTracker({ captains: [] }).ok).toBe(false);
    expect(
      setupTracker({
        captains: Array.from({ length: 5 }, (_, i) => ({
          name: `C${i}`,
          initiative: 1,
        })),
      }).ok,
    ).toBe(false);
    expect(
      setupTracker({
        captains: [
          { name: 'Ann', initiative: 1 },
          { name: 'ann', initiative: 2 },
        ],
      }),
    ).toMatchObject({ ok: false, field: 'captains.1.name' });
    expect(setupTracker({ captains: [{ name: ' ', initiative: 1 }] })).toMatchObject({ ok: false, field: 'captains.0.name' });
    expect(setupTracker({ captains: [{ name: 'Ann', initiative: 1.5 }] })).toMatchObject({ ok: false, rule: 'ccg.initiative' });
    expect(setupTracker({ captains: [{ name: 'Ann', initiative: 1, vp: -1 }] })).toMatchObject({ ok: false, rule: 'ccg.victory-points' });
    expect(setupTracker({ ...TWO, threshold: 0 })).toMatchObject({
      ok: false,
      rule: 'ccg.victory',
    });
    const s = must(setupTracker(TWO));
    expect(s).toMatchObject({
      round: 1,
      phase: 'ready',
      stage: 1,
      threshold: 20,
      solo: false,
      first: null,
      status: 'playing',
    });
  });

  it('a mid-round start needs the first captain, and none may be named before stage 3 of the Ready Phase', () => {
    expect(setupTracker({ ...TWO, start: { phase: 'action', stage: 1 } })).toMatchObject({ ok: false, rule: 'ccg.round.ready.stage-3' });
    expect(
      setupTracker({
        ...TWO,
        start: { phase: 'ready', stage: 2, first: 'needa' },
      }),
    ).toMatchObject({ ok: false, rule: 'ccg.round.ready.stage-3' });
    expect(
      setupTracker({
        ...TWO,
        start: { phase: 'solo-adventure', stage: 1, first: 'needa' },
      }),
    ).toMatchObject({ ok: false, field: 'start' });
    expect(
      setupTracker({
        ...TWO,
        start: { phase: 'action', stage: 3, first: 'needa' },
      }),
    ).toMatchObject({ ok: false, field: 'start' });
    const s = must(setupTracker(START_ACTION));
    expect(s).toMatchObject({
      phase: 'action',
      stage: 1,
      first: 'harrington',
      chooser: 'harrington',
      active: 'harrington',
    });
  });

  it('a single captain is a solo game with the solo Adventure Phase', () => {
    const s = must(setupTracker({ captains: [{ name: 'Vera', initiative: 2 }] }));
    expect(s.solo).toBe(true);
    const seen = new Set<string>();
    let t = s;
    for (let i = 0; i < 40 && t.round === 1; i++) {
      seen.add(t.phase);
      t = must(transition(t, plainMove(t)));
    }
    expect([...seen]).toEqual(['ready', 'solo-adventure', 'procurement', 'action', 'resource', 'resolution']);
  });

  it('offers no piracy in solo play at Resolution stage 2, and still does with two captains', () => {
    const words = (t: TrackerState) => {
      const g = whatMayTheyDo(t);
      return [...g.may.map((x) => x.text), ...g.moves.map((m) => m.label)].join(' ');
    };
    const solo = walkTo(must(setupTracker({ captains: [{ name: 'Vera', initiative: 2 }] })), 'resolution.2');
    expect(words(solo)).toContain('piracy is not an option in solo play');
    expect(words(solo)).not.toMatch(/carries out their piracy|complication, piracy/);
    const two = walkTo(must(setupTracker(TWO)), 'resolution.2');
    expect(words(two)).toContain('carries out their piracy');
  });
});

describe('Ready Phase, stage 3: the first captain', () => {
  it('the highest Initiative chooses, anyone may be chosen, and nobody else may choose', () => {
    const s = walkTo(must(setupTracker(TWO)), 'ready.3');
    expect(s.chooser).toBe('harrington');
    expect(whoActs(s)).toMatchObject({
      kind: 'captain',
      captain: 'harrington',
      rule: 'ccg.round.ready.stage-3',
    });
    refused(s, next);
    expect(refused(s, { type: 'choose-first', by: 'needa', first: 'needa' }).rule).toBe('ccg.round.ready.stage-3');
    const t = play(s, {
      type: 'choose-first',
      by: 'harrington',
      first: 'needa',
    });
    expect(t.first).toBe('needa');
    refused(t, { type: 'choose-first', by: 'harrington', first: 'harrington' });
    const u = play(t, next);
    expect(at(u)).toBe('ready.4');
    expect(u.active).toBe('needa');
  });

  it('a shared highest Initiative draws the first captain at random, from the seed in the state', () => {
    const setup: TrackerSetup = {
      captains: [
        { name: 'A', initiative: 2 },
        { name: 'B', initiative: 3 },
        { name: 'C', initiative: 3 },
      ],
      seed: 42,
    };
    const s = walkTo(must(setupTracker(setup)), 'ready.3');
    expect(s.chooser).toBeNull();
    expect(whoActs(s).kind).toBe('nobody');
    expect(refused(s, { type: 'choose-first', first: 'c2' }).rule).toBe('ccg.note.first-captain-tie');
    const r = must(transition(s, { type: 'choose-first' }));
    const again = must(transition(s, { type: 'choose-first' }));
    expect(r.first).toBe(again.first);
    expect(r.rng).not.toBe(s.rng);
    expect(must(transition(s, { type: 'choose-first' })).log.some((l) => l.rule === 'ccg.note.first-captain-tie')).toBe(true);
    // Different seeds reach every captain sooner or later: the draw is among all captains.
    const firsts = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const t = walkTo(must(setupTracker({ ...setup, seed })), 'ready.3');
      firsts.add(must(transition(t, { type: 'choose-first' })).first as string);
    }
    expect([...firsts].sort()).toEqual(['c1', 'c2', 'c3']);
  });

  it('a change of Initiative before the choice changes who chooses', () => {
    const s = walkTo(must(setupTracker(TWO)), 'ready.3');
    const t = play(s, {
      type: 'set-initiative',
      captain: 'needa',
      initiative: 5,
    });
    expect(t.chooser).toBe('needa');
    const u = play(s, {
      type: 'set-initiative',
      captain: 'needa',
      initiative: 3,
    });
    expect(u.chooser).toBeNull();
  });
});

describe('Action Phase: passing reopens', () => {
  it('Harrington passes, Needa acts, Harrington may act again; the phase ends only when both pass in a row (Rules Booklet, Action Phase example)', () => {
    let s = must(setupTracker(START_ACTION));
    expect(whoActs(s)).toMatchObject({
      kind: 'captain',
      captain: 'harrington',
    });
    s = play(s, { type: 'pass', captain: 'harrington' });
    expect(s.passed).toEqual(['harrington']);
    expect(whoActs(s)).toMatchObject({ kind: 'captain', captain: 'needa' });
    expect(
      whatMayTheyDo(s)
        .may.map((m) => m.text)
        .join(' '),
    ).toContain('If Needa passes too, the phase ends.');
    expect(refused(s, { type: 'act', captain: 'harrington' }).rule).toBe('ccg.acting-captain');
    refused(s, next);

    s = play(s, { type: 'act', captain: 'needa' });
    expect(s.passed).toEqual([]);
    expect(s.again).toEqual(['harrington']);
    expect(whoActs(s)).toMatchObject({
      kind: 'captain',
      captain: 'harrington',
    });
    const guide = whatMayTheyDo(s);
    expect(guide.may.map((m) => m.text).join(' ')).toContain('Harrington passed before, but someone has acted since, so Harrington may act again.');
    expect(guide.moves.map((m) => m.event.type)).toEqual(['act', 'pass']);
    expect(captainStatus(s, 'harrington')).toContain('passed, may act again');

    s = play(s, { type: 'pass', captain: 'harrington' });
    expect(s.complete).toBe(false);
    refused(s, next);
    s = play(s, { type: 'pass', captain: 'needa' });
    expect(s.complete).toBe(true);
    expect(whoActs(s).kind).toBe('nobody');
    expect(s.log.at(-1)?.text).toContain('so the Action Phase ends');
    refused(s, { type: 'act', captain: 'harrington' });
    s = play(s, next);
    expect(at(s)).toBe('action.2');
    expect(s.victory).toMatchObject({ winner: null });
  });

  it('with three captains, passes must run all the way round without an action between', () => {
    let s = must(
      setupTracker({
        captains: [
          { name: 'Dee', initiative: 1 },
          { name: 'Eli', initiative: 2 },
          { name: 'Fay', initiative: 3 },
        ],
        start: { phase: 'action', stage: 1, first: 'c2' },
      }),
    );
    expect(s.active).toBe('c2');
    s = play(s, { type: 'pass', captain: 'c2' }, { type: 'pass', captain: 'c3' }, { type: 'act', captain: 'c1' });
    expect(s.again.sort()).toEqual(['c2', 'c3']);
    s = play(s, { type: 'pass', captain: 'c2' }, { type: 'pass', captain: 'c3' });
    expect(s.complete).toBe(false);
    expect(s.active).toBe('c1');
    s = play(s, { type: 'pass', captain: 'c1' });
    expect(s.complete).toBe(true);
  });

  it('no passing, failing or finishing where the stage does not allow it', () => {
    const s = must(setupTracker(START_ACTION));
    expect(refused(s, { type: 'done', captain: 'harrington' }).rule).toBe('ccg.round.action.stage-1');
    expect(refused(s, { type: 'fail-complication', captain: 'harrington' }).rule).toBe('ccg.round.resolution.stage-2');
    expect(refused(s, { type: 'pass', captain: 'harrington', contract: 'clear' }).rule).toBe('ccg.eligible');
    const proc = must(
      setupTracker({
        ...TWO,
        start: { phase: 'procurement', stage: 1, first: 'needa' },
      }),
    );
    refused(proc, { type: 'pass', captain: 'needa' });
    refused(proc, { type: 'act', captain: 'needa' });
    expect(refused(proc, { type: 'done', captain: 'harrington' }).rule).toBe('ccg.acting-captain');
    expect(refused(proc, { type: 'pass', captain: 'nobody' }).ok).toBe(false);
  });
});

describe('Resolution Phase, stages 2 and 3: final passes and eligibility', () => {
  const start = () =>
    must(
      setupTracker({
        ...TWO,
        start: { phase: 'resolution', stage: 2, first: 'needa' },
      }),
    );

  it('a pass is final; the captain is never asked again', () => {
    let s = play(start(), { type: 'pass', captain: 'needa', contract: 'none' });
    expect(s.passed).toEqual(['needa']);
    expect(s.active).toBe('harrington');
    s = play(s, { type: 'act', captain: 'harrington' });
    expect(s.active).toBe('harrington');
    expect(refused(s, { type: 'act', captain: 'needa' }).rule).toBe('ccg.acting-captain');
    s = play(s, { type: 'act', captain: 'harrington' }, { type: 'pass', captain: 'harrington', contract: 'clear' });
    expect(s.complete).toBe(true);
    expect(s.eligible).toEqual(['harrington']);
  });

  it('a pass must say how the contract stands; a failed complication counts as a pass and leaves the captain ineligible', () => {
    let s = start();
    expect(refused(s, { type: 'pass', captain: 'needa' }).rule).toBe('ccg.eligible');
    s = play(s, { type: 'fail-complication', captain: 'needa' });
    expect(s.passed).toEqual(['needa']);
    expect(s.eligible).toEqual([]);
    expect(s.log.map((l) => l.text).join(' ')).toContain('counts as a pass');
    s = play(s, {
      type: 'pass',
      captain: 'harrington',
      contract: 'complication',
    });
    expect(s.eligible).toEqual([]);
    s = play(s, next);
    expect(at(s)).toBe('resolution.3');
    expect(s.complete).toBe(true);
    expect(whoActs(s).kind).toBe('nobody');
  });

  it('only eligible captains take part in stage 3, in initiative order', () => {
    let s = play(start(), { type: 'pass', captain: 'needa', contract: 'clear' }, { type: 'pass', captain: 'harrington', contract: 'clear' }, next);
    expect(s.active).toBe('needa');
    s = play(s, { type: 'done', captain: 'needa' });
    expect(s.active).toBe('harrington');
    let t = play(start(), { type: 'pass', captain: 'needa', contract: 'none' }, { type: 'pass', captain: 'harrington', contract: 'clear' }, next);
    expect(t.active).toBe('harrington');
    expect(t.done).toEqual(['needa']);
    expect(captainStatus(t, 'needa')).toBe('first captain, not eligible');
    t = play(t, { type: 'done', captain: 'harrington' });
    expect(t.complete).toBe(true);
    expect(play(t, next, next, next).victory).toMatchObject({ winner: null });
  });
});

describe('victory checks', () => {
  it('happen at every victory stage, through checkVictory', () => {
    let s = must(setupTracker(TWO));
    const checks: string[] = [];
    while (s.round === 1) {
      if (stageDef(s.phase, s.stage)?.victoryCheck) {
        expect(s.victory).not.toBeNull();
        checks.push(at(s));
      } else expect(s.victory).toBeNull();
      s = must(transition(s, plainMove(s)));
    }
    expect(checks).toEqual(
      roundStages(false)
        .filter((x) => x.def.victoryCheck)
        .map((x) => `${x.phase}.${x.stage}`),
    );
  });

  it('a captain at the threshold wins at the next victory stage; the game is then over', () => {
    let s = must(setupTracker(START_ACTION));
    s = play(s, { type: 'set-vp', captain: 'needa', vp: 20 });
    expect(s.status).toBe('playing');
    s = play(s, { type: 'pass', captain: 'harrington' }, { type: 'pass', captain: 'needa' }, next);
    expect(s).toMatchObject({ status: 'over', winner: 'needa' });
    expect(s.victory?.text).toBe('Needa wins the game with 20 Victory Points.');
    expect(s.log.some((l) => l.rule === 'ccg.note.victory-threshold')).toBe(true);
    expect(refused(s, next).rule).toBe('ccg.victory');
    refused(s, { type: 'set-vp', captain: 'needa', vp: 1 });
    expect(whatMayTheyDo(s).moves).toEqual([]);
  });

  it('a change of Victory Points or threshold during the check checks again; ties go to Initiative', () => {
    let s = walkTo(must(setupTracker(START_ACTION)), 'action.2');
    expect(s.victory?.winner).toBeNull();
    s = play(s, { type: 'set-vp', captain: 'needa', vp: 12 }, { type: 'set-vp', captain: 'harrington', vp: 12 });
    expect(s.status).toBe('playing');
    s = play(s, { type: 'set-threshold', threshold: 10 });
    expect(s).toMatchObject({ status: 'over', winner: 'harrington' });
    refused(walkTo(must(setupTracker(START_ACTION)), 'action.2'), {
      type: 'set-threshold',
      threshold: 0,
    });
  });
});

/** Play a whole round with the plainest moves; returns the points visited. */
function fullRound(setup: TrackerSetup): {
  points: string[];
  end: TrackerState;
} {
  let s = must(setupTracker(setup));
  const points = [at(s)];
  while (s.round === 1) {
    const before = at(s);
    s = must(transition(s, plainMove(s)));
    if (at(s) !== before || s.round !== 1) points.push(at(s));
  }
  return { points: points.slice(0, -1), end: s };
}

describe('a full round', () => {
  for (const n of [1, 2, 3, 4]) {
    it(`${n === 1 ? 'solo' : `${n} captains`}: every stage in order, then round 2 at the Ready Phase`, () => {
      const captains = Array.from({ length: n }, (_, i) => ({
        name: `Captain ${i + 1}`,
        initiative: i + 1,
      }));
      const { points, end } = fullRound({ captains });
      expect(points).toEqual(roundStages(n === 1).map((x) => `${x.phase}.${x.stage}`));
      expect(end).toMatchObject({
        round: 2,
        phase: 'ready',
        stage: 1,
        first: null,
        status: 'playing',
      });
    });
  }

  it('4 captains: the chooser names the second seat, and every initiative-order stage starts there', () => {
    let s = walkTo(
      must(
        setupTracker({
          captains: ['Ann', 'Bo', 'Cy', 'Di'].map((name, i) => ({
            name,
            initiative: i === 2 ? 5 : 1,
          })),
        }),
      ),
      'ready.3',
    );
    expect(s.chooser).toBe('c3');
    s = play(s, { type: 'choose-first', by: 'c3', first: 'c2' }, next);
    const order: string[] = [];
    while (s.active !== null) {
      order.push(s.active as string);
      s = play(s, { type: 'done', captain: s.active as string });
    }
    expect(order).toEqual(['c2', 'c3', 'c4', 'c1']);
  });
});

describe('replay', () => {
  it('names the move that was refused', () => {
    const r = replay(START_ACTION, [
      { type: 'pass', captain: 'harrington' },
      { type: 'pass', captain: 'harrington' },
    ]);
    expect(r).toMatchObject({
      ok: false,
      field: 'moves.1.captain',
      rule: 'ccg.acting-captain',
    });
    expect(replay(START_ACTION, [{ type: 'pass', captain: 'harrington' }])).toMatchObject({ ok: true });
  });
});

// ---------------------------------------------------------------------------
// Properties

const setupArb = fc
  .record({
    inits: fc.array(fc.integer({ min: 0, max: 4 }), {
      minLength: 1,
      maxLength: 4,
    }),
    seed: fc.integer({ min: 0, max: 10_000 }),
    threshold: fc.integer({ min: 8, max: 30 }),
  })
  .map(({ inits, seed, threshold }): TrackerSetup => ({
    captains: inits.map((initiative, i) => ({
      name: `Cap ${i + 1}`,
      initiative,
    })),
    seed,
    threshold,
  }));

/** Each choice picks among the open moves, or sets a captain's Victory Points; runs are long enough to reach the Action and Resolution Phases. */
const choicesArb = fc.array(fc.tuple(fc.nat(), fc.nat({ max: 9 })), {
  minLength: 60,
  maxLength: 300,
});

const captainMoves = (s: TrackerState): TrackerEvent[] =>
  s.captains.flatMap((c) => [
    { type: 'act', captain: c.id },
    { type: 'pass', captain: c.id },
    { type: 'pass', captain: c.id, contract: 'clear' },
    { type: 'fail-complication', captain: c.id },
    { type: 'done', captain: c.id },
  ]);

function run(setup: TrackerSetup, choices: [number, number][], check: (before: TrackerState, event: TrackerEvent, after: TrackerState) => void) {
  let s = must(setupTracker(setup));
  for (const [pickIndex, vpRoll] of choices) {
    if (s.status === 'over') break;
    let event: TrackerEvent;
    if (vpRoll === 0) {
      const c = s.captains[pickIndex % s.captains.length]!;
      event = { type: 'set-vp', captain: c.id, vp: c.vp + (pickIndex % 3) };
    } else {
      const moves = whatMayTheyDo(s).moves;
      expect(moves.length, `moves at ${at(s)}`).toBeGreaterThan(0);
      event = moves[pickIndex % moves.length]!.event;
    }
    const r = transition(s, event);
    if (!r.ok) throw new Error(`listed move refused at ${at(s)}: ${JSON.stringify(event)}: ${r.error}`);
    for (const t of r.trace) expect(isRuleId(t.rule), t.rule).toBe(true);
    check(s, event, r.value);
    s = r.value;
  }
}

describe('properties', () => {
  it('exactly one captain acts whenever the tracker says someone acts, and only that captain may move', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, (setup, choices) => {
        run(setup, choices, (_b, _e, s) => {
          const who = whoActs(s);
          for (const e of captainMoves(s)) {
            const r = transition(s, e);
            if (r.ok) {
              expect(who.kind).toBe('captain');
              if (who.kind === 'captain') expect((e as { captain: string }).captain).toBe(who.captain);
            } else expect(isRuleId(r.rule)).toBe(true);
          }
          if (who.kind === 'captain') {
            expect(s.captains.some((c) => c.id === who.captain)).toBe(true);
            expect(whatMayTheyDo(s).moves.length).toBeGreaterThan(0);
          }
        });
      }),
      { numRuns: 120 },
    );
  });

  it('phases and stages cycle in the order of round.ts', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, (setup, choices) => {
        run(setup, choices, (b, e, a) => {
          if (e.type === 'next-stage') {
            const n = nextStage({ phase: b.phase, stage: b.stage }, b.solo);
            expect(n).toBeDefined();
            expect({ phase: a.phase, stage: a.stage }).toEqual(n!.point);
            expect(a.round).toBe(b.round + (n!.newRound ? 1 : 0));
          } else {
            expect([a.phase, a.stage, a.round]).toEqual([b.phase, b.stage, b.round]);
          }
        });
      }),
      { numRuns: 120 },
    );
  });

  it('passing rules hold: Action Phase passes reopen, Resolution passes are final', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, (setup, choices) => {
        let streak = 0;
        const finals = new Set<string>();
        run(setup, choices, (b, e, a) => {
          const def = stageDef(b.phase, b.stage)!;
          if (e.type === 'next-stage') {
            streak = 0;
            finals.clear();
            return;
          }
          if (def.passing?.kind === 'reopens') {
            if (e.type === 'pass') streak += 1;
            if (e.type === 'act') streak = 0;
            expect(a.complete).toBe(streak === a.captains.length);
          }
          if (def.passing?.kind === 'final') {
            if ('captain' in e && (e.type === 'act' || e.type === 'pass' || e.type === 'fail-complication')) {
              expect(finals.has(e.captain)).toBe(false);
              if (e.type !== 'act') finals.add(e.captain);
              if (e.type === 'fail-complication') expect(a.eligible).not.toContain(e.captain);
            }
            expect(a.complete).toBe(finals.size === a.captains.length);
          }
        });
      }),
      { numRuns: 120 },
    );
  });

  it('every step of every trace and every refusal names a registered rule', () => {
    fc.assert(
      fc.property(setupArb, choicesArb, (setup, choices) => {
        run(setup, choices, (_b, _e, s) => {
          for (const l of s.log) expect(isRuleId(l.rule)).toBe(true);
          const g = whatMayTheyDo(s);
          for (const x of [...g.may, ...(g.passing ? [g.passing] : []), ...g.moves, g.actor]) expect(isRuleId(x.rule)).toBe(true);
          for (const e of [...captainMoves(s), { type: 'next-stage' } as TrackerEvent, { type: 'choose-first', first: 'zz' } as TrackerEvent]) {
            const r = transition(s, e);
            if (!r.ok) expect(isRuleId(r.rule)).toBe(true);
          }
        });
      }),
      { numRuns: 80 },
    );
  });

  it('never throws on malformed moves from outside', () => {
    const s = must(setupTracker(START_ACTION));
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = applyTrackerMove(s, raw);
        return r.ok || isRuleId(r.rule);
      }),
    );
  });
});
