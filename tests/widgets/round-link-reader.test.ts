/**
 * The round tracker's link reader (`widgets/round/link.ts`), made with the
 * engine's readers (issue 20, part 3): each refusal keeps its rule and the
 * field of the link it is about, whether the link's own reader refuses (a key
 * the tool never writes, a field past the form's limit, a move code) or the
 * engine does (a value of the game, a move the rules forbid).
 */
import { describe, expect, it } from 'vitest';
import { parseRoundToolState, roundLinkReader } from '../../src/widgets/round/link.ts';
import { MAX_FIELD, MAX_MOVES } from '../../src/widgets/round/state.ts';
import { HARRINGTON_NEEDA_TRACKER, TRACKER_PRESETS } from '../../src/widgets/round/presets.ts';
import { MAX_CAPTAINS, MAX_INITIATIVE, MAX_NAME } from '../../src/engine/ccg/tracker/index.ts';

const read = roundLinkReader(TRACKER_PRESETS.map((p) => p.id));
const setup = { captains: [{ name: 'Ahab', initiative: 2 }, { name: 'Nymeria', initiative: 3 }] };
const formCaptain = { name: 'Ahab', initiative: '2', vp: '0' };
const form = (captain: Record<string, unknown>) => ({ captains: [{ ...formCaptain, ...captain }], threshold: '20' });

/** [what, input, rule, field]: a field of undefined is the link as a whole. */
const REFUSALS: [string, unknown, string, string | undefined][] = [
  ['no object at all', 'text', 'ccg.round.setup', undefined],
  ['a key the tool never writes', { setup, extra: 1 }, 'ccg.round.setup', 'extra'],
  ['an unknown edition', { edition: 'newest' }, 'ccg.round.setup', 'edition'],
  ['a worked example the page does not offer', { preset: 'moon' }, 'ccg.round.setup', 'preset'],
  ['a form with no captain', { form: { captains: [], threshold: '20' } }, 'ccg.round.setup', 'form.captains'],
  ['a form with too many captains', { form: { captains: Array.from({ length: MAX_CAPTAINS + 1 }, () => formCaptain), threshold: '20' } }, 'ccg.round.setup', 'form.captains'],
  ['a form name past the form’s limit', { form: form({ name: 'n'.repeat(MAX_NAME + 1) }) }, 'ccg.round.setup', 'form.captains.0.name'],
  ['a form number past the form’s limit', { form: form({ vp: '1'.repeat(MAX_FIELD + 1) }) }, 'ccg.round.setup', 'form.captains.0.vp'],
  ['a form number that is not text', { form: form({ initiative: 2 }) }, 'ccg.round.setup', 'form.captains.0.initiative'],
  ['a form field the form does not have', { form: form({ hp: '3' }) }, 'ccg.round.setup', 'form.captains.0.hp'],
  ['a form threshold left out', { form: { captains: [formCaptain] } }, 'ccg.round.setup', 'form.threshold'],
  ['moves that are no list', { setup, moves: 'n' }, 'ccg.round.setup', 'moves'],
  ['more moves than a link keeps', { setup, moves: Array.from({ length: MAX_MOVES + 1 }, () => 'n') }, 'ccg.round.setup', 'moves'],
  ['a move code longer than any the tool writes', { setup, moves: ['n', 'j34f3e155'] }, 'ccg.round.setup', 'moves.1'],
  ['a move code the tool does not write', { setup, moves: ['n', 'zz9'] }, 'ccg.round.setup', 'moves.1'],
  ['moves without a game', { moves: ['n'] }, 'ccg.round.setup', 'moves'],
  ['a game key the tool never writes', { setup: { ...setup, colour: 'red' } }, 'ccg.round.setup', 'setup.colour'],
  ['a captain key the tool never writes', { setup: { captains: [{ name: 'Ahab', initiative: 2, hp: 3 }] } }, 'ccg.round.setup', 'setup.captains.0.hp'],
  ['a starting point key the tool never writes', { setup: { ...setup, start: { phase: 'ready', stage: 1, dice: 2 } } }, 'ccg.round.setup', 'setup.start.dice'],
  ['a game with no captain (the engine’s reader)', { setup: { captains: [] } }, 'ccg.round.setup', 'setup.captains'],
  ['an Initiative past the rules’ limit (the engine’s reader)', { setup: { captains: [{ name: 'Ahab', initiative: MAX_INITIATIVE + 1 }] } }, 'ccg.initiative', 'setup.captains.0.initiative'],
  ['negative Victory Points (the engine’s reader)', { setup: { captains: [{ name: 'Ahab', initiative: 2, vp: -1 }] } }, 'ccg.victory-points', 'setup.captains.0.vp'],
  ['a threshold of 0 (the engine’s reader)', { setup: { ...setup, threshold: 0 } }, 'ccg.victory', 'setup.threshold'],
  ['a blank name (the engine’s reader)', { setup: { captains: [{ name: '  ', initiative: 2 }] } }, 'ccg.round.setup', 'setup.captains.0.name'],
  ['a phase the round does not have (the engine’s setup)', { setup: { ...setup, start: { phase: 'tea', stage: 1 } } }, 'ccg.round.setup', 'setup.start'],
  ['a first captain before stage 3 of the Ready Phase (the engine’s setup)', { setup: { ...setup, start: { phase: 'ready', stage: 1, first: 'c2' } } }, 'ccg.round.ready.stage-3', 'setup.start.first'],
  ['a move out of turn (the engine’s replay)', { setup: HARRINGTON_NEEDA_TRACKER.setup, moves: ['p0', 'p0'] }, 'ccg.acting-captain', 'moves.1.captain'],
];

describe('the round tracker’s link reader: each refusal with its rule and field', () => {
  it.each(REFUSALS)('%s', (_what, input, rule, field) => {
    const r = read(input, '');
    expect(r).toMatchObject({ ok: false, rule });
    if (!r.ok) expect(r.field).toBe(field);
  });

  it('the link’s refusal is said in the reader’s words, after "This link could not be read:"', () => {
    expect(parseRoundToolState({ setup, extra: 1 })).toEqual({ ok: false, error: 'the round tracker’s link has no "extra".', rule: 'ccg.round.setup', field: 'extra' });
    expect(parseRoundToolState({ setup: { captains: [{ name: 'Ahab', initiative: MAX_INITIATIVE + 1 }] } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^its game could not be set up: Ahab's Initiative must be a whole number from 0 to \d+\.$/),
    });
  });

  it('keeps the game as written (reopening to the same link), and replays it from what the engine read', () => {
    const written = { captains: [{ name: ' Ahab ', initiative: 2, id: 'ahab' }, { name: 'Nymeria', initiative: 3, vp: 4 }], seed: 7 };
    const r = read({ setup: written, moves: ['n'] }, '');
    expect(r).toMatchObject({ ok: true, value: { setup: written, moves: ['n'], preset: null } });
  });
});

describe('a refused link whose value has a field in the setup form (issue 20, part 3: a field error keeps its rule and shows it)', () => {
  it('opens the form holding the link’s captains, the refused value beside its field with the refusal’s rule', () => {
    const r = parseRoundToolState({ setup: { captains: [{ name: 'Ahab', initiative: MAX_INITIATIVE + 1 }, { name: 'Nymeria', initiative: 3, vp: 4 }], threshold: 15 } });
    expect(r).toMatchObject({ ok: false, rule: 'ccg.initiative', field: 'setup.captains.0.initiative' });
    if (r.ok) return;
    expect(r.instead).toEqual({
      state: { setup: null, moves: [], preset: null, form: { captains: [{ name: 'Ahab', initiative: String(MAX_INITIATIVE + 1), vp: '0' }, { name: 'Nymeria', initiative: '3', vp: '4' }], threshold: '15' } },
      says: expect.stringContaining('setup form'),
      at: 'captains.0.initiative',
      error: `Ahab's Initiative must be a whole number from 0 to ${MAX_INITIATIVE}.`,
    });
  });

  it('does the same for a field of the stored form, cutting a value to what the field holds', () => {
    const r = parseRoundToolState({ form: form({ name: 'x'.repeat(MAX_NAME + 5) }) });
    expect(r).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'form.captains.0.name', instead: { at: 'captains.0.name', state: { form: { captains: [{ name: 'x'.repeat(MAX_NAME) }] } } } });
  });

  it.each([
    ['a move the tool never writes', { setup, moves: ['zz'] }, 'moves.0'],
    ['a seed', { setup: { ...setup, seed: 'x' } }, 'setup.seed'],
    ['more captains than the form seats', { setup: { captains: Array.from({ length: MAX_CAPTAINS + 1 }, (_, i) => ({ name: `C${i}`, initiative: 1 })) } }, 'setup.captains'],
    ['an unknown worked example', { preset: 'nope' }, 'preset'],
  ])('says it in the sentence alone when the path names no field of the form: %s', (_what, input, field) => {
    const r = parseRoundToolState(input, TRACKER_PRESETS.map((p) => p.id));
    expect(r).toMatchObject({ ok: false, field });
    if (!r.ok) expect(r.instead).toBeUndefined();
  });
});

