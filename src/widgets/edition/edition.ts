/**
 * The edition setting the CCG tools share: the later Rules Reference (the
 * engine's default), the earlier one, or both side by side. In a tool's link
 * it is the field `edition`, left out for the later edition (`link.ts` reads
 * it). A tool carries only this file on load: the setting's field (`ui.tsx`)
 * loads just after the tool is drawn and hands the tool the citations the
 * setting makes (`onView`, for its `Citations.Provider`); the engine's
 * edition map (`engine/ccg/editions/`) loads only when the reader picks the
 * earlier edition or both. So the tool pages stay within their script budget.
 */
import { createElement } from 'preact';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { CCG_DEFAULT_EDITION, type CcgEditionSetting, type EditionSlotProps } from './choices.ts';

export * from './choices.ts';

const loadUi = loadOnce(() => import('./ui.tsx'));

/** The setting a state holds, with the later edition for none. */
export const editionOf = (state: { edition?: Exclude<CcgEditionSetting, 'later'> | undefined }): CcgEditionSetting => state.edition ?? CCG_DEFAULT_EDITION;

/** A state with `setting` in it: the later edition leaves the field out. */
export function withEdition<S extends { edition?: Exclude<CcgEditionSetting, 'later'> | undefined }>(state: S, setting: CcgEditionSetting): S {
  const { edition: _, ...rest } = state;
  return (setting === CCG_DEFAULT_EDITION ? rest : { ...rest, edition: setting }) as S;
}

/** The edition setting, drawn once its field has loaded (its room kept meanwhile). */
export function EditionSlot(props: EditionSlotProps) {
  const { value: Field } = useLazy(true, loadUi, (m) => m.CcgEditionField);
  return Field ? createElement(Field, props) : createElement('div', { class: 'edition-setting', 'aria-busy': 'true' });
}
