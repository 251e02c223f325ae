/**
 * The edition setting the CCG tools share: the later Rules Reference (the
 * engine's default), the earlier one, or both side by side. In a tool's link
 * it is the field `edition`, left out for the later edition (`link.ts` reads
 * it). What a tool carries on load is only this file: the engine's edition map
 * (`engine/ccg/editions/`) loads when the reader picks the earlier edition or
 * both, and the setting's field (`EditionField.tsx`) just after the tool is
 * drawn, so the tool pages stay within their script budget.
 */
import { createElement } from 'preact';
import type { Edition } from '../../engine/ccg/editions/index.ts';
import type { CitationView } from '../kit/citation-context.ts';
import { useEditionCitations, type EditionMap } from '../kit/citations.ts';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { CCG_DEFAULT_EDITION, CCG_EDITIONS, type CcgEditionSetting, type EditionSlotProps } from './choices.ts';

export * from './choices.ts';

export const loadCcgEditions = loadOnce(
  (): Promise<EditionMap<Edition>> => import('../../engine/ccg/editions/index.ts').then((m) => ({ cite: m.citeUnder, compare: m.compareEditions })),
);
const loadField = loadOnce(() => import('./EditionField.tsx'));

/** The setting a state holds, with the later edition for none. */
export const editionOf = (state: { edition?: Exclude<CcgEditionSetting, 'later'> | undefined }): CcgEditionSetting => state.edition ?? CCG_DEFAULT_EDITION;

/** A state with `setting` in it: the later edition leaves the field out. */
export function withEdition<S extends { edition?: Exclude<CcgEditionSetting, 'later'> | undefined }>(state: S, setting: CcgEditionSetting): S {
  const { edition: _, ...rest } = state;
  return (setting === CCG_DEFAULT_EDITION ? rest : { ...rest, edition: setting }) as S;
}

/** The citations for a CCG tool's setting: give them to `Citations.Provider` around the tool. */
export function useCcgCitations(setting: CcgEditionSetting): CitationView {
  return useEditionCitations(setting, CCG_DEFAULT_EDITION, CCG_EDITIONS, loadCcgEditions);
}

/** The edition setting, drawn once its field has loaded (its room kept meanwhile). */
export function EditionSlot(props: EditionSlotProps) {
  const { value: Field } = useLazy(true, loadField, (m) => m.CcgEditionField);
  return Field ? createElement(Field, props) : createElement('div', { class: 'edition-setting', 'aria-busy': 'true' });
}
