/**
 * Readers: the one way input a person, a form or a URL hands the engine is
 * turned into typed values. A reader checks one value (and everything under
 * it) and returns it typed, or an error value naming the dotted path of the
 * first bad field and the rule it serves. Readers never look at keys they were
 * not told about, and they check a list's length before walking it, so a huge
 * or deeply nested input is refused without being read.
 *
 * The kernel names no game, so the combinators are made per rule registry:
 * `readersFor<MyRuleId>()` gives them with the game's rule-id type, and an
 * engine entry point reads its input once, at the edge; inner stages take the
 * typed value and never check it again.
 */
import { err, ok, type Err, type Result } from './result.ts';
import { isInteger, isRecord } from './validate.ts';

/** Reads `value` found at `path` (dotted, '' for the root). */
export type Reader<T, R extends string = string> = (value: unknown, path: string) => Result<T, R>;
export type ReaderValue<X> = X extends Reader<infer T, string> ? T : never;

/** `path.key`, or `key` at the root. */
export const pathTo = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/** The longest name `label` accepts unless told otherwise. */
export const LABEL_MAX = 40;

export interface Readers<R extends string> {
  /** A refusal at `path` (no field at the root). */
  refuse(message: string, rule: R, path: string): Err<R>;
  /** A whole number from `min` to `max`, both included. */
  whole(what: string, min: number, max: number, rule: R): Reader<number, R>;
  /** One of a fixed list of values. */
  choice<V extends string | number>(what: string, values: readonly V[], rule: R): Reader<V, R>;
  flag(what: string, rule: R): Reader<boolean, R>;
  /** A short name: letters, digits, spaces and - _ . only, 1 to `max` characters. */
  label(what: string, rule: R, max?: number): Reader<string, R>;
  /** Any text of 0 to `max` characters (`min` 1 refuses an empty or blank one). */
  text(what: string, rule: R, max: number, min?: 0 | 1): Reader<string, R>;
  /** A field that may be left out: `fallback` stands in for undefined. */
  optional<T>(reader: Reader<T, R>, fallback: T): Reader<T, R>;
  /** A field that may be null or left out (null then). */
  nullable<T>(reader: Reader<T, R>): Reader<T | null, R>;
  /** A list of `min` to `max` items, each read by `item`. */
  list<T>(what: string, item: Reader<T, R>, min: number, max: number, rule: R): Reader<T[], R>;
  /** A list of exactly as many items as `items`, each read by the reader in its place (a short code such as `['d', 'plain', 9]`). */
  tuple<T extends unknown[]>(what: string, items: { [K in keyof T]: Reader<T[K], R> }, rule: R): Reader<T, R>;
  /** An object with the named fields, each read by its reader; other keys are ignored. */
  shape<S extends Record<string, Reader<unknown, R>>>(what: string, fields: S, rule: R): Reader<{ [K in keyof S]: ReaderValue<S[K]> }, R>;
  /** An object whose keys are among `keys` (at most all of them), each value read by `item`. */
  keyed<K extends string, T>(what: string, keys: readonly K[], item: Reader<T, R>, rule: R): Reader<Partial<Record<K, T>>, R>;
  /** One of several shapes, chosen by the word in its `kind` field. */
  variant<M extends Record<string, Reader<unknown, R>>>(what: string, kinds: M, rule: R): Reader<ReaderValue<M[keyof M]>, R>;
  /** A value read by `reader`, then held to a further check that may refuse it. */
  refine<T>(reader: Reader<T, R>, check: (value: T, path: string) => Err<R> | null): Reader<T, R>;
  /** A value read by `reader`, then given in another form (`to` never refuses: checks go in `refine`). */
  map<T, U>(reader: Reader<T, R>, to: (value: T) => U): Reader<U, R>;
  /** Reads a whole input at the root. */
  read<T>(reader: Reader<T, R>, input: unknown): Result<T, R>;
  /**
   * Runs a solver and turns anything it throws into an error value. The
   * readers keep the kernel's own contracts, so this is a last line, not the check.
   */
  guarded<T>(rule: R, solve: () => Result<T, R>): Result<T, R>;
}

/** The reader combinators for one rule registry (`R` is its rule-id type). */
export function readersFor<R extends string>(): Readers<R> {
  const refuse = (message: string, rule: R, path: string): Err<R> => err(message, rule, path === '' ? undefined : path);
  const quote = (v: string | number): string => (typeof v === 'string' ? `"${v}"` : String(v));

  return {
    refuse,
    whole: (what, min, max, rule) => (value, path) =>
      isInteger(value) && value >= min && value <= max ? ok(value) : refuse(`${what} must be a whole number from ${min} to ${max}.`, rule, path),
    choice: (what, values, rule) => (value, path) =>
      (values as readonly unknown[]).includes(value)
        ? ok(value as (typeof values)[number])
        : refuse(`${what} must be one of ${values.map(quote).join(', ')}.`, rule, path),
    flag: (what, rule) => (value, path) => (typeof value === 'boolean' ? ok(value) : refuse(`${what} must be true or false.`, rule, path)),
    label: (what, rule, max = LABEL_MAX) => (value, path) =>
      typeof value === 'string' && value.trim() !== '' && value.length <= max && /^[\p{L}\p{N} ._-]+$/u.test(value)
        ? ok(value)
        : refuse(`${what} must be a name of 1 to ${max} letters, digits, spaces, dots, dashes or underscores.`, rule, path),
    text: (what, rule, max, min = 0) => (value, path) => {
      if (typeof value !== 'string') return refuse(`${what} must be text.`, rule, path);
      if (min === 1 && value.trim() === '') return refuse(`${what} must not be empty.`, rule, path);
      return value.length <= max ? ok(value) : refuse(`${what} must be at most ${max} characters long.`, rule, path);
    },
    optional: (reader, fallback) => (value, path) => (value === undefined ? ok(fallback) : reader(value, path)),
    nullable: (reader) => (value, path) => (value === undefined || value === null ? ok(null) : reader(value, path)),
    list: (what, item, min, max, rule) => (value, path) => {
      if (!Array.isArray(value)) return refuse(`${what} must be a list.`, rule, path);
      if (value.length < min || value.length > max) {
        return refuse(min === max ? `${what} must hold exactly ${min}.` : `${what} must hold from ${min} to ${max} entries.`, rule, path);
      }
      const out = [];
      for (let i = 0; i < value.length; i++) {
        const r = item(value[i], pathTo(path, i));
        if (!r.ok) return r;
        out.push(r.value);
      }
      return ok(out);
    },
    tuple: <T extends unknown[]>(what: string, items: { [K in keyof T]: Reader<T[K], R> }, rule: R): Reader<T, R> =>
      (value, path) => {
        const readers = items as readonly Reader<unknown, R>[];
        if (!Array.isArray(value) || value.length !== readers.length) return refuse(`${what} must be a list of ${readers.length}.`, rule, path);
        const out: unknown[] = [];
        for (let i = 0; i < readers.length; i++) {
          const r = readers[i]!(value[i], pathTo(path, i));
          if (!r.ok) return r;
          out.push(r.value);
        }
        return ok(out as T);
      },
    shape: <S extends Record<string, Reader<unknown, R>>>(what: string, fields: S, rule: R): Reader<{ [K in keyof S]: ReaderValue<S[K]> }, R> =>
      (value, path) => {
        if (!isRecord(value)) return refuse(`${what} must be an object.`, rule, path);
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(fields)) {
          const own = Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
          const r = (fields[key] as Reader<unknown, R>)(own, pathTo(path, key));
          if (!r.ok) return r;
          out[key] = r.value;
        }
        return ok(out as { [K in keyof S]: ReaderValue<S[K]> });
      },
    keyed: <K extends string, T>(what: string, keys: readonly K[], item: Reader<T, R>, rule: R): Reader<Partial<Record<K, T>>, R> =>
      (value, path) => {
        if (!isRecord(value)) return refuse(`${what} must be an object.`, rule, path);
        const own = Object.keys(value);
        // Checked before walking, so a huge object is refused unread.
        if (own.length > keys.length) return refuse(`${what} has at most ${keys.length} entries: ${keys.map(quote).join(', ')}.`, rule, path);
        const out: Partial<Record<K, T>> = {};
        for (const key of own) {
          if (!(keys as readonly string[]).includes(key)) return refuse(`${what} takes only ${keys.map(quote).join(', ')}.`, rule, pathTo(path, key.slice(0, 40)));
          const r = item(value[key], pathTo(path, key));
          if (!r.ok) return r;
          out[key as K] = r.value;
        }
        return ok(out);
      },
    variant: <M extends Record<string, Reader<unknown, R>>>(what: string, kinds: M, rule: R): Reader<ReaderValue<M[keyof M]>, R> => {
      const names = Object.keys(kinds);
      return (value, path) => {
        const kind = isRecord(value) ? value.kind : undefined;
        if (typeof kind !== 'string' || !Object.prototype.hasOwnProperty.call(kinds, kind)) {
          return refuse(`${what} needs a kind: ${names.map(quote).join(', ')}.`, rule, pathTo(path, 'kind'));
        }
        return (kinds[kind] as Reader<ReaderValue<M[keyof M]>, R>)(value, path);
      };
    },
    refine: (reader, check) => (value, path) => {
      const r = reader(value, path);
      if (!r.ok) return r;
      return check(r.value, path) ?? r;
    },
    map: (reader, to) => (value, path) => {
      const r = reader(value, path);
      return r.ok ? ok(to(r.value)) : r;
    },
    read: (reader, input) => reader(input, ''),
    guarded: (rule, solve) => {
      try {
        return solve();
      } catch (e) {
        const reason = e instanceof Error ? e.message : 'an unexpected failure';
        return err(`The engine could not solve this input (${reason.slice(0, 120)}).`, rule);
      }
    },
  };
}
