/**
 * Checking the cards a game is set up with (and a game state read back from a
 * URL): ids, types, and the printed values the round's rules read.
 */
import { isRecord, isWhole } from '../../core/validate.ts';
import { findKeyword } from '../cards/index.ts';
import { isCapability, isSkill } from '../cards/index.ts';
import { err, ok, type CcgErr, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { readRequirements } from '../resolution/index.ts';
import { GAME_CARD_TYPES, type CardValues, type GameCardType } from './types.ts';

export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;


export function checkId(value: unknown, what: string, field: string, rule: RuleId = 'ccg.cards'): CcgErr | null {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    return err(`${what} needs an id of letters, digits, dots, dashes or underscores (up to 64), starting with a letter or digit; got ${JSON.stringify(value)}.`, rule, field);
  }
  return null;
}

function checkRequirements(reqs: unknown, field: string): CcgErr | null {
  const r = readRequirements(reqs, field);
  return r.ok ? null : r;
}

function checkSubplots(subplots: unknown, field: string): CcgErr | null {
  if (subplots === undefined) return null;
  if (!Array.isArray(subplots)) return err('Subplots must be a list.', 'ccg.subplot', field);
  for (const [i, s] of subplots.entries()) {
    if (!isRecord(s)) return err('Each subplot needs requirements and Victory Points.', 'ccg.subplot', `${field}.${i}`);
    if (!isWhole(s.vp)) return err('A subplot pays a whole number of Victory Points.', 'ccg.subplot', `${field}.${i}.vp`);
    if (s.award !== undefined && typeof s.award !== 'string') return err('A subplot award is described in words.', 'ccg.subplot', `${field}.${i}.award`);
    const bad = checkRequirements(s.requirements, `${field}.${i}.requirements`);
    if (bad) return bad;
  }
  return null;
}

const WHOLE_FIELDS = ['cost', 'ev', 'initiative', 'jump', 'attack', 'defense', 'woundCapacity', 'structureCapacity', 'tonnage'] as const;

/** Check a card's printed values for its type. */
export function checkValues(values: unknown, type: GameCardType, name: string, field: string): CcgErr | null {
  if (values === undefined) values = {};
  if (!isRecord(values)) return err(`The values of ${name} must be an object.`, 'ccg.cards', field);
  const v = values as CardValues & Record<string, unknown>;
  for (const key of WHOLE_FIELDS) {
    if (v[key] !== undefined && !isWhole(v[key])) return err(`${name}: ${key} must be a whole number of 0 or more.`, 'ccg.native', `${field}.${key}`);
  }
  if (v.capabilities !== undefined) {
    if (!Array.isArray(v.capabilities)) return err(`${name}: capabilities must be a list.`, 'ccg.capabilities', `${field}.capabilities`);
    for (const [i, c] of v.capabilities.entries()) {
      if (typeof c !== 'string' || !isCapability(c)) return err(`${name}: "${String(c)}" is not a capability.`, 'ccg.capabilities', `${field}.capabilities.${i}`);
    }
  }
  if (v.skills !== undefined) {
    if (!Array.isArray(v.skills)) return err(`${name}: skills must be a list.`, 'ccg.skills', `${field}.skills`);
    for (const [i, s] of v.skills.entries()) {
      if (!isRecord(s) || typeof s.skill !== 'string' || !isSkill(s.skill)) return err(`${name}: skill ${i + 1} is not a skill of the game.`, 'ccg.skills', `${field}.skills.${i}.skill`);
      if (s.level !== 'trained' && s.level !== 'expert') return err(`${name}: a skill is trained or expert.`, 'ccg.skill-levels', `${field}.skills.${i}.level`);
    }
  }
  if (v.keywords !== undefined) {
    if (!Array.isArray(v.keywords)) return err(`${name}: keywords must be a list.`, 'ccg.cards', `${field}.keywords`);
    for (const [i, k] of v.keywords.entries()) {
      const base = typeof k === 'string' ? k.replace(/\s*\(.*\)\s*$/, '').replace(/\s+\d+$/, '') : '';
      if (findKeyword(base) === undefined && !/^unrestricted$/i.test(base)) {
        return err(`${name}: "${String(k)}" is not one of the twenty keywords.`, 'ccg.cards', `${field}.keywords.${i}`);
      }
    }
  }
  if (v.slots !== undefined) {
    if (!isRecord(v.slots)) return err(`${name}: the slots bar must be an object.`, 'ccg.card-slots', `${field}.slots`);
    for (const key of ['crew', 'computer', 'hardpoint', 'hull', 'internal'] as const) {
      if (!isWhole(v.slots[key])) return err(`${name}: ${key} slots must be a whole number.`, 'ccg.card-slots', `${field}.slots.${key}`);
    }
  }
  if (type === 'adventure') {
    const c = v.contract;
    if (!isRecord(c)) return err(`${name} is an adventure card and needs its contract face.`, 'ccg.contract', `${field}.contract`);
    for (const key of ['vp', 'distance', 'complicationSlots', 'abandonment'] as const) {
      if (!isWhole(c[key])) return err(`${name}: the contract's ${key} must be a whole number of 0 or more.`, 'ccg.contract', `${field}.contract.${key}`);
    }
    const badReq = checkRequirements(c.requirements, `${field}.contract.requirements`) ?? checkSubplots(c.subplots, `${field}.contract.subplots`);
    if (badReq) return badReq;
    const k = v.complication;
    if (!isRecord(k)) return err(`${name} is an adventure card and needs its complication face.`, 'ccg.complication', `${field}.complication`);
    if (k.abandonmentModifier !== undefined && !(typeof k.abandonmentModifier === 'number' && Number.isInteger(k.abandonmentModifier))) {
      return err(`${name}: the abandonment modifier must be a whole number.`, 'ccg.abandonment', `${field}.complication.abandonmentModifier`);
    }
    const badK = checkRequirements(k.requirements, `${field}.complication.requirements`) ?? checkSubplots(k.subplots, `${field}.complication.subplots`);
    if (badK) return badK;
  }
  return null;
}

export interface CardInput {
  id: string;
  name: string;
  type: GameCardType;
  values?: CardValues;
}

export function checkCardInput(card: unknown, field: string, allowed: readonly GameCardType[]): CcgResult<CardInput> {
  if (!isRecord(card)) return err('Each card needs an id, a name, a type and its values.', 'ccg.cards', field);
  const badId = checkId(card.id, 'Each card', `${field}.id`);
  if (badId) return badId;
  if (typeof card.name !== 'string' || card.name.trim() === '') return err(`Card ${String(card.id)} needs a name.`, 'ccg.cards', `${field}.name`);
  if (typeof card.type !== 'string' || !(GAME_CARD_TYPES as readonly string[]).includes(card.type)) {
    return err(`${card.name}: the type must be one of ${GAME_CARD_TYPES.join(', ')}.`, 'ccg.cards', `${field}.type`);
  }
  if (!allowed.includes(card.type as GameCardType)) {
    return err(`${card.name} is a ${card.type} card and cannot go there; expected ${allowed.join(' or ')}.`, 'ccg.cards', `${field}.type`);
  }
  const bad = checkValues(card.values, card.type as GameCardType, card.name, `${field}.values`);
  if (bad) return bad;
  return ok({ id: card.id as string, name: card.name, type: card.type as GameCardType, values: (card.values ?? {}) as CardValues });
}
