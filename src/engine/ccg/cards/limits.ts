/**
 * Limits in play: how many crew, connections, gear, upgrades and complications
 * a captain (or a crew member, ship or contract) may hold, and what happens when
 * a card pushes past a limit.
 *
 * The state is a flat list of cards in play. Attached cards name their
 * foundation with `attachedTo`: gear on a crew card, an upgrade on a ship card,
 * a complication on a contract card. Each captain's ship is the ship card they
 * control.
 *
 * Trifling cards (and Hindrances, which are Trifling and Integral) take no slot
 * and count against no limit, but a Trifling crew still obeys the one-name rule.
 * A card may enter play over a limit; its captain then jettisons cards until
 * within the limits (our reading, `ccg.note.over-limit-entry`). A new
 * complication over a contract's slots makes the acting captain discard one
 * already attached. Tonnage, and where a card may attach, forbid the play.
 */
import { ICONS } from './icons.ts';
import { findKeyword, type KeywordSlug } from './keywords.ts';
import { err, ok, step, type CcgErr, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';

export const LIMIT_CARD_TYPES = ['ship', 'crew', 'gear', 'upgrade', 'connection', 'contract', 'complication'] as const;
export type LimitCardType = (typeof LIMIT_CARD_TYPES)[number];

const subtypesOf = (group: string): string[] => ICONS.filter((i) => i.group === group).map((i) => i.id);
export const GEAR_SUBTYPES = subtypesOf('gear-subtypes') as readonly string[];
export const UPGRADE_SUBTYPES = ['computer', 'hardpoint', 'hull', 'internal'] as const;
export type UpgradeSubtype = (typeof UPGRADE_SUBTYPES)[number];
export const CONNECTION_SUBTYPES = subtypesOf('connection-subtypes') as readonly string[];

/** The slots bar of a ship: crew slots and upgrade slots by subtype. */
export interface ShipSlots {
  crew: number;
  computer: number;
  hardpoint: number;
  hull: number;
  internal: number;
}

export interface LimitCard {
  /** Unique in the state. */
  id: string;
  name: string;
  type: LimitCardType;
  /** Captain id of the card's controller. */
  controller: string;
  /** Gear: alteration, armor, gadget, vehicle, weapon. Upgrade: computer, hardpoint, hull, internal. Connection: ally, locale, organization. */
  subtype?: string;
  /** Keyword names or slugs as printed ('Trifling', 'hindrance', 'Restricted (2)'); unknown names are refused. */
  keywords?: string[];
  /** Id of the foundation card: a crew for gear, a ship for an upgrade, a contract for a complication. */
  attachedTo?: string;
  /** Ship: its tonnage rating. Upgrade: its tonnage requirement (none when absent). */
  tonnage?: number;
  /** Ship only: the slots bar. */
  slots?: ShipSlots;
  /** Contract only: its complication slots. */
  complicationSlots?: number;
  /** Contract only: its Victory Points (used by the solo complication placement). */
  vp?: number;
}

export interface LimitsState {
  cards: LimitCard[];
  /** Solo challenge: contracts have unlimited complication slots. */
  unlimitedComplicationSlots?: boolean;
}

export type LimitKind =
  | 'crew-slots'
  | 'crew-name'
  | 'connection-subtype'
  | 'gear-subtype'
  | 'upgrade-slots'
  | 'tonnage'
  | 'complication-slots';

/** One limit that is exceeded, and what may be removed to fix it. */
export interface LimitExcess {
  kind: LimitKind;
  /** The captain who chooses what goes. */
  captain: string;
  /** Whose limit: the captain id (crew, names, connections), or the crew, ship or contract card id. */
  holder: string;
  /** The subtype or crew name the limit counts, when it counts one. */
  subtype?: string;
  name?: string;
  /** How many may stay, and how many there are (for tonnage: 0 of the 1 upgrade too heavy for the ship). */
  allowed: number;
  count: number;
  /** How many cards must go: count - allowed. */
  remove: number;
  /** Cards the captain may choose from (Trifling cards never help, so are not listed, except for names). */
  candidates: string[];
  /** Jettison for cards in play; discard for complications. */
  action: 'jettison' | 'discard';
  rule: RuleId;
  text: string;
}

export interface EntryCheck {
  /** The state with the card in play. */
  state: LimitsState;
  /** Limits the new card takes part in that are now exceeded; empty when it fits. */
  excesses: LimitExcess[];
}

export interface JettisonResult {
  /** The chosen cards and every card attached to them, which leave with their foundation. */
  removed: string[];
  state: LimitsState;
}

export interface MoveCheck {
  state: LimitsState;
  excesses: LimitExcess[];
}

// ---------------------------------------------------------------------------
// Reading cards

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

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function validateCard(card: unknown, field: string): CcgErr | null {
  if (!isObject(card)) return err(`Card ${field} must be an object with an id, a name, a type and a controller.`, 'ccg.cards', field);
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
    if (!isObject(c.slots)) return err(`The ship ${c.name} needs its slots bar: crew, computer, hardpoint, hull and internal slots.`, 'ccg.card-slots', `${field}.slots`);
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

const FOUNDATION: Partial<Record<LimitCardType, LimitCardType>> = { gear: 'crew', upgrade: 'ship', complication: 'contract' };

function validateState(state: unknown): CcgErr | null {
  if (!isObject(state) || !Array.isArray(state.cards)) return err('The state must hold a list of cards in play.', 'ccg.cards', 'cards');
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

// ---------------------------------------------------------------------------
// Counting

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const idsOf = (cards: readonly LimitCard[]) => cards.map((c) => c.id);
const namesOf = (cards: readonly LimitCard[]) => cards.map((c) => `${c.name} (${c.id})`).join(', ');

/** Every limit exceeded in a valid state, in a stable order. */
function excessesOf(state: LimitsState, newCardId?: string): LimitExcess[] {
  const out: LimitExcess[] = [];
  const cards = state.cards;
  const ships = cards.filter((c) => c.type === 'ship');
  const captains = [...new Set(cards.filter((c) => c.type === 'crew' || c.type === 'connection' || c.type === 'ship').map((c) => c.controller))].sort();

  for (const captain of captains) {
    const ship = ships.find((s) => s.controller === captain);
    const crew = cards.filter((c) => c.type === 'crew' && c.controller === captain);
    const counted = crew.filter((c) => !isTrifling(c));
    if (ship?.slots && counted.length > ship.slots.crew) {
      out.push({
        kind: 'crew-slots', captain, holder: captain, allowed: ship.slots.crew, count: counted.length,
        remove: counted.length - ship.slots.crew, candidates: idsOf(counted), action: 'jettison', rule: 'ccg.card-slots',
        text: `Captain ${captain} controls ${plural(counted.length, 'crew card')} that take a slot, but ${ship.name} has ${plural(ship.slots.crew, 'crew slot')}; ${plural(counted.length - ship.slots.crew, 'crew card')} must be jettisoned.`,
      });
    }
    for (const [, same] of groupBy(crew, (c) => normaliseName(c.name))) {
      if (same.length < 2) continue;
      const name = (same[0] as LimitCard).name;
      const trifling = same.some(isTrifling) ? ' Trifling does not lift this rule.' : '';
      out.push({
        kind: 'crew-name', captain, holder: captain, name, allowed: 1, count: same.length, remove: same.length - 1,
        candidates: idsOf(same), action: 'jettison', rule: same.some(isTrifling) ? 'ccg.keyword.trifling' : 'ccg.round.procurement.stage-1',
        text: `Captain ${captain} controls ${same.length} crew named ${name} (${idsOf(same).join(', ')}); a captain may control only one crew of a name.${trifling}`,
      });
    }
    const connections = cards.filter((c) => c.type === 'connection' && c.controller === captain && !isTrifling(c));
    for (const [subtype, same] of groupBy(connections, (c) => c.subtype ?? '')) {
      if (same.length < 2) continue;
      out.push({
        kind: 'connection-subtype', captain, holder: captain, subtype, allowed: 1, count: same.length, remove: same.length - 1,
        candidates: idsOf(same), action: 'jettison', rule: 'ccg.card-slots',
        text: `Captain ${captain} has ${same.length} ${subtype} connections (${namesOf(same)}); only one connection of each subtype is allowed.`,
      });
    }
  }

  for (const crew of cards.filter((c) => c.type === 'crew')) {
    const gear = cards.filter((c) => c.type === 'gear' && c.attachedTo === crew.id && !isTrifling(c));
    for (const [subtype, same] of groupBy(gear, (c) => c.subtype ?? '')) {
      if (same.length < 2) continue;
      out.push({
        kind: 'gear-subtype', captain: crew.controller, holder: crew.id, subtype, allowed: 1, count: same.length, remove: same.length - 1,
        candidates: idsOf(same), action: 'jettison', rule: 'ccg.card-slots',
        text: `${crew.name} carries ${same.length} ${subtype} gear (${namesOf(same)}); a crew member may carry only one gear of each subtype.`,
      });
    }
  }

  for (const ship of ships) {
    const upgrades = cards.filter((c) => c.type === 'upgrade' && c.attachedTo === ship.id);
    const counted = upgrades.filter((c) => !isTrifling(c));
    for (const subtype of UPGRADE_SUBTYPES) {
      const same = counted.filter((c) => c.subtype === subtype);
      const slots = ship.slots?.[subtype] ?? 0;
      if (same.length <= slots) continue;
      out.push({
        kind: 'upgrade-slots', captain: ship.controller, holder: ship.id, subtype, allowed: slots, count: same.length,
        remove: same.length - slots, candidates: idsOf(same), action: 'jettison', rule: 'ccg.card-slots',
        text: `${ship.name} carries ${same.length} ${subtype} upgrades (${namesOf(same)}) but has ${plural(slots, `${subtype} slot`)}.`,
      });
    }
    for (const up of upgrades) {
      if ((up.tonnage ?? 0) <= (ship.tonnage ?? 0)) continue;
      out.push({
        kind: 'tonnage', captain: ship.controller, holder: ship.id, name: up.name, allowed: 0, count: 1,
        remove: 1, candidates: [up.id], action: 'jettison', rule: 'ccg.upgrade',
        text: `${up.name} needs a ship of tonnage ${up.tonnage ?? 0} but ${ship.name} is rated ${ship.tonnage ?? 0}.`,
      });
    }
  }

  if (!state.unlimitedComplicationSlots) {
    for (const contract of cards.filter((c) => c.type === 'contract')) {
      const attached = cards.filter((c) => c.type === 'complication' && c.attachedTo === contract.id && !isTrifling(c));
      const slots = contract.complicationSlots ?? 0;
      if (attached.length <= slots) continue;
      const earlier = attached.filter((c) => c.id !== newCardId);
      const isNew = attached.length !== earlier.length;
      const chooser = isNew ? (cards.find((c) => c.id === newCardId)?.controller ?? contract.controller) : contract.controller;
      out.push({
        kind: 'complication-slots', captain: chooser, holder: contract.id, allowed: slots, count: attached.length,
        remove: attached.length - slots, candidates: idsOf(earlier), action: 'discard',
        rule: 'ccg.round.adventure.stage-1',
        text: `${contract.name} has ${plural(attached.length, 'complication')} attached but ${plural(slots, 'complication slot')}; ${isNew ? `captain ${chooser} discards` : 'discard'} ${plural(attached.length - slots, 'complication')} already attached to make room.`,
      });
    }
  }
  return out;
}

function excessKey(e: LimitExcess): string {
  const who = e.kind === 'tonnage' ? (e.candidates[0] ?? '') : e.name === undefined ? '' : normaliseName(e.name);
  return `${e.kind}|${e.holder}|${e.subtype ?? ''}|${who}`;
}

/** Remove cards and, recursively, the cards attached to them (they leave with their foundation). */
function withoutCards(state: LimitsState, ids: readonly string[]): { state: LimitsState; removed: string[] } {
  const gone = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of state.cards) {
      if (!gone.has(c.id) && c.attachedTo !== undefined && gone.has(c.attachedTo)) {
        gone.add(c.id);
        grew = true;
      }
    }
  }
  const removed = state.cards.filter((c) => gone.has(c.id)).map((c) => c.id);
  return { state: { ...state, cards: state.cards.filter((c) => !gone.has(c.id)) }, removed };
}

function explainTrifling(cards: readonly LimitCard[]): Step[] {
  return cards.filter(isTrifling).map((c) =>
    step(
      isHindrance(c)
        ? `${c.name} is a Hindrance, so it is Trifling: it takes no slot and counts against no limit.`
        : `${c.name} is Trifling: it takes no slot and counts against no limit${c.type === 'crew' ? ', though the one-name rule for crew still applies' : ''}.`,
      isHindrance(c) ? 'ccg.keyword.hindrance' : 'ccg.keyword.trifling',
    ),
  );
}

// ---------------------------------------------------------------------------
// Public checks

/**
 * Every limit exceeded in `state`. With `captain`, only the excesses that
 * captain must resolve. `newCardId` marks a complication just attached: it is
 * not a candidate for the discard, since only one already attached may go.
 */
export function findExcesses(state: LimitsState, options: { captain?: string; newCardId?: string } = {}): CcgResult<LimitExcess[]> {
  const bad = validateState(state);
  if (bad) return bad;
  const all = excessesOf(state, options.newCardId);
  const mine = options.captain === undefined ? all : all.filter((e) => e.captain === options.captain);
  const relevant = options.captain === undefined ? state.cards : state.cards.filter((c) => c.controller === options.captain);
  const trace: Step[] = explainTrifling(relevant);
  if (mine.length === 0) {
    trace.push(step(`No card limit is exceeded${options.captain === undefined ? '' : ` for captain ${options.captain}`}.`, 'ccg.card-slots'));
  }
  for (const e of mine) trace.push(step(e.text, e.rule));
  if (mine.some((e) => e.kind === 'upgrade-slots')) {
    trace.push(step('Upgrades are counted against the ship’s slots bar, subtype by subtype.', 'ccg.note.card-slots-icon'));
  }
  return ok(mine, trace);
}

/**
 * May `card` enter play in `state`? An error when it may not: a second ship,
 * an upgrade above the ship's tonnage, gear on another captain's crew or an
 * upgrade on another captain's ship without Hindrance, a foundation that is
 * not in play. Otherwise the state with the card added and the limits it now
 * exceeds, which its captain must resolve (see `chooseJettison`).
 */
export function checkEnterPlay(state: LimitsState, card: LimitCard): CcgResult<EntryCheck> {
  const badState = validateState(state);
  if (badState) return badState;
  const badCard = validateCard(card, 'card');
  if (badCard) return badCard;
  if (state.cards.some((c) => c.id === card.id)) {
    return err(`A card with the id ${card.id} is already in play; give the new card its own id.`, 'ccg.cards', 'card.id');
  }
  const trace: Step[] = [];
  const byId = new Map(state.cards.map((c) => [c.id, c]));
  const foundation = card.attachedTo === undefined ? undefined : byId.get(card.attachedTo);
  const wanted = FOUNDATION[card.type];
  if (wanted && (!foundation || foundation.type !== wanted)) {
    return err(`${card.name} must attach to a ${wanted} in play, and ${String(card.attachedTo)} is not one.`, 'ccg.attach', 'card.attachedTo');
  }
  if (card.type === 'ship' && state.cards.some((c) => c.type === 'ship' && c.controller === card.controller)) {
    return err(`Captain ${card.controller} already has a ship in play; each captain has exactly one.`, 'ccg.ship', 'card');
  }
  if (card.type === 'crew' && !state.cards.some((c) => c.type === 'ship' && c.controller === card.controller)) {
    return err(`Captain ${card.controller} has no ship in the state, so there are no crew slots to check against.`, 'ccg.card-slots', 'card.controller');
  }
  if (foundation && (card.type === 'gear' || card.type === 'upgrade') && foundation.controller !== card.controller) {
    if (!isHindrance(card)) {
      const where = card.type === 'gear' ? `${foundation.name}, a crew member controlled by captain ${foundation.controller}` : `${foundation.name}, the ship of captain ${foundation.controller}`;
      return err(
        `${card.name} cannot attach to ${where}: only a Hindrance may be played on an opponent's ${card.type === 'gear' ? 'crew' : 'ship'}.`,
        card.type === 'gear' ? 'ccg.gear' : 'ccg.upgrade',
        'card.attachedTo',
      );
    }
    trace.push(step(`${card.name} is a Hindrance, so captain ${card.controller} may attach it to ${foundation.name}, controlled by captain ${foundation.controller}.`, 'ccg.keyword.hindrance'));
  } else if (foundation) {
    trace.push(step(`${card.name} attaches to ${foundation.name}.`, 'ccg.attach'));
  }
  if (card.type === 'upgrade' && foundation) {
    const need = card.tonnage ?? 0;
    const have = foundation.tonnage ?? 0;
    if (need > have) {
      return err(`${card.name} needs a ship of tonnage ${need}, but ${foundation.name} is rated ${have}, so it cannot be attached.`, 'ccg.upgrade', 'card.tonnage');
    }
    trace.push(step(`${card.name} needs tonnage ${need} and ${foundation.name} is rated ${have}, so it fits.`, 'ccg.upgrade'));
    if (isTrifling(card) && need > 0) trace.push(step('Trifling lifts slot limits, not the tonnage rating.', 'ccg.note.trifling-scope'));
  }
  const next: LimitsState = { ...state, cards: [...state.cards, card] };
  trace.push(...explainTrifling([card]));
  const before = new Set(excessesOf(state).map(excessKey));
  const after = excessesOf(next, card.type === 'complication' ? card.id : undefined);
  const involved = after.filter(
    (e) => e.candidates.includes(card.id) || (e.kind === 'complication-slots' && e.holder === card.attachedTo) || !before.has(excessKey(e)),
  );
  if (involved.length === 0) {
    trace.push(step(`${card.name} fits within every card limit.`, 'ccg.card-slots'));
  } else {
    for (const e of involved) trace.push(step(e.text, e.rule));
    if (involved.some((e) => e.action === 'jettison')) {
      trace.push(step(`${card.name} may still enter play; its captain then chooses and jettisons cards, the new one included, until within the limits.`, 'ccg.note.over-limit-entry'));
    }
  }
  return ok({ state: next, excesses: involved }, trace);
}

/**
 * Validate the cards `captain` chooses to remove for the excesses they must
 * resolve, and return the state after they leave (attached cards leave with
 * their foundation). The choice must bring the captain within every limit and
 * hold no card that could stay: they jettison only until within the limits.
 */
export function chooseJettison(
  state: LimitsState,
  captain: string,
  chosen: readonly string[],
  options: { newCardId?: string } = {},
): CcgResult<JettisonResult> {
  const bad = validateState(state);
  if (bad) return bad;
  if (!Array.isArray(chosen)) return err('The chosen cards must be a list of card ids.', 'ccg.jettison', 'chosen');
  const excesses = excessesOf(state, options.newCardId).filter((e) => e.captain === captain);
  const candidates = new Set(excesses.flatMap((e) => e.candidates));
  const seen = new Set<string>();
  for (const [i, id] of chosen.entries()) {
    if (typeof id !== 'string') return err(`Choice ${i + 1} must be a card id.`, 'ccg.jettison', `chosen.${i}`);
    if (seen.has(id)) return err(`${id} is chosen twice.`, 'ccg.jettison', `chosen.${i}`);
    seen.add(id);
    const card = state.cards.find((c) => c.id === id);
    if (!card) return err(`No card with the id ${id} is in play.`, 'ccg.jettison', `chosen.${i}`);
    if (!candidates.has(id)) {
      const why = excesses.length === 0 ? `captain ${captain} is within every limit` : `${card.name} does not count toward any limit captain ${captain} is over`;
      return err(`${card.name} cannot be chosen: ${why}.`, 'ccg.jettison', `chosen.${i}`);
    }
  }
  const { state: after, removed } = withoutCards(state, chosen);
  const still = excessesOf(after, options.newCardId).filter((e) => e.captain === captain);
  if (still.length > 0) {
    const first = still[0] as LimitExcess;
    return err(`That choice is not enough: ${first.text}`, first.rule, 'chosen');
  }
  for (const [i, id] of chosen.entries()) {
    const rest = chosen.filter((other) => other !== id);
    const fixed = excessesOf(withoutCards(state, rest).state, options.newCardId).filter((e) => e.captain === captain).length === 0;
    if (fixed) {
      const name = state.cards.find((c) => c.id === id)?.name ?? id;
      return err(`${name} need not go: the other choices already bring captain ${captain} within the limits, and cards go only until the limits are met.`, 'ccg.round.procurement.stage-1', `chosen.${i}`);
    }
  }
  const trace: Step[] = [];
  for (const e of excesses) trace.push(step(e.text, e.rule));
  for (const id of removed) {
    const card = state.cards.find((c) => c.id === id) as LimitCard;
    if (chosen.includes(id)) {
      const verb = card.type === 'complication' ? 'is discarded' : 'is jettisoned';
      trace.push(step(`${card.name} (${id}) ${verb}.`, card.type === 'complication' ? 'ccg.round.adventure.stage-1' : 'ccg.jettison'));
    } else {
      const base = state.cards.find((c) => c.id === card.attachedTo);
      trace.push(step(`${card.name} (${id}) leaves play with ${base?.name ?? 'its foundation'}, the card it was attached to.`, 'ccg.attach'));
    }
  }
  if (chosen.length > 0) trace.push(step(`Captain ${captain} is now within every card limit.`, 'ccg.card-slots'));
  else trace.push(step(`Captain ${captain} is within every card limit; nothing needs to go.`, 'ccg.card-slots'));
  return ok({ removed, state: after }, trace);
}

/**
 * May the gear `gearId` move to the crew `toCrewId` (Ready Phase, stage 5)?
 * Integral gear (every Hindrance) never moves; gear moves between crew its
 * captain controls, at most once per Ready Phase (`movedThisPhase` lists gear
 * already moved). Returns the state after the move and any limit it exceeds.
 */
export function checkGearMove(
  state: LimitsState,
  gearId: string,
  toCrewId: string,
  options: { movedThisPhase?: readonly string[] } = {},
): CcgResult<MoveCheck> {
  const bad = validateState(state);
  if (bad) return bad;
  const gear = state.cards.find((c) => c.id === gearId);
  if (!gear || gear.type !== 'gear') return err(`${gearId} is not a gear card in play.`, 'ccg.gear', 'gearId');
  const to = state.cards.find((c) => c.id === toCrewId);
  if (!to || to.type !== 'crew') return err(`${toCrewId} is not a crew card in play.`, 'ccg.crew', 'toCrewId');
  const from = state.cards.find((c) => c.id === gear.attachedTo);
  if (isIntegral(gear)) {
    const why = isHindrance(gear) ? 'it is a Hindrance, and every Hindrance is Integral' : 'it is Integral';
    return err(`${gear.name} cannot be moved: ${why}, so it leaves its crew member only by going out of play.`, 'ccg.keyword.integral', 'gearId');
  }
  if (gear.attachedTo === toCrewId) return err(`${gear.name} is already attached to ${to.name}.`, 'ccg.round.ready.stage-5', 'toCrewId');
  if ((options.movedThisPhase ?? []).includes(gearId)) {
    return err(`${gear.name} has already moved this Ready Phase; gear moves at most once per phase.`, 'ccg.round.ready.stage-5', 'gearId');
  }
  if (from?.controller !== gear.controller || to.controller !== gear.controller) {
    return err(`Captain ${gear.controller} may move ${gear.name} only between crew they control.`, 'ccg.round.ready.stage-5', 'toCrewId');
  }
  const next: LimitsState = { ...state, cards: state.cards.map((c) => (c.id === gearId ? { ...c, attachedTo: toCrewId } : c)) };
  const trace: Step[] = [step(`${gear.name} moves from ${from?.name ?? 'its crew member'} to ${to.name}.`, 'ccg.round.ready.stage-5')];
  const excesses = excessesOf(next).filter((e) => e.candidates.includes(gearId));
  if (excesses.length === 0) trace.push(step(`${to.name} has no other ${gear.subtype ?? ''} gear that counts, so the move fits.`, 'ccg.card-slots'));
  for (const e of excesses) trace.push(step(e.text, e.rule));
  return ok({ state: next, excesses }, trace);
}

/** A ship card with its slots bar, for building states by hand. */
export function shipCard(id: string, controller: string, name: string, tonnage: number, slots: ShipSlots): LimitCard {
  return { id, name, type: 'ship', controller, tonnage, slots };
}
