/**
 * A game's rule catalogue as published data (`/<game>/rules.json`): the
 * game's rule registry (`src/site/rules/`, each rule's title, summary and
 * address, every word written once) with the title of the page every rule
 * leads to (a tool's rule preview says where a rule without a summary leads).
 */
import { flattenNav, pathIn, type Game } from '../games/index.ts';
import { rulesOf } from '../rules/index.ts';
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
  const titles = await pageTitles(game);
  const rules: RuleCatalogue['rules'] = {};
  for (const r of rulesOf(game.id)) {
    const page = titles.get(r.href.split('#')[0]!);
    if (page === undefined) throw new Error(`${r.id}: its link ${r.href} leads to no page of the game`);
    rules[r.id] = {
      title: r.title,
      href: r.href,
      ...(r.summary === undefined ? {} : { summary: r.summary }),
      ...(r.summaryNote === undefined ? {} : { summaryNote: r.summaryNote }),
      ...(r.note === undefined ? {} : { note: r.note }),
      page,
    };
  }
  return { version: 1, game: game.id, rules };
}
