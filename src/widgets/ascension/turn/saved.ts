/**
 * The tracked game kept in two places: the address (a link reopens it) and
 * this device (the page reopens it without a link), through the kit's one
 * game session (`kit/session`), which decides what is shown, saved, set aside
 * or asked:
 * - a link that cannot be read says why, stays in the address until the
 *   person changes something, and the saved game is shown and kept;
 * - a link to a different game than the one saved asks which to keep (the
 *   other is set aside);
 * - a saved game that cannot be read is said so, and is only written over
 *   once the person saves another;
 * - a change made in another tab is offered, not applied, and a game written
 *   over is set aside first.
 * This hook is the Preact side: it turns the session's effects into state.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { encodeState } from '../../kit/url-codec.ts';
import { readUrlState, stateHash, type UrlSchema } from '../../kit/url-state.ts';
import { DeviceSession, stateCodec, type Kept, type SessionEffect, type SessionKeys } from '../../kit/session/index.ts';

export interface SavedGame<T> {
  state: T;
  /** Show and keep `next`; `replacing`: the person chose to put it in place of the game shown, which goes aside even when `next` is an earlier point of it. */
  setState: (next: T, replacing?: boolean) => void;
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
  /** Games set aside on this device, newest first, and whether one was set aside just now. */
  aside: readonly Kept[];
  justSetAside: boolean;
  /** Reopen a game set aside; the one shown goes aside in its place. */
  reopen: (record: string) => void;
  forget: (record: string) => void;
  /** The game a kept record holds, or null when this version cannot read it. */
  read: (record: string) => T | null;
}

export function useSavedGame<T>(keys: SessionKeys, schema: UrlSchema<T>, initial: () => T, gameOf: (state: T) => { setup: unknown; moves: readonly unknown[] }): SavedGame<T> {
  const [state, setLocal] = useState<T>(initial);
  const [ready, setReady] = useState(false);
  const [linkError, setLinkError] = useState<string | undefined>();
  const [storeError, setStoreError] = useState<string | undefined>();
  const [question, setQuestion] = useState<{ link: T; saved: T } | null>(null);
  const [conflict, setConflict] = useState<{ theirs: T } | null>(null);
  const [aside, setAside] = useState<readonly Kept[]>([]);
  const [justSetAside, setJustSetAside] = useState(false);
  const [codec] = useState(() => stateCodec(schema, gameOf));
  const [session] = useState(() => new DeviceSession(codec, keys));
  const current = useRef(state);
  current.current = state;

  const writeUrl = (next: T) => {
    const url = new URL(window.location.href);
    url.hash = stateHash(next);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  };

  /** The session's effects as this tool's state; returns the state shown, if it changed. */
  const apply = (effects: SessionEffect[]): T | null => {
    let shown: T | null = null;
    for (const e of effects) {
      if (e.type === 'show') {
        shown = codec.decode(e.record);
        if (shown !== null) setLocal(shown);
      } else if (e.type === 'ask' && e.question.kind === 'link') {
        const link = codec.decode(e.question.link);
        const saved = codec.decode(e.question.saved);
        if (link !== null && saved !== null) setQuestion({ link, saved });
      } else if (e.type === 'ask' && e.question.kind === 'other-tab') {
        const theirs = codec.decode(e.question.record);
        if (theirs !== null) setConflict({ theirs });
      } else if (e.type === 'problem' && e.where === 'link') setLinkError(e.error);
      else if (e.type === 'problem' && e.where === 'device') setStoreError(`The game saved on this device could not be read: ${e.error} It is kept until you start or open another game here.`);
      else if (e.type === 'problem' && e.where === 'save') setStoreError(`This game is not kept on this device: ${e.error}`);
      else if (e.type === 'save') setStoreError(undefined);
      else if (e.type === 'write-aside') setAside(e.aside);
      else if (e.type === 'set-aside') setJustSetAside(true);
    }
    return shown;
  };

  useEffect(() => {
    const link = readUrlState(window.location.hash, schema);
    apply(session.open(link === undefined ? undefined : link.ok ? { ok: true, value: encodeState(link.value) } : { ok: false, error: link.error }));
    setAside(session.session.aside);
    setReady(true);
    return session.watch(apply);
  }, []);

  const setState = (next: T, replacing = false) => {
    setLinkError(undefined);
    setJustSetAside(false);
    setLocal(next);
    writeUrl(next);
    const record = encodeState(next);
    const before = encodeState(current.current);
    // Another game replacing one under way sets it aside; a move, an undo or a form carries the same game on.
    if (replacing || codec.relation(before, record) === 'different') apply(session.switchTo(record, gameOf(current.current).moves.length > 0));
    else apply(session.play(record));
  };

  const choose = (keep: 'mine' | 'theirs') => {
    const shown = apply(session.answer(keep));
    writeUrl(shown ?? current.current);
  };

  const reopen = (record: string) => {
    setLinkError(undefined);
    const shown = apply(session.reopen(record));
    writeUrl(shown ?? current.current);
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
      setQuestion(null);
      choose(openLink ? 'mine' : 'theirs');
    },
    conflict,
    resolve: (takeTheirs) => {
      if (!conflict) return;
      setConflict(null);
      choose(takeTheirs ? 'theirs' : 'mine');
    },
    aside,
    justSetAside,
    reopen,
    forget: (record) => apply(session.forget(record)),
    read: (record) => codec.decode(record),
  };
}
