/**
 * The queue stepper's state, as kept in the URL: the table (setup), the moves
 * of the timeline in order, and how far along it we stand. The queue itself is
 * never stored: it is replayed by the engine from the setup and the moves, so a
 * link stays short and a forged link cannot smuggle in an illegal queue. Pure;
 * no DOM, and no engine code beyond types: this is what the page loads. The
 * engine's half (replay, the full link check, the presets) is `replay.ts`,
 * loaded on demand through `play.ts`.
 *
 * A card from the palette is stored by its key and the choices made
 * (`{ kind: 'card', card: 'time-is-money', controller: 'solo', target }`); an
 * item built by hand is stored whole (`{ kind: 'add', item }`).
 *
 * A link is read in two passes. `readQueueLink` (here, at once) checks the
 * shape of everything and rebuilds each move with only the fields this tool
 * writes; `parseQueueToolState` (`replay.ts`, once the engine has loaded) then
 * checks the table, the palette cards and the guide, and replays every move
 * through the engine. The tool shows a linked state only after both passes.
 */
import { isRecord, isText } from '../../engine/core/validate.ts';
import type { ItemSpec, QueueSetup, QueueSnapshot, Target } from '../../engine/ccg/timing/index.ts';
import type { ItemTemplate } from '../../engine/ccg/timing/index.ts';
import type { TargetChoice } from '../../engine/ccg/timing/index.ts';
import type { CcgErr, Step } from '../../engine/ccg/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import { readEditionSetting } from '../edition/link.ts';
import { urlSchema } from '../kit/url-state.ts';
import { linkRefusal } from '../kit/link-limits.tsx';

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
  /** The Rules Reference edition cited, or both side by side; left out for the later edition (`edition/ui.tsx`). */
  edition?: 'earlier' | 'compare';
}

export const MAX_MOVES = 200;
/** The longest key, id or name a move of this tool holds. */
const MAX_KEY = 64;

const TARGET_KINDS = ['item', 'card', 'captain'];

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
      if (!isText(v.card, MAX_KEY)) return 'names a card that is not in the palette';
      if (!isText(v.controller, MAX_KEY)) return 'names no captain';
      const m: CardMove = { kind: 'card', card: v.card, controller: v.controller };
      if (v.target !== undefined) {
        const t = v.target;
        if (!isRecord(t) || !TARGET_KINDS.includes(t.kind as string) || !isText(t.id, MAX_KEY)) return 'has a malformed target';
        m.target = { kind: t.kind as Target['kind'], id: t.id };
      }
      for (const key of ['cardId', 'id'] as const) {
        if (v[key] === undefined) continue;
        const x = v[key];
        if (!isText(x, MAX_KEY)) return `has a malformed ${key}`;
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
      return isText(v.captain, MAX_KEY) ? { kind: 'pass', captain: v.captain } : 'names no captain';
    case 'pass-all':
    case 'end-round':
      return { kind: v.kind };
    default:
      return 'is of a kind this tool does not make';
  }
}

/**
 * The first pass over a link, with no engine: its shape, each move rebuilt
 * from the fields this tool writes, the position, the guide's id. What it
 * accepts is not shown until `parseQueueToolState` (`replay.ts`) has checked it
 * against the engine.
 */
export function readQueueLink(raw: unknown): Parsed<QueueToolState> {
  if (!isRecord(raw)) return { ok: false, error: 'it does not hold a queue.' };
  if (!isRecord(raw.setup)) return { ok: false, error: 'its table is not valid: it does not describe a table.' };
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
  if (guide !== null && !isText(guide, MAX_KEY)) return { ok: false, error: 'it follows an example this tool does not know.' };
  const edition = readEditionSetting(raw.edition);
  if (!edition.ok) return { ok: false, error: edition.error };
  return { ok: true, value: { setup: raw.setup as unknown as QueueSetup, moves, at, guide, ...(edition.value ? { edition: edition.value } : {}) } };
}

/** The queue's link as the page reads it (the engine's checks follow, in `replay.ts`). */
export const QUEUE_LINK = urlSchema(readQueueLink);

/**
 * Why the tool cannot keep this state, or null: a link holds at most
 * `MAX_MOVES` moves, and the tool keeps only states whose link it reads back.
 */
export function roomFor(next: QueueToolState): string | null {
  if (next.moves.length > MAX_MOVES) return `A link to a queue holds at most ${MAX_MOVES} moves. Undo, or go back in the timeline, to play another line.`;
  const refusal = linkRefusal(next, QUEUE_LINK);
  return refusal === undefined ? null : `Its link could not be opened again (${refusal.replace(/\.$/, '')}).`;
}

/** What decides the queue shown: the table, the moves and the position (not the guide). */
export const coreOf = (tool: QueueToolState) => ({ setup: tool.setup, moves: tool.moves, at: tool.at });

/** Everything the tool draws for one state: worked out by the engine (`replay.ts`), or at build time. */
export type CoreView =
  | {
      ok: true;
      /** The queue at the current step (its undo history left out). */
      q: QueueSnapshot;
      canUndo: boolean;
      canRedo: boolean;
      /** `traces[0]`: the table's; `traces[i]`: move i's. */
      traces: Step[][];
      /** What each step of the timeline did, step 0 being the bare table. */
      timeline: string[];
      targets: { items: TargetChoice[]; cards: TargetChoice[]; captains: TargetChoice[] };
    }
  | { ok: false; error: CcgErr };

/** A book example as a guide: its moves in the tool's form and what each does, in the engine's words. */
export interface GuideView {
  id: string;
  title: string;
  summary: string;
  source: string;
  standIns: string[];
  moves: ToolMove[];
  labels: string[];
}

/**
 * What the page hands the island, worked out when the page is built
 * (`queueBoot` in `boot.ts`), so the first view needs no engine: the state
 * to open at and its view, what Reset gives, the example being followed, the
 * preset buttons, the palette's names and the card the form opens with.
 */
export interface QueueBoot {
  tool: QueueToolState;
  clean: QueueToolState;
  views: { core: ReturnType<typeof coreOf>; view: CoreView }[];
  guide: GuideView | null;
  presets: { id: string; title: string }[];
  cards: { key: string; name: string }[];
  template: ItemTemplate;
}

/** How many of the book's moves have been played, and whether the play has left the book's path. */
export function guideProgress(tool: QueueToolState, guide: Pick<GuideView, 'moves'>): { done: number; left: boolean } {
  let done = 0;
  while (done < tool.at && done < guide.moves.length && canonical(tool.moves[done]) === canonical(guide.moves[done])) done += 1;
  return { done, left: done < tool.at };
}
