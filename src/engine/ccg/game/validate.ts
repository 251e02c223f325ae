/**
 * Reading the cards a game is set up with (and a game state read back from a
 * URL) with the CCG readers: ids, types, and the printed values the round's
 * rules read. Each refusal names its rule and the dotted path of the field
 * (`captains.0.deck.3.values.skills.1.level`).
 */
import { findKeyword, isCapability, isSkill, KEYWORDS, SKILL_LEVELS } from '../cards/index.ts';
import { RESOLUTION_LIMITS as L, TEXT_LIMITS } from '../limits.ts';
import { ok, type CcgErr, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { readRequirements } from '../resolution/index.ts';
import { atLeast, choice, list, matching, maybe, name, own, pathTo, record, refine, refuse, shown, text, whole, type Reader } from '../readers.ts';
import { GAME_CARD_TYPES, type CardValues, type GameCardType } from './types.ts';

export const ID_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_.:-]{0,${TEXT_LIMITS.gameId - 1}}$`);

/** An id of a card or a captain: letters, digits and . _ : -, 1 to `TEXT_LIMITS.gameId`, starting with a letter or digit. */
export const readId = (what: string, rule: RuleId = 'ccg.cards'): Reader<string> =>
  matching(`${what}'s id`, ID_PATTERN, `letters, digits, dots, dashes or underscores (up to ${TEXT_LIMITS.gameId}), starting with a letter or digit`, rule);

/** A whole number of `min` (0 unless told) or more, with no upper bound (the cards print none). */
export const count = (what: string, rule: RuleId, min = 0): Reader<number> => atLeast(what, min, rule);

export type Refusal = CcgErr;

/** The refusal of a read, or null when it read. */
export const failed = (r: CcgResult<unknown>): Refusal | null => (r.ok ? null : r);

/** The refusal found, or `value` read. */
export const failedOr = <T>(bad: Refusal | null, value: T): CcgResult<T> => bad ?? ok(value);

/**
 * Every item of the list at `path` (left out is fine, more than `max` is
 * refused unread), each read by `item` (given its place); the first refusal, or null.
 */
export function eachOf(value: unknown, path: string, what: string, rule: RuleId, max: number, item: (x: unknown, path: string, i: number) => CcgResult<unknown>): Refusal | null {
  let i = 0;
  return failed(maybe(list(what, (x, p) => item(x, p, i++), 0, max, rule))(value, path));
}

/** Fields of `o` read in turn, each at its own path; the first refusal, or null. */
export function fieldsOf(o: Record<string, unknown>, path: string, readers: readonly (readonly [string, Reader<unknown>])[]): Refusal | null {
  for (const [key, reader] of readers) {
    const bad = failed(reader(own(o, key), pathTo(path, key)));
    if (bad) return bad;
  }
  return null;
}

/** The longest subplot award described in words. */
const AWARD_MAX = 200;

const subplot: Reader<unknown> = record('Each subplot needs requirements and Victory Points.', 'ccg.subplot', (s, path) => {
  const bad = fieldsOf(s, path, [
    ['vp', count("A subplot's Victory Points", 'ccg.subplot')],
    ['award', maybe(text('A subplot award (in words)', 'ccg.subplot', AWARD_MAX))],
    ['requirements', readRequirements],
  ]);
  return failedOr(bad, s);
});

/** An adventure card's face (its contract or complication): requirements and up to `L.subplots` subplots, as the resolution reads them. */
const faceParts = (face: Record<string, unknown>, path: string): Refusal | null =>
  fieldsOf(face, path, [
    ['requirements', readRequirements],
    ['subplots', maybe(list('The subplots of a card', subplot, 0, L.subplots, 'ccg.subplot'))],
  ]);

const WHOLE_FIELDS = ['cost', 'ev', 'initiative', 'jump', 'attack', 'defense', 'woundCapacity', 'structureCapacity', 'tonnage'] as const;
const SLOT_KEYS = ['crew', 'computer', 'hardpoint', 'hull', 'internal'] as const;
const CONTRACT_KEYS = ['vp', 'distance', 'complicationSlots', 'abandonment'] as const;

/** The most an abandonment modifier adds or takes away. */
const MODIFIER_MAX = 99;

/** A keyword as printed, without its number or its note in brackets (`Hardened (2)` → `Hardened`). */
const keywordBase = (k: string) => k.replace(/\s*\(.*\)\s*$/, '').replace(/\s+\d+$/, '');

/** Each list of a card's values: what it is called, its key, its rule, how many it may hold, and how one item is read. */
const valueLists = (name: string): readonly (readonly [string, Reader<unknown>])[] => [
  [
    'capabilities',
    list(
      `${name}: capabilities`,
      refine(text(`${name}: a capability`, 'ccg.capabilities', TEXT_LIMITS.name), (c, p) => (isCapability(c) ? null : refuse(`${name}: ${shown(c)} is not a capability.`, 'ccg.capabilities', p))),
      0,
      L.capabilities,
      'ccg.capabilities',
    ),
  ],
  [
    'skills',
    list(
      `${name}: skills`,
      record(`${name}: each skill must be an object with a skill and a level.`, 'ccg.skills', (sk, p) => {
        const skill = refine(text(`${name}: a skill`, 'ccg.skills', TEXT_LIMITS.name), (v, at) => (isSkill(v) ? null : refuse(`${name}: ${shown(v)} is not a skill of the game.`, 'ccg.skills', at)))(
          own(sk, 'skill'),
          pathTo(p, 'skill'),
        );
        if (!skill.ok) return skill;
        const level = choice(`${name}: the level of a skill`, SKILL_LEVELS, 'ccg.skill-levels')(own(sk, 'level'), pathTo(p, 'level'));
        return level.ok ? ok(sk) : level;
      }),
      0,
      L.skills,
      'ccg.skills',
    ),
  ],
  [
    'keywords',
    list(
      `${name}: keywords`,
      refine(text(`${name}: a keyword`, 'ccg.cards', TEXT_LIMITS.name), (k, p) =>
        findKeyword(keywordBase(k)) !== undefined || /^unrestricted$/i.test(keywordBase(k)) ? null : refuse(`${name}: ${shown(k)} is not one of the twenty keywords.`, 'ccg.cards', p),
      ),
      0,
      KEYWORDS.length,
      'ccg.cards',
    ),
  ],
];

/**
 * The printed values of card `name` of `type`, read at their path (left out
 * is no values). Only the fields the rules read are checked; the object is
 * given back as it was, so a field the engine does not read (a trait) stays.
 */
export const readValues = (type: GameCardType, name: string): Reader<CardValues> => {
  const values = record(`The values of ${name} must be an object.`, 'ccg.cards', (v, path): CcgResult<CardValues> => {
    const numbers = WHOLE_FIELDS.map((key) => [key, maybe(count(`${name}: ${key}`, 'ccg.native'))] as const);
    const slots = record(`${name}: the slots bar must be an object.`, 'ccg.card-slots', (bar, p) =>
      failedOr(fieldsOf(bar, p, SLOT_KEYS.map((key) => [key, count(`${name}: ${key} slots`, 'ccg.card-slots')] as const)), bar),
    );
    const bad =
      fieldsOf(v, path, numbers) ??
      fieldsOf(v, path, valueLists(name).map(([key, reader]) => [key, maybe(reader)] as const)) ??
      fieldsOf(v, path, [['slots', maybe(slots)]]) ??
      (type === 'adventure' ? adventureFaces(v, path, name) : null);
    return bad ?? ok(v as CardValues);
  });
  return (value, path) => values(value ?? {}, path);
};

/** The two faces an adventure card needs: the contract (its numbers, requirements and subplots) and the complication. */
function adventureFaces(values: Record<string, unknown>, path: string, name: string): Refusal | null {
  const contract = record(`${name} is an adventure card and needs its contract face.`, 'ccg.contract', (c, at) =>
    failedOr(fieldsOf(c, at, CONTRACT_KEYS.map((key) => [key, count(`${name}: the contract's ${key}`, 'ccg.contract')] as const)) ?? faceParts(c, at), c),
  );
  const complication = record(`${name} is an adventure card and needs its complication face.`, 'ccg.complication', (k, at) =>
    failedOr(fieldsOf(k, at, [['abandonmentModifier', maybe(whole(`${name}: the abandonment modifier`, -MODIFIER_MAX, MODIFIER_MAX, 'ccg.abandonment'))]]) ?? faceParts(k, at), k),
  );
  for (const [key, face] of [['contract', contract], ['complication', complication]] as const) {
    const bad = failed(face(own(values, key), pathTo(path, key)));
    if (bad) return bad;
  }
  return null;
}

export interface CardInput {
  id: string;
  name: string;
  type: GameCardType;
  values?: CardValues;
}

/** A card given to the game: an id, a name, a type among `allowed` for where it goes, and its printed values. */
export const readCardInput = (allowed: readonly GameCardType[]): Reader<CardInput> =>
  record('Each card needs an id, a name, a type and its values.', 'ccg.cards', (card, path): CcgResult<CardInput> => {
    const id = readId('Each card')(own(card, 'id'), pathTo(path, 'id'));
    if (!id.ok) return id;
    const called = name(`The name of card ${id.value}`, 'ccg.cards', TEXT_LIMITS.name)(own(card, 'name'), pathTo(path, 'name'));
    if (!called.ok) return called;
    const type = choice(`The type of ${called.value}`, GAME_CARD_TYPES, 'ccg.cards')(own(card, 'type'), pathTo(path, 'type'));
    if (!type.ok) return type;
    const t = type.value;
    if (!allowed.includes(t)) return refuse(`${called.value} is a ${t} card and cannot go there; expected ${allowed.join(' or ')}.`, 'ccg.cards', pathTo(path, 'type'));
    const values = readValues(t, called.value)(own(card, 'values'), pathTo(path, 'values'));
    return values.ok ? ok({ id: id.value, name: called.value, type: t, values: values.value }) : values;
  });
