/**
 * The two editions of the Rules Reference. The later edition keeps every
 * entry of the earlier one, adds nineteen glossary entries and an appendix
 * that walks through setup and each stage of the round, and changes no rule. A tool decides
 * under one edition at a time: the earlier one, or the later one (the
 * default, and the one the site's pages follow).
 */
import type { CcgResult } from '../result.ts';
import { choice, optional, type Reader } from '../readers.ts';

export const EDITIONS = ['earlier', 'later'] as const;
export type Edition = (typeof EDITIONS)[number];

/** The edition a tool decides under unless told otherwise. */
export const DEFAULT_EDITION: Edition = 'later';

/** Each edition's name, as a tool labels it. */
export const EDITION_NAMES: Readonly<Record<Edition, string>> = {
  earlier: 'Earlier Rules Reference',
  later: 'Later Rules Reference',
};

/**
 * An edition given as input: left out (undefined) means the later edition;
 * anything but `'earlier'` or `'later'` is refused with a sentence naming the
 * field.
 */
export const edition: Reader<Edition> = optional(choice('The edition (the earlier or the later Rules Reference)', EDITIONS, 'ccg.edition'), DEFAULT_EDITION);

/** An edition read at `field` (`edition` unless told). */
export const readEdition = (value: unknown, field = 'edition'): CcgResult<Edition> => edition(value, field);
