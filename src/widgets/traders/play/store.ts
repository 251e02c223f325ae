/**
 * The Traders game's record codec for the kit session (the address
 * `#g=<record>`, the engine's compact record of the seed, the readings, the
 * mode and the moves), and the record of past games. Keeping the game on this
 * device (the game being played, games set aside, other tabs) is the kit
 * session's (`kit/session`); every reader limits the size before it parses and
 * checks the shape after; nothing here throws. Pure: the storage is handed in.
 */
import { MAX_RECORD, prefixRelation, readRecord, readStoredJson, writeStoredJson, type KeyValueStore, type Read, type RecordCodec, type SessionKeys } from '../../kit/session/index.ts';

export { MAX_RECORD, type Read };
export const GAME_KEY = 'traveller.traders.game';
export const ASIDE_KEY = 'traveller.traders.aside';
export const HISTORY_KEY = 'traveller.traders.history';
export const TRADERS_KEYS: SessionKeys = { game: GAME_KEY, aside: ASIDE_KEY };

export const MAX_HISTORY = 50;

/** The characters a record is written with (T2: a game from a described position, its code after the mode). */
const RECORD_CHARS = /^(?:T1~[0-9a-z]{1,7}~[01]{6}~[dt]|T2~[0-9a-z]{1,7}~[01]{6}~[dt]~[0-9a-z_-]{1,120})~[0-9A-Za-z.@\-]*$/;

/** How two records of games relate: the same, one a later point of the other (its moves start with the other's), or different games. */
/** The start of a record: the same seed, readings and mode, no moves. */
export const startOf = (record: string) => record.slice(0, record.lastIndexOf('~') + 1);
export const relation = (a: string, b: string) => prefixRelation(a, b, '.', (r) => r.lastIndexOf('~') + 1);

/** The Traders record codec: its characters checked (the engine reads the rest). */
export const tradersCodec: RecordCodec = {
  check: (text) => (RECORD_CHARS.test(text) ? { ok: true, value: text } : { ok: false, error: 'it is not a Traders game record (it may have been cut short when it was copied).' }),
  relation,
};

/** A record from text: its size (the kit session's one cap) and characters checked. */
export const readRecordText = (text: unknown): Read<string> => readRecord(tradersCodec, text);

/** The record in an address hash (`#g=…`): undefined when there is none. */
export function recordFromHash(hash: string): Read<string> | undefined {
  if (hash.length > MAX_RECORD + 100) return { ok: false, error: 'it is too long to be a game made here.' };
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('g');
  return value === null ? undefined : readRecordText(value);
}

export const hashOf = (record: string): string => `g=${record}`;

/** The moves a record holds. */
export const movesIn = (record: string): number => {
  const events = record.slice(record.lastIndexOf('~') + 1);
  return events === '' ? 0 : events.split('.').length;
};

type Storage = KeyValueStore | null;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

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
  const raw = readStoredJson(storage, HISTORY_KEY);
  if (!isObject(raw) || raw.v !== 1 || !Array.isArray(raw.games)) return [];
  return raw.games.slice(0, MAX_HISTORY).map(readPast).filter((g): g is PastGame => g !== null);
}

/** Adds a finished game once (by its record), newest first; past the limit the oldest goes. */
export function addToHistory(storage: Storage, game: PastGame): PastGame[] {
  const games = readHistory(storage);
  if (games.some((g) => g.record === game.record)) return games;
  const next = [game, ...games].slice(0, MAX_HISTORY);
  writeStoredJson(storage, HISTORY_KEY, { v: 1, games: next });
  return next;
}

export function clearHistory(storage: Storage): void {
  writeStoredJson(storage, HISTORY_KEY, { v: 1, games: [] });
}

/** The best of the past games: the furthest stop reached and the most sales. */
export function bestOf(games: readonly PastGame[]): { furthest: PastGame | null; sales: number } {
  let furthest: PastGame | null = null;
  for (const g of games) if (!furthest || g.furthestStop > furthest.furthestStop) furthest = g;
  return { furthest, sales: Math.max(0, ...games.map((g) => g.sales)) };
}
