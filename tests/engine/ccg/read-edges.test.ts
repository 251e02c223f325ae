/**
 * The round tracker's setup, the edition and the solo game's random state are
 * read once, at the edge, with the CCG readers (issue 20, part 3): each refusal
 * names a registered rule and the path of the field, and whatever the reader
 * accepts the engine takes without throwing. The tracker's machine starts from
 * a setup already read (`startTracker`), so the tool's page replays a game
 * without carrying the readers; its link reader reads the setup first.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEdition } from '../../../src/engine/ccg/editions/index.ts';
import { isRuleId } from '../../../src/engine/ccg/rules.ts';
import { drawOpposition, newOppositionDeck, placeHiddenComplication } from '../../../src/engine/ccg/solo/index.ts';
import { readTrackerSetup, replay, setupTracker, startTracker, MAX_NAME } from '../../../src/engine/ccg/tracker/index.ts';
import { parseRoundToolState } from '../../../src/widgets/round/link.ts';

const TWO = { captains: [{ name: 'Needa', initiative: 3 }, { name: 'Harrington', initiative: 5 }] };

describe('the round tracker reads its setup once', () => {
  it('refuses with the rule and the field', () => {
    expect(setupTracker(null)).toMatchObject({ ok: false, rule: 'ccg.round.setup' });
    expect(setupTracker({ captains: [] })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains' });
    expect(setupTracker({ captains: [{ name: 'x'.repeat(MAX_NAME + 1), initiative: 1 }] })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.0.name' });
    expect(setupTracker({ captains: [{ name: 'Ann', initiative: 'high' }] })).toMatchObject({ ok: false, rule: 'ccg.initiative', field: 'captains.0.initiative' });
    expect(setupTracker({ captains: [{ name: 'Ann', initiative: 1, id: 'c1' }, { name: 'Bea', initiative: 2, id: 'c1' }] })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.1.id' });
    expect(setupTracker({ ...TWO, threshold: 0 })).toMatchObject({ ok: false, rule: 'ccg.victory', field: 'threshold' });
    expect(setupTracker({ ...TWO, seed: -1 })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'seed' });
    expect(setupTracker({ ...TWO, start: { phase: 'ready', stage: 1, round: 0 } })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'start.round' });
    expect(setupTracker({ ...TWO, start: { phase: 7, stage: 1 } })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'start.phase' });
    expect(setupTracker({ ...TWO, start: { phase: 'lunch', stage: 1 } })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'start' });
  });

  it('whatever it reads, it sets up or refuses with a registered rule, never throws', () => {
    const anything = fc.oneof(fc.constant(undefined), fc.integer({ min: -2, max: 30 }), fc.constantFrom('ready', 'action', 'resolution', 'solo-adventure', 'x', ''), fc.constant(null));
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom('Ann', 'Bea', ' ', 'ann'), initiative: anything, vp: anything, id: fc.constantFrom(undefined, 'c1', 'c2', 'Bad id') }), { maxLength: 5 }),
        fc.record({ threshold: anything, seed: anything, start: fc.option(fc.record({ phase: anything, stage: anything, round: anything, first: fc.constantFrom(undefined, 'c1', 'c2') })) }),
        (captains, rest) => {
          const r = setupTracker({ captains, ...rest, start: rest.start ?? undefined });
          if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
        },
      ),
      { seed: 2026, numRuns: 300 },
    );
  });
});

describe('the tracker starts from a setup already read', () => {
  it('reading then starting is setting up, for whatever the reader accepts', () => {
    const anything = fc.oneof(fc.constant(undefined), fc.integer({ min: -1, max: 25 }), fc.constantFrom('ready', 'action', 'resolution', 'solo-adventure', 'x'));
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom('Ann', 'Bea', ' Cy ', 'ann'), initiative: anything, vp: anything }), { maxLength: 5 }),
        fc.record({ threshold: anything, start: fc.option(fc.record({ phase: anything, stage: anything, first: fc.constantFrom(undefined, 'c1', 'c2') })) }),
        (captains, rest) => {
          const input = { captains, ...rest, start: rest.start ?? undefined };
          const read = readTrackerSetup(input, '');
          const direct = setupTracker(input);
          if (!read.ok) expect(direct).toEqual(read);
          else expect(direct).toEqual(startTracker(read.value));
        },
      ),
      { seed: 2026, numRuns: 300 },
    );
  });

  it('a name read at the edge is trimmed, and the replay of what was read starts where it says', () => {
    const read = readTrackerSetup({ captains: [{ name: ' Ann ', initiative: 2 }, { name: 'Bea', initiative: 1 }], start: { phase: 'action', stage: 1, first: 'c2' } }, '');
    expect(read).toMatchObject({ ok: true, value: { captains: [{ id: 'c1', name: 'Ann', vp: 0 }, { id: 'c2', name: 'Bea' }], threshold: 20, seed: 1 } });
    if (!read.ok) return;
    expect(replay(read.value, [])).toMatchObject({ ok: true, value: { state: { phase: 'action', stage: 1, first: 'c2' } } });
  });

  it("the tool's link reader refuses a setup whose values break a limit, naming what is wrong", () => {
    const link = (setup: unknown) => parseRoundToolState({ setup, moves: [] });
    expect(link({ captains: [{ name: 'Ann', initiative: 100 }] })).toMatchObject({ ok: false, error: expect.stringMatching(/^its game could not be set up: Ann's Initiative must be a whole number from 0 to 99\./) });
    expect(link({ captains: [{ name: 'Ann', initiative: 1 }, { name: 'ANN', initiative: 2 }] })).toMatchObject({ ok: false, error: expect.stringMatching(/Captain 2 needs a name of their own/) });
    expect(link({ captains: [{ name: 'Ann', initiative: 1 }], start: { phase: 'action', stage: 9 } })).toMatchObject({ ok: false, error: expect.stringMatching(/could not be set up: a solo game has no stage 9/) });
    expect(link({ captains: [{ name: 'Ann', initiative: 1 }] })).toMatchObject({ ok: true });
    // The link keeps the setup as written; the game replayed from it shows the name as read.
    const spaced = link({ captains: [{ name: ' Ann ', initiative: 1 }] });
    expect(spaced.ok && replay(spaced.value.setup!, [])).toMatchObject({ ok: true, value: { state: { captains: [{ name: 'Ann' }] } } });
  });

  it("the tool's link reader reads each move with the engine's move reader: a value the move codes can hold but the rules cannot is refused, by its move", () => {
    const setup = { captains: [{ name: 'Ann', initiative: 1 }, { name: 'Bea', initiative: 2 }] };
    // `k0.150`: Initiative 150 for seat 0; the code holds three digits, Initiative goes to 99.
    expect(parseRoundToolState({ setup, moves: ['k0.150'] })).toMatchObject({ ok: false, error: expect.stringMatching(/^move 1 could not be made: Initiative must be a whole number from 0 to 99\./) });
    expect(parseRoundToolState({ setup, moves: ['k0.99', 't0'] })).toMatchObject({ ok: false, error: expect.stringMatching(/^move 2 could not be made: The Victory Point threshold must be a whole number from 1 to 999\./) });
    expect(parseRoundToolState({ setup, moves: ['k0.99', 'v1.999'] })).toMatchObject({ ok: true });
  });
});

describe('the edition and the random state', () => {
  it('the edition is refused at its field with its rule', () => {
    expect(readEdition(3, 'tool.edition')).toMatchObject({ ok: false, rule: 'ccg.edition', field: 'tool.edition' });
    expect(readEdition(undefined)).toMatchObject({ ok: true, value: 'later' });
  });

  it('a random state out of range is refused at rng with the rule of the draw', () => {
    expect(newOppositionDeck(-1)).toMatchObject({ ok: false, rule: 'ccg.solo.dirty-half-dozen', field: 'rng' });
    expect(drawOpposition({ deck: [], discard: [], rng: 2 ** 32 })).toMatchObject({ ok: false, rule: 'ccg.solo.dirty-half-dozen', field: 'rng' });
    expect(placeHiddenComplication({ contracts: [], rng: 1.5 })).toMatchObject({ ok: false, rule: 'ccg.round.solo-adventure.stage-1', field: 'rng' });
  });

  it('every random state the reader accepts shuffles a deck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (rng) => {
        expect(newOppositionDeck(rng).ok).toBe(true);
      }),
      { seed: 2026, numRuns: 100 },
    );
  });
});
