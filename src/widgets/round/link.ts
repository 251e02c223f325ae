/**
 * The round tracker's reader of links and saved games, made with the engine's
 * readers: the stored form checked field by field against the form's own
 * limits, the stored game's keys checked here and its values read by the
 * engine's setup reader, and the game replayed by the engine, so a link can
 * only ever reopen a situation the rules allow. Each refusal names its rule
 * and the field of the link (`form.captains.1.vp`, `setup.captains.0.name`,
 * `moves.3`). Loaded only when a link or a saved game is there to read. Pure;
 * no DOM.
 */
import { readEditionSetting } from '../edition/link.ts';
import { choice, list, nullable, optional, own, pathTo, refuse, text, type Reader } from '../../engine/core/read.ts';
import { isRecord } from '../../engine/core/validate.ts';
import { closed } from '../../engine/core/read-structure.ts';
import { ok } from '../../engine/core/result.ts';
import type { Parsed, Refused } from '../kit/numbers.ts';
import { afterColon, urlSchema, type UrlSchema } from '../kit/url-state.ts';
import { compact, type RuleId } from '../../engine/ccg/index.ts';
import { MAX_CAPTAINS, MAX_NAME, readTrackerSetup, replayTrackerMoves, type TrackerEvent, type TrackerSetup } from '../../engine/ccg/tracker/index.ts';
import { EMPTY_FORM, MAX_FIELD, MAX_MOVES, decodeMove, seatsOf, type RoundToolState, type SetupForm } from './state.ts';

/** What a link of this tool holds is its setup: the rule its refusals cite, unless the engine names a closer one. */
const RULE: RuleId = 'ccg.round.setup';
/** The longest move code `encodeMove` writes (`j34f3e15`). */
const MAX_CODE = 8;

const typed = (what: string, max: number) => text(what, RULE, max);
/** An object of exactly these fields (`closed`), refused under the tool's rule. */
const group = <S extends Record<string, Reader<unknown, RuleId>>>(what: string, fields: S) => closed<S, RuleId>(what, fields, RULE);
/** The setup form as typed: each field text, no longer than the form keeps. */
const readForm: Reader<SetupForm, RuleId> = group(
  'The setup form',
  {
    captains: list(
      'The setup form’s captains',
      group('A captain of the setup form', { name: typed('A captain’s name', MAX_NAME), initiative: typed('A captain’s Initiative', MAX_FIELD), vp: typed('A captain’s Victory Points', MAX_FIELD) }),
      1,
      MAX_CAPTAINS,
      RULE,
    ),
    threshold: typed('The Victory Point threshold', MAX_FIELD),
  },
);

/** A value kept as written: its key is checked here, the value itself by the engine's setup reader (`readTrackerSetup`). */
const kept: Reader<unknown, RuleId> = (value) => ok(value);
/** The stored game's keys, none that the tool does not write; what each holds is the engine's to read. */
const setupKeys = group('The game', {
  captains: list('The game’s captains', group('A captain of the game', { name: kept, initiative: kept, vp: kept, id: kept }), 0, MAX_CAPTAINS, RULE),
  threshold: kept,
  seed: kept,
  start: optional(group('The starting point', { round: kept, phase: kept, stage: kept, first: kept }), undefined),
});

const SET_UP = 'Its game could not be set up: ';
const cannotSetUp = (error: string) => SET_UP + afterColon(error);

/**
 * The stored game as written (`written`: no key left undefined, so it reopens
 * to the same link) and as the engine's reader read every value of it
 * (`read`: names trimmed, defaults filled in), which the replay starts from.
 */
const readSetup: Reader<{ written: TrackerSetup; read: TrackerSetup }, RuleId> = (value, path) => {
  const keys = setupKeys(value, path);
  if (!keys.ok) return keys;
  const read = readTrackerSetup(value, path);
  if (!read.ok) return refuse(cannotSetUp(read.error), read.rule, read.field ?? path);
  const { captains, threshold, seed, start } = keys.value;
  const written = compact({ captains: captains.map((c) => compact(c)), threshold, seed, start: start && compact(start) }) as unknown as TrackerSetup;
  return ok({ written, read: read.value });
};

/**
 * The reader of a stored state, against the worked examples the page offers
 * (`presets`: a link may name one of them). The moves are decoded against the
 * game's seats and the game replayed by the engine, so a link that breaks a
 * rule is refused, naming the move (`moves.1`) and the rule.
 */
export function roundLinkReader(presets: readonly string[]): Reader<RoundToolState, RuleId> {
  const fields = group('The round tracker’s link', {
    edition: kept,
    form: optional(readForm, EMPTY_FORM),
    preset: nullable(choice('The worked example', presets, RULE)),
    moves: optional(list('The moves', typed('A move', MAX_CODE), 0, MAX_MOVES, RULE), []),
    setup: nullable(readSetup),
  });
  return (value, path) => {
    const r = fields(value, path);
    if (!r.ok) return r;
    const { form, preset, moves: codes, setup } = r.value;
    const edition = readEditionSetting(r.value.edition);
    if (!edition.ok) return refuse(edition.error, RULE, pathTo(path, 'edition'));
    const state = { setup: setup && setup.written, moves: codes, preset, form, ...(edition.value ? { edition: edition.value } : {}) };
    if (setup === null) return codes.length > 0 ? refuse('Its moves need a game to be played in.', RULE, pathTo(path, 'moves')) : ok(state);
    const seats = seatsOf(setup.written);
    const moves: TrackerEvent[] = [];
    for (const [i, code] of codes.entries()) {
      const e = decodeMove(code, seats);
      if (e === undefined) return refuse(`Move ${i + 1} is not one this tool writes.`, RULE, pathTo(pathTo(path, 'moves'), i));
      moves.push(e);
    }
    // The engine's edge: the game replayed from the setup its reader read, each move read by its move reader.
    const game = replayTrackerMoves(setup.read, moves);
    if (game.ok) return ok(state);
    const inMoves = game.field?.startsWith('moves.') === true;
    return refuse(inMoves ? game.error : cannotSetUp(game.error), game.rule, pathTo(path, inMoves ? game.field! : game.field ? `setup.${game.field}` : 'setup'));
  };
}

/** What a text field of the form holds of a link's value: text or a number as written, at most `max` characters; anything else, nothing. */
const held = (v: unknown, max: number): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '').slice(0, max);

/** A field of the setup form (`captains.1.vp`, `threshold`) named by a link's path into its game or its form. */
const FORM_FIELD = /^(setup|form)\.(captains\.\d+\.(?:name|initiative|vp)|threshold)$/;

/**
 * The setup form holding a refused link's captains and threshold, the refused
 * value beside its field with the refusal's sentence: when the refusal names
 * a field of the form (not a move, the seed or the starting point, which have
 * none) and the form can hold the captains (a list of 1 to `MAX_CAPTAINS`).
 */
function heldInForm(raw: unknown, refused: { error: string; field?: string | undefined }): Refused['instead'] {
  const at = FORM_FIELD.exec(refused.field ?? '');
  const game = at && isRecord(raw) ? own(raw, at[1]!) : undefined;
  const captains = isRecord(game) ? own(game, 'captains') : undefined;
  if (!at || !Array.isArray(captains) || captains.length < 1 || captains.length > MAX_CAPTAINS) return undefined;
  const form: SetupForm = {
    captains: captains.map((c) => {
      const value = (key: string) => (isRecord(c) ? own(c, key) : undefined);
      return { name: held(value('name'), MAX_NAME), initiative: held(value('initiative'), MAX_FIELD), vp: held(value('vp') ?? 0, MAX_FIELD) };
    }),
    threshold: held(own(game as Record<string, unknown>, 'threshold') ?? EMPTY_FORM.threshold, MAX_FIELD),
  };
  const beside = refused.error.startsWith(SET_UP) ? refused.error.slice(SET_UP.length) : refused.error;
  return {
    state: { setup: null, moves: [], preset: null, form },
    says: 'Its captains are shown in the setup form below, with the value to fix marked.',
    at: at[2]!,
    error: beside.charAt(0).toUpperCase() + beside.slice(1),
  };
}

/**
 * Read a stored state: the state, or the refusal's sentence as said after
 * "This link could not be read:", with its rule and the link's field; when
 * the field is one of the setup form's, the form holding the link's values
 * is shown instead of a clean one (`heldInForm`).
 */
export function parseRoundToolState(raw: unknown, presets: readonly string[] = []): Parsed<RoundToolState> {
  const r = roundLinkReader(presets)(raw, '');
  if (r.ok) return { ok: true, value: r.value };
  const instead = heldInForm(raw, r);
  return { ok: false, error: afterColon(r.error), rule: r.rule, ...(r.field !== undefined && { field: r.field }), ...(instead && { instead }) };
}

/**
 * The longest link the tool writes: every move code at its longest, the setup
 * form's fields full (a name at `MAX_NAME`, a number at `MAX_FIELD`), the game's names at the engine's limit, each character
 * at its longest in JSON (6 bytes) and the punctuation, then base64.
 */
export const MAX_ROUND_LINK = Math.ceil((MAX_MOVES * 11 + MAX_CAPTAINS * ((MAX_NAME + 2 * MAX_FIELD) * 6 + 60) + MAX_CAPTAINS * (MAX_NAME * 6 + 120) + MAX_FIELD * 6 + 400) / 3) * 4;

/** The tracker's links, read against the worked examples the page offers. */
export function roundUrl(presets: readonly string[]): UrlSchema<RoundToolState> {
  return urlSchema((raw) => parseRoundToolState(raw, presets), { maxLength: MAX_ROUND_LINK, maxDepth: 6 });
}
