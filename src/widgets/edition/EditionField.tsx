/** The CCG tools' edition setting and the citations it sets (see `edition.ts`). */
import type { TraceStep } from '../../engine/core/result.ts';
import { EditionField, useEditionCitations } from '../kit/citations.tsx';
import type { CitationView } from '../kit/citation-context.ts';
import { CCG_DEFAULT_EDITION, CCG_EDITIONS, EDITIONS_RULE, loadCcgEditions, type CcgEditionSetting } from './edition.ts';

/** The citations for a CCG tool's setting: give them to `Citations.Provider` around the tool. */
export function useCcgCitations(setting: CcgEditionSetting): CitationView {
  return useEditionCitations(setting, CCG_DEFAULT_EDITION, CCG_EDITIONS, loadCcgEditions);
}

export function CcgEditionField({ value, onChange, steps }: { value: CcgEditionSetting; onChange: (v: CcgEditionSetting) => void; steps?: readonly TraceStep<string>[] | undefined }) {
  return <EditionField value={value} onChange={onChange} choices={CCG_EDITIONS} fallback={CCG_DEFAULT_EDITION} about={EDITIONS_RULE} steps={steps} />;
}
export { editionOf, withEdition } from './edition.ts';
