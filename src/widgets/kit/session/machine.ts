/**
 * One game session: a pure machine over the records of one game (each game
 * supplies a record codec). It decides what a tab shows and what it keeps,
 * and returns its effects as data for the browser adapter (device.ts) to
 * perform: save, set aside, ask about a link or another tab's game. Nothing
 * is dropped silently:
 * - a link that cannot be read is said so and the saved game is shown;
 * - a link to a different game than the saved one asks which to keep, and
 *   the one not kept is set aside;
 * - a game found saved that this tab did not write (another tab's) is set
 *   aside before this tab writes over it, and a change another tab makes is
 *   offered, not applied;
 * - a game replaced by another the person starts or reopens is set aside.
 * A record the reader would refuse (longer than the policy's cap, or not
 * one the game's codec reads) is never written.
 */
import { MAX_ASIDE, MAX_RECORD } from './policy.ts';

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

/** How record a relates to record b: the same, an earlier point of b, a later point of b, or another game. */
export type Relation = 'same' | 'a-behind' | 'a-ahead' | 'different';

/** What a game gives the session: how to check a record's text and how two records relate. */
export interface RecordCodec {
  /** Checks a record (the session has checked its length against the policy first). */
  check(text: string): Read<string>;
  relation(a: string, b: string): Relation;
}

/** A game kept on the list set aside, with when it went there (ms since 1970). */
export interface Kept {
  record: string;
  at: number;
}

/** A question the person answers before the session saves again. */
export type Question =
  | { kind: 'link'; link: string; saved: string; /** the saved game is a later point of the link's */ ahead: boolean }
  | { kind: 'other-tab'; record: string; /** a point of the game shown, not another game */ same: boolean };

export interface Session {
  /** The game this tab shows (null before there is one). */
  shown: string | null;
  /** What this tab last wrote or read as its own: a different saved game came from elsewhere. */
  written: string | null;
  aside: Kept[];
  question: Question | null;
}

export type SessionEvent =
  /** The page opens: the link's record (undefined without one), the saved game (or why it cannot be read) and the list set aside. */
  | { type: 'open'; link: Read<string> | undefined; stored: Read<string> | null; aside: Kept[]; now: number }
  /** The person changed the game shown (a move, an undo); `stored` is what the device holds now. With a question open, this answers it: this tab's game is kept. */
  | { type: 'play'; record: string; stored: string | null; now: number }
  /** The person starts or opens another game: the one shown goes aside unless `keepShown` is false (finished, or never played). */
  | { type: 'switch'; record: string; stored: string | null; now: number; keepShown: boolean }
  /** Another tab saved this record. */
  | { type: 'elsewhere'; record: string | null }
  /** The answer to the open question: keep the link's (or this tab's) game, or the saved (or the other tab's) one. */
  | { type: 'answer'; keep: 'mine' | 'theirs'; stored: string | null; now: number; /** set the other game aside (default true) */ setAside?: boolean }
  | { type: 'set-aside'; record: string; now: number }
  | { type: 'forget'; record: string }
  /** Reopen a game set aside: the game shown goes aside in its place. */
  | { type: 'reopen'; record: string; stored: string | null; now: number };

export type SessionEffect =
  | { type: 'show'; record: string }
  | { type: 'save'; record: string }
  | { type: 'write-aside'; aside: Kept[] }
  | { type: 'ask'; question: Question }
  /** A game went aside (to say so). */
  | { type: 'set-aside'; record: string }
  /** Something could not be read or kept, in the reader's words. */
  | { type: 'problem'; where: 'link' | 'device' | 'save'; error: string };

export interface Step {
  session: Session;
  effects: SessionEffect[];
}

export const EMPTY_SESSION: Session = { shown: null, written: null, aside: [], question: null };

/** A record's text checked: the policy's length first, then the game's codec. */
export function readRecord(codec: RecordCodec, text: unknown): Read<string> {
  if (typeof text !== 'string') return { ok: false, error: 'it holds no game.' };
  if (text.length > MAX_RECORD) return { ok: false, error: 'it is too long to be a game made here.' };
  return codec.check(text);
}

/**
 * The list with `game` first: an earlier point of it (or the same game) gives
 * way; when a later point is already kept, the list is unchanged; past the
 * policy's limit the oldest goes.
 */
export function withAside(codec: RecordCodec, list: readonly Kept[], game: Kept): Kept[] {
  if (game.record.length > MAX_RECORD) return [...list];
  const rel = list.map((k) => codec.relation(k.record, game.record));
  if (rel.includes('a-ahead')) return [...list];
  return [game, ...list.filter((_, i) => rel[i] === 'different')].slice(0, MAX_ASIDE);
}

const foreign = (codec: RecordCodec, stored: string | null, written: string | null, next: string): stored is string =>
  stored !== null && stored !== written && stored !== next && ['different', 'a-ahead'].includes(codec.relation(stored, next));

function asideOf(codec: RecordCodec, s: Session, record: string, now: number, effects: SessionEffect[]): Session {
  const aside = withAside(codec, s.aside, { record, at: now });
  effects.push({ type: 'write-aside', aside }, { type: 'set-aside', record });
  return { ...s, aside };
}

function save(codec: RecordCodec, s: Session, record: string, stored: string | null, now: number, effects: SessionEffect[]): Session {
  // The writer keeps only what the reader takes back: the same cap and the same codec.
  const readable = readRecord(codec, record);
  if (!readable.ok) {
    effects.push({ type: 'problem', where: 'save', error: `this device does not keep it (${readable.error.replace(/\.$/, '')}); the address still holds the game.` });
    return { ...s, shown: record };
  }
  let next = s;
  if (foreign(codec, stored, s.written, record)) next = asideOf(codec, next, stored, now, effects);
  if (stored !== record) effects.push({ type: 'save', record });
  return { ...next, shown: record, written: record };
}

/** The machine: a session and an event give the next session and the effects to perform. */
export function step(codec: RecordCodec, s: Session, e: SessionEvent): Step {
  const effects: SessionEffect[] = [];
  const show = (record: string) => effects.push({ type: 'show', record });
  switch (e.type) {
    case 'open': {
      let next: Session = { ...EMPTY_SESSION, aside: e.aside.slice(0, MAX_ASIDE) };
      const saved = e.stored?.ok ? e.stored.value : null;
      if (e.stored && !e.stored.ok) effects.push({ type: 'problem', where: 'device', error: e.stored.error });
      if (e.link && !e.link.ok) effects.push({ type: 'problem', where: 'link', error: e.link.error });
      if (e.link?.ok) {
        const link = e.link.value;
        const rel = saved === null ? 'same' : codec.relation(saved, link);
        show(link);
        if (saved === null || rel === 'same' || rel === 'a-behind') return { session: save(codec, { ...next, written: saved }, link, saved, e.now, effects), effects };
        const question: Question = { kind: 'link', link, saved, ahead: rel === 'a-ahead' };
        effects.push({ type: 'ask', question });
        return { session: { ...next, shown: link, written: saved, question }, effects };
      }
      if (saved !== null) {
        show(saved);
        next = { ...next, shown: saved, written: saved };
      } else if (e.stored && !e.stored.ok) {
        /* A damaged saved game is kept until the person saves another: the first save writes over it knowingly. */
      }
      return { session: next, effects };
    }
    case 'play':
      // Playing on with a question open keeps this tab's game: the saved one is not this tab's, so it goes aside first.
      return { session: save(codec, s.question ? { ...s, question: null, written: null } : s, e.record, e.stored, e.now, effects), effects };
    case 'switch': {
      let next = s;
      if (e.keepShown && s.shown !== null && ['different', 'a-ahead'].includes(codec.relation(s.shown, e.record))) next = asideOf(codec, next, s.shown, e.now, effects);
      show(e.record);
      // With a question open the saved game is not this tab's: it goes aside before it is written over.
      return { session: save(codec, { ...next, question: null, written: s.question ? null : s.written }, e.record, e.stored, e.now, effects), effects };
    }
    case 'elsewhere': {
      if (e.record === null || e.record === s.written || e.record === s.shown || s.shown === null) return { session: s, effects };
      const question: Question = { kind: 'other-tab', record: e.record, same: codec.relation(s.shown, e.record) !== 'different' };
      effects.push({ type: 'ask', question });
      return { session: { ...s, question }, effects };
    }
    case 'answer': {
      const q = s.question;
      if (q === null || s.shown === null) return { session: s, effects };
      const keepOther = e.setAside !== false;
      let next: Session = { ...s, question: null };
      if (q.kind === 'link') {
        if (e.keep === 'mine') {
          if (keepOther) next = asideOf(codec, next, q.saved, e.now, effects);
          return { session: save(codec, { ...next, written: q.saved }, q.link, e.stored, e.now, effects), effects };
        }
        if (keepOther) next = asideOf(codec, next, q.link, e.now, effects);
        show(q.saved);
        return { session: { ...next, shown: q.saved, written: q.saved }, effects };
      }
      // The game not kept goes aside unless it is an earlier point of the one kept.
      const behind = (a: string, b: string) => ['same', 'a-behind'].includes(codec.relation(a, b));
      if (e.keep === 'mine') {
        if (keepOther && !behind(q.record, s.shown)) next = asideOf(codec, next, q.record, e.now, effects);
        return { session: save(codec, { ...next, written: q.record }, s.shown, e.stored, e.now, effects), effects };
      }
      if (keepOther && !behind(s.shown, q.record)) next = asideOf(codec, next, s.shown, e.now, effects);
      show(q.record);
      return { session: { ...next, shown: q.record, written: q.record }, effects };
    }
    case 'set-aside':
      return { session: asideOf(codec, s, e.record, e.now, effects), effects };
    case 'forget': {
      const aside = s.aside.filter((k) => k.record !== e.record);
      effects.push({ type: 'write-aside', aside });
      return { session: { ...s, aside }, effects };
    }
    case 'reopen': {
      const aside = s.aside.filter((k) => k.record !== e.record);
      let next: Session = { ...s, aside, question: null, written: s.question ? null : s.written };
      effects.push({ type: 'write-aside', aside });
      if (s.shown !== null && s.shown !== e.record) next = asideOf(codec, next, s.shown, e.now, effects);
      show(e.record);
      return { session: save(codec, next, e.record, e.stored, e.now, effects), effects };
    }
  }
}
