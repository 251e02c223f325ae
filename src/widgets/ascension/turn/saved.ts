/**
 * The tracked game kept in two places: the address (a link reopens it) and
 * this device's storage (the page reopens it without a link). Nothing is
 * lost without the person knowing:
 * - a link that cannot be read says why, stays in the address until the
 *   person changes something, and the saved game is shown and kept;
 * - a link to a different game than the one saved asks which to keep;
 * - a saved game that cannot be read is said so, and is only written over
 *   once the person starts or opens another game;
 * - two tabs never silently write over each other: each write checks that
 *   the saved game is still the one this tab last saw, and a change made in
 *   another tab (the `storage` event) is offered, not applied.
 * Links and saved games are read with the same schema (size and depth
 * limits first, then the engine's replay).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { encodeState } from '../../kit/url-codec.ts';
import { readEncodedState, readUrlState, stateHash, type UrlSchema } from '../../kit/url-state.ts';

interface Record_ {
  rev: number;
  game: string;
}

/** Reads the stored record: null when there is none, a sentence when it is damaged. */
function readRecord(text: string | null, max: number): Record_ | null | string {
  if (text === null) return null;
  if (text.length > max + 100) return 'it is too long to be one this tool saved.';
  try {
    const r = JSON.parse(text) as unknown;
    if (typeof r === 'object' && r !== null && Number.isInteger((r as Record_).rev) && typeof (r as Record_).game === 'string') return r as Record_;
  } catch {
    /* damaged */
  }
  return 'it is damaged.';
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface SavedGame<T> {
  state: T;
  setState: (next: T) => void;
  /** The saved game (or the link) has been read; before that the first render shows the clean state. */
  ready: boolean;
  linkError: string | undefined;
  dismissLinkError: () => void;
  storeError: string | undefined;
  /** A link holding a different game than the saved one: which to keep. */
  question: { link: T; saved: T } | null;
  answer: (openLink: boolean) => void;
  /** Another tab saved a different game. */
  conflict: { theirs: T } | null;
  resolve: (takeTheirs: boolean) => void;
}

export function useSavedGame<T>(key: string, schema: UrlSchema<T>, initial: () => T, sameGame: (a: T, b: T) => boolean): SavedGame<T> {
  const [state, setLocal] = useState<T>(initial);
  const [ready, setReady] = useState(false);
  const [linkError, setLinkError] = useState<string | undefined>();
  const [storeError, setStoreError] = useState<string | undefined>();
  const [question, setQuestion] = useState<{ link: T; saved: T } | null>(null);
  const [conflict, setConflict] = useState<{ theirs: T; rev: number } | null>(null);
  /** The revision of the saved game this tab last read or wrote. */
  const rev = useRef<number | null>(null);
  /** Leave the address alone (a refused link, a question open) until the person changes something. */
  const hold = useRef(true);
  const current = useRef(state);
  current.current = state;

  const readStored = (): { rec: Record_; state: T } | null | string => {
    const rec = readRecord(storage()?.getItem(key) ?? null, schema.maxLength);
    if (rec === null || typeof rec === 'string') return rec;
    const read = readEncodedState(rec.game, schema);
    return read.ok ? { rec, state: read.value } : read.error;
  };

  const writeUrl = (next: T) => {
    const url = new URL(window.location.href);
    url.hash = stateHash(next);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  };

  /** Saves `next` unless another tab saved a different game since this tab last looked. */
  const save = (next: T, force = false) => {
    const store = storage();
    if (!store) return;
    const game = encodeState(next);
    const stored = readStored();
    if (!force && stored !== null && typeof stored !== 'string' && stored.rec.rev !== rev.current && !sameGame(stored.state, next)) {
      setConflict({ theirs: stored.state, rev: stored.rec.rev });
      return;
    }
    const base = stored !== null && typeof stored !== 'string' ? stored.rec.rev : (rev.current ?? 0);
    try {
      store.setItem(key, JSON.stringify({ rev: base + 1, game }));
      rev.current = base + 1;
      setStoreError(undefined);
    } catch {
      setStoreError('this device would not save it (storage full or turned off); the address still holds the game.');
    }
  };

  useEffect(() => {
    const link = readUrlState(window.location.hash, schema);
    const stored = readStored();
    const saved = stored !== null && typeof stored !== 'string' ? stored : null;
    if (typeof stored === 'string') setStoreError(`The game saved on this device could not be read: ${stored} It is kept until you start or open another game here.`);
    if (saved) rev.current = saved.rec.rev;
    if (link === undefined) {
      if (saved) setLocal(saved.state);
      hold.current = false;
    } else if (!link.ok) {
      setLinkError(link.error);
      if (saved) setLocal(saved.state);
    } else if (saved && !sameGame(saved.state, link.value)) {
      setQuestion({ link: link.value, saved: saved.state });
    } else {
      setLocal(link.value);
      hold.current = false;
      if (!saved) save(link.value);
    }
    setReady(true);

    const onStorage = (e: StorageEvent) => {
      if (e.key !== key) return;
      const rec = readRecord(e.newValue, schema.maxLength);
      if (rec === null || typeof rec === 'string' || rec.rev === rev.current) return;
      const read = readEncodedState(rec.game, schema);
      if (!read.ok) return;
      if (sameGame(read.value, current.current)) {
        rev.current = rec.rev;
        return;
      }
      setConflict({ theirs: read.value, rev: rec.rev });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setState = (next: T) => {
    hold.current = false;
    setLinkError(undefined);
    setLocal(next);
    writeUrl(next);
    save(next);
  };

  return {
    state,
    setState,
    ready,
    linkError,
    dismissLinkError: () => setLinkError(undefined),
    storeError,
    question,
    answer: (openLink) => {
      if (!question) return;
      const chosen = openLink ? question.link : question.saved;
      setQuestion(null);
      hold.current = false;
      setLocal(chosen);
      writeUrl(chosen);
      if (openLink) save(chosen, true);
    },
    conflict: conflict ? { theirs: conflict.theirs } : null,
    resolve: (takeTheirs) => {
      if (!conflict) return;
      setConflict(null);
      if (takeTheirs) {
        rev.current = conflict.rev;
        setLocal(conflict.theirs);
        writeUrl(conflict.theirs);
      } else {
        rev.current = conflict.rev;
        save(current.current, true);
      }
    },
  };
}
