/**
 * What the CCG tools load on demand for the edition setting (see `edition.ts`):
 * the setting's field, which works out the citations the setting makes from
 * the engine's edition map (loaded only when the earlier edition or both are
 * picked) and hands them to the tool.
 */
import { useEffect, useMemo } from 'preact/hooks';
import type { Edition } from '../../engine/ccg/editions/index.ts';
import { DEFAULT_VIEW, type CitationView, type EditionChoice, type EditionMap } from '../kit/citation-context.ts';
import { EditionField, citationView } from '../kit/EditionField.tsx';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { CCG_DEFAULT_EDITION, type CcgEditionSetting, type EditionSlotProps } from './choices.ts';

export const CCG_EDITIONS: readonly EditionChoice<Edition>[] = [
  { value: 'later', label: 'Later' },
  { value: 'earlier', label: 'Earlier' },
];

/** The rule that explains the two editions (the changes page). */
export const EDITIONS_RULE = 'ccg.edition';

export const loadMap = loadOnce(
  (): Promise<EditionMap<Edition>> => import('../../engine/ccg/editions/index.ts').then((m) => ({ cite: m.citeUnder, compare: m.compareEditions })),
);

/** The citations under a setting other than the later edition, from the engine's map. */
export const view = (setting: CcgEditionSetting, map: EditionMap<Edition>): CitationView => citationView(setting, CCG_EDITIONS, map);

export function CcgEditionField({ value, onChange, steps, onView }: EditionSlotProps) {
  const want = value !== CCG_DEFAULT_EDITION;
  const map = useLazy(want, loadMap, (m) => m);
  const made = useMemo(
    (): CitationView => (!want ? DEFAULT_VIEW : map.value ? view(value, map.value) : { ...DEFAULT_VIEW, pending: !map.failed, failed: map.failed }),
    [value, map.value, map.failed],
  );
  useEffect(() => onView(made), [made]);
  return <EditionField value={value} onChange={onChange} choices={CCG_EDITIONS} fallback={CCG_DEFAULT_EDITION} about={EDITIONS_RULE} steps={steps} />;
}
