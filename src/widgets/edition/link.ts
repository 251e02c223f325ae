/** The `edition` field of a CCG tool's link (see `edition.ts`), read by each tool's link reader. */
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

