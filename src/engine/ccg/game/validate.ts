/**
 * Reading the cards a game is set up with (and a game state read back from a
 * URL) with the CCG readers: ids, types, and the printed values the round's
 * rules read. Each refusal names its rule and the dotted path of the field
 * (`captains.0.deck.3.values.skills.1.level`).
 */
import { isInteger, isRecord, isWhole } from '../../core/validate.ts';
import { findKeyword, isCapability, isSkill } from '../cards/index.ts';
import { RESOLUTION_LIMITS as L } from '../limits.ts';
import { ok, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { readRequirements } from '../resolution/index.ts';
import { optional, pathTo, record, refuse, shown, type Reader } from '../readers.ts';
import { GAME_CARD_TYPES, type CardValues, type GameCardType } from './types.ts';

export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

/** An id of a card or a captain: letters, digits and . _ : -, 1 to 64, starting with a letter or digit. */
export const readId =
  (what: string, rule: RuleId = 'ccg.cards'): Reader<string> =>
  (value, path) =>
    typeof value === 'string' && ID_PATTERN.test(value)
      ? ok(value)
      : refuse(`${what} needs an id of letters, digits, dots, dashes or underscores (up to 64), starting with a letter or digit; got ${shown(value)}.`, rule, path);

/** A whole number of `min` (0 unless told) or more, with no upper bound (the cards print none). */
export const count =
  (what: string, rule: RuleId, min = 0): Reader<number> =>
  (value, path) =>
    isWhole(value, min) ? ok(value) : refuse(`${what} must be a whole number of ${min} or more.`, rule, path);

export type Refusal = ReturnType<typeof refuse>;

/** The refusal of a read, or null when it read. */
export const failed = (r: CcgResult<unknown>): Refusal | null => (r.ok ? null : r);

/** Every item of the list at `path` (left out is fine), each read by `item` (given its place); the first refusal, or null. */
export function eachOf(value: unknown, path: string, what: string, rule: RuleId, item: (x: unknown, path: string, i: number) => CcgResult<unknown>): Refusal | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return refuse(`${what} must be a list.`, rule, path);
  for (const [i, x] of value.entries()) {
    const bad = failed(item(x, pathTo(path, i), i));
    if (bad) return bad;
  }
  return null;
}

/** Fields of `o` read in turn, each at its own path; the first refusal, or null. */
export function fieldsOf(o: Record<string, unknown>, path: string, readers: readonly (readonly [string, Reader<unknown>])[]): Refusal | null {
  for (const [key, reader] of readers) {
    const bad = failed(reader(o[key], pathTo(path, key)));
    if (bad) return bad;
  }
  return null;
}

const subplot: Reader<unknown> = record('Each subplot needs requirements and Victory Points.', 'ccg.subplot', (s, path) => {
  const bad = fieldsOf(s, path, [
    ['vp', count("A subplot's Victory Points", 'ccg.subplot')],
    ['award', (v, p) => (v === undefined || typeof v === 'string' ? ok(v) : refuse('A subplot award is described in words.', 'ccg.subplot', p))],
    ['requirements', readRequirements],
  ]);
  return bad ?? ok(s);
});

/** An adventure card's face (its contract or complication): requirements and subplots, as the resolution reads them. */
const faceParts = (face: Record<string, unknown>, path: string): Refusal | null =>
  fieldsOf(face, path, [['requirements', readRequirements]]) ??
  (Array.isArray(face.subplots) && face.subplots.length > L.subplots
    ? refuse(`A card has at most ${L.subplots} subplots.`, 'ccg.subplot', pathTo(path, 'subplots'))
    : eachOf(face.subplots, pathTo(path, 'subplots'), 'Subplots', 'ccg.subplot', subplot));

const WHOLE_FIELDS = ['cost', 'ev', 'initiative', 'jump', 'attack', 'defense', 'woundCapacity', 'structureCapacity', 'tonnage'] as const;
const SLOT_KEYS = ['crew', 'computer', 'hardpoint', 'hull', 'internal'] as const;
const CONTRACT_KEYS = ['vp', 'distance', 'complicationSlots', 'abandonment'] as const;

/** A keyword as printed, without its number or its note in brackets (`Hardened (2)` → `Hardened`). */
const keywordBase = (k: unknown) => (typeof k === 'string' ? k.replace(/\s*\(.*\)\s*$/, '').replace(/\s+\d+$/, '') : '');

/**
 * The printed values of card `name` of `type`, read at their path (left out
 * is no values). Only the fields the rules read are checked; the object is
 * given back as it was, so a field the engine does not read (a trait) stays.
 */
export const readValues =
  (type: GameCardType, name: string): Reader<CardValues> =>
  (value, path) => {
    const values = value ?? {};
    if (!isRecord(values)) return refuse(`The values of ${name} must be an object.`, 'ccg.cards', path);
    const at = (key: string) => pathTo(path, key);
    const numbers = WHOLE_FIELDS.map((key) => [key, optional(count(`${name}: ${key}`, 'ccg.native'), 0)] as const);
    const slots = record(`${name}: the slots bar must be an object.`, 'ccg.card-slots', (bar, p) =>
      fieldsOf(bar, p, SLOT_KEYS.map((key) => [key, count(`${name}: ${key} slots`, 'ccg.card-slots')] as const)) ?? ok(bar),
    );
    const bad =
      fieldsOf(values, path, numbers) ??
      eachOf(values.capabilities, at('capabilities'), `${name}: capabilities`, 'ccg.capabilities', (c, p) =>
        typeof c === 'string' && isCapability(c) ? ok(c) : refuse(`${name}: ${shown(c)} is not a capability.`, 'ccg.capabilities', p),
      ) ??
      eachOf(values.skills, at('skills'), `${name}: skills`, 'ccg.skills', (sk, p, i) => {
        if (!isRecord(sk) || typeof sk.skill !== 'string' || !isSkill(sk.skill)) return refuse(`${name}: skill ${i + 1} is not a skill of the game.`, 'ccg.skills', pathTo(p, 'skill'));
        return sk.level === 'trained' || sk.level === 'expert' ? ok(sk) : refuse(`${name}: a skill is trained or expert.`, 'ccg.skill-levels', pathTo(p, 'level'));
      }) ??
      eachOf(values.keywords, at('keywords'), `${name}: keywords`, 'ccg.cards', (k, p) =>
        findKeyword(keywordBase(k)) !== undefined || /^unrestricted$/i.test(keywordBase(k)) ? ok(k) : refuse(`${name}: ${shown(k)} is not one of the twenty keywords.`, 'ccg.cards', p),
      ) ??
      (values.slots === undefined ? null : failed(slots(values.slots, at('slots')))) ??
      (type === 'adventure' ? adventureFaces(values, path, name) : null);
    return bad ?? ok(values as CardValues);
  };

/** The two faces an adventure card needs: the contract (its numbers, requirements and subplots) and the complication. */
function adventureFaces(values: Record<string, unknown>, path: string, name: string): Refusal | null {
  const contract = values.contract;
  if (!isRecord(contract)) return refuse(`${name} is an adventure card and needs its contract face.`, 'ccg.contract', pathTo(path, 'contract'));
  const c = pathTo(path, 'contract');
  const badContract = fieldsOf(contract, c, CONTRACT_KEYS.map((key) => [key, count(`${name}: the contract's ${key}`, 'ccg.contract')] as const)) ?? faceParts(contract, c);
  if (badContract) return badContract;
  const k = values.complication;
  if (!isRecord(k)) return refuse(`${name} is an adventure card and needs its complication face.`, 'ccg.complication', pathTo(path, 'complication'));
  const at = pathTo(path, 'complication');
  if (k.abandonmentModifier !== undefined && !isInteger(k.abandonmentModifier)) {
    return refuse(`${name}: the abandonment modifier must be a whole number.`, 'ccg.abandonment', pathTo(at, 'abandonmentModifier'));
  }
  return faceParts(k, at);
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
    const id = readId('Each card')(card.id, pathTo(path, 'id'));
    if (!id.ok) return id;
    const name = card.name;
    if (typeof name !== 'string' || name.trim() === '') return refuse(`Card ${id.value} needs a name.`, 'ccg.cards', pathTo(path, 'name'));
    const type = card.type;
    if (typeof type !== 'string' || !(GAME_CARD_TYPES as readonly string[]).includes(type)) {
      return refuse(`${name}: the type must be one of ${GAME_CARD_TYPES.join(', ')}.`, 'ccg.cards', pathTo(path, 'type'));
    }
    const t = type as GameCardType;
    if (!allowed.includes(t)) return refuse(`${name} is a ${t} card and cannot go there; expected ${allowed.join(' or ')}.`, 'ccg.cards', pathTo(path, 'type'));
    const values = readValues(t, name)(card.values, pathTo(path, 'values'));
    return values.ok ? ok({ id: id.value, name, type: t, values: values.value }) : values;
  });
