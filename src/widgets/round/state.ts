/**
 * The round tracker's state (what the URL and local storage hold) and its
 * moves written as short codes. The game itself is never stored: the link
 * holds the setup and the moves, and the engine replays them (the reader is
 * link.ts, loaded only when there is a link or a saved game to read). Moves
 * are written compactly, one short code each, with captains by seat. Pure; no DOM.
 */
import type { TrackerEvent, TrackerSetup, TrackerState } from '../../engine/ccg/tracker/index.ts';
import { roundPhases } from '../../engine/ccg/round/index.ts';
import { TEXT_LIMITS } from '../../engine/ccg/index.ts';
import type { SessionKeys } from '../kit/session/index.ts';

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
  /** The Rules Reference edition cited, or both side by side; left out for the later edition (`edition/ui.tsx`). */
  edition?: 'earlier' | 'compare';
}

/** Where this device keeps the game being played and the games set aside (the session's keys; the codec is in `saved.ts`). */
export const STORE = 'traveller.round-tracker';
export const ASIDE = 'traveller.round-tracker.aside';
export const ROUND_KEYS: SessionKeys = { game: STORE, aside: ASIDE };

/** Moves kept in a link; beyond this the history is cut at the start of a round. */
export const MAX_MOVES = 1500;
export const KEEP_MOVES = 600;
/**
 * The longest text a number field of the setup form keeps (Initiative,
 * Victory Points, the threshold); a name field keeps the engine's `MAX_NAME`.
 * The form cuts what is typed to these, with a message, and the link reader
 * (`link.ts`) reads no more, so a link the form writes always reopens.
 */
export const MAX_FIELD = TEXT_LIMITS.number;

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
// `r` random draw, `v0.12` VP, `k0.3` Initiative, `t25` threshold; a jump is `j` with the
// phase's place in this game's round and the stage (`j51`: Resolution stage 1), then `f1` when
// it names seat 1 as first captain and `e5` when it names the eligible seats (a bit per seat).

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

const phasesOf = (seats: readonly string[]) => roundPhases(seats.length === 1);

export function encodeMove(e: TrackerEvent, seats: readonly string[]): string {
  if (e.type === 'jump') {
    const mask = e.eligible?.reduce((m, id) => m | (1 << seats.indexOf(id)), 0);
    return `j${phasesOf(seats).findIndex((p) => p.id === e.phase)}${e.stage}${e.first === undefined ? '' : `f${seats.indexOf(e.first)}`}${mask === undefined ? '' : `e${mask}`}`;
  }
  const f = e as Record<string, unknown>;
  for (const [op, c] of Object.entries(CODES)) {
    if (c.type !== e.type || f.contract !== c.contract || (c.seat === 'first') !== (f.first !== undefined)) continue;
    const seat = c.seat ? seats.indexOf(f[c.seat] as string) : '';
    return `${op}${seat}${c.value ? `${c.seat ? '.' : ''}${f[c.value] as number}` : ''}`;
  }
  return '';
}

export function decodeMove(code: string, seats: readonly string[]): TrackerEvent | undefined {
  const j = /^j(\d)(\d)(?:f(\d))?(?:e(0|[1-9]\d?))?$/.exec(code);
  if (j) {
    const [, p, stage, first, mask] = j;
    const phase = phasesOf(seats)[Number(p)];
    const e: Extract<TrackerEvent, { type: 'jump' }> = { type: 'jump', phase: phase?.id ?? 'ready', stage: Number(stage) };
    if (first !== undefined) e.first = seats[Number(first)] as string;
    if (mask !== undefined) e.eligible = seats.filter((_, i) => (Number(mask) >> i) & 1);
    return phase === undefined || (first !== undefined && e.first === undefined) || Number(mask) >= 1 << seats.length ? undefined : e;
  }
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

/** The moves of a state as engine events (codes that do not decode are left out; the parser refuses them). */
export function movesOf(state: RoundToolState): TrackerEvent[] {
  if (state.setup === null) return [];
  const seats = seatsOf(state.setup);
  return state.moves.flatMap((c) => {
    const e = decodeMove(c, seats);
    return e === undefined ? [] : [e];
  });
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

/** The tool's state with a worked example loaded at its start (none: the setup form, empty). */
export function presetState(p: { id: string; setup: TrackerSetup } | undefined): RoundToolState {
  if (!p) return INITIAL_STATE;
  return { setup: p.setup, moves: [], preset: p.id, form: formFromSetup(p.setup) };
}
