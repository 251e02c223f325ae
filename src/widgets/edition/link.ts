/** The `edition` field of a CCG tool's link (see `edition.ts`), read by each tool's link reader. */
import type { Parsed } from '../kit/numbers.ts';
import type { UrlSchema } from '../kit/url-state.ts';
import type { CcgEditionSetting } from './choices.ts';

const SETTINGS: readonly string[] = ['earlier', 'later', 'compare'];

/** The rule that explains the two editions (the changes page): the one a refused setting cites. Here, not in `choices.ts`, so a tool's first code that reads links loads no other file for it. */
export const EDITIONS_RULE = 'ccg.edition';

/** What the edition setting says of an edition it does not know, beside itself. */
export const EDITION_REFUSED = 'The edition must be "earlier", "later" or "compare".';

/**
 * The `edition` field of a link: left out, the later edition; otherwise
 * "earlier", "later" or "compare". Gives the setting to keep in the state
 * (undefined for the later edition, which links leave out), or a sentence.
 */
export function readEditionSetting(raw: unknown): { ok: true; value: Exclude<CcgEditionSetting, 'later'> | undefined } | { ok: false; error: string } {
  if (raw === undefined) return { ok: true, value: undefined };
  if (typeof raw !== 'string' || !SETTINGS.includes(raw)) return { ok: false, error: 'the edition must be "earlier", "later" or "compare".' };
  return { ok: true, value: raw === 'later' ? undefined : (raw as 'earlier' | 'compare') };
}

type Parse<T> = (raw: unknown) => Parsed<T>;

/**
 * A tool's link reader that, when the link's edition alone is wrong, opens the
 * rest of the link under the later edition and marks the edition setting: the
 * refusal (rule `ccg.edition`, field `edition`) gives that state as `instead`,
 * its sentence for the setting (`at: 'edition'`, shown by `edition/ui.tsx`).
 * A link with something else wrong too is refused as the tool's reader says.
 */
export function keepingEdition<T>(schema: UrlSchema<T>): UrlSchema<T>;
export function keepingEdition<T>(parse: Parse<T>): Parse<T>;
export function keepingEdition<T>(schema: UrlSchema<T> | Parse<T>): UrlSchema<T> | Parse<T> {
  if (typeof schema !== 'function') return { ...schema, parse: keepingEdition(schema.parse) };
  const parse = schema;
  return (raw) => {
    const edition = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && Object.hasOwn(raw, 'edition') ? readEditionSetting((raw as { edition: unknown }).edition) : undefined;
    if (!edition || edition.ok) return parse(raw);
    const { edition: _, ...rest } = raw as Record<string, unknown>;
    const read = parse(rest);
    if (!read.ok) return parse(raw);
    return {
      ok: false,
      error: edition.error,
      rule: EDITIONS_RULE,
      field: 'edition',
      instead: { state: read.value, says: 'Its other values are shown, under the later edition, with the edition setting marked.', at: 'edition', error: EDITION_REFUSED },
    };
  };
}
