/**
 * A game's navigation pruned to the pages that exist in this build, flattened
 * for previous/next links and breadcrumbs.
 */
import { flattenNav, type Game, type NavItem } from './games/index.ts';
import { entriesOf } from './content.ts';

/**
 * Pages made by route files with no parameter but the game (src/pages/**), found
 * at build time: `ccg/icons.astro` → "/ccg/icons/", `[game]/glossary/index.astro`
 * → "/<game>/glossary/".
 */
const ROUTE_PAGES = Object.keys(import.meta.glob('../pages/**/*.astro'))
  .map((f) => f.replace('../pages', '').replace(/index\.astro$/, '').replace(/\.astro$/, '/'))
  .filter((f) => !f.replace('/[game]/', '/').includes('['));

/** The pages of one game that route files make: its own, and the shared ones that apply to it. */
async function routePagesOf(game: Game): Promise<string[]> {
  const hasGlossary = (await entriesOf(game, 'glossary')).length > 0;
  return ROUTE_PAGES.map((p) => p.replace('/[game]/', game.base)).filter((p) => p.startsWith(game.base) && (hasGlossary || p !== `${game.base}glossary/`));
}

const trees = new Map<string, Promise<NavItem[]>>();

export function liveNav(game: Game): Promise<NavItem[]> {
  let tree = trees.get(game.id);
  if (!tree) {
    tree = (async () => {
      const pages = await entriesOf(game, 'pages');
      const exists = new Set([...(await routePagesOf(game)), ...pages.map((p) => `${game.base}${p.id}/`)]);
      const prune = (items: readonly NavItem[]): NavItem[] =>
        items.filter((i) => exists.has(i.href)).map((i) => (i.children ? { ...i, children: prune(i.children) } : { ...i }));
      return prune(game.nav);
    })();
    trees.set(game.id, tree);
  }
  return tree;
}

/** Previous and next page of the game in reading order, and the trail of parents. */
export async function placeOf(game: Game, href: string): Promise<{ prev?: NavItem; next?: NavItem; trail: NavItem[] }> {
  const nav = await liveNav(game);
  const flat = flattenNav(nav);
  const i = flat.findIndex((n) => n.href === href);
  const trail: NavItem[] = [];
  const walk = (items: NavItem[], parents: NavItem[]): boolean =>
    items.some((n) => (n.href === href ? (trail.push(...parents), true) : walk(n.children ?? [], [...parents, n])));
  walk(nav, []);
  return { prev: i > 0 ? flat[i - 1] : undefined, next: i >= 0 && i < flat.length - 1 ? flat[i + 1] : undefined, trail };
}
