/**
 * The CCG tools' edition setting once an edition other than the later one, or
 * both, is picked (or a link holds one): the engine's edition map, loaded then
 * (`engine/ccg/editions/`), the citations it makes, and the note under the
 * field. `ui.tsx` loads this file when it is needed and hands over to it.
 */
import { useEffect, useMemo } from 'preact/hooks';
import type { Edition } from '../../engine/ccg/editions/index.ts';
import { DEFAULT_VIEW, type CitationView, type EditionMap } from '../kit/citation-context.ts';
import { EditionField, citationView } from '../kit/EditionField.tsx';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { CCG_DEFAULT_EDITION, CCG_EDITIONS, withEdition, type CcgEditionSetting, type EditionFieldProps } from './choices.ts';
import { EDITIONS_RULE } from './link.ts';

export const loadMap = loadOnce(
  (): Promise<EditionMap<Edition>> => import('../../engine/ccg/editions/index.ts').then((m) => ({ cite: m.citeUnder, compare: m.compareEditions })),
);

/** The citations under a setting other than the later edition, from the engine's map. */
export const view = (setting: CcgEditionSetting, map: EditionMap<Edition>): CitationView => citationView(setting, CCG_EDITIONS, map);

export function OtherEditionField({ value: held, onEdition, steps, onView, refused }: EditionFieldProps) {
  const value = held ?? CCG_DEFAULT_EDITION;
  const onChange = (v: CcgEditionSetting) => onEdition((s) => withEdition(s, v));
  const want = value !== CCG_DEFAULT_EDITION;
  const map = useLazy(want, loadMap, (m) => m);
  const made = useMemo(
    (): CitationView => (!want ? DEFAULT_VIEW : map.value ? view(value, map.value) : { ...DEFAULT_VIEW, pending: !map.failed, failed: map.failed }),
    [value, map.value, map.failed],
  );
  useEffect(() => onView(made), [made]);
  return <EditionField value={value} onChange={onChange} choices={CCG_EDITIONS} fallback={CCG_DEFAULT_EDITION} about={EDITIONS_RULE} steps={steps} refused={refused} />;
}
