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
import { canonical } from '../../engine/core/canonical.ts';
import { list, nullable, own, pathTo, record, refuse, text, whole, type Reader } from '../../engine/core/read.ts';
import { ok } from '../../engine/core/result.ts';
import type { QueueSetup, QueueSnapshot, TableMove as ToolMove } from '../../engine/ccg/timing/index.ts';
import type { ItemTemplate } from '../../engine/ccg/timing/index.ts';
import type { TargetChoice } from '../../engine/ccg/timing/index.ts';
import type { CcgErr, RuleId, Step } from '../../engine/ccg/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import { keepingEdition, readEditionSetting } from '../edition/link.ts';
import { afterColon, urlSchema } from '../kit/url-state.ts';
import { linkRefusal } from '../kit/link-limits.tsx';

/** A card of the palette with the choices made when it was added (by its key), or one of the queue's own moves (the engine's `TableMove`). */
export type { BookCardMove as CardMove, TableMove as ToolMove } from '../../engine/ccg/timing/index.ts';

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
export const MAX_KEY = 64;

/** Two moves are the same when their canonical JSON is (key order aside). */
export { canonical };

/** What a link of this tool holds is a queue: the rule its own refusals cite (the engine's checks cite theirs). */
export const RULE: RuleId = 'ccg.timing.queue';
/** A key, an id or a name a link holds: text that says something, at most `MAX_KEY` characters. */
export const key = (what: string) => text(what, RULE, MAX_KEY, 1);
/** A move as the first pass takes it: what it holds is read by the second (`readMoves`, `replay.ts`). */
const anyMove: Reader<ToolMove, RuleId> = (value) => ok(value as ToolMove);

/**
 * The first pass over a link, with no engine and the small readers alone
 * (`core/read.ts`): its shape, the number of moves, the position, the
 * guide's id. Each refusal names its rule and field (`at`). What it accepts is
 * not shown until `parseQueueToolState` (`replay.ts`) has read each move
 * (rebuilt from the fields this tool writes), checked the table and replayed
 * it through the engine.
 */
export const QUEUE_LINK_READER: Reader<QueueToolState, RuleId> = record('It does not hold a queue.', RULE, (raw, path) => {
  const setup = record<QueueSetup, RuleId>('Its table is not valid: it does not describe a table.', RULE, (s) => ok(s as unknown as QueueSetup))(own(raw, 'setup'), pathTo(path, 'setup'));
  if (!setup.ok) return setup;
  const moves = list('The moves', anyMove, 0, MAX_MOVES, RULE)(own(raw, 'moves'), pathTo(path, 'moves'));
  if (!moves.ok) return moves;
  const at = whole('The position in the timeline', 0, moves.value.length, RULE)(own(raw, 'at'), pathTo(path, 'at'));
  if (!at.ok) return at;
  const guide = nullable(key('The example it follows'))(own(raw, 'guide'), pathTo(path, 'guide'));
  if (!guide.ok) return guide;
  const edition = readEditionSetting(own(raw, 'edition'));
  if (!edition.ok) return refuse(edition.error, RULE, pathTo(path, 'edition'));
  return ok({ setup: setup.value, moves: moves.value, at: at.value, guide: guide.value, ...(edition.value ? { edition: edition.value } : {}) });
});

/**
 * The first pass over a link (`QUEUE_LINK_READER`), its refusal said after
 * "This link could not be read:"; a link whose edition alone is wrong opens
 * with the rest of it, the refusal beside the edition setting (`keepingEdition`).
 */
export const readQueueLink = keepingEdition((raw: unknown): Parsed<QueueToolState> => {
  const r = QUEUE_LINK_READER(raw, '');
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: afterColon(r.error) };
});

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
