/**
 * The kernel's readers built of other readers: an object of named fields
 * (`shape`, or `closed`, which refuses any other key), of keys from a fixed list (`keyed`), one of several shapes by its
 * `kind` (`variant`), a fixed list (`tuple`), a further check (`refine`), a
 * value given in another form (`map`), and `guarded`, the last line around a
 * solver. The small readers are in `read.ts`; this file is apart so a page
 * that needs only those does not load these (see `read.ts`).
 */
import { err, ok, type Err, type Result } from './result.ts';
import { isRecord } from './validate.ts';
import { atLeast, choice, decimal, flag, label, list, matching, nullable, optional, pathTo, quote, read, refuse, text, whole, type Reader, type Readers, type ReaderValue } from './read.ts';

/** A list of exactly as many items as `items`, each read by the reader in its place (a short code such as `['d', 'plain', 9]`). */
export function tuple<T extends unknown[], R extends string>(what: string, items: { [K in keyof T]: Reader<T[K], R> }, rule: R): Reader<T, R> {
  return (value, path) => {
    const readers = items as readonly Reader<unknown, R>[];
    if (!Array.isArray(value) || value.length !== readers.length) return refuse(`${what} must be a list of ${readers.length}.`, rule, path);
    const out: unknown[] = [];
    for (let i = 0; i < readers.length; i++) {
      const r = readers[i]!(value[i], pathTo(path, i));
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out as T);
  };
}

/** An object with the named fields, each read by its reader; other keys are ignored. */
export function shape<S extends Record<string, Reader<unknown, R>>, R extends string>(
  what: string,
  fields: S,
  rule: R,
): Reader<{ [K in keyof S]: ReaderValue<S[K]> }, R> {
  return (value, path) => {
    if (!isRecord(value)) return refuse(`${what} must be an object.`, rule, path);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) {
      const own = Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
      const r = (fields[key] as Reader<unknown, R>)(own, pathTo(path, key));
      if (!r.ok) return r;
      out[key] = r.value;
    }
    return ok(out as { [K in keyof S]: ReaderValue<S[K]> });
  };
}

/**
 * An object with exactly the named fields (a missing one is read as
 * undefined): a key the reader does not know is refused by name, so a link
 * or a saved state holding something no tool writes is never half read.
 */
export function closed<S extends Record<string, Reader<unknown, R>>, R extends string>(what: string, fields: S, rule: R): Reader<{ [K in keyof S]: ReaderValue<S[K]> }, R> {
  const inner = shape(what, fields, rule);
  return (value, path) => {
    if (isRecord(value)) {
      for (const key of Object.keys(value)) if (!Object.prototype.hasOwnProperty.call(fields, key)) return refuse(`${what} has no "${key.slice(0, 20)}".`, rule, pathTo(path, key.slice(0, 20)));
    }
    return inner(value, path);
  };
}

/** An object whose keys are among `keys` (at most all of them), each value read by `item`. */
export function keyed<K extends string, T, R extends string>(what: string, keys: readonly K[], item: Reader<T, R>, rule: R): Reader<Partial<Record<K, T>>, R> {
  return (value, path) => {
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
  };
}

/** One of several shapes, chosen by the word in its `kind` field. */
export function variant<M extends Record<string, Reader<unknown, R>>, R extends string>(what: string, kinds: M, rule: R): Reader<ReaderValue<M[keyof M]>, R> {
  const names = Object.keys(kinds);
  return (value, path) => {
    const kind = isRecord(value) ? value.kind : undefined;
    if (typeof kind !== 'string' || !Object.prototype.hasOwnProperty.call(kinds, kind)) {
      return refuse(`${what} needs a kind: ${names.map(quote).join(', ')}.`, rule, pathTo(path, 'kind'));
    }
    return (kinds[kind] as Reader<ReaderValue<M[keyof M]>, R>)(value, path);
  };
}

/** A value read by `reader`, then held to a further check that may refuse it. */
export function refine<T, R extends string>(reader: Reader<T, R>, check: (value: T, path: string) => Err<R> | null): Reader<T, R> {
  return (value, path) => {
    const r = reader(value, path);
    if (!r.ok) return r;
    return check(r.value, path) ?? r;
  };
}

/** A value read by `reader`, then given in another form (`to` never refuses: checks go in `refine`). */
export function map<T, U, R extends string>(reader: Reader<T, R>, to: (value: T) => U): Reader<U, R> {
  return (value, path) => {
    const r = reader(value, path);
    return r.ok ? ok(to(r.value)) : r;
  };
}

/**
 * Runs a solver and turns anything it throws into an error value. The
 * readers keep the kernel's own contracts, so this is a last line, not the check.
 */
export function guarded<T, R extends string>(rule: R, solve: () => Result<T, R>): Result<T, R> {
  try {
    return solve();
  } catch (e) {
    const reason = e instanceof Error ? e.message : 'an unexpected failure';
    return err(`The engine could not solve this input (${reason.slice(0, 120)}).`, rule);
  }
}

/**
 * All the combinators in one object, for code that wants them as one value
 * (the kernel's own tests). The games do not call it: an object built at
 * load keeps every combinator in every bundle that touches it.
 */
export function readersFor<R extends string>(): Readers<R> {
  return { refuse, whole, atLeast, decimal, matching, choice, flag, label, text, optional, nullable, list, tuple, shape, keyed, variant, refine, map, read, guarded };
}
