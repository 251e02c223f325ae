/**
 * The round tracker's games on this device, kept so that none is ever lost
 * silently: the game being played sits under one key; when this tab is about
 * to replace a game it did not write itself (one reopened from a link, one
 * another tab saved, one still stored when a link was refused), that game is
 * first set aside, and games set aside can be reopened or forgotten. Pure: the
 * storage is passed in, and every value is an encoded tool state.
 */
import { decodeState } from '../kit/url-codec.ts';
import { ASIDE, STORE } from './saved-keys.ts';

export { ASIDE, STORE };
/** What the list of games set aside says above itself. */
export type SavedNote = 'set-aside' | 'other-tab' | 'untouched';

/** Different games set aside kept at most; the oldest goes first. */
export const MAX_ASIDE = 20;

/** Whether two encoded states are the same game (a later snapshot replaces an earlier one); by default, equal text. */
export type SameGame = (a: string, b: string) => boolean;
const equalText: SameGame = (a, b) => a === b;

/** Two snapshots of one round-tracker game share its table (the setup): the later one is kept. */
export const sameTable: SameGame = (a, b) => {
  const setup = (game: string) => {
    const d = decodeState(game);
    return d.ok && typeof d.value === 'object' && d.value !== null ? JSON.stringify((d.value as { setup?: unknown }).setup ?? null) : null;
  };
  const x = setup(a);
  return x !== null && x !== 'null' && x === setup(b);
};

/** The part of `Storage` used here, so tests can pass a plain object. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface SetAside {
  /** The encoded game. */
  game: string;
  /** When it was set aside (ms since 1970), for the list. */
  at: number;
}

/** The games set aside, newest first; anything unreadable counts as none. */
export function readAside(store: KeyValueStore): SetAside[] {
  try {
    const raw: unknown = JSON.parse(store.getItem(ASIDE) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((x): x is SetAside => typeof x === 'object' && x !== null && typeof (x as SetAside).game === 'string' && typeof (x as SetAside).at === 'number')
      .slice(0, MAX_ASIDE);
  } catch {
    return [];
  }
}

/** The list with `game` added first; an earlier snapshot of the same game gives way to it. */
export function withAside(list: readonly SetAside[], game: string, at: number, same: SameGame = equalText): SetAside[] {
  return [{ game, at }, ...list.filter((x) => x.game !== game && !same(x.game, game))].slice(0, MAX_ASIDE);
}

/**
 * Save `next` as the game being played. `written` is what this tab wrote last
 * (null before its first write). A different game found in the store was not
 * written by this tab, so it is set aside first. Returns what this tab has now
 * written, and whether a game was set aside.
 */
export function saveGame(store: KeyValueStore, next: string, written: string | null, now: number, same: SameGame = equalText): { written: string; setAside: string | null } {
  const stored = store.getItem(STORE);
  let setAside: string | null = null;
  if (stored !== null && stored !== next && stored !== written) {
    store.setItem(ASIDE, JSON.stringify(withAside(readAside(store), stored, now, same)));
    setAside = stored;
  }
  if (stored !== next) store.setItem(STORE, next);
  return { written: next, setAside };
}

/** Take a game off the list (reopened or forgotten). */
export function dropAside(store: KeyValueStore, game: string): SetAside[] {
  const list = readAside(store).filter((x) => x.game !== game);
  store.setItem(ASIDE, JSON.stringify(list));
  return list;
}

/**
 * Save the game in this browser's storage (see `saveGame`): what this tab has
 * now written and, when a game was set aside, the new list; null when the
 * storage cannot be used (the address still holds the game).
 */
export function saveHere(next: string, written: string | null): { written: string; aside: SetAside[] | null } | null {
  try {
    const store = window.localStorage;
    const saved = saveGame(store, next, written, Date.now(), sameTable);
    return { written: saved.written, aside: saved.setAside === null ? null : readAside(store) };
  } catch {
    return null;
  }
}
