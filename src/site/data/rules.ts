/**
 * A game's rule catalogue as published data (`/<game>/rules.json`): built at
 * build time from the engine's registry through the site's rule links, with
 * each glossary term's or keyword's summary where the rule is one.
 */
import type { Game } from '../games/index.ts';
import { ruleIdsOf, ruleLink } from '../rule-links/index.ts';
import { allTerms } from '../terms.ts';
import type { RuleCatalogue } from '../../engine/core/rules.ts';

export async function ruleCatalogue(game: Game): Promise<RuleCatalogue> {
  const summaries = new Map((await allTerms(game)).map((t) => [t.href, t.summary]));
  const rules: RuleCatalogue['rules'] = {};
  for (const id of ruleIdsOf(game.id)) {
    const link = ruleLink(id);
    if (!link) throw new Error(`${id}: registered, but the site has no link for it`);
    const summary = summaries.get(link.href);
    rules[id] = summary === undefined ? { title: link.title, href: link.href } : { title: link.title, href: link.href, summary };
  }
  return { version: 1, game: game.id, rules };
}
