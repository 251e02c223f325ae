/**
 * What every CCG tool's link reader shares: the `edition` field (see
 * `edition.ts`), and the step from one of the engine's readers to the
 * sentence a refused link shows.
 */
import { guarded, read, refuse, type Reader } from '../../engine/ccg/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import type { CcgEditionSetting } from './choices.ts';

const SETTINGS: readonly string[] = ['earlier', 'later', 'compare'];

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

/** The same, as a field of a state read with the engine's readers. */
export const editionField: Reader<Exclude<CcgEditionSetting, 'later'> | undefined> = (value, path) => {
  const r = readEditionSetting(value);
  return r.ok ? { ok: true, value: r.value, trace: [] } : refuse('The edition must be "earlier", "later" or "compare".', 'ccg.edition', path);
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
