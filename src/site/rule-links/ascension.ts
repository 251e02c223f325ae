/**
 * Ascension rule ids as links. The rulebook is one page per chapter, chosen
 * by the section's major number ([3.2] is on the Movement page, anchor
 * `a-3-2`); the glossary [12.0] is the A-Z index; our readings are on the
 * source notes page. The rule's words come from the rule registry
 * (`src/site/rules/`).
 */
import { RULES, isAscensionRuleId, type AscensionRuleLocation } from '../../engine/ascension/rules.ts';

/** The page of each chapter, by the major number of its sections. */
export const ASCENSION_CHAPTER_PAGES: Readonly<Record<number, string>> = {
  1: 'overview',
  2: 'components',
  3: 'movement',
  4: 'power-and-trade',
  5: 'budget',
  6: 'overview',
  7: 'setup',
  8: 'playing',
  9: 'combat',
  10: 'winning',
  12: 'glossary',
};

export function ascensionLocationHref(at: AscensionRuleLocation): string {
  if (at.kind === 'note') return `/ascension/source-notes/#${at.anchor}`;
  const major = Number(/^a-(\d+)-/.exec(at.anchor)?.[1]);
  const page = ASCENSION_CHAPTER_PAGES[major];
  if (page === undefined) throw new Error(`${at.anchor}: no Ascension page holds chapter ${major}`);
  return `/ascension/${page}/#${at.anchor}`;
}

export function ascensionRuleHref(id: string): string | undefined {
  return isAscensionRuleId(id) ? ascensionLocationHref(RULES[id].at) : undefined;
}

export const ascensionRuleIds = (): string[] => Object.keys(RULES);
