/**
 * Making a queue state from a setup, and checking a state that comes from
 * outside (a URL, a saved file) before any move touches it.
 */
import { listAnd } from '../../core/text.ts';
import { isInteger, isRecord, isWhole } from '../../core/validate.ts';
import { isCaptainCount, isPhase, MAX_CAPTAINS, phaseName, stageDef, type Phase } from '../round/index.ts';
import { err, ok, step, type CcgErr, type CcgResult, type Step } from '../result.ts';
import { priorityHolder } from './table.ts';
import type { QueueCaptain, QueueSnapshot, QueueState } from './types.ts';
import { checkCost, checkEffect, checkId, checkText, isCardType, isTiming } from './validate.ts';

const MAX_HISTORY = 1000;

function checkCaptain(value: unknown, field: string, full: boolean): CcgResult<QueueCaptain> {
  if (!isRecord(value)) return err('Each captain needs an id, a name and an Initiative.', 'ccg.round.setup', field);
  const bad = checkId(value.id, 'captain id', `${field}.id`) ?? checkText(value.name, 'captain name', `${field}.name`, 60);
  if (bad) return bad;
  if (!isWhole(value.initiative, 0, 99)) {
    return err(`${String(value.name)}’s Initiative must be a whole number from 0 to 99.`, 'ccg.initiative', `${field}.initiative`);
  }
  const credits = value.credits ?? (full ? undefined : 0);
  if (!isWhole(credits, 0, 999)) {
    return err(`${String(value.name)}’s available Credits must be a whole number from 0 to 999.`, 'ccg.cost', `${field}.credits`);
  }
  const cards = value.cards ?? (full ? undefined : []);
  if (!Array.isArray(cards) || cards.length > 40) return err('Cards in play must be a list of at most 40 cards.', 'ccg.cards', `${field}.cards`);
  const checkedCards: QueueCaptain['cards'] = [];
  for (const [i, c] of cards.entries()) {
    const at = `${field}.cards.${i}`;
    if (!isRecord(c)) return err('Each card in play needs an id, a name and a type.', 'ccg.cards', at);
    const b = checkId(c.id, 'card id', `${at}.id`) ?? checkText(c.name, 'card name', `${at}.name`);
    if (b) return b;
    if (!isCardType(c.type) || c.type === 'event' || c.type === 'heroic-action') {
      return err(`${String(c.name)} must be a permanent to be in play: ship, crew, gear, upgrade or connection.`, 'ccg.permanents', `${at}.type`);
    }
    const exerted = c.exerted ?? (full ? undefined : false);
    if (typeof exerted !== 'boolean') return err(`Say whether ${String(c.name)} is exerted (true or false).`, 'ccg.exert', `${at}.exerted`);
    checkedCards.push({ id: c.id as string, name: c.name as string, exerted, type: c.type });
  }
  const tokens = value.tokens ?? (full ? undefined : []);
  if (!Array.isArray(tokens) || tokens.length > 60) return err('Tokens must be a list of at most 60 token labels.', 'ccg.token', `${field}.tokens`);
  for (const [i, t] of tokens.entries()) {
    const b = checkText(t, 'token label', `${field}.tokens.${i}`, 60);
    if (b) return b;
  }
  const discard = value.discard ?? (full ? undefined : []);
  if (!Array.isArray(discard) || discard.length > 200) return err('The discard pile must be a list of at most 200 cards.', 'ccg.deck-discard-pile', `${field}.discard`);
  for (const [i, c] of discard.entries()) {
    if (!isRecord(c)) return err('Each discarded card needs an id and a name.', 'ccg.deck-discard-pile', `${field}.discard.${i}`);
    const b = checkId(c.id, 'card id', `${field}.discard.${i}.id`) ?? checkText(c.name, 'card name', `${field}.discard.${i}.name`);
    if (b) return b;
  }
  return ok({
    id: value.id as string,
    name: value.name as string,
    initiative: value.initiative,
    credits,
    cards: checkedCards,
    tokens: tokens as string[],
    discard: (discard as Array<{ id: string; name: string }>).map((c) => ({ id: c.id, name: c.name })),
  });
}

function checkCaptains(value: unknown, field: string, full: boolean): CcgResult<QueueCaptain[]> {
  if (!Array.isArray(value) || !isCaptainCount(value.length)) {
    return err(`The table needs 1 to ${MAX_CAPTAINS} captains, in seating order clockwise.`, 'ccg.round.setup', field);
  }
  const captains: QueueCaptain[] = [];
  const cardIds = new Set<string>();
  for (const [i, v] of value.entries()) {
    const c = checkCaptain(v, `${field}.${i}`, full);
    if (!c.ok) return c;
    if (captains.some((o) => o.id === c.value.id)) return err(`Two captains share the id ${c.value.id}; each needs its own.`, 'ccg.round.setup', `${field}.${i}.id`);
    for (const [j, card] of [...c.value.cards, ...c.value.discard].entries()) {
      if (cardIds.has(card.id)) return err(`Two cards share the id ${card.id}; each card needs its own.`, 'ccg.cards', `${field}.${i}.cards.${j}.id`);
      cardIds.add(card.id);
    }
    captains.push(c.value);
  }
  return ok(captains);
}

function checkStage(phase: unknown, stage: unknown, field: string): CcgResult<{ phase: Phase; stage: number; trace: Step[] }> {
  if (typeof phase !== 'string' || !isPhase(phase)) return err(`${JSON.stringify(phase) ?? 'Nothing'} is not a phase of the round.`, 'ccg.round.setup', `${field}phase`);
  const def = isInteger(stage) ? stageDef(phase, stage) : undefined;
  if (def === undefined) return err(`The ${phaseName(phase)} has no stage ${String(stage)}.`, 'ccg.round.setup', `${field}stage`);
  return ok({ phase, stage: def.number, trace: [step(`The game is in the ${phaseName(phase)}, stage ${def.number} (${def.title.toLowerCase()}).`, def.rule)] });
}

/** The acting captain: one of the table, or none; and none in a stage where captains do not take turns. */
export function checkActing(captains: readonly { id: string }[], acting: unknown, field: string, phase: Phase, stage: number): CcgErr | null {
  if (acting === null) return null;
  if (typeof acting !== 'string' || !captains.some((c) => c.id === acting)) {
    return err(`The acting captain must be one of the captains at the table, or none.`, 'ccg.acting-captain', field);
  }
  const def = stageDef(phase, stage);
  if (def && (def.participation === 'none' || def.participation === 'simultaneous')) {
    const how = def.participation === 'none' ? 'no captain takes a turn' : 'every captain acts at once';
    return err(`In the ${phaseName(phase)}, stage ${stage} (${def.title.toLowerCase()}), ${how}, so there is no acting captain: choose none.`, 'ccg.acting-captain', field);
  }
  return null;
}

/** A new, empty queue for the table in `setup` (1 to 4 captains, seating order clockwise). */
export function createQueue(setup: unknown): CcgResult<QueueState> {
  if (!isRecord(setup)) return err('The setup needs captains and a phase.', 'ccg.round.setup');
  const captains = checkCaptains(setup.captains, 'captains', false);
  if (!captains.ok) return captains;
  const at = checkStage(setup.phase, setup.stage ?? 1, '');
  if (!at.ok) return at;
  const acting = setup.acting ?? null;
  const badActing = checkActing(captains.value, acting, 'acting', at.value.phase, at.value.stage);
  if (badActing) return badActing;
  const actingId = acting as string | null;
  const reactions = setup.reactions ?? 'any-time';
  if (reactions !== 'any-time' && reactions !== 'in-turn') return err('Reactions are either allowed at any time or only in turn.', 'ccg.note.reactions-out-of-turn', 'reactions');
  const priority = priorityHolder(captains.value, actingId);
  const snapshot: QueueSnapshot = {
    captains: captains.value,
    acting: actingId,
    phase: at.value.phase,
    stage: at.value.stage,
    priority: priority.id,
    respond: null,
    reactions,
    queue: [],
    passed: [],
    limitedUsed: [],
    changes: [],
    log: [],
    nextId: 1,
    lastMove: 'Start',
  };
  const trace: Step[] = [
    step(
      captains.value.length === 1
        ? `${captains.value[0]?.name ?? 'One captain'} plays alone.`
        : `${captains.value.length} captains sit in this order, clockwise: ${listAnd(captains.value.map((c) => c.name))}.`,
      'ccg.initiative-order',
    ),
    ...at.value.trace,
    ...priority.trace,
    step('The queue is empty.', 'ccg.timing.queue'),
  ];
  return ok({ ...snapshot, history: { past: [], future: [] } }, trace);
}

function checkItem(value: unknown, field: string, captains: readonly QueueCaptain[]): CcgErr | null {
  if (!isRecord(value)) return err('A queue item is malformed.', 'ccg.timing.queue', field);
  const basic =
    checkId(value.id, 'item id', `${field}.id`) ??
    checkText(value.name, 'item name', `${field}.name`) ??
    checkId(value.controller, 'controller', `${field}.controller`);
  if (basic) return basic;
  if (!captains.some((c) => c.id === value.controller)) return err(`Item ${String(value.id)} names a controller who is not at the table.`, 'ccg.control-vs-ownership', `${field}.controller`);
  const src = value.source;
  if (!isRecord(src)) return err('A queue item needs its source.', 'ccg.effect', `${field}.source`);
  if (src.kind === 'card') {
    if (!isCardType(src.cardType) || src.cardType === 'ship') return err('The card type of a card played is not valid.', 'ccg.cards', `${field}.source.cardType`);
    const b = checkId(src.cardId, 'card id', `${field}.source.cardId`);
    if (b) return b;
  } else if (src.kind === 'ability') {
    const b = checkId(src.cardId, 'card id', `${field}.source.cardId`) ?? checkText(src.ability, 'ability label', `${field}.source.ability`, 80);
    if (b) return b;
  } else return err('The source kind must be card or ability.', 'ccg.effect', `${field}.source.kind`);
  if (value.sourceName !== null) {
    const b = checkText(value.sourceName, 'source card name', `${field}.sourceName`);
    if (b) return b;
  }
  if (!isTiming(value.timing)) return err('The timing indicator must be action, reaction or none.', 'ccg.timing.indicator', `${field}.timing`);
  if (typeof value.limited !== 'boolean' || typeof value.transient !== 'boolean') return err('Limited and transient must be true or false.', 'ccg.limited', field);
  if (value.phases !== null) {
    if (!Array.isArray(value.phases) || value.phases.length === 0 || !value.phases.every((p) => typeof p === 'string' && isPhase(p))) {
      return err('A phase restriction must list phases of the round.', 'ccg.timing.phase-restrictions', `${field}.phases`);
    }
  }
  if (!Array.isArray(value.costs)) return err('Costs must be a list.', 'ccg.cost', `${field}.costs`);
  for (const [i, c] of value.costs.entries()) {
    const b = checkCost(c, `${field}.costs.${i}`);
    if (b) return b;
  }
  const eff = checkEffect(value.effect, `${field}.effect`);
  if (eff) return eff;
  if (value.reminder !== null) {
    const b = checkText(value.reminder, 'reminder', `${field}.reminder`, 400);
    if (b) return b;
  }
  if (value.cancelledBy !== null) {
    const b = checkId(value.cancelledBy, 'cancelling item', `${field}.cancelledBy`);
    if (b) return b;
  }
  return null;
}

function checkSnapshot(value: unknown, field: string): CcgErr | null {
  if (!isRecord(value)) return err('The saved state is not an object.', 'ccg.timing.queue', field || undefined);
  const p = field === '' ? '' : `${field}.`;
  const captains = checkCaptains(value.captains, `${p}captains`, true);
  if (!captains.ok) return captains;
  const at = checkStage(value.phase, value.stage, p);
  if (!at.ok) return at;
  const badActing = checkActing(captains.value, value.acting, `${p}acting`, at.value.phase, at.value.stage);
  if (badActing) return badActing;
  const changes = Array.isArray(value.changes) ? value.changes.filter(isRecord) : [];
  const expected = priorityHolder(captains.value, value.acting as string | null, changes).id;
  if (value.priority !== expected) return err(`Priority must rest with ${expected} at this table.`, 'ccg.timing.priority', `${p}priority`);
  if (!Array.isArray(value.queue) || value.queue.length > 200) return err('The queue must be a list of at most 200 items.', 'ccg.timing.queue', `${p}queue`);
  if (!Array.isArray(value.log) || value.log.length > 2000) return err('The log must be a list of at most 2000 entries.', 'ccg.timing.queue', `${p}log`);
  const ids = new Set<string>();
  const items: unknown[] = [...value.queue, ...value.log.map((e) => (isRecord(e) ? e.item : undefined))];
  for (const [i, item] of items.entries()) {
    const at2 = i < value.queue.length ? `${p}queue.${i}` : `${p}log.${i - value.queue.length}.item`;
    const bad = checkItem(item, at2, captains.value);
    if (bad) return bad;
    const id = (item as { id: string }).id;
    if (ids.has(id)) return err(`Two items share the id ${id}.`, 'ccg.timing.queue', `${at2}.id`);
    ids.add(id);
  }
  for (const [i, e] of value.log.entries()) {
    const entry = e as Record<string, unknown>;
    if (entry.outcome !== 'resolved' && entry.outcome !== 'cancelled' && entry.outcome !== 'failed') {
      return err('A log entry’s outcome must be resolved, cancelled or failed.', 'ccg.timing.queue', `${p}log.${i}.outcome`);
    }
    const b = checkText(entry.text, 'log text', `${p}log.${i}.text`, 400);
    if (b) return b;
  }
  const isCaptain = (x: unknown): boolean => captains.value.some((c) => c.id === x);
  if (value.queue.length === 0 ? value.respond !== null : !isCaptain(value.respond)) {
    return err('Whose turn it is to respond must be a captain while something is pending, and none otherwise.', 'ccg.note.queue-passing', `${p}respond`);
  }
  if (value.reactions !== 'any-time' && value.reactions !== 'in-turn') {
    return err('Reactions are either allowed at any time or only in turn.', 'ccg.note.reactions-out-of-turn', `${p}reactions`);
  }
  if (!Array.isArray(value.passed) || !value.passed.every(isCaptain) || new Set(value.passed).size !== value.passed.length || value.passed.length >= captains.value.length) {
    return err('The passes must list different captains, and not all of them.', 'ccg.note.queue-passing', `${p}passed`);
  }
  if (!Array.isArray(value.limitedUsed) || !value.limitedUsed.every((k) => typeof k === 'string' && k.length <= 200)) {
    return err('The Limited uses must be a list of keys.', 'ccg.limited', `${p}limitedUsed`);
  }
  if (!Array.isArray(value.changes) || value.changes.length > 500) return err('The value changes must be a list.', 'ccg.modifier', `${p}changes`);
  for (const [i, c] of value.changes.entries()) {
    const at3 = `${p}changes.${i}`;
    if (!isRecord(c) || !isInteger(c.amount) || typeof c.untilEndOfRound !== 'boolean') return err('A value change is malformed.', 'ccg.modifier', at3);
    const b = checkText(c.attribute, 'attribute', `${at3}.attribute`, 60) ?? checkText(c.subject, 'subject', `${at3}.subject`, 200) ?? checkText(c.source, 'source', `${at3}.source`) ?? checkId(c.itemId, 'item id', `${at3}.itemId`);
    if (b) return b;
    if (c.captain !== undefined && !captains.value.some((x) => x.id === c.captain)) return err('A value change names a captain who is not at the table.', 'ccg.modifier', `${at3}.captain`);
  }
  if (!isWhole(value.nextId, 1)) return err('The id counter must be a whole number of at least 1.', 'ccg.timing.queue', `${p}nextId`);
  return checkText(value.lastMove, 'move label', `${p}lastMove`, 300);
}

/**
 * Check a state that comes from outside (for example a URL) and return it as a
 * `QueueState`, or say which field is wrong. The history is checked too.
 */
export function parseQueueState(input: unknown): CcgResult<QueueState> {
  const bad = checkSnapshot(input, '');
  if (bad) return bad;
  const state = input as Record<string, unknown>;
  const history = state.history;
  if (!isRecord(history) || !Array.isArray(history.past) || !Array.isArray(history.future)) {
    return err('The state needs a history with past and future lists.', 'ccg.timing', 'history');
  }
  if (history.past.length + history.future.length > MAX_HISTORY) return err(`The history may hold at most ${MAX_HISTORY} steps.`, 'ccg.timing', 'history');
  for (const [i, h] of history.past.entries()) {
    const b = checkSnapshot(h, `history.past.${i}`);
    if (b) return b;
  }
  for (const [i, h] of history.future.entries()) {
    const b = checkSnapshot(h, `history.future.${i}`);
    if (b) return b;
  }
  return ok(input as QueueState, [step('The saved queue state is well formed.', 'ccg.timing.queue')]);
}
