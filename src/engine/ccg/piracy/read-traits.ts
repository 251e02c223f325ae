/**
 * Traits, read at the edge: a list of names, or the text of one field with
 * the names separated by commas, as the piracy tool's fields and links hold
 * them (`splitTraits` says how that text is split). One number each, shared
 * by the field, the link reader and the engine: the text holds at most
 * `TEXT_LIMITS.traits` characters, each trait at most `TEXT_LIMITS.name`, and
 * a card at most `DAMAGE_LIMITS.rows` traits. A refusal of the text is at the
 * field's own path (the field a person typed in), with the rule the caller
 * names.
 */
import { ok } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { DAMAGE_LIMITS } from './limits.ts';
import { list, name, refuse, text, type Reader } from '../readers.ts';

const { rows: MAX_TRAITS } = DAMAGE_LIMITS;

/** Traits typed in one field: split at commas, each trimmed with its runs of spaces made one, empty ones left out. */
export function splitTraits(typed: string): string[] {
  return typed
    .split(',')
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter((t) => t !== '');
}

/** The start of a long trait, as a refusal quotes it. */
const quoted = (t: string): string => `“${t.length > 24 ? `${t.slice(0, 24)}…` : t}”`;

/**
 * The traits of one card (`what` names them: "The traits of Hull Plating"):
 * a list of names, or one text of names separated by commas.
 */
export const readTraits = (what: string, rule: RuleId): Reader<string[]> => {
  const each = list(what, name('A trait', rule, TEXT_LIMITS.name), 0, MAX_TRAITS, rule);
  const typed = text(what, rule, TEXT_LIMITS.traits);
  return (value, path) => {
    if (Array.isArray(value)) return each(value, path);
    if (typeof value !== 'string') return refuse(`${what} must be a list of names, or names separated by commas.`, rule, path);
    const field = typed(value, path);
    if (!field.ok) return field;
    const traits = splitTraits(field.value);
    const long = traits.find((t) => t.length > TEXT_LIMITS.name);
    if (long !== undefined) {
      return refuse(`${what} are separated by commas, and each must be at most ${TEXT_LIMITS.name} characters: ${quoted(long)} has ${long.length}.`, rule, path);
    }
    if (traits.length > MAX_TRAITS) return refuse(`${what} must be at most ${MAX_TRAITS}, separated by commas; ${traits.length} are given.`, rule, path);
    return ok(traits);
  };
};
