/**
 * The name index's data (src/site/search/names.ts): for every game with content,
 * each glossary term and keyword (title, aliases and search-only aliases, and
 * the questions it answers, which the answer index reads too),
 * then the reference pages, tools, examples and the other pages the game's
 * navigation marks for search (e.g. a game to play), each with its game. Loaded
 * with the search code, only when search is first used; precached for offline use.
 */
import type { APIRoute } from 'astro';
import { flattenNav, gamesWithContent, pathIn, type Game } from '../site/games/index.ts';
import { entriesOf } from '../site/content.ts';
import type { SearchTerm } from '../site/search/index.ts';

async function termsOf(game: Game): Promise<SearchTerm[]> {
  const [glossary, keywords, pages, examples] = await Promise.all([
    entriesOf(game, 'glossary'),
    entriesOf(game, 'keywords'),
    entriesOf(game, 'pages'),
    entriesOf(game, 'examples'),
  ]);
  const entry = (path: string, kind: string, e: { data: { title: string; summary: string; aliases: string[]; searchAliases?: string[]; answers?: string[] } }): SearchTerm => ({
    names: [e.data.title, ...e.data.aliases, ...(e.data.searchAliases ?? [])],
    url: pathIn(game, path),
    title: e.data.title,
    summary: e.data.summary,
    kind,
    game: game.id,
    ...(e.data.answers?.length ? { answers: e.data.answers } : {}),
  });
  return [
    ...glossary.map((e) => entry(`glossary/${e.id}`, 'Glossary', e)),
    ...keywords.map((e) => entry(`keywords/${e.id}`, 'Keyword', e)),
    ...pages.map((e) => entry(e.id, 'Reference', e)),
    ...game.tools.map((t) => ({ names: [t.title], url: pathIn(game, `tools/${t.slug}`), title: t.title, summary: t.blurb, kind: 'Tool', game: game.id })),
    ...examples.map((e) => entry(`examples/${e.id}`, 'Example', e)),
    ...flattenNav(game.nav)
      .filter((n) => n.searchKind)
      .map((n) => ({ names: [n.label], url: n.href, title: n.label, summary: n.blurb, kind: n.searchKind!, game: game.id })),
  ];
}

export const GET: APIRoute = async () => {
  const terms = (await Promise.all(gamesWithContent().map(termsOf))).flat();
  return new Response(JSON.stringify(terms), { headers: { 'Content-Type': 'application/json' } });
};
