/**
 * Issue 14, point 5, for the round tracker: a link the tool writes always
 * reopens to the same state (state → URL → state, over any state the tool can
 * write: the setup form as typed, a game the engine accepts, jumps included),
 * and every limit the link reader enforces is one the tool keeps where the
 * person types.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_FORM, MAX_FIELD, MAX_MOVES, encodeMove, seatsOf, type RoundToolState, type SetupForm } from '../../src/widgets/round/state.ts';
import { MAX_ROUND_LINK, roundUrl } from '../../src/widgets/round/link.ts';
import { checkForm } from '../../src/widgets/round/setup-form.ts';
import { TRACKER_PRESETS } from '../../src/widgets/round/presets.ts';
import { encodeState } from '../../src/widgets/kit/url-codec.ts';
import { readEncodedState, readUrlState, stateHash } from '../../src/widgets/kit/url-state.ts';
import {
  MAX_CAPTAINS,
  MAX_INITIATIVE,
  MAX_NAME,
  MAX_THRESHOLD,
  MAX_VP,
  jumpTargets,
  legalMoves,
  setupTracker,
  transition,
  type TrackerEvent,
  type TrackerSetup,
  type TrackerState,
} from '../../src/engine/ccg/tracker/tracker.ts';

const IDS = TRACKER_PRESETS.map((p) => p.id);
const SCHEMA = roundUrl(IDS);
const LIMITS = { captains: MAX_CAPTAINS, name: MAX_NAME, initiative: MAX_INITIATIVE, vp: MAX_VP, threshold: MAX_THRESHOLD, field: MAX_FIELD };

/** The URL the tool writes for a state, read back as a page would read it. */
const reopen = (s: RoundToolState) => readUrlState(`#${stateHash(s)}`, SCHEMA);

/** Text as the setup form keeps it: anything typed, cut to the field's length (SetupView's `fit`). */
const typed = (max: number = MAX_FIELD) => fc.string({ unit: 'binary', maxLength: max + 10 }).map((t) => t.slice(0, max));
const formArb: fc.Arbitrary<SetupForm> = fc.record({
  captains: fc.array(fc.record({ name: typed(MAX_NAME), initiative: typed(), vp: typed() }), { minLength: 1, maxLength: MAX_CAPTAINS }),
  threshold: typed(),
});
/** A form that starts a game: names that read, numbers in range (as text, with spaces or zeros as people type them). */
const goodFormArb: fc.Arbitrary<SetupForm> = fc.record({
  captains: fc.uniqueArray(
    fc.record({
      name: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((n) => n.trim() !== ''),
      initiative: fc.integer({ min: 0, max: MAX_INITIATIVE }).map(String),
      vp: fc.integer({ min: 0, max: 30 }).map((n) => ` 0${n}`),
    }),
    { minLength: 1, maxLength: MAX_CAPTAINS, selector: (c) => c.name.trim().replace(/\s+/g, ' ').toLowerCase() },
  ),
  threshold: fc.integer({ min: 1, max: 40 }).map(String),
});

/** One move the tracker offers now: a button, a jump (with what it asks), or a value change. */
function someMove(s: TrackerState, [kind, a, b]: [number, number, number]): TrackerEvent | undefined {
  const cap = s.captains[a % s.captains.length] as TrackerState['captains'][number];
  if (kind === 0) return { type: 'set-vp', captain: cap.id, vp: b % (MAX_VP + 1) };
  if (kind === 1) return { type: 'set-initiative', captain: cap.id, initiative: b % (MAX_INITIATIVE + 1) };
  if (kind === 2) return { type: 'set-threshold', threshold: 1 + (b % MAX_THRESHOLD) };
  if (kind <= 4) {
    const targets = jumpTargets(s).flatMap((g) => g.stages.map((t) => ({ phase: g.phase.id, ...t }))).filter((t) => t.refused === null);
    const t = targets[b % Math.max(1, targets.length)];
    if (!t) return undefined;
    return {
      type: 'jump',
      phase: t.phase,
      stage: t.stage.number,
      ...(t.needsFirst && { first: cap.id }),
      ...(t.needsEligible && { eligible: s.captains.filter((_, i) => (b >> i) & 1).map((c) => c.id) }),
    };
  }
  const open = legalMoves(s).open;
  return open[b % Math.max(1, open.length)]?.event;
}

function playedState(form: SetupForm, seed: number, picks: [number, number, number][], preset: string | null): RoundToolState {
  const check = checkForm(form, LIMITS);
  if (!check.setup) return { setup: null, moves: [], preset, form };
  const setup: TrackerSetup = { ...check.setup, seed };
  const r = setupTracker(setup);
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  const moves: string[] = [];
  for (const p of picks) {
    const e = someMove(s, p);
    if (!e) continue;
    const next = transition(s, e);
    if (!next.ok) continue;
    s = next.value;
    moves.push(encodeMove(e, seatsOf(setup)));
  }
  return { setup, moves, preset, form };
}

describe('round tracker links: state → URL → state', () => {
  it('any setup form as typed reopens as typed', () => {
    fc.assert(
      fc.property(formArb, fc.option(fc.constantFrom(...IDS), { nil: null }), (form, preset) => {
        const s: RoundToolState = { setup: null, moves: [], preset, form };
        expect(reopen(s)).toEqual({ ok: true, value: s });
      }),
      { numRuns: 200 },
    );
  });

  it('any game played with the moves, jumps and value changes the tool offers reopens to the same game', () => {
    fc.assert(
      fc.property(
        goodFormArb,
        fc.nat({ max: 0xffffffff }),
        fc.array(fc.tuple(fc.nat({ max: 12 }), fc.nat(), fc.nat()), { maxLength: 120 }),
        fc.option(fc.constantFrom(...IDS), { nil: null }),
        (form, seed, picks, preset) => {
          const s = playedState(form, seed, picks, preset);
          expect(s.setup).not.toBeNull();
          expect(encodeState(s).length).toBeLessThanOrEqual(MAX_ROUND_LINK);
          expect(reopen(s)).toEqual({ ok: true, value: s });
        },
      ),
      { numRuns: 80 },
    );
  });

  it('the longest state the tool can write fits the reader: full fields of characters JSON writes at six bytes, the longest names, and a full list of long moves', () => {
    const wide = '\u0001'.repeat(MAX_FIELD);
    const name = (i: number) => `${i}${'\u0002'.repeat(MAX_NAME - 1)}`;
    const form: SetupForm = { captains: Array.from({ length: MAX_CAPTAINS }, () => ({ name: '\u0001'.repeat(MAX_NAME), initiative: wide, vp: wide })), threshold: wide };
    const setup: TrackerSetup = {
      captains: Array.from({ length: MAX_CAPTAINS }, (_, i) => ({ name: name(i), initiative: MAX_INITIATIVE, vp: MAX_VP - 1, id: `c${i + 1}` })),
      threshold: MAX_THRESHOLD,
      seed: 0xffffffff,
      start: { round: 999, phase: 'resolution', stage: 4, first: 'c4' },
    };
    let g = setupTracker(setup);
    if (!g.ok) throw new Error(g.error);
    let st = g.value;
    const moves: string[] = [];
    // The longest codes a game can repeat: a jump into the next round naming the first captain and every captain eligible, then on a stage.
    const cycle: TrackerEvent[] = [
      { type: 'jump', phase: 'resolution', stage: 3, first: 'c4', eligible: ['c1', 'c2', 'c3', 'c4'] },
      { type: 'jump', phase: 'resolution', stage: 4 },
    ];
    while (moves.length < MAX_MOVES) {
      const e = cycle[moves.length % 2] as TrackerEvent;
      const r = transition(st, e);
      if (!r.ok) throw new Error(r.error);
      st = r.value;
      moves.push(encodeMove(e, seatsOf(setup)));
    }
    expect(moves[0]).toBe('j53f3e15');
    const s: RoundToolState = { setup, moves, preset: IDS[0] as string, form };
    expect(encodeState(s).length).toBeLessThanOrEqual(MAX_ROUND_LINK);
    expect(reopen(s)).toEqual({ ok: true, value: s });
  });
});

describe('round tracker links: the reader refuses only what the tool never writes', () => {
  it('a form field one character over the limit, or one move too many, is refused by the reader; the form and the game view keep within both (SetupView cuts typing at MAX_FIELD, GameView stops at MAX_MOVES)', () => {
    const over: RoundToolState = { setup: null, moves: [], preset: null, form: { ...EMPTY_FORM, threshold: '1'.repeat(MAX_FIELD + 1) } };
    expect(readEncodedState(encodeState(over), SCHEMA).ok).toBe(false);
    const at: RoundToolState = { ...over, form: { ...EMPTY_FORM, threshold: '1'.repeat(MAX_FIELD) } };
    expect(reopen(at)).toEqual({ ok: true, value: at });
    // A name as long as the engine takes (issue 20: a 41-character name once made a link the reader refused).
    const named = (n: number): RoundToolState => ({ ...over, form: { ...EMPTY_FORM, captains: [{ name: 'N'.repeat(n), initiative: '1', vp: '0' }] } });
    expect(reopen(named(MAX_NAME))).toEqual({ ok: true, value: named(MAX_NAME) });
    expect(readEncodedState(encodeState(named(MAX_NAME + 1)), SCHEMA).ok).toBe(false);
    const setup: TrackerSetup = { captains: [{ name: 'A', initiative: 1 }, { name: 'B', initiative: 2 }], start: { phase: 'action', stage: 1, first: 'c1' } };
    const long = (n: number): RoundToolState => ({ setup, moves: Array.from({ length: n }, (_, i) => `a${i % 2}`), preset: null, form: EMPTY_FORM });
    expect(reopen(long(MAX_MOVES))?.ok).toBe(true);
    expect(reopen(long(MAX_MOVES + 1))?.ok).toBe(false);
  });
});
