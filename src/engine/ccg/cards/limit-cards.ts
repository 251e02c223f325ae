/**
 * Reading the cards of a limits state: the keywords that change how a card
 * counts (Trifling, Integral, Hindrance), names compared as a player would,
 * and the shape checks of a card and of a whole state.
 */
import { isRecord, isWhole } from '../../core/validate.ts';
import { err, type CcgErr } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { findKeyword, type KeywordSlug } from './keywords.ts';
import { CONNECTION_SUBTYPES, GEAR_SUBTYPES, LIMIT_CARD_TYPES, UPGRADE_SUBTYPES, type LimitCard, type LimitCardType } from './limit-types.ts';

function keywordSlug(raw: string): KeywordSlug | undefined {
  const base = raw
    .trim()
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/\s+\d+$/, '')
    // The booklet prints "Invulnerable to crew abilities" without brackets.
    .replace(/^(invulnerable)\s+to\s+.+$/i, '$1')
    .trim();
  if (/^unrestricted$/i.test(base)) return 'restricted';
  return findKeyword(base)?.slug as KeywordSlug | undefined;
}

function hasKeyword(card: LimitCard, slug: KeywordSlug): boolean {
  return (card.keywords ?? []).some((k) => keywordSlug(k) === slug);
}

/** Trifling, or Hindrance (which always carries Trifling). */
export function isTrifling(card: LimitCard): boolean {
  return hasKeyword(card, 'trifling') || hasKeyword(card, 'hindrance');
}

/** Integral, or Hindrance (which always carries Integral). */
export function isIntegral(card: LimitCard): boolean {
  return hasKeyword(card, 'integral') || hasKeyword(card, 'hindrance');
}

export function isHindrance(card: LimitCard): boolean {
  return hasKeyword(card, 'hindrance');
}

/** Case, spacing and curly quotes do not make two names different. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').replace(/[\u2018\u2019\u02BC]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

export function validateCard(card: unknown, field: string): CcgErr | null {
  if (!isRecord(card)) return err(`Card ${field} must be an object with an id, a name, a type and a controller.`, 'ccg.cards', field);
  const c = card as Partial<LimitCard>;
  if (typeof c.id !== 'string' || c.id.trim() === '') return err(`Card ${field} needs a non-empty id.`, 'ccg.cards', `${field}.id`);
  if (typeof c.name !== 'string' || c.name.trim() === '') return err(`Card ${c.id} needs a name.`, 'ccg.cards', `${field}.name`);
  if (typeof c.type !== 'string' || !(LIMIT_CARD_TYPES as readonly string[]).includes(c.type)) {
    return err(`Card ${c.id} has type ${String(c.type)}; the types that take part in limits are ${LIMIT_CARD_TYPES.join(', ')}.`, 'ccg.cards', `${field}.type`);
  }
  if (typeof c.controller !== 'string' || c.controller.trim() === '') return err(`Card ${c.id} needs the id of the captain who controls it.`, 'ccg.control-vs-ownership', `${field}.controller`);
  if (c.keywords !== undefined) {
    if (!Array.isArray(c.keywords)) return err(`The keywords of ${c.name} must be a list.`, 'ccg.cards', `${field}.keywords`);
    for (const [i, k] of c.keywords.entries()) {
      if (typeof k !== 'string' || keywordSlug(k) === undefined) {
        return err(`${c.name} lists the keyword "${String(k)}", which is not one of the twenty keywords.`, 'ccg.cards', `${field}.keywords.${i}`);
      }
    }
  }
  const subtypes: Partial<Record<LimitCardType, readonly string[]>> = { gear: GEAR_SUBTYPES, upgrade: UPGRADE_SUBTYPES, connection: CONNECTION_SUBTYPES };
  const allowed = subtypes[c.type];
  if (allowed && (typeof c.subtype !== 'string' || !allowed.includes(c.subtype))) {
    const rule: RuleId = c.type === 'gear' ? 'ccg.gear' : c.type === 'upgrade' ? 'ccg.upgrade' : 'ccg.connection';
    return err(`${c.name} is ${c.type === 'upgrade' ? 'an' : 'a'} ${c.type} and needs a subtype: one of ${allowed.join(', ')}.`, rule, `${field}.subtype`);
  }
  if (c.type === 'ship') {
    if (!isWhole(c.tonnage)) return err(`The ship ${c.name} needs a tonnage rating as a whole number.`, 'ccg.ship', `${field}.tonnage`);
    if (!isRecord(c.slots)) return err(`The ship ${c.name} needs its slots bar: crew, computer, hardpoint, hull and internal slots.`, 'ccg.card-slots', `${field}.slots`);
    for (const key of ['crew', ...UPGRADE_SUBTYPES] as const) {
      if (!isWhole(c.slots[key])) return err(`The ship ${c.name} needs its ${key} slots as a whole number.`, 'ccg.card-slots', `${field}.slots.${key}`);
    }
  }
  if (c.type === 'upgrade' && c.tonnage !== undefined && !isWhole(c.tonnage)) {
    return err(`The tonnage requirement of ${c.name} must be a whole number.`, 'ccg.upgrade', `${field}.tonnage`);
  }
  if (c.type === 'contract') {
    if (!isWhole(c.complicationSlots)) return err(`The contract ${c.name} needs its complication slots as a whole number.`, 'ccg.contract', `${field}.complicationSlots`);
    if (c.vp !== undefined && !isWhole(c.vp)) return err(`The Victory Points of ${c.name} must be a whole number.`, 'ccg.victory-points', `${field}.vp`);
  }
  const needsFoundation = c.type === 'gear' || c.type === 'upgrade' || c.type === 'complication';
  if (needsFoundation && (typeof c.attachedTo !== 'string' || c.attachedTo === '')) {
    return err(`${c.name} is ${c.type === 'upgrade' ? 'an' : 'a'} ${c.type} and must name the card it is attached to.`, 'ccg.attach', `${field}.attachedTo`);
  }
  if (!needsFoundation && c.attachedTo !== undefined) {
    return err(`${c.name} is ${c.type === 'upgrade' ? 'an' : 'a'} ${c.type}, which does not attach to another card.`, 'ccg.attach', `${field}.attachedTo`);
  }
  return null;
}

export const FOUNDATION: Partial<Record<LimitCardType, LimitCardType>> = { gear: 'crew', upgrade: 'ship', complication: 'contract' };

export function validateState(state: unknown): CcgErr | null {
  if (!isRecord(state) || !Array.isArray(state.cards)) return err('The state must hold a list of cards in play.', 'ccg.cards', 'cards');
  const cards = state.cards as unknown[];
  const ids = new Map<string, LimitCard>();
  for (const [i, card] of cards.entries()) {
    const bad = validateCard(card, `cards.${i}`);
    if (bad) return bad;
    const c = card as LimitCard;
    if (ids.has(c.id)) return err(`Two cards share the id ${c.id}; every card in play needs its own id.`, 'ccg.cards', `cards.${i}.id`);
    ids.set(c.id, c);
  }
  const shipOf = new Map<string, string>();
  for (const [i, card] of (cards as LimitCard[]).entries()) {
    const wanted = FOUNDATION[card.type];
    if (wanted) {
      const base = ids.get(card.attachedTo ?? '');
      if (!base || base.type !== wanted) {
        return err(`${card.name} is attached to ${String(card.attachedTo)}, which is not a ${wanted} card in play.`, 'ccg.attach', `cards.${i}.attachedTo`);
      }
    }
    if (card.type === 'ship') {
      if (shipOf.has(card.controller)) return err(`Captain ${card.controller} controls two ships; each captain has exactly one.`, 'ccg.ship', `cards.${i}`);
      shipOf.set(card.controller, card.id);
    }
  }
  for (const [i, card] of (cards as LimitCard[]).entries()) {
    if (card.type === 'crew' && !shipOf.has(card.controller)) {
      return err(`Captain ${card.controller} controls crew but has no ship card in the state, so their crew slots are unknown.`, 'ccg.card-slots', `cards.${i}.controller`);
    }
  }
  if (state.unlimitedComplicationSlots !== undefined && typeof state.unlimitedComplicationSlots !== 'boolean') {
    return err('unlimitedComplicationSlots must be true or false.', 'ccg.solo.challenges', 'unlimitedComplicationSlots');
  }
  return null;
}
