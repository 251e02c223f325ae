/**
 * The session's browser adapter, and the only code in the widgets that
 * touches this device's storage: it reads the saved game and the list set
 * aside (size and nesting checked before parsing, shape after), feeds the
 * pure machine (machine.ts) and performs its effects, and hears other tabs.
 * Nothing here throws: storage that is turned off or full is reported as an
 * effect of its own.
 */
import { jsonDepth } from '../url-codec.ts';
import { MAX_RECORD, MAX_STORED, MAX_STORED_DEPTH } from './policy.ts';
import { EMPTY_SESSION, readRecord, step, type Kept, type Read, type RecordCodec, type Session, type SessionEffect, type SessionEvent } from './machine.ts';

/** The part of `Storage` used, so tests can pass a plain object. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where one tool keeps its game and its list set aside. */
export interface SessionKeys {
  game: string;
  aside: string;
}

/** This device's storage, or null when it cannot be used. */
export function deviceStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A stored JSON value, its size and nesting checked first; undefined when absent or unreadable. */
export function readStoredJson(store: KeyValueStore | null, key: string): unknown {
  let text: string | null;
  try {
    text = store?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  return parseStored(text);
}

function parseStored(text: string | null): unknown {
  if (text === null || text.length > MAX_STORED || jsonDepth(text, MAX_STORED_DEPTH) > MAX_STORED_DEPTH) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeStoredJson(store: KeyValueStore | null, key: string, value: unknown): boolean {
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * The saved game from its stored text: `{ v: 1, record, at }`, or the forms
 * earlier versions wrote (`{ rev, game }`, or the bare record).
 */
export function savedFromText(codec: RecordCodec, text: string | null): Read<string> | null {
  if (text === null) return null;
  if (text.length > MAX_STORED) return { ok: false, error: 'it is too long to be one this site saved.' };
  const raw = parseStored(text);
  const record = isObject(raw) ? (raw.v === 1 ? (isTime(raw.at) ? raw.record : undefined) : raw.game) : raw === undefined && text.length <= MAX_RECORD ? text : undefined;
  const r = readRecord(codec, record);
  return r.ok ? r : { ok: false, error: record === undefined ? 'it is damaged.' : r.error };
}

/** The games set aside (newest first); entries that cannot be read are left out. */
export function readAsideList(store: KeyValueStore | null, key: string, codec: RecordCodec): Kept[] {
  const raw = readStoredJson(store, key);
  const games = isObject(raw) && raw.v === 1 ? raw.games : Array.isArray(raw) ? raw : [];
  if (!Array.isArray(games)) return [];
  return games
    .map((g: unknown): Kept | null => {
      if (!isObject(g) || !isTime(g.at)) return null;
      const r = readRecord(codec, g.record ?? g.game);
      return r.ok ? { record: r.value, at: g.at } : null;
    })
    .filter((g): g is Kept => g !== null);
}

/**
 * One tool's session on this device: events go through the pure machine with
 * what the device holds now, and the storage effects are performed here; the
 * rest (show, ask, set aside, problems) are handed back for the tool to show.
 */
export class DeviceSession {
  session: Session = EMPTY_SESSION;

  constructor(
    readonly codec: RecordCodec,
    readonly keys: SessionKeys,
    private readonly store: KeyValueStore | null = deviceStore(),
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** What the device holds under the game key now (null: nothing, or nothing readable). */
  stored(): string | null {
    let text: string | null = null;
    try {
      text = this.store?.getItem(this.keys.game) ?? null;
    } catch {
      return null;
    }
    const r = savedFromText(this.codec, text);
    return r?.ok ? r.value : null;
  }

  open(link: Read<string> | undefined): SessionEffect[] {
    let text: string | null = null;
    try {
      text = this.store?.getItem(this.keys.game) ?? null;
    } catch {
      /* storage turned off: no saved game */
    }
    return this.send({ type: 'open', link, stored: savedFromText(this.codec, text), aside: readAsideList(this.store, this.keys.aside, this.codec), now: this.now() });
  }

  play = (record: string) => this.send({ type: 'play', record, stored: this.stored(), now: this.now() });
  switchTo = (record: string, keepShown: boolean) => this.send({ type: 'switch', record, stored: this.stored(), now: this.now(), keepShown });
  answer = (keep: 'mine' | 'theirs', setAside = true) => this.send({ type: 'answer', keep, stored: this.stored(), now: this.now(), setAside });
  setAside = (record: string) => this.send({ type: 'set-aside', record, now: this.now() });
  forget = (record: string) => this.send({ type: 'forget', record });
  reopen = (record: string) => this.send({ type: 'reopen', record, stored: this.stored(), now: this.now() });

  /** Hears other tabs: `onEffects` gets what the machine makes of their saves and of their lists set aside. Returns the clean-up. */
  watch(onEffects: (effects: SessionEffect[]) => void): () => void {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (e: StorageEvent) => {
      if (e.key === this.keys.aside) {
        this.session = { ...this.session, aside: readAsideList(this.store, this.keys.aside, this.codec) };
        onEffects([{ type: 'write-aside', aside: this.session.aside }]);
      }
      if (e.key !== this.keys.game) return;
      const r = savedFromText(this.codec, e.newValue);
      onEffects(this.send({ type: 'elsewhere', record: r?.ok ? r.value : null }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }

  /** Steps the machine and performs the storage effects; a write the device refuses becomes a problem effect. */
  send(event: SessionEvent): SessionEffect[] {
    // The device's list is the truth: another tab may have changed it since.
    if (event.type !== 'open') this.session = { ...this.session, aside: readAsideList(this.store, this.keys.aside, this.codec) };
    const { session, effects } = step(this.codec, this.session, event);
    this.session = session;
    const out: SessionEffect[] = [];
    for (const effect of effects) {
      if (effect.type === 'save') {
        if (!writeStoredJson(this.store, this.keys.game, { v: 1, record: effect.record, at: this.now() }))
          out.push({ type: 'problem', where: 'save', error: 'this device would not save it (storage full or turned off); the address still holds the game.' });
      } else if (effect.type === 'write-aside') {
        writeStoredJson(this.store, this.keys.aside, { v: 1, games: effect.aside });
      }
      out.push(effect);
    }
    return out;
  }
}
