/**
 * The one reader of tool state from a link. A tool describes its state with a
 * schema (its own limits and its parse function); `readUrlState` refuses a
 * link over the length or depth limit before any JSON is parsed, then lets the
 * tool's parser check the shape, and never throws: every failure is a sentence.
 */
import type { Reader } from '../../engine/core/read.ts';
import type { Parsed } from './numbers.ts';
import { MAX_DEPTH, MAX_ENCODED_LENGTH, STATE_PARAM, decodeState, encodeState, stateFromHash } from './url-codec.ts';

export interface UrlSchema<T> {
  /** The longest encoded state the tool reads (and the longest it may write). */
  maxLength: number;
  /** The deepest nesting of arrays and objects the tool reads. */
  maxDepth: number;
  /** The tool's own check of the decoded value: its shape and bounds. */
  parse: (raw: unknown) => Parsed<T>;
}

/** A schema from a tool's parse function, with the default limits unless it gives its own. */
export function urlSchema<T>(parse: (raw: unknown) => Parsed<T>, limits: Partial<Pick<UrlSchema<T>, 'maxLength' | 'maxDepth'>> = {}): UrlSchema<T> {
  const maxLength = limits.maxLength ?? MAX_ENCODED_LENGTH;
  return {
    maxLength,
    maxDepth: limits.maxDepth ?? MAX_DEPTH,
    // A state the parser accepts but whose own link would pass the limit could be shown and never reopened: refused here, for every tool.
    parse: (raw) => {
      const read = parse(raw);
      if (!read.ok || encodeState(read.value).length <= maxLength) return read;
      return { ok: false, error: 'it holds more than a link can keep.' };
    },
  };
}

/**
 * A schema from a reader made with the engine's readers (`engine/core/read.ts`,
 * bound to a game's rules): the one way input is read, in links as at every
 * engine entry point. A refusal reaches the person as the reader's sentence.
 */
export function readerSchema<T>(reader: Reader<T>, limits: Partial<Pick<UrlSchema<T>, 'maxLength' | 'maxDepth'>> = {}): UrlSchema<T> {
  return urlSchema((raw) => {
    const r = reader(raw, '');
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: afterColon(r.error) };
  }, limits);
}

/**
 * The plain words a refusal may open with, which lose their capital after a
 * colon. Any other first word keeps it: a name the reader typed ("Ahab's
 * Initiative …"), a card or a game term the books capitalise ("Captain 2 …",
 * "Planetfall …"), a rule id ("AM-13 …").
 */
const PLAIN_OPENERS = new Set(
  'a all an any at because both draw each enter every expected give in it its more move name no nobody not nothing one only pick say some that the there these this those too two type under unknown what which'.split(' '),
);

/** A reader's sentence as said after "This link could not be read:": its first word loses its capital when it is a plain word. */
export const afterColon = (error: string): string => {
  const first = /^[A-Z][a-z]*\b/.exec(error)?.[0];
  return first && PLAIN_OPENERS.has(first.toLowerCase()) ? error.charAt(0).toLowerCase() + error.slice(1) : error;
};

/** An encoded state (from a hash or from storage) read with a schema: the state, or why not. */
export function readEncodedState<T>(encoded: string, schema: UrlSchema<T>): Parsed<T> {
  const decoded = decodeState(encoded, schema);
  if (!decoded.ok) return decoded;
  try {
    return schema.parse(decoded.value);
  } catch {
    return {
      ok: false,
      error: 'its contents are not a state this tool can read.',
    };
  }
}

/** The state in a URL hash: undefined when the hash holds none; otherwise the state or why it failed. */
export function readUrlState<T>(hash: string, schema: UrlSchema<T>): Parsed<T> | undefined {
  const encoded = stateFromHash(hash);
  return encoded === undefined ? undefined : readEncodedState(encoded, schema);
}

/** The hash (without '#') that holds a state. */
export function stateHash(state: unknown): string {
  return `${STATE_PARAM}=${encodeState(state)}`;
}
