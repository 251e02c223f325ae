/**
 * The navigation pruned to the pages that exist in this build, flattened for
 * previous/next links and breadcrumbs.
 */
import { getCollection } from 'astro:content';
import { CCG_NAV, type NavItem } from './nav.ts';

/** Pages made by route files (src/pages/ccg/**), found at build time. */
const ROUTE_FILES = Object.keys(import.meta.glob('../pages/ccg/**/*.astro'));
const ROUTE_PAGES = ROUTE_FILES.filter((f) => !f.includes('[')).map((f) =>
  f.replace('../pages', '').replace(/index\.astro$/, '').replace(/\.astro$/, '/'),
);

let tree: Promise<NavItem[]> | undefined;

export function liveNav(): Promise<NavItem[]> {
  tree ??= (async () => {
    const pages = await getCollection('pages');
    const exists = new Set([...ROUTE_PAGES, ...pages.map((p) => `/ccg/${p.id}/`)]);
    const prune = (items: NavItem[]): NavItem[] =>
      items.filter((i) => exists.has(i.href)).map((i) => (i.children ? { ...i, children: prune(i.children) } : { ...i }));
    return prune(CCG_NAV);
  })();
  return tree;
}

export function flatten(items: NavItem[]): NavItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}

/** Previous and next page in reading order, and the trail of parents. */
export async function placeOf(href: string): Promise<{ prev?: NavItem; next?: NavItem; trail: NavItem[] }> {
  const nav = await liveNav();
  const flat = flatten(nav);
  const i = flat.findIndex((n) => n.href === href);
  const trail: NavItem[] = [];
  const walk = (items: NavItem[], parents: NavItem[]): boolean =>
    items.some((n) => (n.href === href ? (trail.push(...parents), true) : walk(n.children ?? [], [...parents, n])));
  walk(nav, []);
  return { prev: i > 0 ? flat[i - 1] : undefined, next: i >= 0 && i < flat.length - 1 ? flat[i + 1] : undefined, trail };
}
