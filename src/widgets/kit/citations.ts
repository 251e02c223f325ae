/**
 * Which edition of a game's rules a tool cites. A game with several editions
 * gives its tools a loader for its edition map (the rule each edition cites
 * for a rule the engine cites, and a sentence comparing a trace); the map is
 * loaded only when the reader picks another edition or asks for both, so a
 * tool opened on its default edition carries none of it. Every `RuleCite`
 * inside the provider follows the choice or, when comparing, names each
 * edition's rule side by side; the setting's field is `EditionField.tsx`,
 * which a tool may load after its first paint. The kit knows no game.
 */
import type { TraceStep } from '../../engine/core/result.ts';
import { DEFAULT_VIEW, type CitationView } from './citation-context.ts';
import { useLazy } from './lazy.ts';

export interface EditionChoice<E extends string> {
  value: E;
  label: string;
}

/** What a game's loader gives: the rule cited under an edition, and a sentence comparing a trace across editions. */
export interface EditionMap<E extends string> {
  cite: (edition: E, rule: string) => string;
  compare: (steps: readonly TraceStep<string>[]) => { summary: string };
}

/** A tool's setting: one edition, or all of them side by side. */
export type EditionSetting<E extends string> = E | 'compare';

/** The citations for a setting; `fallback` is the edition the engine cites, which needs no map. */
export function useEditionCitations<E extends string>(
  setting: EditionSetting<E>,
  fallback: E,
  choices: readonly EditionChoice<E>[],
  load: () => Promise<EditionMap<E>>,
): CitationView {
  const want = setting !== fallback;
  const lazy = useLazy(want, load, (m) => m);
  const map = lazy.value;
  if (!want) return DEFAULT_VIEW;
  if (!map) return { ...DEFAULT_VIEW, pending: !lazy.failed, failed: lazy.failed };
  const summary = (steps: readonly TraceStep<string>[]) => map.compare(steps).summary;
  if (setting === 'compare') {
    return { cite: (rule) => rule, both: (rule) => choices.map((c) => ({ label: c.label, rule: map.cite(c.value, rule) })), pending: false, failed: false, summary };
  }
  return { cite: (rule) => map.cite(setting, rule), both: null, pending: false, failed: false, summary };
}

