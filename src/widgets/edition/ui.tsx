/**
 * The edition setting the CCG tools share: the later Rules Reference (the
 * engine's default), the earlier one, or both side by side. In a tool's link
 * it is the field `edition`, left out for the later edition (`link.ts` reads
 * it). A tool loads this file just after it is drawn (so the tool pages stay
 * within their script budget) and keeps the citations the field hands it
 * (`onView`) in its `Citations.Provider`; the engine's edition map
 * (`engine/ccg/editions/`) loads only when the earlier edition or both are
 * picked. A tool that loads an example or starts a game anew keeps the
 * setting by copying its `edition` field over.
 */
import { useEffect, useMemo } from 'preact/hooks';
import type { Edition } from '../../engine/ccg/editions/index.ts';
import { DEFAULT_VIEW, type CitationView, type EditionChoice, type EditionMap } from '../kit/citation-context.ts';
import { EditionField, citationView } from '../kit/EditionField.tsx';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { CCG_DEFAULT_EDITION, type CcgEditionSetting, type EditionFieldProps, type Editioned } from './choices.ts';

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

/** The setting a state holds, with the later edition for none. */
export const editionOf = (state: Editioned): CcgEditionSetting => state.edition ?? CCG_DEFAULT_EDITION;

/** A state with `setting` in it: the later edition leaves the field out. */
export function withEdition<S extends Editioned>(state: S, setting: CcgEditionSetting): S {
  const { edition: _, ...rest } = state;
  return (setting === CCG_DEFAULT_EDITION ? rest : { ...rest, edition: setting }) as S;
}

export function CcgEditionField({ value: held, onEdition, steps, onView }: EditionFieldProps) {
  const value = held ?? CCG_DEFAULT_EDITION;
  const onChange = (v: CcgEditionSetting) => onEdition((s) => withEdition(s, v));
  const want = value !== CCG_DEFAULT_EDITION;
  const map = useLazy(want, loadMap, (m) => m);
  const made = useMemo(
    (): CitationView => (!want ? DEFAULT_VIEW : map.value ? view(value, map.value) : { ...DEFAULT_VIEW, pending: !map.failed, failed: map.failed }),
    [value, map.value, map.failed],
  );
  useEffect(() => onView(made), [made]);
  return <EditionField value={value} onChange={onChange} choices={CCG_EDITIONS} fallback={CCG_DEFAULT_EDITION} about={EDITIONS_RULE} steps={steps} />;
}
