/** `/<game>/terms.json`: see src/site/data/terms.ts and the "Use the data" page. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { gamesWithContent, type Game } from '../../site/games/index.ts';
import { termData } from '../../site/data/terms.ts';

export const getStaticPaths = (() => gamesWithContent().map((game) => ({ params: { game: game.id }, props: { game } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const data = await termData((props as { game: Game }).game);
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
