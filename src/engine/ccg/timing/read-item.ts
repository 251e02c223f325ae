/**
 * What a person (or a URL) hands the queue, read once at its edge with the
 * CCG's readers: ids, names, targets, effects, costs, the item to add and the
 * moves of the table. Each refusal names its rule and the dotted path of the
 * field. The game rules that decide whether a move is legal now live in
 * `add.ts`, `moves.ts` and `resolve.ts`, which take these typed values.
 */
import { isText } from '../../core/validate.ts';
import { PHASES, type Phase } from '../round/index.ts';
import { ok } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { choice, compact, flag, list, maybe, nullable, own, pathTo, record, refuse, shape, shown, text, whole, type Reader } from '../readers.ts';
import { ITEM_FIELDS, TABLE_FIELDS } from './limits.ts';
import { CARD_TYPES, TIMINGS, type CardType, type Cost, type Effect, type ItemSource, type ItemSpec, type QueueItem, type QueueMove, type Target, type ValueDelta } from './types.ts';

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:'-]{0,63}$/;
export const MAX_NAME: number = TABLE_FIELDS.cardName.max;
export const MAX_TEXT: number = ITEM_FIELDS.text.max;
/** Costs of one item, and phases of one restriction (there are six phases; a repeat is harmless). */
const MAX_COSTS = 8;
const MAX_PHASES = 12;

/** An id: letters, digits and `_ . : ' -`, up to 64 characters. */
export const id =
  (what: string, rule: RuleId = 'ccg.cards'): Reader<string> =>
  (value, path) =>
    typeof value === 'string' && ID_PATTERN.test(value)
      ? ok(value)
      : refuse(`The ${what} must be an id of letters, digits, dots, dashes or underscores (1 to 64 characters); got ${shown(value)}.`, rule, path);

/** Text that says something, of at most `max` characters. */
export const words =
  (what: string, max = MAX_NAME, rule: RuleId = 'ccg.cards'): Reader<string> =>
  (value, path) =>
    isText(value, max) ? ok(value) : refuse(`The ${what} must be a non-empty text of at most ${max} characters.`, rule, path);

/** One of the six phases of the round. */
export const phase =
  (rule: RuleId): Reader<Phase> =>
  (value, path) =>
    PHASES.some((p) => p.id === value) ? ok(value as Phase) : refuse(`${shown(value)} is not a phase of the round.`, rule, path);

/** A phase restriction: a list of at least one phase. */
const phases = list('A phase restriction', phase('ccg.timing.phase-restrictions'), 1, MAX_PHASES, 'ccg.timing.phase-restrictions');

export const readTarget: Reader<Target> = record('A target must name an item on the queue, a card in play or a captain.', 'ccg.target', (v, path) => {
  const kind = own(v, 'kind');
  if (kind !== 'item' && kind !== 'card' && kind !== 'captain') return refuse('A target must name an item on the queue, a card in play or a captain.', 'ccg.target', path);
  const i = id(`target ${kind}`)(own(v, 'id'), pathTo(path, 'id'));
  return i.ok ? ok({ kind, id: i.value }) : i;
});

const delta: Reader<ValueDelta> = shape(
  'A change of a value',
  { attribute: words('attribute of the change', ITEM_FIELDS.attribute.max, ITEM_FIELDS.attribute.rule), amount: whole('The amount a change adds or subtracts', ITEM_FIELDS.amount.min, ITEM_FIELDS.amount.max, ITEM_FIELDS.amount.rule) },
  'ccg.effect',
);
const deltas = list('The changes of a change-value effect', delta, 1, 8, 'ccg.effect');

const conditional = record('The conditional version needs a condition, whether it holds, and its changes.', 'ccg.effect', (v, path) =>
  shape(
    'The conditional version',
    { condition: words('condition', MAX_TEXT, 'ccg.effect'), holds: flag('Whether the condition holds', 'ccg.effect'), changes: deltas },
    'ccg.effect',
  )(v, path),
);

const changeValue = shape(
  'A change-value effect',
  {
    changes: deltas,
    untilEndOfRound: flag('Whether the change lasts until the end of the round', 'ccg.effect'),
    subject: maybe(words('subject of the change', 80, 'ccg.effect')),
    instead: maybe(conditional),
  },
  'ccg.effect',
);

/** An effect; which targets each kind allows is read here too. */
export const readEffect: Reader<Effect> = record<Effect>('The item needs an effect.', 'ccg.effect', (v, path) => {
  const at = pathTo(path, 'target');
  const t = maybe(readTarget)(own(v, 'target'), at);
  if (!t.ok) return t;
  const target = t.value;
  const kind = own(v, 'kind');
  switch (kind) {
    case 'cancel':
      if (target?.kind !== 'item') return refuse('A cancel effect must target an item on the queue: cancelling needs something pending to stop.', 'ccg.cancel', at);
      return ok({ kind, target });
    case 'change-value': {
      if (target?.kind === 'item') return refuse('A change-value effect targets a card or a captain, not a queue item.', 'ccg.target', at);
      const r = changeValue(v, path);
      return r.ok ? ok(compact({ kind, target, ...r.value })) : r;
    }
    case 'gain-token': {
      if (target !== undefined && target.kind !== 'captain') return refuse('A token goes to a captain’s Resource Pool, so only a captain can be its target.', 'ccg.target', at);
      const token = words('token', ITEM_FIELDS.token.max, ITEM_FIELDS.token.rule)(own(v, 'token'), pathTo(path, 'token'));
      return token.ok ? ok(compact({ kind, token: token.value, target })) : token;
    }
    case 'describe': {
      const text = words('effect text', ITEM_FIELDS.text.max, ITEM_FIELDS.text.rule)(own(v, 'text'), pathTo(path, 'text'));
      return text.ok ? ok(compact({ kind, text: text.value, target })) : text;
    }
    default:
      return refuse(`Unknown effect kind ${shown(kind)}: use cancel, change-value, gain-token or describe.`, 'ccg.effect', pathTo(path, 'kind'));
  }
});

export const readCost: Reader<Cost> = record<Cost>('Each cost needs a kind: credits, exert, jettison or discard-token.', 'ccg.cost', (v, path) => {
  const kind = own(v, 'kind');
  switch (kind) {
    case 'credits': {
      const amount = whole('A Credits cost', 0, ITEM_FIELDS.credits.max, ITEM_FIELDS.credits.rule)(own(v, 'amount'), pathTo(path, 'amount'));
      return amount.ok ? ok({ kind, amount: amount.value }) : amount;
    }
    case 'exert':
    case 'jettison': {
      const cardId = maybe(id('card to pay with', 'ccg.cost'))(own(v, 'cardId'), pathTo(path, 'cardId'));
      return cardId.ok ? ok(compact({ kind, cardId: cardId.value })) : cardId;
    }
    case 'discard-token': {
      const token = words('token to discard', ITEM_FIELDS.token.max, 'ccg.cost')(own(v, 'token'), pathTo(path, 'token'));
      return token.ok ? ok({ kind, token: token.value }) : token;
    }
    default:
      return refuse(`Unknown cost kind ${shown(kind)}: use credits, exert, jettison or discard-token.`, 'ccg.cost', pathTo(path, 'kind'));
  }
});

const costs = list('The costs', readCost, 0, MAX_COSTS, 'ccg.cost');

/** A card type played from hand: any but a ship, which is in play from the start of the game. */
const playedType: Reader<Exclude<CardType, 'ship'>> = (value, path) => {
  if (value === 'ship') return refuse('A ship is never played from hand: it is in play from the start of the game.', 'ccg.ship', path);
  return choice('The card type', CARD_TYPES, 'ccg.cards')(value, path) as ReturnType<Reader<Exclude<CardType, 'ship'>>>;
};

/** Where an item comes from; `whole` (a queue item) needs the card id and the ability label filled in. */
function readSource(full: boolean): Reader<ItemSource> {
  return record<ItemSource>('Say where the item comes from: a card played or an ability of a card in play.', 'ccg.effect', (v, path) => {
    const kind = own(v, 'kind');
    if (kind === 'card') {
      const r = shape('A card played', { cardType: playedType, cardId: full ? id('card') : maybe(id('card')) }, 'ccg.effect')(v, path);
      return r.ok ? ok(compact({ kind, ...r.value })) : r;
    }
    if (kind === 'ability') {
      const label = words('ability label', 80, 'ccg.ability');
      const r = shape('An ability', { cardId: id('card with the ability', 'ccg.ability'), ability: full ? label : maybe(label) }, 'ccg.effect')(v, path);
      return r.ok ? ok(compact({ kind, ...r.value })) : r;
    }
    return refuse('The source kind must be card (a card played) or ability (an ability of a card in play).', 'ccg.effect', pathTo(path, 'kind'));
  });
}

/** The item to add (not whether adding it is legal now). */
export const readItemSpec: Reader<ItemSpec> = (value, path) => {
  const r = record('The item to add is missing.', 'ccg.effect', (v, at) =>
    shape(
      'The item to add',
      {
        id: maybe(id('item id', 'ccg.timing.queue')),
        name: words('item name'),
        controller: id('controlling captain', 'ccg.control-vs-ownership'),
        source: readSource(false),
        timing: maybe(choice('The timing indicator', TIMINGS, 'ccg.timing.indicator')),
        limited: maybe(flag('Limited', 'ccg.limited')),
        phases: maybe(nullable(phases)),
        costs: maybe(costs),
        reminder: maybe(words('reminder', MAX_TEXT, 'ccg.effect')),
        effect: readEffect,
      },
      'ccg.effect',
    )(v, at),
  )(value, path);
  return r.ok ? ok(compact(r.value)) : r;
};

/** An item on the queue or in its log, as a saved state holds it (whether its controller sits at the table is the state's check). */
export const readQueueItem: Reader<QueueItem> = record('A queue item needs an id, a name, a controller, a source and an effect.', 'ccg.timing.queue', (v, path) =>
  shape(
    'A queue item',
    {
      id: id('item id', 'ccg.timing.queue'),
      name: words('item name'),
      controller: id('controller', 'ccg.control-vs-ownership'),
      source: readSource(true) as Reader<QueueItem['source']>,
      sourceName: nullable(words('source card name')),
      timing: choice('The timing indicator', TIMINGS, 'ccg.timing.indicator'),
      limited: flag('Limited', 'ccg.limited'),
      phases: nullable(phases),
      costs,
      transient: flag('Transient', 'ccg.transient'),
      effect: readEffect,
      reminder: nullable(words('reminder', MAX_TEXT, 'ccg.effect')),
      cancelledBy: nullable(id('cancelling item', 'ccg.cancel')),
    },
    'ccg.timing.queue',
  )(v, path),
);

const steps = maybe(whole('The number of steps', 1, 1000, 'ccg.timing'));

const MOVES: Record<QueueMove['kind'], Reader<QueueMove>> = {
  add: shape('Adding an item', { kind: choice('The move', ['add'] as const, 'ccg.timing'), item: readItemSpec }, 'ccg.timing'),
  // Any text: whether it names a captain, and whether anything is pending, is the move's own check (`moves.ts`).
  pass: shape('A pass', { kind: choice('The move', ['pass'] as const, 'ccg.timing'), captain: text('The captain who passes', 'ccg.note.queue-passing', 64) }, 'ccg.timing'),
  'pass-all': shape('Everyone passing', { kind: choice('The move', ['pass-all'] as const, 'ccg.timing') }, 'ccg.timing'),
  'set-stage': shape(
    'A move to another stage',
    {
      kind: choice('The move', ['set-stage'] as const, 'ccg.timing'),
      phase: phase('ccg.round.setup'),
      stage: whole('The stage', 1, 9, 'ccg.round.setup'),
      acting: nullable(id('acting captain', 'ccg.acting-captain')),
    },
    'ccg.timing',
  ),
  'end-round': shape('The end of the round', { kind: choice('The move', ['end-round'] as const, 'ccg.timing') }, 'ccg.timing'),
  undo: (value, path) => {
    const r = shape('An undo', { steps }, 'ccg.timing')(value, path);
    return r.ok ? ok(compact({ kind: 'undo' as const, ...r.value })) : r;
  },
  redo: (value, path) => {
    const r = shape('A redo', { steps }, 'ccg.timing')(value, path);
    return r.ok ? ok(compact({ kind: 'redo' as const, ...r.value })) : r;
  },
};

/** A move of the table given as data (a preset, a URL); an unknown kind is refused at `move.kind`. */
export const readMove: Reader<QueueMove> = (value, path) => {
  const kind = record('A move must be an object with a kind.', 'ccg.timing', (v) => ok(own(v, 'kind')))(value, pathTo(path, 'move'));
  if (!kind.ok) return kind;
  if (typeof kind.value !== 'string' || !Object.prototype.hasOwnProperty.call(MOVES, kind.value)) {
    return refuse(`Unknown move ${shown(kind.value)}.`, 'ccg.timing', pathTo(path, 'move.kind'));
  }
  return MOVES[kind.value as QueueMove['kind']](value, path);
};
