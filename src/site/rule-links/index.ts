/**
 * Rule ids to links, for every game: the one site module tool islands may
 * import. Pure and client-safe (no astro:content). Each game's resolver is
 * exported on its own too. Tools do not import this: they read `<game>/rules.json`.
 */
import { gameOfRule, type RuleLinkTarget } from '../../engine/core/rules.ts';
import { ccgRuleLink, ccgRuleIds } from './ccg.ts';
import { tradersRuleLink, tradersRuleIds } from './traders.ts';
import { ascensionRuleLink, ascensionRuleIds } from './ascension.ts';

export { ccgRuleLink, ccgLocationHref } from './ccg.ts';
export { tradersRuleLink, tradersLocationHref } from './traders.ts';
export { ascensionRuleLink, ascensionLocationHref, ASCENSION_CHAPTER_PAGES } from './ascension.ts';

/** The link of any game's rule id, chosen by its prefix; undefined for an id no game registers. */
export function ruleLink(id: string): RuleLinkTarget | undefined {
  switch (gameOfRule(id)) {
    case 'ccg':
      return ccgRuleLink(id);
    case 'traders':
      return tradersRuleLink(id);
    case 'ascension':
      return ascensionRuleLink(id);
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

/** The address of a rule id, for pages that only need the href; undefined for an unknown id. */
export function ruleHref(id: string): string | undefined {
  return ruleLink(id)?.href;
}
