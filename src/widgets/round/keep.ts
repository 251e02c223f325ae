/**
 * The tool page's games on this device, wired to the tracker through the
 * kit's game session: resume the last game when the page opens without a
 * link, ask when a link holds a different game, save each change, notice
 * another tab's save, and say where the stored game is when a link was
 * refused. Loaded after the first screen, on the tool page only; on a device
 * that kept nothing for the tracker yet, when a game starts or another tab
 * sets one aside (`Keeping.fresh`).
 */
import { encodeState } from '../kit/url-codec.ts';
import { DeviceSession, deviceStore, readAsideList, type Kept, type SessionEffect } from '../kit/session/index.ts';
import { ROUND_KEYS, roundCodec, type SavedNote } from './saved.ts';
import type { RoundToolState } from './state.ts';

/** What the tracker hands over: its refs and setters. */
export interface Keeping {
  /** The worked examples the page offers (a stored game may name one). */
  ids: readonly string[];
  /** The page opened with a link: that game is shown, and the session opens once it is read. */
  hadHash: boolean;
  /**
   * This device kept nothing for the tracker when the page opened (and no
   * link): the session, started later, is as it was then, with nothing shown,
   * and a game saved by another tab since is not shown here.
   */
  fresh: boolean;
  /** The person has changed something already: a stored game read after that does not replace their work. */
  touched: { current: boolean };
  setState: (s: RoundToolState) => void;
  setAside: (list: Kept[]) => void;
  setNote: (n: SavedNote | null) => void;
}

interface Kept_ {
  session: DeviceSession;
  codec: ReturnType<typeof roundCodec>;
  /** The session has been opened (with the link's game, or with none). */
  opened: boolean;
}
const sessions = new WeakMap<Keeping, Kept_>();

/** The session's effects as the tracker's state; `force` shows a game even after the person changed something. */
function apply(k: Keeping, effects: SessionEffect[], force = false): void {
  const s = sessions.get(k);
  if (!s) return;
  for (const e of effects) {
    if (e.type === 'show' && (force || !k.touched.current)) {
      const state = s.codec.decode(e.record);
      if (state) k.setState(state);
    } else if (e.type === 'write-aside') k.setAside(e.aside);
    else if (e.type === 'set-aside') k.setNote('set-aside');
    else if (e.type === 'ask') k.setNote(e.question.kind === 'link' ? 'link' : 'other-tab');
  }
}

/** Resume the stored game (unless a link opened the page), list the games set aside, and watch other tabs. Returns the clean-up. */
export function startKeeping(k: Keeping): () => void {
  const codec = roundCodec(k.ids);
  const session = new DeviceSession(codec, ROUND_KEYS);
  sessions.set(k, { session, codec, opened: !k.hadHash });
  if (k.fresh) session.session = { ...session.session, aside: readAsideList(deviceStore(), ROUND_KEYS.aside, codec) };
  else if (!k.hadHash) apply(k, session.open(undefined));
  apply(k, [{ type: 'write-aside', aside: session.session.aside }]);
  return session.watch((effects) => apply(k, effects));
}

/** Save a game played here (only a game: the setup form alone never replaces one); a different game replacing it sets it aside. */
export function keep(k: Keeping, state: RoundToolState): void {
  const s = sessions.get(k);
  if (!s || state.setup === null) return;
  const record = encodeState(state);
  if (!s.opened) {
    // The link's game, read: the session compares it with the saved one (and asks when they differ).
    s.opened = true;
    apply(k, s.session.open({ ok: true, value: record }));
    return;
  }
  const shown = s.session.session.shown;
  if (record === shown) return;
  if (shown !== null && s.codec.relation(shown, record) === 'different') apply(k, s.session.switchTo(record, true));
  else apply(k, s.session.play(record));
}

/** A refused link leaves the stored game alone: say where it is (the session treats it as not this tab's). */
export function noteUntouched(k: Keeping): void {
  const s = sessions.get(k);
  if (!s || s.opened) return;
  s.opened = true;
  const effects = s.session.open({ ok: false, error: 'the link could not be read' });
  if (effects.some((e) => e.type === 'show')) k.setNote('untouched');
}

/** The answer to a link holding a different game: keep the link's (the saved one goes aside) or go back to the saved one. */
export function answerLink(k: Keeping, keepLink: boolean): void {
  const s = sessions.get(k);
  if (!s) return;
  k.setNote(null);
  apply(k, s.session.answer(keepLink ? 'mine' : 'theirs'), true);
}

/** Reopen a game set aside: the game being played goes aside in its place. */
export function reopen(k: Keeping, record: string): void {
  const s = sessions.get(k);
  if (!s) return;
  apply(k, s.session.reopen(record), true);
  k.setNote(null);
}

export function forget(k: Keeping, record: string): void {
  const s = sessions.get(k);
  if (s) apply(k, s.session.forget(record));
}

/** A game set aside, read for the list (null when it no longer reads). */
export function readGame(k: Keeping, record: string): RoundToolState | null {
  return sessions.get(k)?.codec.decode(record) ?? null;
}
