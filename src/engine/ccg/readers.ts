/**
 * The kernel's readers (`core/read.ts`, `core/read-structure.ts`) bound to the CCG rule registry: every
 * CCG entry point reads its input with these, once, at the edge, and the
 * tools' link readers read with the same ones, so a limit is one number used
 * by the form field, the link and the engine. A refusal carries its rule id
 * and the dotted path of the field (`pool.tokens.3.token.skill`).
 *
 * Besides the kernel's combinators: `name` (text that must say something,
 * trimmed of nothing), `uniqueBy` (a list whose items have distinct keys) and
 * `at` (a reader's refusal moved under a prefix, for a part read on its own).
 */
import * as core from '../core/read.ts';
import * as structure from '../core/read-structure.ts';
import { pathTo, type Reader as CoreReader, type Readers } from '../core/read.ts';
import type { CcgErr } from './result.ts';
import type { RuleId } from './rules.ts';

export type Reader<T> = CoreReader<T, RuleId>;
export type { ReaderValue } from '../core/read.ts';
export { pathTo };

/** The kernel's functions, each typed with the CCG's rule ids (nothing is built at load, so a bundle keeps only those it calls). */
type Ccg = Readers<RuleId>;
export const refuse: Ccg['refuse'] = core.refuse;
export const whole: Ccg['whole'] = core.whole;
export const atLeast: Ccg['atLeast'] = core.atLeast;
export const decimal: Ccg['decimal'] = core.decimal;
export const matching: Ccg['matching'] = core.matching;
export const choice: Ccg['choice'] = core.choice;
export const flag: Ccg['flag'] = core.flag;
export const label: Ccg['label'] = core.label;
export const text: Ccg['text'] = core.text;
export const optional: Ccg['optional'] = core.optional;
export const nullable: Ccg['nullable'] = core.nullable;
export const list: Ccg['list'] = core.list;
export const tuple: Ccg['tuple'] = structure.tuple;
export const shape: Ccg['shape'] = structure.shape;
export const keyed: Ccg['keyed'] = structure.keyed;
export const variant: Ccg['variant'] = structure.variant;
export const refine: Ccg['refine'] = structure.refine;
export const map: Ccg['map'] = structure.map;
export const read: Ccg['read'] = core.read;
export const guarded: Ccg['guarded'] = structure.guarded;

/** Text of 1 to `max` characters that is not blank (a name, an id, a trait). */
export const name = (what: string, rule: RuleId, max: number): Reader<string> => text(what, rule, max, 1);

/**
 * A list read by `items` whose items have distinct keys; the second of two
 * equal keys is refused at its own path (`<list>.<i>.<field>`).
 */
export function uniqueBy<T>(items: Reader<T[]>, key: (item: T) => string, field: string, message: (key: string) => string, rule: RuleId): Reader<T[]> {
  return refine(items, (list, path) => {
    const seen = new Set<string>();
    for (const [i, item] of list.entries()) {
      const k = key(item);
      if (seen.has(k)) return refuse(message(k), rule, pathTo(pathTo(path, i), field));
      seen.add(k);
    }
    return null;
  });
}

/** A refusal found inside a part that was read on its own, moved to where that part sits (`at('pool', r)`). */
export const at = (prefix: string, r: CcgErr): CcgErr => ({ ...r, field: r.field === undefined ? prefix : pathTo(prefix, r.field) });

/** A field that may be left out, and then stays absent (undefined). */
export const maybe = <T>(reader: Reader<T>): Reader<T | undefined> => optional<T | undefined>(reader, undefined);

/** `o` without its undefined fields, so a value read back is the value written (`{ cardId: undefined }` is `{}`). */
export function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** An object read by `reader`, or `message` (at its path, for `rule`) when the value is no object at all. */
export const record: <T>(message: string, rule: RuleId, reader: (value: Record<string, unknown>, path: string) => ReturnType<Reader<T>>) => Reader<T> = core.record;

/** A value read by `reader`, whose refusal, wherever under the value it lies, is `message` at the value's own path. */
export const saying =
  <T>(reader: Reader<T>, message: string, rule: RuleId): Reader<T> =>
  (value, path) => {
    const r = reader(value, path);
    return r.ok ? r : refuse(message, rule, path);
  };

export { own } from '../core/read.ts';
export { shown } from '../core/text.ts';
