/**
 * A game as a short text for a shareable URL: the seed, the readings, the
 * mode, the described position it starts from if any, and the list of
 * events. `T1~<seed>~<readings>~<mode>~<events>` (from the set-up) or
 * `T2~<seed>~<readings>~<mode>~<position>~<events>` (`position-code.ts`): the
 * seed in base 36, one digit per reading switch (0 = recommended), `d` or
 * `t`, and one token per event joined by dots (`d3` defend with Captain and
 * 1st Officer as helpers, `a` accept, `14` a typed-in total, `@patron` a
 * typed-in card; see TOKENS). Reading never throws: size is capped and every
 * part checked. The same checks serve a record given as an object.
 */
import { isRecord, isWhole } from '../../core/validate.ts';
import { DEFAULT_READINGS, parseReadings, READING_INFO, READING_KEYS, type Readings } from '../readings/index.ts';
import { err, ok, type TradersErr, type TradersResult } from '../rules/index.ts';
import { ENCOUNTER_KEYS, HITS_TO_DESTROY, isEncounterKey, isStarshipKey, RANKS, STARSHIP_KEYS, type Rank } from '../tables/index.ts';
import { choice, closed, flag, list, matching, optional, rank, whole, type Reader } from '../input/index.ts';
import { decodePosition, encodePosition } from './position-code.ts';
import { checkPosition } from './position.ts';
import { MAX_SEED } from './setup.ts';
import type { GameEvent, Mode, Position } from './types.ts';

export interface GameRecord {
  seed: number;
  readings: Readings;
  mode: Mode;
  /** The described position the game starts from (checked); absent for a game from the set-up. */
  position?: Position;
  events: GameEvent[];
}

/** Caps on what is read: a whole endless game stays far below them. */
export const RECORD_LIMITS = { textLength: 200_000, events: 20_000 } as const;

const VERSION = 'T1';
/** A record of a game started from a described position. */
const FROM_POSITION = 'T2';
const ID = /^[a-z]+(-[0-9]{1,3})?$/;

const maskOf = (ranks: readonly Rank[]): string => ranks.reduce((m, r) => m | (1 << RANKS.indexOf(r)), 0).toString(16);
const ranksOf = (mask: number): Rank[] => RANKS.filter((_, i) => mask & (1 << i));

/** One event as its token. */
export function eventToken(e: GameEvent): string {
  switch (e.type) {
    case 'defend':
      return `d${e.helpers === undefined ? '' : maskOf(e.helpers)}`;
    case 'retaliate':
      return `r${e.helpers === undefined ? '' : maskOf(e.helpers)}${e.by === undefined ? '' : `b${RANKS.indexOf(e.by)}`}`;
    case 'hold-back':
      return 'h';
    case 'care':
      return e.pay ? 'c1' : 'c0';
    case 'accept':
      return 'a';
    case 'refuse':
      return 'x';
    case 'fly-empty':
      return 'e';
    case 'hire':
      return `H${RANKS.indexOf(e.rank)}`;
    case 'repair':
      return `R${e.hits}`;
    case 'take-off':
      return 't';
    case 'pay-layover':
      return 'l';
    case 'keep':
      return `k${e.officer}`;
    case 'continue':
      return 'n';
    case 'roll':
      return String(e.total);
    case 'draw':
      return `@${e.card}`;
  }
}

/** The event a token names, or null. */
export function tokenEvent(token: string): GameEvent | null {
  if (/^[0-9]{1,2}$/.test(token)) return { type: 'roll', total: Number(token) };
  const head = token.charAt(0);
  const rest = token.slice(1);
  const simple: Record<string, GameEvent> = { h: { type: 'hold-back' }, a: { type: 'accept' }, x: { type: 'refuse' }, e: { type: 'fly-empty' }, t: { type: 'take-off' }, l: { type: 'pay-layover' }, n: { type: 'continue' } };
  if (rest === '' && head in simple && head !== 'd' && head !== 'r') return { ...simple[head]! };
  const mask = (text: string): Rank[] | undefined | null => (text === '' ? undefined : /^[0-9a-f]$/.test(text) ? ranksOf(parseInt(text, 16)) : null);
  switch (head) {
    case 'd': {
      const helpers = mask(rest);
      if (helpers === null) return null;
      return helpers === undefined ? { type: 'defend' } : { type: 'defend', helpers };
    }
    case 'r': {
      const m = /^([0-9a-f]?)(?:b([0-3]))?$/.exec(rest);
      if (!m) return null;
      const helpers = mask(m[1]!);
      const e: GameEvent = { type: 'retaliate' };
      if (helpers) e.helpers = helpers;
      if (m[2] !== undefined) e.by = RANKS[Number(m[2])]!;
      return e;
    }
    case 'c':
      return rest === '1' || rest === '0' ? { type: 'care', pay: rest === '1' } : null;
    case 'H':
      return /^[0-3]$/.test(rest) ? { type: 'hire', rank: RANKS[Number(rest)]! } : null;
    case 'R':
      return /^[1-9]$/.test(rest) ? { type: 'repair', hits: Number(rest) } : null;
    case 'k':
      return ID.test(rest) ? { type: 'keep', officer: rest } : null;
    case '@':
      return isEncounterKey(rest) || isStarshipKey(rest) ? { type: 'draw', card: rest } : null;
    default:
      return null;
  }
}

export function encodeRecord(record: GameRecord): string {
  const readings = READING_KEYS.map((k) => (record.readings[k] === DEFAULT_READINGS[k] ? '0' : '1')).join('');
  const head = [record.position ? FROM_POSITION : VERSION, record.seed.toString(36), readings, record.mode === 'table' ? 't' : 'd'];
  return [...head, ...(record.position ? [encodePosition(record.position)] : []), record.events.map(eventToken).join('.')].join('~');
}

function readingsFromCode(code: string): TradersResult<Readings> {
  if (!/^[01]{6}$/.test(code)) return err('The readings part is six digits, 0 or 1.', 'traders.A06', 'readings');
  const out: Record<string, unknown> = {};
  READING_KEYS.forEach((k, i) => {
    const options = READING_INFO[k].options;
    out[k] = code[i] === '0' ? DEFAULT_READINGS[k] : options.find((o) => o.value !== DEFAULT_READINGS[k])!.value;
  });
  return parseReadings(out);
}

/** A record from its text (never throws). */
export function decodeRecord(text: unknown): TradersResult<GameRecord> {
  if (typeof text !== 'string') return err('A saved game is a text.', 'traders.t-0-setup', 'record');
  if (text.length > RECORD_LIMITS.textLength) return err('This saved game is too long to read.', 'traders.t-0-setup', 'record');
  const parts = text.split('~');
  const fromPosition = parts[0] === FROM_POSITION;
  if (parts.length !== (fromPosition ? 6 : 5) || (parts[0] !== VERSION && !fromPosition)) return err('This is not a Traders game record.', 'traders.t-0-setup', 'record');
  const [, seedText, readingText, modeText] = parts as [string, string, string, string];
  const eventText = parts[parts.length - 1]!;
  const seed = /^[0-9a-z]{1,7}$/.test(seedText) ? parseInt(seedText, 36) : NaN;
  if (!isWhole(seed, 0, MAX_SEED)) return err(`The seed is a whole number from 0 to ${MAX_SEED}.`, 'traders.t-0-setup', 'seed');
  const readings = readingsFromCode(readingText);
  if (!readings.ok) return readings;
  if (modeText !== 'd' && modeText !== 't') return err("The mode is 'd' (digital) or 't' (table).", 'traders.t-0-components', 'mode');
  let position: Position | undefined;
  if (fromPosition) {
    const shape = decodePosition(parts[4]);
    if (!shape.ok) return shape;
    const checked = checkPosition(shape.value, readings.value);
    if (!checked.ok) return checked;
    position = checked.value;
  }
  const tokens = eventText === '' ? [] : eventText.split('.');
  if (tokens.length > RECORD_LIMITS.events) return err(`A record holds at most ${RECORD_LIMITS.events} events.`, 'traders.t-0-setup', 'events');
  const events: GameEvent[] = [];
  for (const [i, token] of tokens.entries()) {
    const e = tokenEvent(token);
    if (e === null) return err(`Event ${i + 1} ("${token.slice(0, 12)}") is not a move of this game.`, 'traders.t-0-turn', `events.${i}`);
    events.push(e);
  }
  return ok({ seed, readings: readings.value, mode: modeText === 't' ? 'table' : 'digital', ...(position ? { position } : {}), events });
}

const RULE = 'traders.t-0-turn';
/** The largest total typed in: 4D6, the most dice rolled at once (the market roll). */
const MOST_TOTAL = 24;
const helpers = optional<Rank[] | undefined>(list('The helpers', rank('A helper', RULE), 0, RANKS.length, RULE), undefined);
const event = <F extends Record<string, Reader<unknown>>>(type: GameEvent['type'], fields: F) =>
  closed(`A ${type} event`, { type: choice('The move', [type] as const, RULE), ...fields }, RULE);

/** Each move's own fields, each of the right kind; a key no move has is refused by name. */
const EVENT_READERS: { [T in GameEvent['type']]: Reader<unknown> } = {
  defend: event('defend', { helpers }),
  retaliate: event('retaliate', { helpers, by: optional<Rank | undefined>(rank('The officer striking back', RULE), undefined) }),
  'hold-back': event('hold-back', {}),
  care: event('care', { pay: flag('Whether to pay for intensive care', RULE) }),
  accept: event('accept', {}),
  refuse: event('refuse', {}),
  'fly-empty': event('fly-empty', {}),
  hire: event('hire', { rank: rank('The rank hired', RULE) }),
  repair: event('repair', { hits: whole('The hits repaired', 1, HITS_TO_DESTROY - 1, RULE) }),
  'take-off': event('take-off', {}),
  'pay-layover': event('pay-layover', {}),
  keep: event('keep', { officer: matching('The officer kept', ID, 'an officer’s id (captain, captain-2, …)', RULE) }),
  continue: event('continue', {}),
  roll: event('roll', { total: whole('A total', 1, MOST_TOTAL, RULE) }),
  draw: event('draw', { card: choice('A card of the Encounter or Starship deck', [...ENCOUNTER_KEYS, ...STARSHIP_KEYS], RULE) }),
};

/** One event given as an object, read with its move's own fields; a fresh copy, with no field left undefined. */
export function checkEvent(raw: unknown, field: string): GameEvent | TradersErr {
  const type = isRecord(raw) ? raw.type : undefined;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(EVENT_READERS, type)) return err('Each event is an object naming a move of this game.', RULE, field);
  const r = EVENT_READERS[type as GameEvent['type']](raw, field);
  if (!r.ok) return r;
  return Object.fromEntries(Object.entries(r.value as Record<string, unknown>).filter(([, v]) => v !== undefined)) as GameEvent;
}

/** A record from text or from an object `{ seed, readings, mode, events }` (never throws; sizes capped). */
export function parseRecord(input: unknown): TradersResult<GameRecord> {
  if (typeof input === 'string') return decodeRecord(input);
  if (!isRecord(input)) return err('A saved game is a text or an object with seed, readings, mode and events.', 'traders.t-0-setup', 'record');
  if (!isWhole(input.seed, 0, MAX_SEED)) return err(`The seed is a whole number from 0 to ${MAX_SEED}.`, 'traders.t-0-setup', 'seed');
  const readings = parseReadings(input.readings);
  if (!readings.ok) return readings;
  const mode = input.mode ?? 'digital';
  if (mode !== 'digital' && mode !== 'table') return err("The mode is 'digital' or 'table'.", 'traders.t-0-components', 'mode');
  let position: Position | undefined;
  if (input.position !== undefined) {
    const checked = checkPosition(input.position, readings.value);
    if (!checked.ok) return checked;
    position = checked.value;
  }
  const raw = input.events ?? [];
  if (!Array.isArray(raw)) return err('The events are a list.', 'traders.t-0-setup', 'events');
  if (raw.length > RECORD_LIMITS.events) return err(`A record holds at most ${RECORD_LIMITS.events} events.`, 'traders.t-0-setup', 'events');
  const events: GameEvent[] = [];
  for (let i = 0; i < raw.length; i++) {
    const e = checkEvent(raw[i], `events.${i}`);
    if ('ok' in e) return e;
    events.push(e);
  }
  return ok({ seed: input.seed, readings: readings.value, mode, ...(position ? { position } : {}), events });
}
