/**
 * Readers for input a person, a form or a URL hands the engine. A reader
 * checks one value (and everything under it) and returns it typed, or an
 * error value naming the dotted path of the first bad field and the rule it
 * serves. Readers never look at keys they were not told about, and they
 * check a list's length before walking it, so a huge or deeply nested input
 * is refused without being read.
 */
import { isInteger, isRecord } from '../../core/validate.ts';
import { err, ok, type AscensionErr, type AscensionResult } from '../result.ts';
import type { AscensionRuleId } from '../rules.ts';

export type Reader<T> = (value: unknown, path: string) => AscensionResult<T>;
export type ReaderValue<R> = R extends Reader<infer T> ? T : never;

const at = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);
const fieldOf = (path: string): string | undefined => (path === '' ? undefined : path);
const refuse = (message: string, rule: AscensionRuleId, path: string): AscensionErr => err(message, rule, fieldOf(path));

/** A whole number from `min` to `max`, both included. */
export function whole(what: string, min: number, max: number, rule: AscensionRuleId): Reader<number> {
  return (value, path) =>
    isInteger(value) && value >= min && value <= max
      ? ok(value)
      : refuse(`${what} must be a whole number from ${min} to ${max}.`, rule, path);
}

/** One of a fixed list of words. */
export function choice<V extends string | number>(what: string, values: readonly V[], rule: AscensionRuleId): Reader<V> {
  return (value, path) =>
    (values as readonly unknown[]).includes(value)
      ? ok(value as V)
      : refuse(`${what} must be one of ${values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(', ')}.`, rule, path);
}

export function flag(what: string, rule: AscensionRuleId): Reader<boolean> {
  return (value, path) => (typeof value === 'boolean' ? ok(value) : refuse(`${what} must be true or false.`, rule, path));
}

/** A short name (ids of ships, players, Soldiers): letters, digits, spaces and - _ . only. */
export function label(what: string, rule: AscensionRuleId, max = 40): Reader<string> {
  return (value, path) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= max && /^[\p{L}\p{N} ._-]+$/u.test(value)
      ? ok(value)
      : refuse(`${what} must be a name of 1 to ${max} letters, digits, spaces, dots, dashes or underscores.`, rule, path);
}

/** A field that may be left out: `fallback` stands in for undefined. */
export function optional<T>(reader: Reader<T>, fallback: T): Reader<T> {
  return (value, path) => (value === undefined ? ok(fallback) : reader(value, path));
}

/** A field that may be null or left out (null then). */
export function nullable<T>(reader: Reader<T>): Reader<T | null> {
  return (value, path) => (value === undefined || value === null ? ok(null) : reader(value, path));
}

/** A list of `min` to `max` items, each read by `item`. */
export function list<T>(what: string, item: Reader<T>, min: number, max: number, rule: AscensionRuleId): Reader<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) return refuse(`${what} must be a list.`, rule, path);
    if (value.length < min || value.length > max) {
      return refuse(min === max ? `${what} must hold exactly ${min}.` : `${what} must hold from ${min} to ${max} entries.`, rule, path);
    }
    const out: T[] = [];
    for (let i = 0; i < value.length; i++) {
      const r = item(value[i], at(path, i));
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };
}

/** An object with the named fields, each read by its reader; other keys are ignored. */
export function shape<S extends Record<string, Reader<unknown>>>(what: string, fields: S, rule: AscensionRuleId): Reader<{ [K in keyof S]: ReaderValue<S[K]> }> {
  return (value, path) => {
    if (!isRecord(value)) return refuse(`${what} must be an object.`, rule, path);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) {
      const own = Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
      const r = (fields[key] as Reader<unknown>)(own, at(path, key));
      if (!r.ok) return r;
      out[key] = r.value;
    }
    return ok(out as { [K in keyof S]: ReaderValue<S[K]> });
  };
}

/** One of several shapes, chosen by the word in its `kind` field. */
export function variant<M extends Record<string, Reader<unknown>>>(what: string, kinds: M, rule: AscensionRuleId): Reader<ReaderValue<M[keyof M]>> {
  const names = Object.keys(kinds);
  return (value, path) => {
    const kind = isRecord(value) ? value.kind : undefined;
    if (typeof kind !== 'string' || !Object.prototype.hasOwnProperty.call(kinds, kind)) {
      return refuse(`${what} needs a kind: ${names.map((n) => `"${n}"`).join(', ')}.`, rule, at(path, 'kind'));
    }
    return (kinds[kind] as Reader<ReaderValue<M[keyof M]>>)(value, path);
  };
}

/** Reads a whole input at the root. */
export function read<T>(reader: Reader<T>, input: unknown): AscensionResult<T> {
  return reader(input, '');
}

/**
 * Runs a solver and turns anything it throws into an error value. The readers
 * keep the kernel's own contracts, so this is a last line, not the check.
 */
export function guarded<T>(rule: AscensionRuleId, solve: () => AscensionResult<T>): AscensionResult<T> {
  try {
    return solve();
  } catch (e) {
    const reason = e instanceof Error ? e.message : 'an unexpected failure';
    return err(`The engine could not solve this input (${reason.slice(0, 120)}).`, rule);
  }
}
