/**
 * The round tracker's reader of links and saved games: the stored form and
 * setup checked for shape and length, and the game replayed by the engine, so
 * a link can only ever reopen a situation the rules allow. Loaded only when a
 * link or a saved game is there to read. Pure; no DOM.
 */
import { readEditionSetting } from '../edition/link.ts';
import { isRecord } from '../../engine/core/validate.ts';
import type { Parsed } from '../kit/numbers.ts';
import { urlSchema, type UrlSchema } from '../kit/url-state.ts';
import { MAX_CAPTAINS, MAX_NAME, readTrackerSetup, replayTrackerMoves, type TrackerEvent, type TrackerSetup } from '../../engine/ccg/tracker/index.ts';
import { isRoundPhaseId } from '../../engine/ccg/round/index.ts';
import { EMPTY_FORM, MAX_FIELD, MAX_MOVES, decodeMove, seatsOf, type RoundToolState, type SetupForm } from './state.ts';

const onlyKeys = (o: Record<string, unknown>, keys: string[]) => Object.keys(o).every((k) => keys.includes(k));

function parseForm(raw: unknown): Parsed<SetupForm> {
  const bad = { ok: false as const, error: 'its setup form is damaged.' };
  if (!isRecord(raw) || !onlyKeys(raw, ['captains', 'threshold'])) return bad;
  const { captains, threshold } = raw;
  if (!Array.isArray(captains) || captains.length < 1 || captains.length > MAX_CAPTAINS || typeof threshold !== 'string' || threshold.length > MAX_FIELD)
    return bad;
  const out: SetupForm['captains'] = [];
  for (const c of captains) {
    if (!isRecord(c) || !onlyKeys(c, ['name', 'initiative', 'vp'])) return bad;
    const { name, initiative, vp } = c;
    if (typeof name !== 'string' || typeof initiative !== 'string' || typeof vp !== 'string') return bad;
    if (name.length > MAX_NAME || initiative.length > MAX_FIELD || vp.length > MAX_FIELD) return bad;
    out.push({ name, initiative, vp });
  }
  return { ok: true, value: { captains: out, threshold } };
}

const num = (x: unknown) => x === undefined || typeof x === 'number';
const str = (x: unknown) => x === undefined || typeof x === 'string';
/** The same object without its undefined fields. */
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The shape of a stored setup (no key the tool does not write); the engine's reader then checks its values. */
function parseSetup(raw: unknown): Parsed<TrackerSetup> {
  const bad = { ok: false as const, error: 'its game is damaged.' };
  if (!isRecord(raw) || !onlyKeys(raw, ['captains', 'threshold', 'seed', 'start'])) return bad;
  const { captains, threshold, seed, start } = raw;
  if (!Array.isArray(captains) || captains.length > MAX_CAPTAINS || !num(threshold) || !num(seed)) return bad;
  const caps: TrackerSetup['captains'][number][] = [];
  for (const c of captains) {
    if (!isRecord(c) || !onlyKeys(c, ['name', 'initiative', 'vp', 'id'])) return bad;
    const { name, initiative, vp, id } = c;
    if (typeof name !== 'string' || typeof initiative !== 'number' || !num(vp) || !str(id)) return bad;
    caps.push(defined({ name, initiative, vp: vp as number | undefined, id: id as string | undefined }));
  }
  let at: TrackerSetup['start'];
  if (start !== undefined) {
    if (!isRecord(start) || !onlyKeys(start, ['round', 'phase', 'stage', 'first'])) return bad;
    const { round, phase, stage, first } = start;
    if (typeof phase !== 'string' || !isRoundPhaseId(phase) || typeof stage !== 'number' || !num(round) || !str(first)) return bad;
    at = defined({ phase, stage, round: round as number | undefined, first: first as string | undefined });
  }
  return { ok: true, value: defined({ captains: caps, threshold: threshold as number | undefined, seed: seed as number | undefined, start: at }) };
}

/**
 * Read a stored state; the game is replayed through the engine, so a link that
 * breaks a rule is refused. `presets` are the ids of the worked examples the
 * page offers (a link may name one of them).
 */
export function parseRoundToolState(raw: unknown, presets: readonly string[] = []): Parsed<RoundToolState> {
  if (!isRecord(raw) || !onlyKeys(raw, ['setup', 'moves', 'preset', 'form', 'edition'])) return { ok: false, error: 'it does not hold a round tracker game.' };
  const edition = readEditionSetting(raw.edition);
  if (!edition.ok) return edition;
  const ed = edition.value ? { edition: edition.value } : {};
  const form = raw.form === undefined ? { ok: true as const, value: EMPTY_FORM } : parseForm(raw.form);
  if (!form.ok) return form;
  let preset: string | null = null;
  if (raw.preset !== undefined && raw.preset !== null) {
    if (typeof raw.preset !== 'string' || !presets.includes(raw.preset))
      return {
        ok: false,
        error: 'it names a worked example this tool does not have.',
      };
    preset = raw.preset;
  }
  const codes = raw.moves ?? [];
  if (!Array.isArray(codes) || codes.length > MAX_MOVES || !codes.every((c) => typeof c === 'string' && c.length <= 8)) {
    return { ok: false, error: 'its list of moves is damaged or too long.' };
  }
  if (raw.setup === undefined || raw.setup === null) {
    if (codes.length > 0) return { ok: false, error: 'it holds moves without a game.' };
    return {
      ok: true,
      value: { setup: null, moves: [], preset, form: form.value, ...ed },
    };
  }
  const setup = parseSetup(raw.setup);
  if (!setup.ok) return setup;
  const seats = seatsOf(setup.value);
  const moves: TrackerEvent[] = [];
  for (const [i, code] of (codes as string[]).entries()) {
    const e = decodeMove(code, seats);
    if (e === undefined) return { ok: false, error: `move ${i + 1} is not one this tool writes.` };
    moves.push(e);
  }
  // The engine's edge: the setup and the moves read with its readers, then the game replayed from what was read.
  const read = readTrackerSetup(setup.value, '');
  if (!read.ok) return { ok: false, error: `its game could not be set up: ${lower(read.error)}` };
  const game = replayTrackerMoves(read.value, moves);
  if (!game.ok)
    return {
      ok: false,
      error: game.field?.startsWith('moves.') ? lower(game.error) : `its game could not be set up: ${lower(game.error)}`,
    };
  return {
    ok: true,
    value: {
      setup: setup.value,
      moves: codes as string[],
      preset,
      form: form.value,
      ...ed,
    },
  };
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

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
