/**
 * The round tracker's state (what the URL and local storage hold) and its
 * reader. The game itself is never stored: the link holds the setup and the
 * moves, and the engine replays them, so a link can only ever reopen a
 * situation the rules allow. Moves are written compactly, one short code each,
 * with captains by seat. Pure; no DOM.
 */
import { isRecord } from '../../engine/core/validate.ts';
import type { Parsed } from '../kit/numbers.ts';
import { urlSchema, type UrlSchema } from '../kit/url-state.ts';
import { MAX_CAPTAINS, MAX_NAME, replay, type TrackerEvent, type TrackerSetup, type TrackerState } from '../../engine/ccg/tracker/index.ts';
import { isRoundPhaseId } from '../../engine/ccg/round/index.ts';

/** The setup form as typed: text, so nothing typed is lost. */
export interface SetupForm {
  captains: { name: string; initiative: string; vp: string }[];
  threshold: string;
}

export interface RoundToolState {
  /** The game being tracked, or null while the setup form is shown. */
  setup: TrackerSetup | null;
  /** The moves made, as short codes (see `encodeMove`). */
  moves: string[];
  /** The worked example loaded, if any (its script guides the reader). */
  preset: string | null;
  form: SetupForm;
}

/** Moves kept in a link; beyond this the history is cut at the start of a round. */
export const MAX_MOVES = 1500;
export const KEEP_MOVES = 600;
const MAX_FIELD = 80;

export const EMPTY_FORM: SetupForm = {
  captains: [
    { name: '', initiative: '', vp: '0' },
    { name: '', initiative: '', vp: '0' },
  ],
  threshold: '20',
};

export const INITIAL_STATE: RoundToolState = {
  setup: null,
  moves: [],
  preset: null,
  form: EMPTY_FORM,
};

// ---------------------------------------------------------------------------
// Moves as short codes: `n` next stage, `a0` seat 0 acts, `p1` passes,
// `pc0`/`pk0`/`pn0` a Resolution pass (contract clear / complication left /
// none), `f0` fails a complication, `d0` is done, `c1` seat 1 goes first,
// `r` random draw, `v0.12` VP, `k0.3` Initiative, `t25` threshold.

interface Code {
  type: TrackerEvent['type'];
  /** The field naming a captain, written as their seat. */
  seat?: 'captain' | 'first';
  /** The field holding a number. */
  value?: 'vp' | 'initiative' | 'threshold';
  contract?: 'clear' | 'complication' | 'none';
}

const CODES: Record<string, Code> = {
  n: { type: 'next-stage' },
  r: { type: 'choose-first' },
  c: { type: 'choose-first', seat: 'first' },
  a: { type: 'act', seat: 'captain' },
  p: { type: 'pass', seat: 'captain' },
  pc: { type: 'pass', seat: 'captain', contract: 'clear' },
  pk: { type: 'pass', seat: 'captain', contract: 'complication' },
  pn: { type: 'pass', seat: 'captain', contract: 'none' },
  f: { type: 'fail-complication', seat: 'captain' },
  d: { type: 'done', seat: 'captain' },
  v: { type: 'set-vp', seat: 'captain', value: 'vp' },
  k: { type: 'set-initiative', seat: 'captain', value: 'initiative' },
  t: { type: 'set-threshold', value: 'threshold' },
};

export function encodeMove(e: TrackerEvent, seats: readonly string[]): string {
  const f = e as Record<string, unknown>;
  for (const [op, c] of Object.entries(CODES)) {
    if (c.type !== e.type || f.contract !== c.contract || (c.seat === 'first') !== (f.first !== undefined)) continue;
    const seat = c.seat ? seats.indexOf(f[c.seat] as string) : '';
    return `${op}${seat}${c.value ? `${c.seat ? '.' : ''}${f[c.value] as number}` : ''}`;
  }
  return '';
}

export function decodeMove(code: string, seats: readonly string[]): TrackerEvent | undefined {
  const m = /^([a-z]{1,2})(\d{1,3})?(?:\.(\d{1,3}))?$/.exec(code);
  const c = m && Object.prototype.hasOwnProperty.call(CODES, m[1] as string) ? CODES[m[1] as string] : undefined;
  if (!m || !c) return undefined;
  const [, , a, b] = m;
  const e: Record<string, unknown> = { type: c.type };
  if (c.seat) {
    e[c.seat] = seats[Number(a)];
    if (a === undefined || e[c.seat] === undefined) return undefined;
  } else if (a !== undefined && !c.value) return undefined;
  const value = c.seat ? b : a;
  if (c.value ? value === undefined : b !== undefined) return undefined;
  if (c.value) e[c.value] = Number(value);
  if (c.contract) e.contract = c.contract;
  return e as unknown as TrackerEvent;
}

/** The seat ids of a setup, in order (the engine's default ids when none are given). */
export function seatsOf(setup: TrackerSetup): string[] {
  return setup.captains.map((c, i) => c.id ?? `c${i + 1}`);
}

// ---------------------------------------------------------------------------
// The stored form

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
    if (name.length > MAX_FIELD || initiative.length > MAX_FIELD || vp.length > MAX_FIELD) return bad;
    out.push({ name, initiative, vp });
  }
  return { ok: true, value: { captains: out, threshold } };
}

const num = (x: unknown) => x === undefined || typeof x === 'number';
const str = (x: unknown) => x === undefined || typeof x === 'string';
/** The same object without its undefined fields. */
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The shape of a stored setup; the engine checks its values when the game is replayed. */
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

/** The moves of a state as engine events (codes that do not decode are left out; the parser refuses them). */
export function movesOf(state: RoundToolState): TrackerEvent[] {
  if (state.setup === null) return [];
  const seats = seatsOf(state.setup);
  return state.moves.flatMap((c) => {
    const e = decodeMove(c, seats);
    return e === undefined ? [] : [e];
  });
}

/**
 * Read a stored state; the game is replayed through the engine, so a link that
 * breaks a rule is refused. `presets` are the ids of the worked examples the
 * page offers (a link may name one of them).
 */
export function parseRoundToolState(raw: unknown, presets: readonly string[] = []): Parsed<RoundToolState> {
  if (!isRecord(raw) || !onlyKeys(raw, ['setup', 'moves', 'preset', 'form'])) return { ok: false, error: 'it does not hold a round tracker game.' };
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
      value: { setup: null, moves: [], preset, form: form.value },
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
  const game = replay(setup.value, moves);
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
    },
  };
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The setup form filled in from a game, for "New game" with the same table. */
export function formFromSetup(setup: TrackerSetup, state?: TrackerState): SetupForm {
  const caps = state?.captains ?? setup.captains;
  return {
    captains: caps.map((c) => ({
      name: c.name,
      initiative: String(c.initiative),
      vp: '0',
    })),
    threshold: String(state?.threshold ?? setup.threshold ?? 20),
  };
}

/**
 * The longest link the tool writes: every move code at its longest, the setup
 * form's fields full, the game's names at the engine's limit, each character
 * at its longest in JSON (6 bytes) and the punctuation, then base64.
 */
export const MAX_ROUND_LINK = Math.ceil((MAX_MOVES * 11 + MAX_CAPTAINS * (3 * MAX_FIELD * 6 + 60) + MAX_CAPTAINS * (MAX_NAME * 6 + 120) + MAX_FIELD * 6 + 400) / 3) * 4;

/** The tracker's links, read against the worked examples the page offers. */
export function roundUrl(presets: readonly string[]): UrlSchema<RoundToolState> {
  return urlSchema((raw) => parseRoundToolState(raw, presets), { maxLength: MAX_ROUND_LINK, maxDepth: 6 });
}
