/**
 * Reading the cards of a limits state: the keywords that change how a card
 * counts (Trifling, Integral, Hindrance), names compared as a player would,
 * and the readers of a card and of a whole state (each entry point of
 * `limits.ts` reads its input once with them).
 */
import { ok } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { choice, compact, flag, list, maybe, name, own, pathTo, record, refine, refuse, saying, shape, shown, text, whole, type Reader } from '../readers.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { findKeyword, type KeywordSlug } from './keywords.ts';
import { CONNECTION_SUBTYPES, GEAR_SUBTYPES, LIMIT_CARD_TYPES, UPGRADE_SUBTYPES, type LimitCard, type LimitCardType, type LimitsState, type ShipSlots } from './limit-types.ts';

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

const SUBTYPES: Partial<Record<LimitCardType, readonly string[]>> = { gear: GEAR_SUBTYPES, upgrade: UPGRADE_SUBTYPES, connection: CONNECTION_SUBTYPES };
const SLOT_KEYS = ['crew', ...UPGRADE_SUBTYPES] as const;
/** The largest counts a card prints, keywords on one card, and cards in one state: far past any card or table of the game. */
const MAX_COUNT = 9999;
const MAX_KEYWORDS = 20;
const MAX_CARDS = 500;
/** A field this type of card does not have: whatever is there is left out. */
const ignored: Reader<undefined> = () => ok(undefined);

/** The longest id a card or a captain has (the game's ids). */
const MAX_ID = TEXT_LIMITS.gameId;

/** A card of a limits state, read at `path` (`cards.3`, `card`): the fields each type needs, and none it may not have. */
export const readLimitCard: Reader<LimitCard> = (value, path) =>
  record<LimitCard>(`Card ${path} must be an object with an id, a name, a type and a controller.`, 'ccg.cards', (v, at) => {
    const id = saying(name('The id', 'ccg.cards', MAX_ID), `Card ${at} needs a non-empty id of at most ${MAX_ID} characters.`, 'ccg.cards')(own(v, 'id'), pathTo(at, 'id'));
    if (!id.ok) return id;
    const called = saying(name('The name', 'ccg.cards', TEXT_LIMITS.name), `Card ${id.value} needs a name of at most ${TEXT_LIMITS.name} characters.`, 'ccg.cards')(own(v, 'name'), pathTo(at, 'name'));
    if (!called.ok) return called;
    const type = choice(`The type of card ${id.value} (the types that take part in limits)`, LIMIT_CARD_TYPES, 'ccg.cards')(own(v, 'type'), pathTo(at, 'type'));
    if (!type.ok) return type;
    const controller = saying(name('The controller', 'ccg.control-vs-ownership', MAX_ID), `Card ${id.value} needs the id of the captain who controls it.`, 'ccg.control-vs-ownership')(
      own(v, 'controller'),
      pathTo(at, 'controller'),
    );
    if (!controller.ok) return controller;
    const t = type.value;
    const cardName = called.value;
    const keyword = refine(text(`A keyword of ${cardName}`, 'ccg.cards', TEXT_LIMITS.name), (k, p) =>
      keywordSlug(k) !== undefined ? null : refuse(`${cardName} lists the keyword ${shown(k)}, which is not one of the twenty keywords.`, 'ccg.cards', p),
    );
    const a = (t === 'upgrade' ? 'an' : 'a') + ` ${t}`;
    const allowed = SUBTYPES[t];
    const subtypeRule: RuleId = t === 'gear' ? 'ccg.gear' : t === 'upgrade' ? 'ccg.upgrade' : 'ccg.connection';
    const subtype = (
      allowed ? saying(choice('The subtype', allowed, subtypeRule), `${cardName} is ${a} and needs a subtype: one of ${allowed.join(', ')}.`, subtypeRule) : maybe(text(`The subtype of ${cardName}`, 'ccg.cards', TEXT_LIMITS.name))
    )(own(v, 'subtype'), pathTo(at, 'subtype'));
    if (!subtype.ok) return subtype;
    const needsFoundation = t === 'gear' || t === 'upgrade' || t === 'complication';
    const count = (what: string, rule: RuleId) => whole(what, 0, MAX_COUNT, rule);
    const attachedTo: Reader<string | undefined> = needsFoundation
      ? saying(name('The card attached to', 'ccg.attach', MAX_ID), `${cardName} is ${a} and must name the card it is attached to.`, 'ccg.attach')
      : (x, p) => (x === undefined ? ok(undefined) : refuse(`${cardName} is ${a}, which does not attach to another card.`, 'ccg.attach', p));
    const rest = shape(
      'A card',
      {
        keywords: maybe(list(`The keywords of ${cardName}`, keyword, 0, MAX_KEYWORDS, 'ccg.cards')),
        tonnage:
          t === 'ship' ? count(`The tonnage rating of the ship ${cardName}`, 'ccg.ship') : t === 'upgrade' ? maybe(count(`The tonnage requirement of ${cardName}`, 'ccg.upgrade')) : ignored,
        slots:
          t === 'ship'
            ? record<ShipSlots>(`The ship ${cardName} needs its slots bar: crew, computer, hardpoint, hull and internal slots.`, 'ccg.card-slots', (s, p) =>
                shape('The slots bar', Object.fromEntries(SLOT_KEYS.map((k) => [k, count(`The ship ${cardName}'s ${k} slots`, 'ccg.card-slots')])) as Record<keyof ShipSlots, Reader<number>>, 'ccg.card-slots')(s, p),
              )
            : ignored,
        complicationSlots: t === 'contract' ? count(`The complication slots of the contract ${cardName}`, 'ccg.contract') : ignored,
        vp: t === 'contract' ? maybe(count(`The Victory Points of ${cardName}`, 'ccg.victory-points')) : ignored,
        attachedTo,
      },
      'ccg.cards',
    )(v, at);
    if (!rest.ok) return rest;
    return ok(compact({ id: id.value, name: cardName, type: t, controller: controller.value, subtype: subtype.value, ...rest.value }));
  })(value, path);

export const FOUNDATION: Partial<Record<LimitCardType, LimitCardType>> = { gear: 'crew', upgrade: 'ship', complication: 'contract' };

/** A limits state: the cards in play (ids of their own, foundations in play, one ship a captain, a ship for every crew) and the solo challenge's switch. */
export const readLimitsState: Reader<LimitsState> = (value, path) => {
  const cards = record('The state must hold a list of cards in play.', 'ccg.cards', (v, at) =>
    list('The cards in play', readLimitCard, 0, MAX_CARDS, 'ccg.cards')(own(v, 'cards'), pathTo(at, 'cards')),
  )(value, path);
  if (!cards.ok) return cards.field === undefined || cards.field === path ? { ...cards, field: pathTo(path, 'cards') } : cards;
  const v = value as Record<string, unknown>;
  const ids = new Map<string, LimitCard>();
  for (const [i, c] of cards.value.entries()) {
    if (ids.has(c.id)) return refuse(`Two cards share the id ${c.id}; every card in play needs its own id.`, 'ccg.cards', pathTo(path, `cards.${i}.id`));
    ids.set(c.id, c);
  }
  const shipOf = new Map<string, string>();
  for (const [i, card] of cards.value.entries()) {
    const wanted = FOUNDATION[card.type];
    if (wanted) {
      const base = ids.get(card.attachedTo ?? '');
      if (!base || base.type !== wanted) return refuse(`${card.name} is attached to ${card.attachedTo ?? 'nothing'}, which is not a ${wanted} card in play.`, 'ccg.attach', pathTo(path, `cards.${i}.attachedTo`));
    }
    if (card.type === 'ship') {
      if (shipOf.has(card.controller)) return refuse(`Captain ${card.controller} controls two ships; each captain has exactly one.`, 'ccg.ship', pathTo(path, `cards.${i}`));
      shipOf.set(card.controller, card.id);
    }
  }
  for (const [i, card] of cards.value.entries()) {
    if (card.type === 'crew' && !shipOf.has(card.controller)) {
      return refuse(`Captain ${card.controller} controls crew but has no ship card in the state, so their crew slots are unknown.`, 'ccg.card-slots', pathTo(path, `cards.${i}.controller`));
    }
  }
  const solo = maybe(flag('Whether contracts have unlimited complication slots (unlimitedComplicationSlots)', 'ccg.solo.challenges'))(own(v, 'unlimitedComplicationSlots'), pathTo(path, 'unlimitedComplicationSlots'));
  if (!solo.ok) return solo;
  return ok(compact({ cards: cards.value, unlimitedComplicationSlots: solo.value }));
};
