/**
 * Rule ids to links, for every game: the one site module tool islands may
 * import. Pure and client-safe (no astro:content). Each game's resolver is
 * exported on its own too, so a CCG tool's bundle carries only the CCG's rules.
 */
import { gameOfRule, type RuleLinkTarget } from '../../engine/core/rules.ts';
import { ccgRuleLink, ccgRuleIds } from './ccg.ts';

export { ccgRuleLink, ccgLocationHref } from './ccg.ts';

/** The link of any game's rule id, chosen by its prefix; undefined for an id no game registers. */
export function ruleLink(id: string): RuleLinkTarget | undefined {
  switch (gameOfRule(id)) {
    case 'ccg':
      return ccgRuleLink(id);
    default:
      return undefined;
  }
}

/** Every rule id a game's engine registers (empty for a game without an engine). */
export function ruleIdsOf(game: string): string[] {
  switch (game) {
    case 'ccg':
      return ccgRuleIds();
    default:
      return [];
  }
}

/** The address of a rule id, for pages that only need the href; undefined for an unknown id. */
export function ruleHref(id: string): string | undefined {
  return ruleLink(id)?.href;
}
