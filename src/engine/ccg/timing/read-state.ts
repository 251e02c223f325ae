/**
 * The table and a saved queue state, read once at the edge with the CCG's
 * readers: the captains and their cards, the phase and stage, the acting
 * captain, and (for a state from a URL or a file) the queue, the log, the
 * passes and the value changes. Checks that join two fields (a controller at
 * the table, priority where the rules put it) run on the typed values.
 */
import { isInteger } from '../../core/validate.ts';
import { phaseName, stageDef, type Phase } from '../round/index.ts';
import { ok, step, type CcgErr, type CcgResult, type Step } from '../result.ts';
import { choice, compact, flag, list, maybe, nullable, optional, own, pathTo, record, refuse, shape, shown, whole, type Reader } from '../readers.ts';
import { priorityHolder } from './table.ts';
import { CARD_TYPES, type AppliedChange, type CardInPlay, type LogEntry, type QueueCaptain, type QueueItem, type QueueSnapshot, type ReactionReading } from './types.ts';
import { id, phase, readQueueItem, readTarget, words } from './read-item.ts';
import { TABLE_FIELDS, tableSizeMessage } from './limits.ts';

export const MAX_HISTORY = 1000;
const MAX_QUEUE = 200;
const MAX_LOG = 2000;

/** A list whose length is refused with `message` before any item is read. */
const sized =
  <T>(message: string, min: number, max: number, items: Reader<T[]>, rule: Parameters<typeof refuse>[1]): Reader<T[]> =>
  (value, path) =>
    Array.isArray(value) && value.length >= min && value.length <= max ? items(value, path) : refuse(message, rule, path);

const PERMANENTS = CARD_TYPES.filter((t) => t !== 'event' && t !== 'heroic-action');

function cardInPlay(full: boolean): Reader<CardInPlay> {
  return record('Each card in play needs an id, a name and a type.', 'ccg.cards', (v, path) => {
    const head = shape('A card in play', { id: id('card id'), name: words('card name') }, 'ccg.cards')(v, path);
    if (!head.ok) return head;
    const name = head.value.name;
    const type = own(v, 'type');
    if (!(PERMANENTS as readonly unknown[]).includes(type)) {
      return refuse(`${name} must be a permanent to be in play: ship, crew, gear, upgrade or connection.`, 'ccg.permanents', pathTo(path, 'type'));
    }
    const exerted = (full ? flag : (what: string, rule: 'ccg.exert') => optional(flag(what, rule), false))(`Whether ${name} is exerted`, 'ccg.exert')(own(v, 'exerted'), pathTo(path, 'exerted'));
    return exerted.ok ? ok({ id: head.value.id, name, exerted: exerted.value, type: type as CardInPlay['type'] }) : exerted;
  });
}

const cardRef = record('Each discarded card needs an id and a name.', 'ccg.deck-discard-pile', (v, path) =>
  shape('A discarded card', { id: id('card id'), name: words('card name') }, 'ccg.deck-discard-pile')(v, path),
);

/** A captain at the table; in a setup (`full` false) the credits, cards, tokens and discard pile may be left out. */
function captain(full: boolean): Reader<QueueCaptain> {
  const may = <T>(reader: Reader<T>, fallback: T): Reader<T> => (full ? reader : optional(reader, fallback));
  return record('Each captain needs an id, a name and an Initiative.', 'ccg.round.setup', (v, path) => {
    const head = shape('A captain', { id: id('captain id', 'ccg.round.setup'), name: words('captain name', TABLE_FIELDS.name.max, TABLE_FIELDS.name.rule) }, 'ccg.round.setup')(v, path);
    if (!head.ok) return head;
    const who = head.value.name;
    const rest = shape(
      'A captain',
      {
        initiative: whole(`${who}’s Initiative`, 0, TABLE_FIELDS.initiative.max, TABLE_FIELDS.initiative.rule),
        credits: may(whole(`${who}’s available Credits`, 0, TABLE_FIELDS.credits.max, TABLE_FIELDS.credits.rule), 0),
        cards: may(list('Cards in play', cardInPlay(full), 0, 40, 'ccg.cards'), []),
        tokens: may(list('Tokens', words('token label', 60, 'ccg.token'), 0, 60, 'ccg.token'), []),
        discard: may(list('The discard pile', cardRef, 0, 200, 'ccg.deck-discard-pile'), []),
      },
      'ccg.round.setup',
    )(v, path);
    return rest.ok ? ok({ ...head.value, ...rest.value }) : rest;
  });
}

/** The captains in seating order; each captain and each card has an id of its own. */
function captains(full: boolean): Reader<QueueCaptain[]> {
  const { min, max, rule } = TABLE_FIELDS.captains;
  const items = list('The captains', captain(full), min, max, rule);
  return (value, path) => {
    const r = sized(tableSizeMessage, min, max, items, rule)(value, path);
    if (!r.ok) return r;
    const cardIds = new Set<string>();
    for (const [i, c] of r.value.entries()) {
      const at = pathTo(path, i);
      if (r.value.slice(0, i).some((o) => o.id === c.id)) return refuse(`Two captains share the id ${c.id}; each needs its own.`, 'ccg.round.setup', pathTo(at, 'id'));
      const cards = [...c.cards.map((card, j) => ({ card, where: `cards.${j}` })), ...c.discard.map((card, j) => ({ card, where: `discard.${j}` }))];
      for (const { card, where } of cards) {
        if (cardIds.has(card.id)) return refuse(`Two cards share the id ${card.id}; each card needs its own.`, 'ccg.cards', pathTo(at, `${where}.id`));
        cardIds.add(card.id);
      }
    }
    return r;
  };
}

/** The phase and stage held in `v` (`stage` given, or 1 when a setup leaves it out), with the step that says where the game is. */
function stageOf(v: Record<string, unknown>, path: string, stage: unknown): CcgResult<{ phase: Phase; stage: number; trace: Step[] }> {
  const p = phase('ccg.round.setup')(own(v, 'phase'), pathTo(path, 'phase'));
  if (!p.ok) return p;
  const def = isInteger(stage) ? stageDef(p.value, stage) : undefined;
  if (def === undefined) return refuse(`The ${phaseName(p.value)} has no stage ${shown(stage)}.`, 'ccg.round.setup', pathTo(path, 'stage'));
  return ok({ phase: p.value, stage: def.number, trace: [step(`The game is in the ${phaseName(p.value)}, stage ${def.number} (${def.title.toLowerCase()}).`, def.rule)] });
}

const acting = nullable(id('acting captain', 'ccg.acting-captain'));
const reactions = choice<ReactionReading>('Reactions (allowed at any time, or only in turn)', ['any-time', 'in-turn'], 'ccg.note.reactions-out-of-turn');

/** The acting captain: one of the table, or none; and none in a stage where captains do not take turns. */
export function checkActing(table: readonly { id: string }[], who: string | null, field: string, at: Phase, stage: number): CcgErr | null {
  if (who === null) return null;
  if (!table.some((c) => c.id === who)) return refuse(`The acting captain must be one of the captains at the table, or none.`, 'ccg.acting-captain', field);
  const def = stageDef(at, stage);
  if (def && (def.participation === 'none' || def.participation === 'simultaneous')) {
    const how = def.participation === 'none' ? 'no captain takes a turn' : 'every captain acts at once';
    return refuse(`In the ${phaseName(at)}, stage ${stage} (${def.title.toLowerCase()}), ${how}, so there is no acting captain: choose none.`, 'ccg.acting-captain', field);
  }
  return null;
}

/** A table as `createQueue` reads it, with where the game stands. */
export interface ReadSetup {
  captains: QueueCaptain[];
  acting: string | null;
  phase: Phase;
  stage: number;
  reactions: ReactionReading;
  trace: Step[];
}

/** The setup of a new queue: 1 to 4 captains, a phase and stage (1 if left out), the acting captain (none if left out). */
export const readSetup: Reader<ReadSetup> = record('The setup needs captains and a phase.', 'ccg.round.setup', (v, path) => {
  const table = captains(false)(own(v, 'captains'), pathTo(path, 'captains'));
  if (!table.ok) return table;
  const at = stageOf(v, path, own(v, 'stage') ?? 1);
  if (!at.ok) return at;
  const who = acting(own(v, 'acting'), pathTo(path, 'acting'));
  if (!who.ok) return who;
  const bad = checkActing(table.value, who.value, pathTo(path, 'acting'), at.value.phase, at.value.stage);
  if (bad) return bad;
  const how = optional(reactions, 'any-time')(own(v, 'reactions'), pathTo(path, 'reactions'));
  if (!how.ok) return how;
  return ok({ captains: table.value, acting: who.value, phase: at.value.phase, stage: at.value.stage, reactions: how.value, trace: at.value.trace });
});

const logEntry: Reader<LogEntry> = record('A log entry needs an item, an outcome and a text.', 'ccg.timing.queue', (v, path) =>
  shape(
    'A log entry',
    {
      item: readQueueItem,
      outcome: choice('A log entry’s outcome', ['resolved', 'cancelled', 'failed'] as const, 'ccg.timing.queue'),
      text: words('log text', 400, 'ccg.timing.queue'),
    },
    'ccg.timing.queue',
  )(v, path),
);

const change: Reader<AppliedChange> = (value, path) => {
  const r = record('A value change needs its item, source, subject, target, attribute, amount and duration.', 'ccg.modifier', (v, at) =>
    shape(
      'A value change',
      {
        itemId: id('item id', 'ccg.modifier'),
        source: words('source', 120, 'ccg.modifier'),
        subject: words('subject', 200, 'ccg.modifier'),
        target: nullable(readTarget),
        attribute: words('attribute', 60, 'ccg.modifier'),
        amount: whole('The amount of a value change', -99, 99, 'ccg.modifier'),
        untilEndOfRound: flag('Whether a value change lasts until the end of the round', 'ccg.modifier'),
        captain: maybe(id('captain of a value change', 'ccg.modifier')),
      },
      'ccg.modifier',
    )(v, at),
  )(value, path);
  return r.ok ? ok(compact(r.value)) : r;
};

/** A saved snapshot of the queue, with every check that joins its fields. */
export const readSnapshot: Reader<QueueSnapshot> = record('The saved state is not an object.', 'ccg.timing.queue', (v, path) => {
  const table = captains(true)(own(v, 'captains'), pathTo(path, 'captains'));
  if (!table.ok) return table;
  const at = stageOf(v, path, own(v, 'stage'));
  if (!at.ok) return at;
  const who = acting(own(v, 'acting') ?? null, pathTo(path, 'acting'));
  if (!who.ok) return who;
  const bad = checkActing(table.value, who.value, pathTo(path, 'acting'), at.value.phase, at.value.stage);
  if (bad) return bad;
  const r = shape(
    'The saved state',
    {
      priority: id('captain with priority', 'ccg.timing.priority'),
      respond: nullable(id('captain to respond', 'ccg.note.queue-passing')),
      reactions,
      queue: list('The queue', readQueueItem, 0, MAX_QUEUE, 'ccg.timing.queue'),
      passed: list('The passes', id('captain who passed', 'ccg.note.queue-passing'), 0, TABLE_FIELDS.captains.max, 'ccg.note.queue-passing'),
      limitedUsed: list('The Limited uses', words('Limited use', 200, 'ccg.limited'), 0, MAX_LOG, 'ccg.limited'),
      changes: list('The value changes', change, 0, 500, 'ccg.modifier'),
      log: list('The log', logEntry, 0, MAX_LOG, 'ccg.timing.queue'),
      nextId: whole('The id counter', 1, Number.MAX_SAFE_INTEGER, 'ccg.timing.queue'),
      lastMove: words('move label', 300, 'ccg.timing.queue'),
    },
    'ccg.timing.queue',
  )(v, path);
  if (!r.ok) return r;
  const s: QueueSnapshot = { captains: table.value, acting: who.value, phase: at.value.phase, stage: at.value.stage, ...r.value };
  const joined = checkJoins(s, path);
  return joined ?? ok(s);
});

/** The checks that join fields of a snapshot read field by field. */
function checkJoins(s: QueueSnapshot, path: string): CcgErr | null {
  const seated = (x: string | null): boolean => s.captains.some((c) => c.id === x);
  const expected = priorityHolder(s.captains, s.acting, s.changes).id;
  if (s.priority !== expected) return refuse(`Priority must rest with ${expected} at this table.`, 'ccg.timing.priority', pathTo(path, 'priority'));
  const ids = new Set<string>();
  const items: Array<{ item: QueueItem; at: string }> = [
    ...s.queue.map((item, i) => ({ item, at: pathTo(path, `queue.${i}`) })),
    ...s.log.map((e, i) => ({ item: e.item, at: pathTo(path, `log.${i}.item`) })),
  ];
  for (const { item, at } of items) {
    if (!seated(item.controller)) return refuse(`Item ${item.id} names a controller who is not at the table.`, 'ccg.control-vs-ownership', pathTo(at, 'controller'));
    if (ids.has(item.id)) return refuse(`Two items share the id ${item.id}.`, 'ccg.timing.queue', pathTo(at, 'id'));
    ids.add(item.id);
  }
  if (s.queue.length === 0 ? s.respond !== null : !seated(s.respond)) {
    return refuse('Whose turn it is to respond must be a captain while something is pending, and none otherwise.', 'ccg.note.queue-passing', pathTo(path, 'respond'));
  }
  if (!s.passed.every(seated) || new Set(s.passed).size !== s.passed.length || s.passed.length >= s.captains.length) {
    return refuse('The passes must list different captains, and not all of them.', 'ccg.note.queue-passing', pathTo(path, 'passed'));
  }
  for (const [i, c] of s.changes.entries()) {
    if (c.captain !== undefined && !seated(c.captain)) return refuse('A value change names a captain who is not at the table.', 'ccg.modifier', pathTo(path, `changes.${i}.captain`));
  }
  return null;
}

/** A whole saved state: a snapshot, and its history of snapshots before and after. */
export const readState = record('The saved state is not an object.', 'ccg.timing.queue', (v, path) => {
  const now = readSnapshot(v, path);
  if (!now.ok) return now;
  const history = shape(
    'The history',
    { past: list('The history', readSnapshot, 0, MAX_HISTORY, 'ccg.timing'), future: list('The history', readSnapshot, 0, MAX_HISTORY, 'ccg.timing') },
    'ccg.timing',
  );
  const h = own(v, 'history');
  const past = record('The state needs a history with past and future lists.', 'ccg.timing', (x) => ok([own(x, 'past'), own(x, 'future')]))(h, pathTo(path, 'history'));
  if (!past.ok) return past;
  const [p, f] = past.value;
  if (!Array.isArray(p) || !Array.isArray(f)) return refuse('The state needs a history with past and future lists.', 'ccg.timing', pathTo(path, 'history'));
  if (p.length + f.length > MAX_HISTORY) return refuse(`The history may hold at most ${MAX_HISTORY} steps.`, 'ccg.timing', pathTo(path, 'history'));
  const read = history(h, pathTo(path, 'history'));
  return read.ok ? ok({ ...now.value, history: read.value }) : read;
});
