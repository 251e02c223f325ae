/**
 * The citations a tool shows: which edition's rule each `RuleCite` links, or
 * every edition's side by side. A game with several editions of its rules
 * builds the view with `citationView` (`EditionField.tsx`, loaded on demand);
 * without a provider, a rule is cited as the engine gives it. The kit knows
 * no game.
 */
import { createContext, type VNode } from 'preact';
import type { TraceStep } from '../../engine/core/result.ts';

export interface EditionChoice<E extends string> {
  value: E;
  label: string;
}

/** What a game gives for its editions: the rule cited under an edition, and a sentence comparing a trace across editions. */
export interface EditionMap<E extends string> {
  cite: (edition: E, rule: string) => string;
  compare: (steps: readonly TraceStep<string>[]) => { summary: string };
}

/** A tool's setting: one edition, or all of them side by side. */
export type EditionSetting<E extends string> = E | 'compare';

export interface CitationView {
  /** The rule to link for a rule the engine cites. */
  cite: (rule: string) => string;
  /** When comparing: the citation of a rule (`head` is "Rule" or "Rule for steps 3–5") with each edition's rule side by side. */
  both: ((rule: string, head: string) => VNode) | null;
  /** The other edition's citations are on their way. */
  pending: boolean;
  /** They could not be loaded: the citations shown are the default edition's. */
  failed: boolean;
  /** A sentence comparing a trace across editions (once they are here). */
  summary: ((steps: readonly TraceStep<string>[]) => string) | null;
}

export const DEFAULT_VIEW: CitationView = { cite: (rule) => rule, both: null, pending: false, failed: false, summary: null };

export const Citations = createContext<CitationView>(DEFAULT_VIEW);
