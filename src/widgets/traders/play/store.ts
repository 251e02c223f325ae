/**
 * Where the game is kept: the address (`#g=<record>`, the engine's compact
 * record of the seed, the readings, the mode and the moves) and this
 * device's storage: the game being played, games set aside (a game is never
 * dropped to make room for another), and the record of past games. Every
 * reader limits the size and the nesting before it parses and checks the
 * shape after; nothing here throws. Pure: the storage is handed in.
 */
import { jsonDepth } from '../../kit/url-codec.ts';

export const GAME_KEY = 'traveller.traders.game';
export const ASIDE_KEY = 'traveller.traders.aside';
export const HISTORY_KEY = 'traveller.traders.history';

/** The longest record read from a link or from storage (a long game is a few hundred characters). */
export const MAX_RECORD = 20_000;
/** The longest stored value read, and the deepest nesting. */
export const MAX_STORED = 400_000;
export const MAX_STORED_DEPTH = 6;
export const MAX_ASIDE = 6;
export const MAX_HISTORY = 50;

/** The characters a record is written with (T2: a game from a described position, its code after the mode). */
const RECORD_CHARS = /^(?:T1~[0-9a-z]{1,7}~[01]{6}~[dt]|T2~[0-9a-z]{1,7}~[01]{6}~[dt]~[0-9a-z_-]{1,120})~[0-9A-Za-z.@\-]*$/;

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

/** A record from text: its size and characters checked (the engine reads the rest). */
export function readRecordText(text: unknown): Read<string> {
  if (typeof text !== 'string') return { ok: false, error: 'it holds no game.' };
  if (text.length > MAX_RECORD) return { ok: false, error: 'it is too long to be a game made here.' };
  if (!RECORD_CHARS.test(text)) return { ok: false, error: 'it is not a Traders game record (it may have been cut short when it was copied).' };
  return { ok: true, value: text };
}

/** The record in an address hash (`#g=…`): undefined when there is none. */
export function recordFromHash(hash: string): Read<string> | undefined {
  if (hash.length > MAX_RECORD + 100) return { ok: false, error: 'it is too long to be a game made here.' };
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('g');
  return value === null ? undefined : readRecordText(value);
}

export const hashOf = (record: string): string => `g=${record}`;

/**
 * How two records of games relate: the same, one a later point of the other
 * (the same seed, readings and mode, and its moves start with the other's),
 * or different games.
 */
export function relation(a: string, b: string): 'same' | 'a-behind' | 'a-ahead' | 'different' {
  if (a === b) return 'same';
  const extends_ = (long: string, short: string) => long.startsWith(short) && (short.endsWith('~') || long.charAt(short.length) === '.');
  if (extends_(b, a)) return 'a-behind';
  if (extends_(a, b)) return 'a-ahead';
  return 'different';
}

/** The moves a record holds. */
export const movesIn = (record: string): number => {
  const events = record.slice(record.lastIndexOf('~') + 1);
  return events === '' ? 0 : events.split('.').length;
};

// ---------------------------------------------------------------------------
// Stored values: JSON, checked before and after parsing

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function readJson(storage: Storage, key: string): unknown {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null || text.length > MAX_STORED || jsonDepth(text, MAX_STORED_DEPTH) > MAX_STORED_DEPTH) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export interface SavedGame {
  record: string;
  /** When it was saved (ms since 1970). */
  at: number;
}

function readSavedGame(raw: unknown): SavedGame | null {
  if (!isObject(raw) || !isTime(raw.at)) return null;
  const r = readRecordText(raw.record);
  return r.ok ? { record: r.value, at: raw.at } : null;
}

/** The game saved on this device, or null. */
export const readSaved = (storage: Storage): SavedGame | null => {
  const raw = readJson(storage, GAME_KEY);
  return isObject(raw) && raw.v === 1 ? readSavedGame(raw) : null;
};

/** The stored value of the game key as another tab wrote it (from a `storage` event). */
export function savedFromText(text: string | null): SavedGame | null {
  if (text === null || text.length > MAX_STORED || jsonDepth(text, MAX_STORED_DEPTH) > MAX_STORED_DEPTH) return null;
  try {
    const raw = JSON.parse(text) as unknown;
    return isObject(raw) && raw.v === 1 ? readSavedGame(raw) : null;
  } catch {
    return null;
  }
}

export const writeSaved = (storage: Storage, record: string, at: number): boolean => writeJson(storage, GAME_KEY, { v: 1, record, at });

/** Games set aside (newest first). */
export function readAside(storage: Storage): SavedGame[] {
  const raw = readJson(storage, ASIDE_KEY);
  if (!isObject(raw) || raw.v !== 1 || !Array.isArray(raw.games)) return [];
  return raw.games.slice(0, MAX_ASIDE).map(readSavedGame).filter((g): g is SavedGame => g !== null);
}

/**
 * Sets a game aside (newest first). A game already kept, or an earlier point
 * of it, is replaced by this one; past the limit the oldest goes.
 */
export function setAside(storage: Storage, game: SavedGame): SavedGame[] {
  const kept = readAside(storage).filter((g) => relation(g.record, game.record) === 'different' || relation(g.record, game.record) === 'a-ahead');
  if (kept.some((g) => relation(g.record, game.record) === 'a-ahead')) return kept;
  const games = [game, ...kept].slice(0, MAX_ASIDE);
  writeJson(storage, ASIDE_KEY, { v: 1, games });
  return games;
}

export function dropAside(storage: Storage, record: string): SavedGame[] {
  const games = readAside(storage).filter((g) => g.record !== record);
  writeJson(storage, ASIDE_KEY, { v: 1, games });
  return games;
}

// ---------------------------------------------------------------------------
// Past games: how far each got

export interface PastGame {
  record: string;
  at: number;
  seed: number;
  mode: 'digital' | 'table';
  /** Reading switches off the recommended ones. */
  changed: string[];
  outcome: 'won' | 'lost' | 'finished';
  /** The end in a sentence. */
  text: string;
  furthestStop: number;
  furthest: string;
  money: string;
  sales: number;
  turn: number;
}

const isText = (v: unknown, max = 300): v is string => typeof v === 'string' && v.length <= max;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000;

function readPast(raw: unknown): PastGame | null {
  if (!isObject(raw)) return null;
  const r = readRecordText(raw.record);
  if (!r.ok || !isTime(raw.at) || !isCount(raw.seed) || (raw.mode !== 'digital' && raw.mode !== 'table')) return null;
  if (raw.outcome !== 'won' && raw.outcome !== 'lost' && raw.outcome !== 'finished') return null;
  if (!Array.isArray(raw.changed) || raw.changed.length > 6 || !raw.changed.every((c) => isText(c, 100))) return null;
  if (!isText(raw.text) || !isCount(raw.furthestStop) || !isText(raw.furthest, 60) || !isText(raw.money, 30) || !isCount(raw.sales) || !isCount(raw.turn)) return null;
  return {
    record: r.value,
    at: raw.at,
    seed: raw.seed,
    mode: raw.mode,
    changed: raw.changed as string[],
    outcome: raw.outcome,
    text: raw.text,
    furthestStop: raw.furthestStop,
    furthest: raw.furthest,
    money: raw.money,
    sales: raw.sales,
    turn: raw.turn,
  };
}

/** Past games, newest first (entries that cannot be read are left out). */
export function readHistory(storage: Storage): PastGame[] {
  const raw = readJson(storage, HISTORY_KEY);
  if (!isObject(raw) || raw.v !== 1 || !Array.isArray(raw.games)) return [];
  return raw.games.slice(0, MAX_HISTORY).map(readPast).filter((g): g is PastGame => g !== null);
}

/** Adds a finished game once (by its record), newest first; past the limit the oldest goes. */
export function addToHistory(storage: Storage, game: PastGame): PastGame[] {
  const games = readHistory(storage);
  if (games.some((g) => g.record === game.record)) return games;
  const next = [game, ...games].slice(0, MAX_HISTORY);
  writeJson(storage, HISTORY_KEY, { v: 1, games: next });
  return next;
}

export function clearHistory(storage: Storage): void {
  writeJson(storage, HISTORY_KEY, { v: 1, games: [] });
}

/** The best of the past games: the furthest stop reached and the most sales. */
export function bestOf(games: readonly PastGame[]): { furthest: PastGame | null; sales: number } {
  let furthest: PastGame | null = null;
  for (const g of games) if (!furthest || g.furthestStop > furthest.furthestStop) furthest = g;
  return { furthest, sales: Math.max(0, ...games.map((g) => g.sales)) };
}
