/**
 * Rule ids to addresses, for every game: pure (no content is read), so a
 * module that only needs where a rule is can use it anywhere. Each game's
 * resolver is exported on its own too. A rule's words (title, label,
 * summary) come from the rule registry, `src/site/rules/`, which builds on
 * these addresses; tools read both from `<game>/rules.json`.
 */
import { gameOfRule } from '../../engine/core/rules.ts';
import { ccgRuleHref, ccgRuleIds } from './ccg.ts';
import { tradersRuleHref, tradersRuleIds } from './traders.ts';
import { ascensionRuleHref, ascensionRuleIds } from './ascension.ts';

export { ccgRuleHref, ccgLocationHref } from './ccg.ts';
export { tradersRuleHref, tradersLocationHref } from './traders.ts';
export { ascensionRuleHref, ascensionLocationHref, ASCENSION_CHAPTER_PAGES } from './ascension.ts';

/** The address of any game's rule id, chosen by its prefix: `/ccg/glossary/timing/#the-queue`; undefined for an id no game registers. */
export function ruleHref(id: string): string | undefined {
  switch (gameOfRule(id)) {
    case 'ccg':
      return ccgRuleHref(id);
    case 'traders':
      return tradersRuleHref(id);
    case 'ascension':
      return ascensionRuleHref(id);
    default:
      return undefined;
  }
}

/** Every rule id a game's engine registers (empty for a game without an engine). */
export function ruleIdsOf(game: string): string[] {
  switch (game) {
    case 'ccg':
      return ccgRuleIds();
    case 'traders':
      return tradersRuleIds();
    case 'ascension':
      return ascensionRuleIds();
    default:
      return [];
  }
}
