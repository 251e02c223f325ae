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
import { encodeState, stateFromHash } from '../../kit/url-codec.ts';
import { stateHash, type readUrlState, type UrlSchema } from '../../kit/url-state.ts';
import type { DeviceSession, deviceStore, Kept, readAsideList, SessionEffect, SessionKeys, stateCodec } from '../../kit/session/index.ts';
import { hearAside, keptHere } from '../../kit/session/kept.ts';

/**
 * The session's code and the tool's link reader, loaded with `import()`: at
 * once when the page opens with a link or this device keeps something for
 * the tool; otherwise on the first change, or when another tab sets a game aside.
 */
export interface SessionParts<T> {
  schema: UrlSchema<T>;
  DeviceSession: typeof DeviceSession;
  stateCodec: typeof stateCodec;
  readUrlState: typeof readUrlState;
  deviceStore: typeof deviceStore;
  readAsideList: typeof readAsideList;
}

interface Live<T> {
  session: DeviceSession;
  codec: ReturnType<typeof stateCodec<T>>;
}

export interface SavedGame<T> {
  state: T;
  /** Show and keep `next`; `replacing`: the person chose to put it in place of the game shown, which goes aside even when `next` is an earlier point of it. */
  setState: (next: T, replacing?: boolean) => void;
  /** The saved game (or the link) has been read, or there was none to read; until then the tool shows that it is loading. */
  ready: boolean;
  /** The session's code could not be loaded (the connection, most likely). */
  failed: boolean;
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

export function useSavedGame<T>(keys: SessionKeys, load: () => Promise<SessionParts<T>>, initial: () => T, gameOf: (state: T) => { setup: unknown; moves: readonly unknown[] }): SavedGame<T> {
  const [state, setLocal] = useState<T>(initial);
  /** The address when the page opened, read once the session is here. */
  const [hash] = useState(() => window.location.hash);
  /**
   * Nothing to read when the page opened (no link, nothing kept here for the tool): the session
   * loads later and starts as it would have then, with nothing shown and the device's list read,
   * so a game another tab saved since is not put in place of this tab's form.
   */
  const [fresh] = useState(() => stateFromHash(hash) === undefined && !keptHere(keys));
  const [ready, setReady] = useState(fresh);
  const [failed, setFailed] = useState(false);
  const [linkError, setLinkError] = useState<string | undefined>();
  const [storeError, setStoreError] = useState<string | undefined>();
  const [question, setQuestion] = useState<{ link: T; saved: T } | null>(null);
  const [conflict, setConflict] = useState<{ theirs: T } | null>(null);
  const [aside, setAside] = useState<readonly Kept[]>([]);
  const [justSetAside, setJustSetAside] = useState(false);
  const live = useRef<Live<T> | null>(null);
  const starting = useRef<Promise<Live<T>> | null>(null);
  const current = useRef(state);
  current.current = state;

  const writeUrl = (next: T) => {
    const url = new URL(window.location.href);
    url.hash = stateHash(next);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  };

  /** The session's effects as this tool's state; returns the state shown, if it changed. */
  const apply = (effects: SessionEffect[]): T | null => {
    const codec = live.current?.codec;
    if (!codec) return null;
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

  /** Loads the session and opens it (once); a failed load is tried again on the next change. */
  const unwatch = useRef<() => void>(() => undefined);
  const start = (): Promise<Live<T>> =>
    (starting.current ??= load().then(
      (p) => {
        const codec = p.stateCodec(p.schema, gameOf);
        const session = new p.DeviceSession(codec, keys);
        live.current = { session, codec };
        if (fresh) session.session = { ...session.session, aside: p.readAsideList(p.deviceStore(), keys.aside, codec) };
        else {
          const link = p.readUrlState(hash, p.schema);
          apply(session.open(link === undefined ? undefined : link.ok ? { ok: true, value: encodeState(link.value) } : { ok: false, error: link.error }));
        }
        setAside(session.session.aside);
        setReady(true);
        setFailed(false);
        unwatch.current = session.watch(apply);
        return live.current;
      },
      (e: unknown) => {
        starting.current = null;
        setFailed(true);
        throw e;
      },
    ));

  useEffect(() => {
    if (!fresh) void start().catch(() => undefined);
    const unhear = fresh ? hearAside(keys, () => void start().catch(() => undefined)) : () => undefined;
    return () => {
      unhear();
      unwatch.current();
    };
  }, []);

  /** Runs `f` with the session, loading it first if needed. */
  const withSession = (f: (l: Live<T>) => void) => {
    if (live.current) f(live.current);
    else void start().then(f, () => undefined);
  };

  const setState = (next: T, replacing = false) => {
    setLinkError(undefined);
    setJustSetAside(false);
    setLocal(next);
    writeUrl(next);
    const record = encodeState(next);
    const before = encodeState(current.current);
    const hadMoves = gameOf(current.current).moves.length > 0;
    // Another game replacing one under way sets it aside; a move, an undo or a form carries the same game on.
    withSession(({ session, codec }) => {
      if (replacing || codec.relation(before, record) === 'different') apply(session.switchTo(record, hadMoves));
      else apply(session.play(record));
    });
  };

  const choose = (keep: 'mine' | 'theirs') =>
    withSession(({ session }) => {
      const shown = apply(session.answer(keep));
      writeUrl(shown ?? current.current);
    });

  const reopen = (record: string) => {
    setLinkError(undefined);
    withSession(({ session }) => {
      const shown = apply(session.reopen(record));
      writeUrl(shown ?? current.current);
    });
  };

  return {
    state,
    setState,
    ready,
    failed,
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
    forget: (record) => withSession(({ session }) => apply(session.forget(record))),
    read: (record) => live.current?.codec.decode(record) ?? null,
  };
}
