/**
 * The tool page's games on this device, wired to the tracker: resume the last
 * game when the page opens without a link, save each change, notice another
 * tab's save, and say where the stored game is when a link was refused. The
 * rules themselves (what is set aside, never lost) are saved.ts. Loaded after
 * the first screen, on the tool page only.
 */
import { encodeState } from '../kit/url-codec.ts';
import { readEncodedState } from '../kit/url-state.ts';
import { roundUrl } from './link.ts';
import { ASIDE, STORE, readAside, saveHere, type SavedNote, type SetAside } from './saved.ts';
import type { RoundToolState } from './state.ts';

/** What the tracker hands over: its refs and setters. */
export interface Keeping {
  /** The worked examples the page offers (a stored game may name one). */
  ids: readonly string[];
  /** The page opened with a link: that game is shown, not the stored one. */
  hadHash: boolean;
  /** The person has changed something already: a stored game read after that does not replace their work (it is set aside when they save). */
  touched: { current: boolean };
  /** What this tab last saved (or resumed): a different game found in storage came from elsewhere. */
  written: { current: string | null };
  setState: (s: RoundToolState) => void;
  setAside: (list: SetAside[]) => void;
  setNote: (n: SavedNote) => void;
}

/** Resume the stored game (unless a link opened the page), list the games set aside, and watch other tabs. Returns the clean-up. */
export function startKeeping(k: Keeping): () => void {
  try {
    const store = window.localStorage;
    const saved = k.hadHash ? null : store.getItem(STORE);
    const parsed = saved ? readEncodedState(saved, roundUrl(k.ids)) : undefined;
    if (parsed?.ok && !k.touched.current) {
      k.setState(parsed.value);
      k.written.current = saved;
    }
    k.setAside(readAside(store));
  } catch {
    /* storage unavailable: the URL still holds the game */
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key === ASIDE) k.setAside(readAside(window.localStorage));
    if (e.key === STORE && e.newValue !== null && e.newValue !== k.written.current) k.setNote('other-tab');
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Save a game played here (only a game: the setup form alone never replaces one). */
export function keep(k: Keeping, state: RoundToolState): void {
  if (state.setup === null) return;
  const saved = saveHere(encodeState(state), k.written.current);
  if (!saved) return;
  k.written.current = saved.written;
  if (saved.aside) {
    k.setAside(saved.aside);
    k.setNote('set-aside');
  }
}

/** A refused link leaves the stored game alone: say where it is. */
export function noteUntouched(k: Keeping): void {
  try {
    if (k.written.current === null && window.localStorage.getItem(STORE) !== null) k.setNote('untouched');
  } catch {
    /* storage unavailable */
  }
}

/** A game set aside, read for the list (null when it no longer reads). */
export function readGame(k: Keeping, game: string): RoundToolState | null {
  const r = readEncodedState(game, roundUrl(k.ids));
  return r.ok ? r.value : null;
}
