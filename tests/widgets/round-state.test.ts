import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INITIAL_STATE,
  KEEP_MOVES,
  MAX_FIELD,
  MAX_MOVES,
  decodeMove,
  encodeMove,
  movesOf,
  seatsOf,
  type RoundToolState,
} from '../../src/widgets/round/state.ts';
import { compact } from '../../src/widgets/round/compact.ts';
import { parseRoundToolState } from '../../src/widgets/round/link.ts';
import { checkForm } from '../../src/widgets/round/setup-form.ts';
import { MAX_CAPTAINS, MAX_INITIATIVE, MAX_NAME, MAX_THRESHOLD, MAX_VP } from '../../src/engine/ccg/tracker/tracker.ts';
const LIMITS = { captains: MAX_CAPTAINS, name: MAX_NAME, initiative: MAX_INITIATIVE, vp: MAX_VP, threshold: MAX_THRESHOLD, field: MAX_FIELD };
import { AHAB_NYMERIA_TRACKER, HARRINGTON_NEEDA_TRACKER, TRACKER_PRESETS } from '../../src/widgets/round/presets.ts';
import { decodeState, encodeState, MAX_ENCODED_LENGTH } from '../../src/widgets/kit/url-codec.ts';
import { legalMoves, replay, transition, whatMayTheyDo, whyNot, type TrackerEvent, type TrackerState } from '../../src/engine/ccg/tracker/tracker.ts';
import { runRoundPreset, AHAB_AND_NYMERIA, HARRINGTON_AND_NEEDA } from '../../src/engine/ccg/examples/round.ts';

const roundTrip = (v: unknown) => {
  const d = decodeState(encodeState(v));
  return d.ok ? d.value : undefined;
};

const SEATS = ['c1', 'c2', 'c3', 'c4'];
const IDS = TRACKER_PRESETS.map((p) => p.id);
const parse = (raw: unknown) => parseRoundToolState(raw, IDS);

const eventArb: fc.Arbitrary<TrackerEvent> = fc.oneof(
  fc.constant({ type: 'next-stage' } as TrackerEvent),
  fc.constant({ type: 'choose-first' } as TrackerEvent),
  fc.constantFrom(...SEATS).map((first) => ({ type: 'choose-first', first }) as TrackerEvent),
  fc.constantFrom(...SEATS).chain((captain) =>
    fc.oneof(
      fc.constantFrom<TrackerEvent>(
        { type: 'act', captain },
        { type: 'pass', captain },
        { type: 'pass', captain, contract: 'clear' },
        { type: 'pass', captain, contract: 'complication' },
        { type: 'pass', captain, contract: 'none' },
        { type: 'fail-complication', captain },
        { type: 'done', captain },
      ),
      fc.integer({ min: 0, max: 999 }).map((vp) => ({ type: 'set-vp', captain, vp }) as TrackerEvent),
      fc.integer({ min: 0, max: 99 }).map((initiative) => ({ type: 'set-initiative', captain, initiative }) as TrackerEvent),
    ),
  ),
  fc.integer({ min: 1, max: 999 }).map((threshold) => ({ type: 'set-threshold', threshold }) as TrackerEvent),
);

describe('move codes', () => {
  it('every move survives encoding and decoding', () => {
    fc.assert(
      fc.property(eventArb, (e) => {
        expect(decodeMove(encodeMove(e, SEATS), SEATS)).toEqual(e);
      }),
    );
  });

  it('codes this tool never writes are refused', () => {
    for (const bad of ['', 'x', 'a', 'a9', 'n0', 'r1', 'v0', 'v0.', 't', 'p', 'pz0', 'a0.3', '<script>', 'k1.1000'])
      expect(decodeMove(bad, SEATS), bad).toBeUndefined();
  });
});

/** A played state: some random legal moves from a setup. */
function played(n: number, picks: number[]): RoundToolState {
  const setup = {
    captains: Array.from({ length: n }, (_, i) => ({
      name: `Captain ${i + 1}`,
      initiative: i,
    })),
    seed: 5,
  };
  let s = (replay(setup, []) as { ok: true; value: { state: TrackerState } }).value.state;
  const moves: string[] = [];
  for (const p of picks) {
    const options = whatMayTheyDo(s).moves;
    if (options.length === 0) break;
    const e = options[p % options.length]!.event;
    const r = transition(s, e);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
    moves.push(encodeMove(e, seatsOf(setup)));
  }
  return { setup, moves, preset: null, form: INITIAL_STATE.form };
}

describe('the stored state', () => {
  it('round-trips the setup form, a fresh game, a played game and each worked example', () => {
    expect(parse(roundTrip(INITIAL_STATE))).toEqual({
      ok: true,
      value: INITIAL_STATE,
    });
    for (const p of TRACKER_PRESETS) {
      const s: RoundToolState = {
        setup: p.setup,
        moves: p.script.map((x) => encodeMove(x.event, seatsOf(p.setup))),
        preset: p.id,
        form: INITIAL_STATE.form,
      };
      expect(parse(roundTrip(s))).toEqual({ ok: true, value: s });
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { maxLength: 150 }), (n, picks) => {
        const s = played(n, picks);
        expect(parse(roundTrip(s))).toEqual({ ok: true, value: s });
        expect(encodeState(s).length).toBeLessThan(MAX_ENCODED_LENGTH);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a link whose moves break the rules, naming the move', () => {
    const s: RoundToolState = {
      setup: HARRINGTON_NEEDA_TRACKER.setup,
      moves: ['p0', 'p0'],
      preset: null,
      form: INITIAL_STATE.form,
    };
    const r = parse(s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^move 2 could not be made: It is Needa's turn/);
  });

  it('refuses damaged and hostile values with a message, and never throws', () => {
    const cases: unknown[] = [
      null,
      [],
      'text',
      { setup: { captains: [] } },
      { setup: { captains: [{ name: 'A', initiative: 1e308 }] } },
      {
        setup: { captains: [{ name: 'A', initiative: 1 }] },
        moves: ['<script>alert(1)</script>'],
      },
      { setup: null, moves: ['n'] },
      { preset: 'moon' },
      {
        form: {
          captains: [{ name: 1, initiative: '', vp: '' }],
          threshold: '20',
        },
      },
      { setup: { captains: [{ name: 'A', initiative: 1, id: 'A B' }] } },
      {
        setup: {
          captains: [{ name: 'A', initiative: 1 }],
          start: { phase: '__proto__', stage: 1 },
        },
      },
      {
        setup: { captains: [{ name: 'A', initiative: 1 }] },
        moves: Array.from({ length: MAX_MOVES + 1 }, () => 'n'),
      },
      { setup: { captains: [{ name: 'A', initiative: 1 }] }, extra: 1 },
    ];
    for (const c of cases) {
      const r = parse(c);
      expect(r.ok, JSON.stringify(c)?.slice(0, 80)).toBe(false);
      if (!r.ok) expect(r.error.length).toBeGreaterThan(5);
    }
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { setup: deep };
    expect(parse(deep).ok).toBe(false);
  });

  it('a hostile name is kept as plain text', () => {
    const name = '<img src=x onerror=alert(1)>';
    const r = parse(
      roundTrip({
        setup: { captains: [{ name, initiative: 1 }] },
        moves: [],
        preset: null,
        form: INITIAL_STATE.form,
      }),
    );
    expect(r.ok && r.value.setup?.captains[0]?.name).toBe(name);
  });

  it('fuzz: anything at all gives a state or a sentence', () => {
    const shaped = fc.record(
      {
        setup: fc.oneof(
          fc.anything(),
          fc.record(
            {
              captains: fc.array(
                fc.record({
                  name: fc.oneof(fc.string(), fc.constant('<script>x</script>')),
                  initiative: fc.oneof(fc.integer(), fc.double(), fc.constant(1e300)),
                  vp: fc.anything(),
                }),
                { maxLength: 6 },
              ),
              threshold: fc.anything(),
              seed: fc.anything(),
              start: fc.anything(),
            },
            { requiredKeys: ['captains'] },
          ),
        ),
        moves: fc.oneof(
          fc.anything(),
          fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('n', 'a0', 'p1', 'pc0', 'd0', 'c1', 'r', 'v0.20', 't5')), { maxLength: 40 }),
        ),
        preset: fc.oneof(fc.anything(), fc.constantFrom(...TRACKER_PRESETS.map((p) => p.id))),
        form: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), shaped, fc.string()), (raw) => {
        const r = parse(raw);
        if (r.ok) {
          expect(r.value.setup === null || replay(r.value.setup, movesOf(r.value)).ok).toBe(true);
          return true;
        }
        return typeof r.error === 'string' && r.error.length > 0;
      }),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const d = decodeState(text);
        if (!d.ok) return d.error.length > 0;
        const r = parse(d.value);
        return r.ok || r.error.length > 0;
      }),
    );
  });
});

describe('the setup form', () => {
  it('reads names and whole numbers, with a message beside each bad field', () => {
    const c = checkForm(
      {
        captains: [
          { name: 'Ahab', initiative: '3', vp: '0' },
          { name: 'ahab', initiative: 'x', vp: '-1' },
        ],
        threshold: '0',
      },
      LIMITS,
    );
    expect(c.setup).toBeNull();
    expect(Object.keys(c.errors).sort()).toEqual(['captains.1.initiative', 'captains.1.name', 'captains.1.vp', 'threshold']);
    const good = checkForm(
      {
        captains: [{ name: ' Ahab ', initiative: '3', vp: '0' }],
        threshold: '20',
      },
      LIMITS,
    );
    expect(good.setup).toEqual({
      captains: [{ name: 'Ahab', initiative: 3, vp: 0 }],
      threshold: 20,
    });
  });
});

describe('long games', () => {
  it('cut the stored history at a round start and replay to the same situation', () => {
    let s = played(
      2,
      Array.from({ length: 900 }, (_, i) => (i * 7) % 5),
    );
    const before = replay(s.setup!, movesOf(s));
    if (!before.ok) throw new Error(before.error);
    expect(s.moves.length).toBeGreaterThan(KEEP_MOVES);
    const cut = compact(s, before.value.states, KEEP_MOVES);
    expect(cut.moves.length).toBeLessThan(s.moves.length);
    const after = replay(cut.setup!, movesOf(cut));
    if (!after.ok) throw new Error(after.error);
    const pick = (t: TrackerState) => ({ ...t, log: [] });
    expect(pick(after.value.state)).toEqual(pick(before.value.state));
    s = cut;
    expect(parse(roundTrip(s)).ok).toBe(true);
  });
});

describe('the worked examples', () => {
  it('use the names, seats and Initiative of the engine presets', () => {
    for (const [tracker, game] of [
      [HARRINGTON_NEEDA_TRACKER, HARRINGTON_AND_NEEDA],
      [AHAB_NYMERIA_TRACKER, AHAB_AND_NYMERIA],
    ] as const) {
      expect(tracker.setup.captains.map((c) => [c.id, c.name, c.initiative])).toEqual(
        game.setup.captains.map((c) => [c.id, c.name, c.ship.values?.initiative]),
      );
    }
  });

  it('Harrington and Needa follows the booklet exactly: Harrington passes, Needa (who could end the phase by passing) acts, and Harrington may act or pass (Rules Booklet 2.0, Action Phase example)', () => {
    const p = HARRINGTON_NEEDA_TRACKER;
    // The book's two moves, and no more.
    expect(p.script.map((x) => x.event)).toEqual([
      { type: 'pass', captain: 'harrington' },
      { type: 'act', captain: 'needa' },
    ]);
    const r = replay(
      p.setup,
      p.script.map((x) => x.event),
    );
    if (!r.ok) throw new Error(r.error);
    const [start, afterPass, end] = r.value.states;
    // The book: it is Harrington's turn, and she passes.
    expect(start).toMatchObject({ phase: 'action', stage: 1, active: 'harrington' });
    // The book: the turn goes to Needa, who may act or pass; a pass from him would end the phase.
    expect(afterPass!.active).toBe('needa');
    expect(legalMoves(afterPass!).open.map((m) => m.event)).toEqual([
      { type: 'act', captain: 'needa' },
      { type: 'pass', captain: 'needa' },
    ]);
    const ended = transition(afterPass!, { type: 'pass', captain: 'needa' });
    expect(ended.ok && ended.value.complete).toBe(true);
    // The book: Needa acts, so the turn comes back to Harrington, free to act or pass; the example stops there.
    expect(end).toMatchObject({ phase: 'action', stage: 1, active: 'harrington', again: ['harrington'], passed: [], complete: false });
    expect(legalMoves(end!).open.map((m) => m.label)).toEqual(['Harrington acts', 'Harrington passes']);
    expect(whyNot(end!).find((c) => c.label === 'Next stage')).toMatchObject({ rule: 'ccg.round.action.stage-1' });
  });

  it('Ahab and Nymeria: the whole round, ending where the game preset ends, with the same first captain, order of passes and Victory Points', () => {
    const p = AHAB_NYMERIA_TRACKER;
    const r = replay(
      p.setup,
      p.script.map((x) => x.event),
    );
    if (!r.ok) throw new Error(`${r.error} ${r.field}`);
    const end = r.value.state;
    expect(end).toMatchObject({
      round: 1,
      phase: 'resolution',
      stage: 6,
      first: 'nymeria',
      chooser: 'ahab',
      status: 'playing',
      eligible: ['ahab'],
    });
    const game = runRoundPreset(AHAB_AND_NYMERIA);
    if (!game.ok) throw new Error(game.error);
    const last = game.value.states.at(-1)!;
    for (const c of end.captains) expect(c.vp).toBe(last.captains.find((g) => g.id === c.id)?.vp);
    expect(end.captains.find((c) => c.id === 'ahab')?.vp).toBe(3);
    // The Action Phase and Resolution stage 2 moves match the game preset's, in order.
    const turns = (steps: { event: { type: string; captain?: string } }[]) =>
      steps
        .filter((s) => ['pass', 'act', 'piracy', 'resolve-complication'].includes(s.event.type))
        .map((s) => `${s.event.type === 'pass' ? 'pass' : 'act'}:${s.event.captain}`);
    expect(turns(p.script)).toEqual(
      turns(
        AHAB_AND_NYMERIA.steps as {
          event: { type: string; captain?: string };
        }[],
      ),
    );
  });
});
