/**
 * A game's rule catalogue as published data (`/<game>/rules.json`): built at
 * build time from the engine's registry through the site's rule links, with
 * each glossary term's or keyword's summary where the rule is one, and the
 * title of the page every rule leads to (a tool's rule preview says where a
 * rule without a summary leads).
 */
import { flattenNav, pathIn, type Game } from '../games/index.ts';
import { ruleIdsOf, ruleLink } from '../rule-links/index.ts';
import { allTerms } from '../terms.ts';
import { entriesOf } from '../content.ts';
import { liveNav } from '../structure.ts';
import type { RuleCatalogue } from '../../engine/core/rules.ts';

/** Page address → its title: the game's navigation, its reference pages, its glossary entries and keywords. */
async function pageTitles(game: Game): Promise<Map<string, string>> {
  const nav = flattenNav(await liveNav(game)).map((n): [string, string] => [n.href, n.label]);
  const pages = (await entriesOf(game, 'pages')).map((p): [string, string] => [pathIn(game, p.id), p.data.title]);
  const terms = (await allTerms(game)).map((t): [string, string] => [t.href, t.title]);
  return new Map([...nav, ...pages, ...terms]);
}

export async function ruleCatalogue(game: Game): Promise<RuleCatalogue> {
  const terms = await allTerms(game);
  const summaries = new Map(terms.map((t) => [t.href, t.summary]));
  const titles = await pageTitles(game);
  const rules: RuleCatalogue['rules'] = {};
  for (const id of ruleIdsOf(game.id)) {
    const link = ruleLink(id);
    if (!link) throw new Error(`${id}: registered, but the site has no link for it`);
    const page = titles.get(link.href.split('#')[0]!);
    if (page === undefined) throw new Error(`${id}: its link ${link.href} leads to no page of the game`);
    const summary = summaries.get(link.href);
    rules[id] = { title: link.title, href: link.href, ...(summary === undefined ? {} : { summary }), page };
  }
  return { version: 1, game: game.id, rules };
}
