/** The CCG tools' edition choices and the setting's shape (see `edition.ts`). */
import type { TraceStep } from '../../engine/core/result.ts';
import type { Edition } from '../../engine/ccg/editions/index.ts';
import type { CitationView, EditionSetting } from '../kit/citation-context.ts';

export type CcgEditionSetting = EditionSetting<Edition>;

/** The engine's default edition (held equal to `DEFAULT_EDITION` by a test; a value import would load the map with the page). */
export const CCG_DEFAULT_EDITION = 'later' satisfies Edition;

export interface EditionSlotProps {
  value: CcgEditionSetting;
  onChange: (v: CcgEditionSetting) => void;
  /** The tool's main trace, summed up across editions when comparing. */
  steps?: readonly TraceStep<string>[] | undefined;
  /** Receives the citations the setting makes, for the tool's `Citations.Provider`. */
  onView: (view: CitationView) => void;
}

