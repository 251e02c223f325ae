/**
 * The Ascension tools' link readers, made with the engine's readers (the
 * kernel's combinators bound to Ascension's rules, `engine/ascension/input`),
 * as every engine entry point reads its input. A tool's reader is a shape of
 * its state: a typed number is text of at most `TYPED_MAX` characters (the
 * limit its field keeps, so a link the tool writes always reopens), a choice
 * one of the tool's values, a list within the tool's limits, the readings
 * only the tool's own. Each refusal names its field and cites the rule of
 * the tool's section. Loaded only when a link holds a state. Pure; no DOM.
 */
import { choice, flag, keyed, list, map, nullable, optional, read, refine, refuse, shape, text, tuple, whole, type Reader } from '../../../engine/ascension/input/index.ts';
import { FACTS, NOTHING_IN_PLACE, type Fact } from '../../../engine/ascension/flux/index.ts';
import { DEFAULT_READINGS, parseReadings, type AscensionRuleId, type ReadingKey } from '../../../engine/ascension/index.ts';
import { TYPED_MAX } from '../../kit/limits.ts';
import { readerSchema, type UrlSchema } from '../../kit/url-state.ts';
import type { Changed } from './readings.ts';

export type { Reader };
export { choice, flag, map, nullable, optional, read, refine, refuse, tuple, whole };

/** `reader`, after a check that the object holds no key but `fields`' own. */
function only<T>(what: string, fields: Readonly<Record<string, unknown>>, reader: Reader<T>, rule: AscensionRuleId): Reader<T> {
  return (v, path) => {
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      const stray = Object.keys(v).find((k) => !Object.prototype.hasOwnProperty.call(fields, k));
      if (stray !== undefined) return refuse(`${what} holds something this tool never writes.`, rule, path);
    }
    return reader(v, path);
  };
}

/** The readers of one tool's link, each refusal citing `rule` (the tool's section). */
export function linkReaders(rule: AscensionRuleId) {
  const maybe = <T>(reader: Reader<T>, fallback: T | undefined): Reader<T> => (fallback === undefined ? reader : optional(reader, fallback));
  return {
    /** Text typed into a number field (a link without it reads `fallback`). */
    typed: (what: string, fallback?: string): Reader<string> => maybe(text(what, rule, TYPED_MAX), fallback),
    /** Text typed into a text field of at most `max` characters. */
    words: (what: string, max: number, fallback?: string): Reader<string> => maybe(text(what, rule, max), fallback),
    /** One of the tool's values. */
    pick: <V extends string>(what: string, values: readonly V[], fallback?: V): Reader<V> => {
      const one = choice(what, values, rule);
      // A link's reader says a value is unknown rather than list every value (a list of 21 Actions reads as noise).
      return maybe((v, path) => {
        const r = one(v, path);
        return r.ok ? r : refuse(`${what} is not one this tool knows.`, rule, path);
      }, fallback);
    },
    /** A box ticked or not (left out: `fallback`). */
    box: (what: string, fallback = false): Reader<boolean> => optional(flag(what, rule), fallback),
    /** A place in a list of at most `size` (left out: the first). */
    place: (what: string, size: number): Reader<number> => optional(whole(what, 0, size - 1, rule), 0),
    /** A whole number the tool writes itself. */
    count: (what: string, min: number, max: number): Reader<number> => whole(what, min, max, rule),
    /** A list of `min` to `max` rows (left out: `fallback`). */
    rows: <T>(what: string, item: Reader<T>, min: number, max: number, fallback?: T[]): Reader<T[]> => maybe(list(what, item, min, max, rule), fallback),
    /** An object of the named fields and no others (a key this tool never writes is refused). */
    fields: <S extends Record<string, Reader<unknown>>>(what: string, fields: S) => only(what, fields, shape(what, fields, rule), rule),
    /** A fixed-length list (a tuple in the state; left out: `fallback`). */
    tuple: <T>(what: string, item: Reader<T>, n: number, fallback?: readonly T[]): Reader<T[]> => maybe(list(what, item, n, n, rule), fallback as T[] | undefined),
    /** A further check of what was read, refused with the tool's rule. */
    check: <T>(reader: Reader<T>, ok: (value: T) => boolean, message: string): Reader<T> =>
      refine(reader, (v, path) => (ok(v) ? null : { ok: false as const, error: message, rule, ...(path === '' ? {} : { field: path }) })),
  };
}

/** What a judge ticked as in place for an action's needs: each of the engine's facts true or false (one left out is false; none at all, nothing in place). */
export function inPlaceReader(rule: AscensionRuleId): Reader<Readonly<Record<Fact, boolean>>> {
  const box = optional(flag('What is in place', rule), false);
  const facts = shape('What is in place', Object.fromEntries(FACTS.map((f) => [f, box])), rule);
  return optional(map(facts, (v) => v as Record<Fact, boolean>), NOTHING_IN_PLACE);
}

const NOTES_RULE: AscensionRuleId = 'ascension.AM-01';

/** The readings a link changes: only the tool's own, each a value the engine knows; a recommended value is dropped. */
export function changedReader(keys: readonly ReadingKey[]): Reader<Changed> {
  const given = keyed('The readings', keys, text('A reading', NOTES_RULE, 40), NOTES_RULE);
  const known = refine(given, (v) => {
    const r = parseReadings(v);
    return r.ok ? null : r;
  });
  return optional(
    map(known, (v) => Object.fromEntries(Object.entries(v).filter(([k, x]) => x !== DEFAULT_READINGS[k as ReadingKey])) as Changed),
    {},
  );
}

/** A tool's URL schema from its reader, with its limits (the longest link it writes, the deepest nesting). */
export const linkSchema = <T>(reader: Reader<T>, maxLength: number, maxDepth: number): UrlSchema<T> => readerSchema(reader, { maxLength, maxDepth });
