/**
 * Checks of the shape of what a person (or a URL) hands the queue: ids, names,
 * whole numbers, known card types, phases and timings. The game rules that
 * decide whether a move is legal live in `add.ts` and `resolve.ts`.
 */
import { isRecord, isText, isWhole } from '../../core/validate.ts';
import { isPhase } from '../round/index.ts';
import { err, type CcgErr } from '../result.ts';
import { CARD_TYPES, TIMINGS, type CardType, type Timing } from './types.ts';

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:'-]{0,63}$/;
export const MAX_NAME = 120;
export const MAX_TEXT = 400;

export function isCardType(value: unknown): value is CardType {
  return typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value);
}

export function isTiming(value: unknown): value is Timing {
  return typeof value === 'string' && (TIMINGS as readonly string[]).includes(value);
}

/** An id: letters, digits and `_ . : ' -`, up to 64 characters. */
export function checkId(value: unknown, what: string, field: string): CcgErr | null {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    return err(`The ${what} must be an id of letters, digits, dots, dashes or underscores (1 to 64 characters); got ${JSON.stringify(value) ?? 'nothing'}.`, 'ccg.cards', field);
  }
  return null;
}

export function checkText(value: unknown, what: string, field: string, max = MAX_NAME): CcgErr | null {
  if (!isText(value, max)) {
    return err(`The ${what} must be a non-empty text of at most ${max} characters.`, 'ccg.cards', field);
  }
  return null;
}

function checkTarget(value: unknown, field: string): CcgErr | null {
  if (!isRecord(value) || (value.kind !== 'item' && value.kind !== 'card' && value.kind !== 'captain')) {
    return err('A target must name an item on the queue, a card in play or a captain.', 'ccg.target', field);
  }
  return checkId(value.id, `target ${String(value.kind)}`, `${field}.id`);
}

function checkDeltas(value: unknown, field: string): CcgErr | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 8) {
    return err('A change-value effect must change between 1 and 8 values.', 'ccg.effect', field);
  }
  for (const [i, d] of value.entries()) {
    if (!isRecord(d)) return err(`Change ${i + 1} must have an attribute and an amount.`, 'ccg.effect', `${field}.${i}`);
    const bad = checkText(d.attribute, 'attribute of the change', `${field}.${i}.attribute`, 60);
    if (bad) return bad;
    if (!isWhole(d.amount, -99, 99)) {
      return err(`Change ${i + 1} must add or subtract a whole number from -99 to 99.`, 'ccg.modifier', `${field}.${i}.amount`);
    }
  }
  return null;
}

/** The shape of an effect; which targets each kind allows is checked here too. */
export function checkEffect(value: unknown, field: string): CcgErr | null {
  if (!isRecord(value)) return err('The item needs an effect.', 'ccg.effect', field);
  const target = value.target;
  if (target !== undefined) {
    const bad = checkTarget(target, `${field}.target`);
    if (bad) return bad;
  }
  const targetKind = isRecord(target) ? target.kind : undefined;
  switch (value.kind) {
    case 'cancel':
      if (targetKind !== 'item') {
        return err('A cancel effect must target an item on the queue: cancelling needs something pending to stop.', 'ccg.cancel', `${field}.target`);
      }
      return null;
    case 'change-value': {
      if (targetKind === 'item') return err('A change-value effect targets a card or a captain, not a queue item.', 'ccg.target', `${field}.target`);
      const bad = checkDeltas(value.changes, `${field}.changes`);
      if (bad) return bad;
      if (typeof value.untilEndOfRound !== 'boolean') return err('Say whether the change lasts until the end of the round (true or false).', 'ccg.effect', `${field}.untilEndOfRound`);
      if (value.subject !== undefined) {
        const s = checkText(value.subject, 'subject of the change', `${field}.subject`, 80);
        if (s) return s;
      }
      if (value.instead !== undefined) {
        const inst = value.instead;
        if (!isRecord(inst)) return err('The conditional version needs a condition, whether it holds, and its changes.', 'ccg.effect', `${field}.instead`);
        const c = checkText(inst.condition, 'condition', `${field}.instead.condition`, MAX_TEXT);
        if (c) return c;
        if (typeof inst.holds !== 'boolean') return err('Say whether the condition holds (true or false).', 'ccg.effect', `${field}.instead.holds`);
        return checkDeltas(inst.changes, `${field}.instead.changes`);
      }
      return null;
    }
    case 'gain-token':
      if (targetKind !== undefined && targetKind !== 'captain') return err('A token goes to a captain’s Resource Pool, so only a captain can be its target.', 'ccg.target', `${field}.target`);
      return checkText(value.token, 'token', `${field}.token`, 60);
    case 'describe':
      return checkText(value.text, 'effect text', `${field}.text`, MAX_TEXT);
    default:
      return err(`Unknown effect kind ${JSON.stringify(value.kind) ?? 'nothing'}: use cancel, change-value, gain-token or describe.`, 'ccg.effect', `${field}.kind`);
  }
}

export function checkCost(value: unknown, field: string): CcgErr | null {
  if (!isRecord(value)) return err('Each cost needs a kind: credits, exert, jettison or discard-token.', 'ccg.cost', field);
  switch (value.kind) {
    case 'credits':
      if (!isWhole(value.amount, 0, 99)) {
        return err('A Credits cost must be a whole number from 0 to 99.', 'ccg.cost', `${field}.amount`);
      }
      return null;
    case 'exert':
    case 'jettison':
      return value.cardId === undefined ? null : checkId(value.cardId, 'card to pay with', `${field}.cardId`);
    case 'discard-token':
      return checkText(value.token, 'token to discard', `${field}.token`, 60);
    default:
      return err(`Unknown cost kind ${JSON.stringify(value.kind) ?? 'nothing'}: use credits, exert, jettison or discard-token.`, 'ccg.cost', `${field}.kind`);
  }
}

function checkSource(value: unknown, field: string): CcgErr | null {
  if (!isRecord(value)) return err('Say where the item comes from: a card played or an ability of a card in play.', 'ccg.effect', field);
  if (value.kind === 'card') {
    if (!isCardType(value.cardType)) {
      return err(`The card type must be one of ${CARD_TYPES.join(', ')}.`, 'ccg.cards', `${field}.cardType`);
    }
    if (value.cardType === 'ship') return err('A ship is never played from hand: it is in play from the start of the game.', 'ccg.ship', `${field}.cardType`);
    return value.cardId === undefined ? null : checkId(value.cardId, 'card', `${field}.cardId`);
  }
  if (value.kind === 'ability') {
    const bad = checkId(value.cardId, 'card with the ability', `${field}.cardId`);
    if (bad) return bad;
    return value.ability === undefined ? null : checkText(value.ability, 'ability label', `${field}.ability`, 80);
  }
  return err('The source kind must be card (a card played) or ability (an ability of a card in play).', 'ccg.effect', `${field}.kind`);
}

/** The shape of an item spec (not whether adding it is legal now). */
export function checkItemSpec(value: unknown, field = 'item'): CcgErr | null {
  if (!isRecord(value)) return err('The item to add is missing.', 'ccg.effect', field);
  if (value.id !== undefined) {
    const bad = checkId(value.id, 'item id', `${field}.id`);
    if (bad) return bad;
  }
  const checks: Array<CcgErr | null> = [
    checkText(value.name, 'item name', `${field}.name`),
    checkId(value.controller, 'controlling captain', `${field}.controller`),
    checkSource(value.source, `${field}.source`),
  ];
  for (const c of checks) if (c) return c;
  if (value.timing !== undefined && !isTiming(value.timing)) {
    return err('The timing indicator must be action, reaction or none.', 'ccg.timing.indicator', `${field}.timing`);
  }
  if (value.limited !== undefined && typeof value.limited !== 'boolean') {
    return err('Limited must be true or false.', 'ccg.limited', `${field}.limited`);
  }
  if (value.phases !== undefined && value.phases !== null) {
    if (!Array.isArray(value.phases) || value.phases.length === 0) {
      return err('A phase restriction must list at least one phase (or be left out).', 'ccg.timing.phase-restrictions', `${field}.phases`);
    }
    for (const [i, p] of value.phases.entries()) {
      if (typeof p !== 'string' || !isPhase(p)) {
        return err(`Phase ${JSON.stringify(p) ?? 'nothing'} is not a phase of the round.`, 'ccg.timing.phase-restrictions', `${field}.phases.${i}`);
      }
    }
  }
  if (value.costs !== undefined) {
    if (!Array.isArray(value.costs) || value.costs.length > 8) return err('Costs must be a list of at most 8 costs.', 'ccg.cost', `${field}.costs`);
    for (const [i, c] of value.costs.entries()) {
      const bad = checkCost(c, `${field}.costs.${i}`);
      if (bad) return bad;
    }
  }
  if (value.reminder !== undefined) {
    const bad = checkText(value.reminder, 'reminder', `${field}.reminder`, MAX_TEXT);
    if (bad) return bad;
  }
  return checkEffect(value.effect, `${field}.effect`);
}
