/**
 * Readers: the one way input a person, a form or a URL hands the engine is
 * turned into typed values. A reader checks one value (and everything under
 * it) and returns it typed, or an error value naming the dotted path of the
 * first bad field and the rule it serves. Readers never look at keys they were
 * not told about, and they check a list's length before walking it, so a huge
 * or deeply nested input is refused without being read.
 *
 * The kernel names no game. Each combinator is a module-level function,
 * generic in the rule-id type `R`, so a bundle keeps only the ones its code
 * calls (a page that reads one number pays for `whole`, not for `variant`).
 * A game binds them to its registry without building anything at load: its
 * `readers.ts` re-exports each function typed as `Readers<GameRuleId>[name]`,
 * so a rule id the registry does not hold fails the type check. An engine
 * entry point reads its input once, at the edge; inner stages take the typed
 * value and never check it again.
 *
 * This file holds the small readers (one value, a list of them, a field that
 * may be left out), so a page that reads a few numbers and names loads them
 * alone; the readers built of others (`shape`, `keyed`, `variant`, `tuple`,
 * `refine`, `map`) and `guarded` are in `read-structure.ts`. A bundle's files
 * are made module by module, so a split file is what lets a page leave the
 * rest out (the expense tool's first code reads `creditsCost` with these).
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

/** A value as a refusal lists it: text in quotes, a number as it is. */
export const quote = (v: string | number): string => (typeof v === 'string' ? `"${v}"` : String(v));

/** A refusal at `path` (no field at the root). */
export function refuse<R extends string>(message: string, rule: R, path: string): Err<R> {
  return err(message, rule, path === '' ? undefined : path);
}

/** A whole number from `min` to `max`, both included. */
export function whole<R extends string>(what: string, min: number, max: number, rule: R): Reader<number, R> {
  return (value, path) =>
    isInteger(value) && value >= min && value <= max ? ok(value) : refuse(`${what} must be a whole number from ${min} to ${max}.`, rule, path);
}

/** A whole number of `min` or more, with no upper bound (a printed value no rule caps). */
export function atLeast<R extends string>(what: string, min: number, rule: R): Reader<number, R> {
  return (value, path) => (isInteger(value) && value >= min ? ok(value) : refuse(`${what} must be a whole number of ${min} or more.`, rule, path));
}

/** A number, whole or not, from `min` to `max` (a factor such as 0.5). */
export function decimal<R extends string>(what: string, min: number, max: number, rule: R): Reader<number, R> {
  return (value, path) =>
    typeof value === 'number' && value >= min && value <= max ? ok(value) : refuse(`${what} must be a number from ${min} to ${max}.`, rule, path);
}

/** Text the whole of which matches `pattern`; `form` says in words what that is (`an id of letters and digits`). */
export function matching<R extends string>(what: string, pattern: RegExp, form: string, rule: R): Reader<string, R> {
  return (value, path) => (typeof value === 'string' && pattern.test(value) ? ok(value) : refuse(`${what} must be ${form}.`, rule, path));
}

/** One of a fixed list of values. */
export function choice<V extends string | number, R extends string>(what: string, values: readonly V[], rule: R): Reader<V, R> {
  return (value, path) =>
    (values as readonly unknown[]).includes(value) ? ok(value as V) : refuse(`${what} must be one of ${values.map(quote).join(', ')}.`, rule, path);
}

export function flag<R extends string>(what: string, rule: R): Reader<boolean, R> {
  return (value, path) => (typeof value === 'boolean' ? ok(value) : refuse(`${what} must be true or false.`, rule, path));
}

/** A short name: letters, digits, spaces and - _ . only, 1 to `max` characters. */
export function label<R extends string>(what: string, rule: R, max = LABEL_MAX): Reader<string, R> {
  return (value, path) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= max && /^[\p{L}\p{N} ._-]+$/u.test(value)
      ? ok(value)
      : refuse(`${what} must be a name of 1 to ${max} letters, digits, spaces, dots, dashes or underscores.`, rule, path);
}

/** Any text of 0 to `max` characters (`min` 1 refuses an empty or blank one). */
export function text<R extends string>(what: string, rule: R, max: number, min: 0 | 1 = 0): Reader<string, R> {
  return (value, path) => {
    if (typeof value !== 'string') return refuse(`${what} must be text.`, rule, path);
    if (min === 1 && value.trim() === '') return refuse(`${what} must not be empty.`, rule, path);
    return value.length <= max ? ok(value) : refuse(`${what} must be at most ${max} characters long.`, rule, path);
  };
}

/** A field that may be left out: `fallback` stands in for undefined. */
export function optional<T, R extends string>(reader: Reader<T, R>, fallback: T): Reader<T, R> {
  return (value, path) => (value === undefined ? ok(fallback) : reader(value, path));
}

/** A field that may be null or left out (null then). */
export function nullable<T, R extends string>(reader: Reader<T, R>): Reader<T | null, R> {
  return (value, path) => (value === undefined || value === null ? ok(null) : reader(value, path));
}

/** A list of `min` to `max` items, each read by `item`. */
export function list<T, R extends string>(what: string, item: Reader<T, R>, min: number, max: number, rule: R): Reader<T[], R> {
  return (value, path) => {
    if (!Array.isArray(value)) return refuse(`${what} must be a list.`, rule, path);
    if (value.length < min || value.length > max) {
      return refuse(min === max ? `${what} must hold exactly ${min}.` : `${what} must hold from ${min} to ${max} entries.`, rule, path);
    }
    const out: T[] = [];
    for (let i = 0; i < value.length; i++) {
      const r = item(value[i], pathTo(path, i));
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };
}

/** A field of `o` that is its own (never one inherited, such as `constructor`). */
export const own = (o: Record<string, unknown>, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined);

/** An object read by `reader`, or `message` (at its path, for `rule`) when the value is no object at all. */
export function record<T, R extends string>(message: string, rule: R, reader: (value: Record<string, unknown>, path: string) => Result<T, R>): Reader<T, R> {
  return (value, path) => (isRecord(value) ? reader(value, path) : refuse(message, rule, path));
}

/** Reads a whole input at the root. */
export function read<T, R extends string>(reader: Reader<T, R>, input: unknown): Result<T, R> {
  return reader(input, '');
}

/**
 * The combinators with one game's rule-id type: each one's type with `R`
 * fixed, so a game's `readers.ts` can re-export a function as
 * `Readers<GameRuleId>['whole']` and the type checker refuses a rule id its
 * registry does not hold. Types only: nothing of it exists at run time.
 */
export interface Readers<R extends string> {
  refuse(message: string, rule: R, path: string): Err<R>;
  whole(what: string, min: number, max: number, rule: R): Reader<number, R>;
  atLeast(what: string, min: number, rule: R): Reader<number, R>;
  decimal(what: string, min: number, max: number, rule: R): Reader<number, R>;
  matching(what: string, pattern: RegExp, form: string, rule: R): Reader<string, R>;
  choice<V extends string | number>(what: string, values: readonly V[], rule: R): Reader<V, R>;
  flag(what: string, rule: R): Reader<boolean, R>;
  label(what: string, rule: R, max?: number): Reader<string, R>;
  text(what: string, rule: R, max: number, min?: 0 | 1): Reader<string, R>;
  optional<T>(reader: Reader<T, R>, fallback: T): Reader<T, R>;
  nullable<T>(reader: Reader<T, R>): Reader<T | null, R>;
  list<T>(what: string, item: Reader<T, R>, min: number, max: number, rule: R): Reader<T[], R>;
  tuple<T extends unknown[]>(what: string, items: { [K in keyof T]: Reader<T[K], R> }, rule: R): Reader<T, R>;
  shape<S extends Record<string, Reader<unknown, R>>>(what: string, fields: S, rule: R): Reader<{ [K in keyof S]: ReaderValue<S[K]> }, R>;
  keyed<K extends string, T>(what: string, keys: readonly K[], item: Reader<T, R>, rule: R): Reader<Partial<Record<K, T>>, R>;
  variant<M extends Record<string, Reader<unknown, R>>>(what: string, kinds: M, rule: R): Reader<ReaderValue<M[keyof M]>, R>;
  refine<T>(reader: Reader<T, R>, check: (value: T, path: string) => Err<R> | null): Reader<T, R>;
  map<T, U>(reader: Reader<T, R>, to: (value: T) => U): Reader<U, R>;
  read<T>(reader: Reader<T, R>, input: unknown): Result<T, R>;
  guarded<T>(rule: R, solve: () => Result<T, R>): Result<T, R>;
}

