/** The shapes of deck lists, decks, their problems and the limits they are checked against, with the section names and rules. */
import type { RuleId } from '../rules.ts';

export type DeckSection = 'ship' | 'adventure' | 'captains';

export interface DeckEntry {
  /** The name as first written. */
  name: string;
  count: number;
  /** 1-based line numbers where the card is listed. */
  lines: number[];
  /** Restricted (X): at most X copies. */
  restricted?: number;
  /** Unrestricted: any number of copies. */
  unrestricted?: boolean;
  /** Adventure cards only: a contract needing a capability the ship lacks (solo challenge). */
  nonNative?: boolean;
}

export interface Deck {
  /** Normally one entry with count 1; more is a problem the check reports. */
  ship: DeckEntry[];
  adventure: DeckEntry[];
  captains: DeckEntry[];
}

export interface DeckProblem {
  /** A whole sentence, starting with "Line n:" when one line is to blame. */
  message: string;
  rule: RuleId;
  /** The first line concerned, when there is one. */
  line?: number;
  /** Every line concerned. */
  lines?: number[];
}

export interface DeckSectionLimits {
  /** Exact number of cards. */
  size: number;
  /** Copies of one card when it has neither Restricted nor Unrestricted. */
  copies: number;
  /** A cap that binds every card, Restricted or Unrestricted (solo copy challenges). */
  hardCopyCap?: number;
  /** Rule cited for the size, when not the standard deck rule. */
  sizeRule?: RuleId;
  /** Rule cited for `hardCopyCap`. */
  hardCapRule?: RuleId;
}

export interface DeckLimits {
  adventure: DeckSectionLimits;
  captains: DeckSectionLimits;
  /** At least this many adventure cards marked [non-native] (solo challenge). */
  nonNativeAdventureMinimum?: number;
}

export const STANDARD_DECK_LIMITS: DeckLimits = {
  adventure: { size: 20, copies: 2 },
  captains: { size: 60, copies: 3 },
};

export interface ParsedDeckList {
  deck: Deck;
  /** Lines that could not be read, each with its line number. */
  problems: DeckProblem[];
}

export interface DeckReport {
  /** True when there is no problem at all. */
  legal: boolean;
  deck: Deck;
  totals: { ship: number; adventure: number; captains: number };
  problems: DeckProblem[];
}

export const SECTION_NAMES: Record<DeckSection, string> = { ship: 'ship', adventure: 'adventure deck', captains: "captain's deck" };
export const SECTION_RULES: Record<DeckSection, RuleId> = { ship: 'ccg.deck-construction', adventure: 'ccg.adventure-deck', captains: 'ccg.captains-deck' };
/** The most copies of one card a list may give: more than any deck could hold. */
export const MAX_COUNT = 999;
