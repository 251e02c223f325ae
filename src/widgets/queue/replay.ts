/**
 * The queue stepper's engine half: replaying a state through the engine, the
 * full check of a link, the palette and the book's presets. Pure; no DOM. The
 * island loads it through `play.ts` with `import()` when the reader first
 * needs it (a move, a preset, the table form, a card not yet described, a
 * shared link); the pages use it when they are built (`boot.ts`).
 */
import { createQueue, jumpTo, legalTargets, playTableMove, redo, replayTable, tableMoveOf, timeline, undo, type QueueState, type TableReplay } from '../../engine/ccg/timing/index.ts';
import { BOOK_CARDS_TIMING, bookCard, ITEM_FIELDS, TABLE_FIELDS } from '../../engine/ccg/timing/index.ts';
import { TIMING_PRESETS, type QueuePreset } from '../../engine/ccg/examples/index.ts';
import { err, ok, type CcgResult } from '../../engine/ccg/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import { afterColon } from '../kit/url-state.ts';
import { key, MAX_MOVES, QUEUE_LINK_READER, RULE, type CardMove, type CoreView, type GuideView, type QueueToolState, type ToolMove } from './state.ts';
import { choice, flag, list, optional, own, record, refuse, type Reader } from '../../engine/core/read.ts';
import { isRecord } from '../../engine/core/validate.ts';
import { map, shape, variant } from '../../engine/core/read-structure.ts';
import type { ItemSpec, Target } from '../../engine/ccg/timing/index.ts';
import type { RuleId } from '../../engine/ccg/index.ts';

export { BOOK_CARDS_TIMING, bookCard, ITEM_FIELDS, jumpTo, redo, undo };

// ---------------------------------------------------------------------------
// A link's moves, read in the second pass (the first, in `state.ts`, takes them as given).

const TARGET_KINDS: readonly Target['kind'][] = ['item', 'card', 'captain'];

/** A field a move may leave out (then left out of the move read). */
const maybe = <T>(reader: Reader<T, RuleId>) => optional<T | undefined, RuleId>(reader, undefined);
const moveOf = <S extends Record<string, Reader<unknown, RuleId>>>(what: string, fields: S) => shape<S, RuleId>(what, fields, RULE);

const readCardMove = map(
  moveOf('A card move', {
    card: key('The card of a card move'),
    controller: key('The captain of a card move'),
    target: maybe(moveOf('The target of a card move', { kind: choice('The kind of a target', TARGET_KINDS, RULE), id: key('The id of a target') })),
    cardId: maybe(key('The card in play of a card move')),
    id: maybe(key('The id of a card move')),
    holds: maybe(flag('Whether the condition of a card move holds', RULE)),
    // The token's own limit is the engine's, checked when the move is replayed (`replay.ts`).
    token: maybe(key('The token of a card move')),
  }),
  // Rebuilt with the fields it holds only, so a move read back is the move written.
  ({ card, controller, target, cardId, id, holds, token }): CardMove => ({
    kind: 'card',
    card,
    controller,
    ...(target ? { target } : {}),
    ...(cardId !== undefined ? { cardId } : {}),
    ...(id !== undefined ? { id } : {}),
    ...(holds !== undefined ? { holds } : {}),
    ...(token !== undefined ? { token } : {}),
  }),
);

/** The fields of an item this tool writes; what each holds is the engine's to read when it replays the move. */
const ITEM_KEYS = ['id', 'name', 'controller', 'source', 'timing', 'limited', 'phases', 'costs', 'effect', 'reminder'] as const;
const readItem = record<ItemSpec, RuleId>('The item of a move that adds one must be an object.', RULE, (i) =>
  ok(Object.fromEntries(ITEM_KEYS.filter((k) => i[k] !== undefined).map((k) => [k, i[k]])) as unknown as ItemSpec),
);

/** A move read from a link, rebuilt with only the fields this tool writes. */
const readMove = variant<Record<ToolMove['kind'], Reader<ToolMove, RuleId>>, RuleId>(
  'A move',
  {
    card: readCardMove,
    add: map(moveOf('A move that adds an item', { item: readItem }), ({ item }): ToolMove => ({ kind: 'add', item })),
    pass: map(moveOf('A pass', { captain: key('The captain who passes') }), ({ captain }): ToolMove => ({ kind: 'pass', captain })),
    'pass-all': map(moveOf('A pass by everyone', {}), (): ToolMove => ({ kind: 'pass-all' })),
    'end-round': map(moveOf('The end of a round', {}), (): ToolMove => ({ kind: 'end-round' })),
  },
  RULE,
);

/** A move of the list, whose refusal says which move it is (the list reads move i at `moves.i`). */
const numbered: Reader<ToolMove, RuleId> = (value, path) => {
  const r = readMove(value, path);
  return r.ok ? r : refuse(`Move ${Number(path.slice(path.lastIndexOf('.') + 1)) + 1} cannot be read: ${afterColon(r.error)}`, r.rule, r.field ?? path);
};

/** The moves of a link, each read and rebuilt with only the fields this tool writes (a refusal names its field: `moves.2.target.kind`). */
export const readMoves = list('The moves', numbered, 0, MAX_MOVES, RULE);

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
export function setupOf(q: Pick<QueueState, 'captains' | 'acting' | 'phase' | 'stage' | 'reactions'>): QueueToolState['setup'] {
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
    ...(q.reactions === 'in-turn' ? { reactions: 'in-turn' as const } : {}),
  };
}

/** Play one tool move on the state (the engine's `playTableMove`). */
export const play = playTableMove;

export type Replay = TableReplay;

/** Replay the tool's table and moves, standing at `at` (the engine's `replayTable`). */
export const replay = (tool: QueueToolState): Replay => replayTable(tool.setup, tool.moves, tool.at);

/** How a refusal of a link's table begins (the engine's sentence follows). */
const NOT_VALID = 'Its table is not valid: ';

/**
 * Read a state from a link: its shape (`QUEUE_LINK_READER`), its moves
 * (`readMoves`), then the table,
 * the palette cards and the guide, and every move through the engine. Each
 * refusal keeps its rule and the link's field (`setup.captains.0.initiative`,
 * `moves.1.card`, `moves.1` for a move the rules forbid).
 */
export function readQueueToolState(raw: unknown): CcgResult<QueueToolState> {
  const read = QUEUE_LINK_READER(raw, '');
  if (!read.ok) return read;
  const { at, guide, edition } = read.value;
  const given = readMoves(read.value.moves, 'moves');
  if (!given.ok) return given;
  const moves = given.value;
  const start = createQueue(read.value.setup);
  if (!start.ok) return err(`${NOT_VALID}${start.error}`, start.rule, start.field ? `setup.${start.field}` : 'setup');
  const stranger = moves.findIndex((m) => m.kind === 'card' && !bookCard(m.card));
  if (stranger >= 0) return err(`Move ${stranger + 1} names a card that is not in the palette.`, 'ccg.timing.queue', `moves.${stranger}.card`);
  if (guide !== null && !presetById(guide)) return err('It follows an example this tool does not know.', 'ccg.timing.queue', 'guide');
  const tool: QueueToolState = { setup: setupOf(start.value), moves, at, guide, ...(edition ? { edition } : {}) };
  const r = replay(tool);
  if (!r.ok) return err(`Move ${r.index + 1} cannot be played: ${r.error.error}`, r.error.rule, r.played === undefined ? 'at' : `moves.${r.index}`);
  return ok(tool);
}

/** A field of the table form (`captains.0.initiative`, `acting`) named by a link's path into its table. */
const TABLE_FIELD = /^setup\.(captains\.\d+\.(?:name|initiative|credits|cards\.\d+\.name)|acting)$/;

/**
 * `readQueueToolState`, its refusal said after "This link could not be
 * read:", with its rule and field. A table the engine refuses at a field of
 * the table form, with captains the form can seat, goes to the form (`form`)
 * with the refusal beside that field; the tool shows its clean table.
 */
export function parseQueueToolState(raw: unknown): Parsed<QueueToolState> {
  const r = readQueueToolState(raw);
  if (r.ok) return { ok: true, value: r.value };
  const refused = { ok: false as const, error: afterColon(r.error), rule: r.rule, ...(r.field !== undefined && { field: r.field }) };
  const at = TABLE_FIELD.exec(r.field ?? '');
  const setup = at && isRecord(raw) ? own(raw, 'setup') : undefined;
  const captains = isRecord(setup) ? own(setup, 'captains') : undefined;
  const seats = TABLE_FIELDS.captains;
  if (!at || !Array.isArray(captains) || captains.length < seats.min || captains.length > seats.max) return refused;
  const says = 'Its table is shown in the table form below, with the value to fix marked.';
  return { ...refused, instead: { state: cleanState(), says, at: at[1]!, error: r.error.startsWith(NOT_VALID) ? r.error.slice(NOT_VALID.length) : r.error, form: setup } };
}

/** Everything the island draws for a replayed state. */
export function coreView(r: Replay): CoreView {
  if (!r.ok) return { ok: false, error: r.error };
  const { history, ...q } = r.state;
  return {
    ok: true,
    q,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    traces: r.traces,
    timeline: timeline(r.state).map((s) => s.lastMove),
    targets: legalTargets(r.state),
  };
}

/** The tool's form of an engine move: palette cards by key when they match a template exactly (the engine's `tableMoveOf`). */
export const compactMove = tableMoveOf;

/** A book example as a guide: its moves in the tool's form and what each does, in the engine's words. */
export function guideFor(preset: QueuePreset): GuideView {
  const moves = preset.moves.map(compactMove);
  const r = replay({ setup: preset.setup, moves, at: moves.length, guide: null });
  const labels = r.ok ? timeline(r.state).slice(1).map((s) => s.lastMove) : moves.map((m) => m.kind);
  const { id, title, summary, source, standIns } = preset;
  return { id, title, summary, source, standIns, moves, labels };
}
