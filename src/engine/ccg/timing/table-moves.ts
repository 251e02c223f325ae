/**
 * Moves as they are made at the table: a card of the book's palette
 * (`BOOK_CARDS_TIMING`) named by its key with the choices made when it was
 * played, or one of the queue's own moves. A palette card becomes the
 * queue's move at the point of play (its template filled in for that state);
 * a line of moves is replayed from a table; and an item built by hand that is
 * exactly a palette card is found again as that card, so a book example reads
 * as the cards it plays.
 */
import { canonical } from '../../core/canonical.ts';
import { err, ok, type CcgErr, type CcgResult, type Step } from '../result.ts';
import { bookCard, BOOK_CARDS_TIMING } from './book-cards.ts';
import { jumpTo } from './history.ts';
import { applyMove } from './queue.ts';
import { createQueue } from './state.ts';
import { itemFromTemplate, specFromTemplate } from './template.ts';
import type { ItemSpec, QueueMove, QueueSetup, QueueState, Target } from './types.ts';

/** A card of the palette, with the choices made when it was played. */
export interface BookCardMove {
  kind: 'card';
  /** The card's key in the palette. */
  card: string;
  controller: string;
  target?: Target;
  /** For an ability: the card in play that generates it. */
  cardId?: string;
  /** The item's id (the book examples give theirs, so later moves can target them). */
  id?: string;
  /** For a card with a stronger conditional version: whether the condition holds. */
  holds?: boolean;
  /** For a card that adds a token: the token's label. */
  token?: string;
}

/** A move at the table: a palette card, an item built by hand, a pass, everyone passing, or the end of the round. */
export type TableMove =
  | BookCardMove
  | { kind: 'add'; item: ItemSpec }
  | { kind: 'pass'; captain: string }
  | { kind: 'pass-all' }
  | { kind: 'end-round' };

/** The queue's own move for a table move at this point of play: a palette card is looked up and filled in for the state. */
export function queueMoveOf(s: QueueState, m: TableMove): CcgResult<QueueMove> {
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

/** Plays one table move; a move the rules forbid is the engine's refusal. */
export function playTableMove(s: QueueState, m: TableMove): CcgResult<QueueState> {
  const e = queueMoveOf(s, m);
  if (!e.ok) return e;
  const r = applyMove(s, e.value);
  return r.ok ? ok(r.value, [...e.trace, ...r.trace]) : r;
}

export type TableReplay =
  | { ok: true; state: QueueState; traces: Step[][] }
  /** `index` -1: the table itself is refused; `played`: the state before the refused move. */
  | { ok: false; index: number; error: CcgErr; played?: QueueState };

/**
 * The table set up and the moves played on it, the state standing after
 * `at` of them with the rest ready to redo. `traces[0]` is the table's
 * trace, `traces[i]` move i's.
 */
export function replayTable(setup: QueueSetup, moves: readonly TableMove[], at: number): TableReplay {
  const start = createQueue(setup);
  if (!start.ok) return { ok: false, index: -1, error: start };
  let s = start.value;
  const traces: Step[][] = [start.trace];
  for (const [i, m] of moves.entries()) {
    const r = playTableMove(s, m);
    if (!r.ok) return { ok: false, index: i, error: r, played: s };
    s = r.value;
    traces.push(r.trace);
  }
  const here = jumpTo(s, at);
  return here.ok ? { ok: true, state: here.value, traces } : { ok: false, index: at, error: here };
}

/** A queue move as a table move: an added item that is exactly a palette card played with some choices becomes that card. */
export function tableMoveOf(m: QueueMove): TableMove {
  if (m.kind !== 'add') return m as TableMove;
  const it = m.item;
  for (const t of BOOK_CARDS_TIMING) {
    if (t.name !== it.name) continue;
    const cm: BookCardMove = { kind: 'card', card: t.key, controller: it.controller };
    if (it.effect.target) cm.target = it.effect.target;
    if (it.source.kind === 'ability') cm.cardId = it.source.cardId;
    if (it.id !== undefined) cm.id = it.id;
    const spec = specFromTemplate(t, cm);
    if (spec.ok && canonical(spec.value) === canonical(it)) return cm;
  }
  return { kind: 'add', item: it };
}
