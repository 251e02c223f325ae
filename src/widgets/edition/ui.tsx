/**
 * What the CCG tools load on demand for the edition setting (see `edition.ts`):
 * the setting's field, and the citations under the earlier edition or both,
 * from the engine's edition map (itself loaded only when one is picked).
 */
import type { Edition } from '../../engine/ccg/editions/index.ts';
import type { CitationView, EditionMap } from '../kit/citation-context.ts';
import { EditionField, citationView } from '../kit/EditionField.tsx';
import { loadOnce } from '../kit/lazy.ts';
import { CCG_DEFAULT_EDITION, CCG_EDITIONS, EDITIONS_RULE, type CcgEditionSetting, type EditionSlotProps } from './choices.ts';

export const loadMap = loadOnce(
  (): Promise<EditionMap<Edition>> => import('../../engine/ccg/editions/index.ts').then((m) => ({ cite: m.citeUnder, compare: m.compareEditions })),
);

export const view = (setting: CcgEditionSetting, map: EditionMap<Edition>): CitationView => citationView(setting, CCG_EDITIONS, map);

export function CcgEditionField({ value, onChange, steps }: EditionSlotProps) {
  return <EditionField value={value} onChange={onChange} choices={CCG_EDITIONS} fallback={CCG_DEFAULT_EDITION} about={EDITIONS_RULE} steps={steps} />;
}
