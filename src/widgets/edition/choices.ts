/** The CCG tools' edition choices, the setting's shape, and how a tool state holds it (see `ui.tsx`). */
import type { TraceStep } from '../../engine/core/result.ts';
import type { Edition } from '../../engine/ccg/editions/index.ts';
import type { CitationView, EditionChoice, EditionSetting } from '../kit/citation-context.ts';
import type { Refusal } from '../kit/form.ts';
import type { Refused } from '../kit/numbers.ts';

export type CcgEditionSetting = EditionSetting<Edition>;

/** The engine's default edition (held equal to `DEFAULT_EDITION` by a test; a value import would load the map with the page). */
export const CCG_DEFAULT_EDITION = 'later' satisfies Edition;

/** A tool state that may hold the setting (left out for the later edition). */
export interface Editioned {
  edition?: Exclude<CcgEditionSetting, 'later'> | undefined;
}

/** What a tool gives the edition field (`ui.tsx`, loaded after the tool is drawn). */
export interface EditionFieldProps {
  /** The setting the tool's state holds (undefined: the later edition). */
  value: Exclude<CcgEditionSetting, 'later'> | undefined;
  /** Changes the tool's state: the field hands over how (the tool's `setState` will do). */
  onEdition: (apply: <S extends Editioned>(state: S) => S) => void;
  /** The tool's main trace, summed up across editions when comparing. */
  steps?: readonly TraceStep<string>[] | undefined;
  /** Receives the citations the setting makes, for the tool's `Citations.Provider`. */
  onView: (view: CitationView) => void;
  /** The tool's refused link (`useUrlState`'s `linkRefusal`): one whose edition alone was wrong (`link.ts` `keepingEdition`) is said beside the setting, with its rule, until an edition is picked. */
  linked?: Refused | undefined;
  /** The refusal the setting shows beside itself (given by `ui.tsx` to the rest it loads). */
  refused?: Refusal | undefined;
}

export const CCG_EDITIONS: readonly EditionChoice<Edition>[] = [
  { value: 'later', label: 'Later' },
  { value: 'earlier', label: 'Earlier' },
];

/** The setting a state holds, with the later edition for none. */
export const editionOf = (state: Editioned): CcgEditionSetting => state.edition ?? CCG_DEFAULT_EDITION;

/** A state with `setting` in it: the later edition leaves the field out. */
export function withEdition<S extends Editioned>(state: S, setting: CcgEditionSetting): S {
  const { edition: _, ...rest } = state;
  return (setting === CCG_DEFAULT_EDITION ? rest : { ...rest, edition: setting }) as S;
}
