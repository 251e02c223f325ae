/**
 * `/<game>/rules.json`: every rule id the game's engine cites, with its title,
 * the address of the page and anchor that explain it, and (for glossary terms
 * and keywords) the one-sentence answer. Built from the same registry the
 * pages and traces use; documented on the "Use the data" page. Tools load it
 * to draw their rule links.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { gamesWithContent, type Game } from '../../site/games/index.ts';
import { ruleCatalogue } from '../../site/data/rules.ts';

export const getStaticPaths = (() => gamesWithContent().map((game) => ({ params: { game: game.id }, props: { game } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const catalogue = await ruleCatalogue((props as { game: Game }).game);
  return new Response(JSON.stringify(catalogue), { headers: { 'Content-Type': 'application/json' } });
};
