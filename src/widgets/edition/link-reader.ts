/**
 * What a CCG tool's link reader built from the engine's readers shares: the
 * `edition` field as a reader, and the step from a reader to the sentence a
 * refused link shows. Apart from `link.ts`, so a tool whose first code reads
 * the edition setting does not carry the engine's readers.
 */
import { guarded, read, refuse, type Reader } from '../../engine/ccg/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import type { CcgEditionSetting } from './choices.ts';
import { EDITION_REFUSED, EDITIONS_RULE, readEditionSetting } from './link.ts';

/** The same, as a field of a state read with the engine's readers. */
export const editionField: Reader<Exclude<CcgEditionSetting, 'later'> | undefined> = (value, path) => {
  const r = readEditionSetting(value);
  return r.ok ? { ok: true, value: r.value, trace: [] } : refuse(EDITION_REFUSED, EDITIONS_RULE, path);
};

/** The object without its fields left undefined (a link leaves an optional field out rather than writing it). */
export const withoutUndefined = <T extends object>(row: T): T => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as T;

/** A tool's link reader from the engine's reader of its state: the state, or the sentence naming what is wrong. Never throws. */
export function linkParser<T>(reader: Reader<T>): (raw: unknown) => Parsed<T> {
  return (raw) => {
    const r = guarded('ccg.cards', () => read(reader, raw));
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
  };
}
