/**
 * The game registry: every game the site covers, and everything the site
 * derives from a game (its base path, navigation, tools, source documents,
 * content folders, search filter). Nothing else names a game's path.
 *
 * Adding a game:
 *   1. its entry (`./<id>.ts`, shaped by `./types.ts`), listed in GAMES below,
 *      with `hasContent: false` while its pages are written;
 *   2. its content folder `content/<id>/` (glossary/, pages/, ... as the game
 *      needs) and its collections in `src/content.config.ts`;
 *   3. its routes under `src/pages/<id>/`;
 *   4. `hasContent: true`: the home page, the header and search then show it.
 * A game without content is linked nowhere.
 */
import type { Game, NavItem } from './types.ts';
import { CCG } from './ccg.ts';
import { TRADERS } from './traders.ts';
import { ASCENSION } from './ascension.ts';

export type { Game, NavItem, SourceDocInfo, ToolInfo } from './types.ts';
export { CCG } from './ccg.ts';
export { TRADERS } from './traders.ts';
export { ASCENSION } from './ascension.ts';

export const GAMES: readonly Game[] = [CCG, TRADERS, ASCENSION];

export type GameId = (typeof CCG | typeof TRADERS | typeof ASCENSION)['id'];

/** The games whose pages are built, in the registry's order. */
export const gamesWithContent = (): Game[] => GAMES.filter((g) => g.hasContent);

export function gameById(id: string): Game {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`no game "${id}" in src/site/games (known: ${GAMES.map((g) => g.id).join(', ')})`);
  return game;
}

/** The game a URL path belongs to ("/ccg/glossary/cost/" → the CCG); undefined for the site's own pages. */
export const gameOfPath = (path: string): Game | undefined => GAMES.find((g) => path.startsWith(g.base));

/** The game of a content file ("content/ccg/glossary/cost.md", relative or absolute); undefined outside `content/<id>/`. */
export function gameOfContentFile(file: string): Game | undefined {
  // Any `content/<id>/` of the path, so a checkout that itself sits in a folder named "content" still works.
  const parts = file.replace(/\\/g, '/').split('/');
  for (let i = 0; i < parts.length - 2; i++) {
    const game = parts[i] === 'content' ? GAMES.find((g) => g.id === parts[i + 1]) : undefined;
    if (game) return game;
  }
  return undefined;
}

/** A navigation tree in reading order, parents before their children. */
export function flattenNav(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((i) => [i, ...flattenNav(i.children ?? [])]);
}

/** The content folder of a game and kind: `content/<id>/<kind>`. */
export const contentDir = (game: Game, kind: string): string => `content/${game.id}/${kind}`;

/** A page of the game: `pathIn(ccg, 'glossary/cost')` → "/ccg/glossary/cost/". */
export const pathIn = (game: Game, path: string): string => `${game.base}${path.replace(/^\/|\/$/g, '')}/`.replace(/\/\/$/, '/');

/** The source document ids a game's front matter may cite, for the content schemas. */
export const sourceDocIds = (game: Game): [string, ...string[]] => {
  const ids = Object.keys(game.sources);
  if (ids.length === 0) throw new Error(`${game.id}: the registry entry names no source document`);
  return ids as [string, ...string[]];
};
