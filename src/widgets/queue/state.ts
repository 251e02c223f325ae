/**
 * The queue stepper's state, as kept in the URL: the table (setup), the moves
 * of the timeline in order, and how far along it we stand. The queue itself is
 * never stored: it is replayed by the engine from the setup and the moves, so a
 * link stays short and a forged link cannot smuggle in an illegal queue. Pure;
 * no DOM.
 *
 * A card from the palette is stored by its key and the choices made
 * (`{ kind: 'card', card: 'time-is-money', controller: 'solo', target }`); an
 * item built by hand is stored whole (`{ kind: 'add', item }`).
 */
import { applyMove, createQueue, itemFromTemplate, jumpTo, specFromTemplate, timeline } from '../../engine/ccg/queue.ts';
import type { ItemSpec, QueueMove, QueueSetup, QueueState, Target } from '../../engine/ccg/queue-types.ts';
import { BOOK_CARDS_TIMING, bookCard } from '../../engine/ccg/book-cards-timing.ts';
import { TIMING_PRESETS, type QueuePreset } from '../../engine/ccg/examples/timing.ts';
import { err, ok, type CcgErr, type CcgResult, type Step } from '../../engine/ccg/result.ts';
import type { Parsed } from '../kit/numbers.ts';

/** A card of the palette, with the choices made when it was added. */
export interface CardMove {
  kind: 'card';
  card: string;
  controller: string;
  target?: Target;
  /** For an ability: the card in play that generates it. */
  cardId?: string;
  /** The item's id (the presets give theirs, so later moves can target them). */
  id?: string;
  /** For a card with a stronger conditional version: whether the condition holds. */
  holds?: boolean;
  /** For a card that adds a token: the token's label. */
  token?: string;
}

export type ToolMove =
  | CardMove
  | { kind: 'add'; item: ItemSpec }
  | { kind: 'pass'; captain: string }
  | { kind: 'pass-all' }
  | { kind: 'end-round' };

export interface QueueToolState {
  setup: QueueSetup;
  /** The moves of the whole timeline, oldest first (undone ones included). */
  moves: ToolMove[];
  /** How many of the moves are played: 0 is the bare table. */
  at: number;
  /** The book example being followed, if any. */
  guide: string | null;
}

export const MAX_MOVES = 200;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = 64): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const TARGET_KINDS = ['item', 'card', 'captain'];

/** The preset with that id, if any. */
export function presetById(id: string | null | undefined): QueuePreset | undefined {
  return TIMING_PRESETS.find((p) => p.id === id);
}

/** The table of the booklet's Time is Money examples, with nothing played: the tool's clean state. */
export function cleanState(): QueueToolState {
  return { setup: TIMING_PRESETS[0]!.setup, moves: [], at: 0, guide: null };
}

/** A book example's table, ready for the reader to play its moves. */
export function presetState(preset: QueuePreset): QueueToolState {
  return { setup: preset.setup, moves: [], at: 0, guide: preset.id };
}

/** The setup of a queue as created: the table only, empty lists left out. */
export function setupOf(q: Pick<QueueState, 'captains' | 'acting' | 'phase' | 'stage'>): QueueSetup {
  return {
    captains: q.captains.map((c) => ({
      id: c.id,
      name: c.name,
      initiative: c.initiative,
      credits: c.credits,
      ...(c.cards.length ? { cards: c.cards.map((k) => ({ id: k.id, name: k.name, exerted: k.exerted, type: k.type })) } : {}),
      ...(c.tokens.length ? { tokens: [...c.tokens] } : {}),
      ...(c.discard.length ? { discard: c.discard.map((k) => ({ id: k.id, name: k.name })) } : {}),
    })),
    acting: q.acting,
    phase: q.phase,
    stage: q.stage,
  };
}

/** JSON with sorted keys: two moves are the same when this is. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}

/** A move read from a link, rebuilt with only the fields this tool writes; or why not. */
function readMove(v: unknown): ToolMove | string {
  if (!isRecord(v)) return 'is not a move';
  switch (v.kind) {
    case 'card': {
      if (!isText(v.card) || !bookCard(v.card)) return 'names a card that is not in the palette';
      if (!isText(v.controller)) return 'names no captain';
      const m: CardMove = { kind: 'card', card: v.card, controller: v.controller };
      if (v.target !== undefined) {
        const t = v.target;
        if (!isRecord(t) || !TARGET_KINDS.includes(t.kind as string) || !isText(t.id)) return 'has a malformed target';
        m.target = { kind: t.kind as Target['kind'], id: t.id };
      }
      for (const key of ['cardId', 'id'] as const) {
        if (v[key] === undefined) continue;
        const x = v[key];
        if (!isText(x)) return `has a malformed ${key}`;
        m[key] = x;
      }
      if (v.holds !== undefined) {
        if (typeof v.holds !== 'boolean') return 'says neither true nor false for its condition';
        m.holds = v.holds;
      }
      if (v.token !== undefined) {
        if (!isText(v.token, 60)) return 'has a malformed token';
        m.token = v.token;
      }
      return m;
    }
    case 'add': {
      const i = v.item;
      if (!isRecord(i)) return 'adds nothing';
      const keys = ['id', 'name', 'controller', 'source', 'timing', 'limited', 'phases', 'costs', 'effect', 'reminder'] as const;
      const item = Object.fromEntries(keys.filter((k) => i[k] !== undefined).map((k) => [k, i[k]])) as unknown as ItemSpec;
      return { kind: 'add', item };
    }
    case 'pass':
      return isText(v.captain) ? { kind: 'pass', captain: v.captain } : 'names no captain';
    case 'pass-all':
    case 'end-round':
      return { kind: v.kind };
    default:
      return 'is of a kind this tool does not make';
  }
}

/** Turn a tool move into the engine's move, looking the palette card up at this point of play. */
export function engineMove(s: QueueState, m: ToolMove): CcgResult<QueueMove> {
  if (m.kind !== 'card') return ok(m);
  const template = bookCard(m.card);
  if (!template) return err(`There is no card ${m.card} in the palette.`, 'ccg.timing');
  const choice = {
    controller: m.controller,
    ...(m.target ? { target: m.target } : {}),
    ...(m.cardId ? { cardId: m.cardId } : {}),
    ...(m.id ? { id: m.id } : {}),
  };
  const spec = itemFromTemplate(s, template, choice);
  if (!spec.ok) return spec;
  let item = spec.value;
  const e = item.effect;
  if (m.holds !== undefined && e.kind === 'change-value' && e.instead) item = { ...item, effect: { ...e, instead: { ...e.instead, holds: m.holds } } };
  if (m.token !== undefined && e.kind === 'gain-token') item = { ...item, effect: { ...e, token: m.token } };
  return ok({ kind: 'add', item }, spec.trace);
}

/** Play one tool move on the state; illegal moves are the engine's refusal. */
export function play(s: QueueState, m: ToolMove): CcgResult<QueueState> {
  const e = engineMove(s, m);
  if (!e.ok) return e;
  const r = applyMove(s, e.value);
  return r.ok ? ok(r.value, [...e.trace, ...r.trace]) : r;
}

export type Replay =
  | { ok: true; state: QueueState; traces: Step[][] }
  | { ok: false; index: number; error: CcgErr; played?: QueueState };

/**
 * Replay the setup and the moves; the state stands at `at` with the rest of the
 * moves ready to redo. `traces[0]` is the setup's trace, `traces[i]` move i's.
 */
export function replay(tool: QueueToolState): Replay {
  const start = createQueue(tool.setup);
  if (!start.ok) return { ok: false, index: -1, error: start };
  let s = start.value;
  const traces: Step[][] = [start.trace];
  for (const [i, m] of tool.moves.entries()) {
    const r = play(s, m);
    if (!r.ok) return { ok: false, index: i, error: r, played: s };
    s = r.value;
    traces.push(r.trace);
  }
  const here = jumpTo(s, tool.at);
  return here.ok ? { ok: true, state: here.value, traces } : { ok: false, index: tool.at, error: here };
}

/** Read a state from a link: its shape here, then every move through the engine. */
export function parseQueueToolState(raw: unknown): Parsed<QueueToolState> {
  if (!isRecord(raw)) return { ok: false, error: 'it does not hold a queue.' };
  const start = createQueue(raw.setup);
  if (!start.ok) return { ok: false, error: `its table is not valid: ${start.error}` };
  if (!Array.isArray(raw.moves) || raw.moves.length > MAX_MOVES) return { ok: false, error: `it must list at most ${MAX_MOVES} moves.` };
  const moves: ToolMove[] = [];
  for (const [i, v] of raw.moves.entries()) {
    const m = readMove(v);
    if (typeof m === 'string') return { ok: false, error: `move ${i + 1} ${m}.` };
    moves.push(m);
  }
  const at = raw.at;
  if (typeof at !== 'number' || !Number.isInteger(at) || at < 0 || at > moves.length) {
    return { ok: false, error: `its position must be a whole number from 0 to ${moves.length}.` };
  }
  const guide = raw.guide ?? null;
  if (guide !== null && !presetById(guide as string)) return { ok: false, error: 'it follows an example this tool does not know.' };
  const tool: QueueToolState = { setup: setupOf(start.value), moves, at, guide: guide as string | null };
  const r = replay(tool);
  if (!r.ok) return { ok: false, error: `move ${r.index + 1} cannot be played: ${r.error.error}` };
  return { ok: true, value: tool };
}

/** The tool's form of an engine move: palette cards by key when they match a template exactly. */
export function compactMove(m: QueueMove): ToolMove {
  if (m.kind !== 'add') return m as ToolMove;
  const it = m.item;
  for (const t of BOOK_CARDS_TIMING) {
    if (t.name !== it.name) continue;
    const cm: CardMove = { kind: 'card', card: t.key, controller: it.controller };
    if (it.effect.target) cm.target = it.effect.target;
    if (it.source.kind === 'ability') cm.cardId = it.source.cardId;
    if (it.id !== undefined) cm.id = it.id;
    const spec = specFromTemplate(t, cm);
    if (spec.ok && canonical(spec.value) === canonical(it)) return cm;
  }
  return { kind: 'add', item: it };
}

/** A book example as a guide: its moves in the tool's form and what each does, in the engine's words. */
export interface Guide {
  preset: QueuePreset;
  moves: ToolMove[];
  labels: string[];
}

export function guideFor(preset: QueuePreset): Guide {
  const moves = preset.moves.map(compactMove);
  const r = replay({ setup: preset.setup, moves, at: moves.length, guide: null });
  const labels = r.ok ? timeline(r.state).slice(1).map((s) => s.lastMove) : moves.map((m) => m.kind);
  return { preset, moves, labels };
}

/** How many of the book's moves have been played, and whether the play has left the book's path. */
export function guideProgress(tool: QueueToolState, guide: Guide): { done: number; left: boolean } {
  let done = 0;
  while (done < tool.at && done < guide.moves.length && canonical(tool.moves[done]) === canonical(guide.moves[done])) done += 1;
  return { done, left: done < tool.at };
}
