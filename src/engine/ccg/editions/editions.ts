/**
 * The two editions of the Rules Reference. The later edition keeps every
 * entry of the earlier one, adds nineteen glossary entries and an appendix
 * that walks through setup and each stage of the round, and changes no rule. A tool decides
 * under one edition at a time: the earlier one, or the later one (the
 * default, and the one the site's pages follow).
 */
import { err, ok, type CcgResult } from '../result.ts';

export const EDITIONS = ['earlier', 'later'] as const;
export type Edition = (typeof EDITIONS)[number];

/** The edition a tool decides under unless told otherwise. */
export const DEFAULT_EDITION: Edition = 'later';

/** Each edition's name, as a tool labels it. */
export const EDITION_NAMES: Readonly<Record<Edition, string>> = {
  earlier: 'Earlier Rules Reference',
  later: 'Later Rules Reference',
};

export function isEdition(value: unknown): value is Edition {
  return value === 'earlier' || value === 'later';
}

/**
 * An edition given as input: left out (undefined) means the later edition;
 * anything but `'earlier'` or `'later'` is refused with a sentence naming the
 * field.
 */
export function readEdition(value: unknown, field = 'edition'): CcgResult<Edition> {
  if (value === undefined) return ok(DEFAULT_EDITION);
  if (isEdition(value)) return ok(value);
  return err(`The edition must be "earlier" or "later" (the earlier or the later Rules Reference).`, 'ccg.edition', field);
}
