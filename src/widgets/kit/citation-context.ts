/**
 * The citations a tool shows: which edition's rule each `RuleCite` links, or
 * every edition's side by side (set by `useEditionCitations` in
 * `citations.tsx`). Without a provider, a rule is cited as the engine gives it.
 */
import { createContext } from 'preact';
import type { TraceStep } from '../../engine/core/result.ts';

export interface CitationView {
  /** The rule to link for a rule the engine cites. */
  cite: (rule: string) => string;
  /** When comparing: each edition's rule for a rule the engine cites, labelled. */
  both: ((rule: string) => { label: string; rule: string }[]) | null;
  /** The map is on its way. */
  pending: boolean;
  /** The map could not be loaded: the citations shown are the default edition's. */
  failed: boolean;
  /** A sentence comparing a trace across editions (once the map is here). */
  summary: ((steps: readonly TraceStep<string>[]) => string) | null;
}

export const DEFAULT_VIEW: CitationView = { cite: (rule) => rule, both: null, pending: false, failed: false, summary: null };

export const Citations = createContext<CitationView>(DEFAULT_VIEW);

