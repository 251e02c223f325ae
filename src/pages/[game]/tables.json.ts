/** `/<game>/tables.json`: see src/site/data/tables.ts and the "Use the data" page. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { gamesWithContent, type Game } from '../../site/games/index.ts';
import { tableData } from '../../site/data/tables.ts';

export const getStaticPaths = (() => gamesWithContent().map((game) => ({ params: { game: game.id }, props: { game } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const data = await tableData((props as { game: Game }).game);
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
