/**
 * The round tracker's state (what the URL and local storage hold) and its
 * reader. The game itself is never stored: the link holds the setup and the
 * moves, and the engine replays them, so a link can only ever reopen a
 * situation the rules allow. Moves are written compactly, one short code each,
 * with captains by seat. Pure; no DOM.
 */
import type { Parsed } from '../kit/numbers.ts';
import { parseName, parseWhole } from '../kit/numbers.ts';
import {
  MAX_CAPTAINS,
  MAX_INITIATIVE,
  MAX_NAME,
  MAX_ROUND,
  MAX_THRESHOLD,
  MAX_VP,
  replay,
  type TrackerEvent,
  type TrackerSetup,
  type TrackerState,
} from '../../engine/ccg/tracker.ts';
import { isRoundPhaseId, type RoundPhaseId } from '../../engine/ccg/round.ts';

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

export function encodeMove(e: TrackerEvent, seats: readonly string[]): string {
  const seat = (id: string) => seats.indexOf(id);
  switch (e.type) {
    case 'next-stage':
      return 'n';
    case 'act':
      return `a${seat(e.captain)}`;
    case 'pass':
      return `p${e.contract === undefined ? '' : { clear: 'c', complication: 'k', none: 'n' }[e.contract]}${seat(e.captain)}`;
    case 'fail-complication':
      return `f${seat(e.captain)}`;
    case 'done':
      return `d${seat(e.captain)}`;
    case 'choose-first':
      return e.first === undefined ? 'r' : `c${seat(e.first)}`;
    case 'set-vp':
      return `v${seat(e.captain)}.${e.vp}`;
    case 'set-initiative':
      return `k${seat(e.captain)}.${e.initiative}`;
    case 'set-threshold':
      return `t${e.threshold}`;
  }
}

export function decodeMove(code: string, seats: readonly string[]): TrackerEvent | undefined {
  const m = /^(n|r|a|p[ckn]?|f|d|c|v|k|t)(\d{0,3})(?:\.(\d{1,3}))?$/.exec(code);
  if (!m) return undefined;
  const [, op, a = '', b] = m;
  const captain = a === '' ? undefined : seats[Number(a)];
  const needsSeat = !['n', 'r', 't'].includes(op as string);
  if (needsSeat && captain === undefined) return undefined;
  if (!needsSeat && op !== 't' && a !== '') return undefined;
  if ((op === 'v' || op === 'k') !== (b !== undefined)) return undefined;
  const c = captain as string;
  switch (op) {
    case 'n':
      return { type: 'next-stage' };
    case 'r':
      return { type: 'choose-first' };
    case 'a':
      return { type: 'act', captain: c };
    case 'p':
      return { type: 'pass', captain: c };
    case 'pc':
      return { type: 'pass', captain: c, contract: 'clear' };
    case 'pk':
      return { type: 'pass', captain: c, contract: 'complication' };
    case 'pn':
      return { type: 'pass', captain: c, contract: 'none' };
    case 'f':
      return { type: 'fail-complication', captain: c };
    case 'd':
      return { type: 'done', captain: c };
    case 'c':
      return { type: 'choose-first', first: c };
    case 'v':
      return { type: 'set-vp', captain: c, vp: Number(b) };
    case 'k':
      return { type: 'set-initiative', captain: c, initiative: Number(b) };
    case 't':
      return a === '' ? undefined : { type: 'set-threshold', threshold: Number(a) };
    default:
      return undefined;
  }
}

/** The seat ids of a setup, in order (the engine's default ids when none are given). */
export function seatsOf(setup: TrackerSetup): string[] {
  return setup.captains.map((c, i) => c.id ?? `c${i + 1}`);
}

// ---------------------------------------------------------------------------
// The stored form

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isWhole = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const onlyKeys = (o: Record<string, unknown>, keys: string[]) => Object.keys(o).every((k) => keys.includes(k));

function parseForm(raw: unknown): Parsed<SetupForm> {
  const bad = { ok: false as const, error: 'its setup form is damaged.' };
  if (!isObj(raw) || !onlyKeys(raw, ['captains', 'threshold'])) return bad;
  const { captains, threshold } = raw;
  if (!Array.isArray(captains) || captains.length < 1 || captains.length > MAX_CAPTAINS || typeof threshold !== 'string' || threshold.length > MAX_FIELD)
    return bad;
  const out: SetupForm['captains'] = [];
  for (const c of captains) {
    if (!isObj(c) || !onlyKeys(c, ['name', 'initiative', 'vp'])) return bad;
    const { name, initiative, vp } = c;
    if (typeof name !== 'string' || typeof initiative !== 'string' || typeof vp !== 'string') return bad;
    if (name.length > MAX_FIELD || initiative.length > MAX_FIELD || vp.length > MAX_FIELD) return bad;
    out.push({ name, initiative, vp });
  }
  return { ok: true, value: { captains: out, threshold } };
}

function parseSetup(raw: unknown): Parsed<TrackerSetup> {
  const bad = (why: string) => ({
    ok: false as const,
    error: `its game ${why}.`,
  });
  if (!isObj(raw) || !onlyKeys(raw, ['captains', 'threshold', 'seed', 'start'])) return bad('is damaged');
  const { captains, threshold, seed, start } = raw;
  if (!Array.isArray(captains) || captains.length < 1 || captains.length > MAX_CAPTAINS) return bad(`does not have 1 to ${MAX_CAPTAINS} captains`);
  const caps: { name: string; initiative: number; vp?: number; id?: string }[] = [];
  for (const c of captains) {
    if (!isObj(c) || !onlyKeys(c, ['name', 'initiative', 'vp', 'id'])) return bad('has a damaged captain');
    const { name, initiative, vp, id } = c;
    if (typeof name !== 'string' || name.length > MAX_NAME) return bad('has a captain without a proper name');
    if (!isWhole(initiative, 0, MAX_INITIATIVE) || !isWhole(vp ?? 0, 0, MAX_VP)) return bad('has a captain with a number out of range');
    if (id !== undefined && (typeof id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(id))) return bad('has a captain with a damaged id');
    caps.push({
      name,
      initiative,
      ...(vp === undefined ? {} : { vp: vp as number }),
      ...(id === undefined ? {} : { id }),
    });
  }
  const setup: TrackerSetup = { captains: caps };
  if (threshold !== undefined) {
    if (!isWhole(threshold, 1, MAX_THRESHOLD)) return bad('has a threshold out of range');
    setup.threshold = threshold;
  }
  if (seed !== undefined) {
    if (!isWhole(seed, 0, 0xffffffff)) return bad('has a damaged random seed');
    setup.seed = seed;
  }
  if (start !== undefined) {
    if (!isObj(start) || !onlyKeys(start, ['round', 'phase', 'stage', 'first'])) return bad('has a damaged starting point');
    const { round, phase, stage, first } = start;
    if (typeof phase !== 'string' || !isRoundPhaseId(phase) || !isWhole(stage, 1, 9)) return bad('starts at a stage that does not exist');
    if (round !== undefined && !isWhole(round, 1, MAX_ROUND)) return bad('starts in a round out of range');
    if (first !== undefined && (typeof first !== 'string' || first.length > 40)) return bad('names a damaged first captain');
    setup.start = {
      phase: phase as RoundPhaseId,
      stage,
      ...(round === undefined ? {} : { round: round as number }),
      ...(first === undefined ? {} : { first: first as string }),
    };
  }
  return { ok: true, value: setup };
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
  if (!isObj(raw) || !onlyKeys(raw, ['setup', 'moves', 'preset', 'form'])) return { ok: false, error: 'it does not hold a round tracker game.' };
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

/**
 * When the moves grow past `KEEP_MOVES`, start the stored game afresh at the
 * latest round start, so a long game keeps a short link (undo then reaches
 * back to that round's start).
 */
export function compact(state: RoundToolState, states: readonly TrackerState[]): RoundToolState {
  if (state.setup === null || state.moves.length <= KEEP_MOVES) return state;
  for (let i = states.length - 1; i > 0; i--) {
    const s = states[i] as TrackerState;
    if (s.phase === 'ready' && s.stage === 1 && s.status === 'playing' && (states[i - 1] as TrackerState).round !== s.round) {
      const setup: TrackerSetup = {
        captains: s.captains.map((c) => ({
          id: c.id,
          name: c.name,
          initiative: c.initiative,
          vp: c.vp,
        })),
        threshold: s.threshold,
        seed: s.rng,
        start: { round: s.round, phase: 'ready', stage: 1 },
      };
      return { ...state, setup, moves: state.moves.slice(i), preset: null };
    }
  }
  return state;
}

// ---------------------------------------------------------------------------
// Reading the setup form

export interface FormCheck {
  setup: TrackerSetup | null;
  /** Messages beside the fields: `captains.0.name`, `threshold`. */
  errors: Record<string, string>;
}

export function checkForm(form: SetupForm): FormCheck {
  const errors: Record<string, string> = {};
  const captains: TrackerSetup['captains'][number][] = [];
  const seen = new Map<string, number>();
  form.captains.forEach((c, i) => {
    const name = parseName(c.name, { label: 'a name', max: MAX_NAME });
    if (!name.ok) errors[`captains.${i}.name`] = name.error;
    else if (seen.has(name.value.toLowerCase()))
      errors[`captains.${i}.name`] = `Captain ${(seen.get(name.value.toLowerCase()) as number) + 1} has this name already.`;
    else seen.set(name.value.toLowerCase(), i);
    const init = parseWhole(c.initiative, {
      min: 0,
      max: MAX_INITIATIVE,
      label: 'the Initiative',
    });
    if (!init.ok) errors[`captains.${i}.initiative`] = init.error;
    const vp = parseWhole(c.vp, {
      min: 0,
      max: MAX_VP,
      label: 'the Victory Points',
    });
    if (!vp.ok) errors[`captains.${i}.vp`] = vp.error;
    if (name.ok && init.ok && vp.ok) captains.push({ name: name.value, initiative: init.value, vp: vp.value });
  });
  const threshold = parseWhole(form.threshold, {
    min: 1,
    max: MAX_THRESHOLD,
    label: 'the threshold',
  });
  if (!threshold.ok) errors.threshold = threshold.error;
  if (Object.keys(errors).length > 0 || !threshold.ok) return { setup: null, errors };
  return { setup: { captains, threshold: threshold.value }, errors };
}

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
