/**
 * The edition setting the CCG tools share: the later Rules Reference (the
 * engine's default), the earlier one, or both side by side. The engine's
 * edition map (`engine/ccg/editions/`) is loaded only when the reader picks
 * the earlier edition or both, so a tool opened on the later edition carries
 * none of it. In a tool's link the setting is the field `edition`, written
 * only when it is not the later edition.
 */
import type { Edition } from '../../engine/ccg/editions/index.ts';
import type { EditionChoice, EditionMap, EditionSetting } from '../kit/citations.tsx';
import { loadOnce } from '../kit/lazy.ts';

export type CcgEditionSetting = EditionSetting<Edition>;

/** The engine's default edition (held equal to `DEFAULT_EDITION` by a test; a value import would load the map with the page). */
export const CCG_DEFAULT_EDITION = 'later' satisfies Edition;

export const CCG_EDITIONS: readonly EditionChoice<Edition>[] = [
  { value: 'later', label: 'Later' },
  { value: 'earlier', label: 'Earlier' },
];

/** The rule that explains the two editions (the changes page). */
export const EDITIONS_RULE = 'ccg.edition';

export const loadCcgEditions = loadOnce(
  (): Promise<EditionMap<Edition>> => import('../../engine/ccg/editions/index.ts').then((m) => ({ cite: m.citeUnder, compare: m.compareEditions })),
);

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

/** The setting a state holds, with the later edition for none. */
export const editionOf = (state: { edition?: Exclude<CcgEditionSetting, 'later'> | undefined }): CcgEditionSetting => state.edition ?? CCG_DEFAULT_EDITION;

/** A state with `setting` in it: the later edition leaves the field out. */
export function withEdition<S extends { edition?: Exclude<CcgEditionSetting, 'later'> | undefined }>(state: S, setting: CcgEditionSetting): S {
  const { edition: _, ...rest } = state;
  return (setting === CCG_DEFAULT_EDITION ? rest : { ...rest, edition: setting }) as S;
}
