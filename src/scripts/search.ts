/**
 * The site's search, loaded only when search is first used. Names first: the
 * name index (every page's title and other names, /search-terms.json, in
 * MiniSearch with prefix and fuzzy matching; see src/site/search.ts) answers
 * each keystroke at once, so a name typed exactly, its first letters, or a
 * name with a slip brings its page first. Pagefind's full-text results follow
 * in the same list. Both work offline (the service worker precaches them).
 * The current page's game ranks first; a game select, shown when several
 * games have content, narrows to one. Results are built with DOM calls, never
 * innerHTML from the index.
 */
import { buildNameIndex, mergeHits, nameHits, type GameScope, type Hit, type NameIndex, type SearchTerm } from '../site/search.ts';

export type { Hit };

interface PagefindResultData {
  url: string;
  meta: { title?: string; summary?: string; kind?: string };
  filters?: { game?: string[] };
  sub_results?: { title: string; url: string }[];
}
interface PagefindApi {
  init?: () => Promise<void>;
  options?: (o: Record<string, unknown>) => Promise<void>;
  search: (q: string, o?: Record<string, unknown>) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
  debouncedSearch: (q: string, o?: Record<string, unknown>, ms?: number) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
}

export const PAGEFIND_OPTIONS = { ranking: { termFrequency: 0.6, pageLength: 0.3, termSaturation: 1.2, termSimilarity: 3 } };
const MAX_RESULTS = 12;

let api: Promise<PagefindApi> | undefined;
let names: Promise<NameIndex> | undefined;

function pagefind(): Promise<PagefindApi> {
  api ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const mod = (await import(/* @vite-ignore */ url)) as PagefindApi;
    await mod.options?.(PAGEFIND_OPTIONS);
    await mod.init?.();
    return mod;
  })();
  api.catch(() => (api = undefined));
  return api;
}

/** The name index, built once from /search-terms.json (empty if it cannot be read). */
export function nameIndex(): Promise<NameIndex> {
  names ??= fetch('/search-terms.json')
    .then((r) => (r.ok ? (r.json() as Promise<SearchTerm[]>) : []))
    .catch(() => [] as SearchTerm[])
    .then((terms) => buildNameIndex(terms));
  return names;
}

/** The name index's answer alone: what the list shows while Pagefind is still looking. */
export async function nameSearch(query: string, scope: GameScope = {}): Promise<Hit[]> {
  return mergeHits(nameHits(await nameIndex(), query, scope, MAX_RESULTS), [], scope);
}

async function fullText(q: string, debounce: boolean, scope: GameScope): Promise<{ hits: Hit[]; total: number } | null> {
  const pf = await pagefind();
  const options = scope.only ? { filters: { game: scope.only } } : {};
  const found = await (debounce ? pf.debouncedSearch(q, options, 120) : pf.search(q, options));
  if (found === null) return null;
  const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
  const hits = data.map((d) => ({
    url: d.url,
    title: d.meta.title ?? d.url,
    summary: d.meta.summary ?? '',
    kind: d.meta.kind ?? '',
    game: d.filters?.game?.[0] ?? '',
    sections: (d.sub_results ?? []).filter((r) => r.url.includes('#')).slice(0, 2).map((r) => ({ title: r.title, url: r.url })),
  }));
  return { hits, total: found.results.length };
}

/**
 * What the search box shows for a query, best first: strong name matches,
 * then full text, then looser name matches; the current game's pages ahead
 * of the others' within each group, only `scope.only`'s when set.
 * `debounce` waits for typing to pause; null means a newer query took over.
 * If Pagefind cannot load, the names still answer.
 */
export async function searchSite(query: string, debounce = false, scope: GameScope = {}): Promise<{ hits: Hit[]; total: number } | null> {
  const q = query.trim();
  if (!q) return { hits: [], total: 0 };
  const [index, text] = await Promise.all([nameIndex(), fullText(q, debounce, scope).catch(() => ({ hits: [] as Hit[], total: 0 }))]);
  if (text === null) return null;
  const named = nameHits(index, q, scope, MAX_RESULTS);
  const merged = mergeHits(named, text.hits, scope);
  const hits = merged.slice(0, MAX_RESULTS);
  const extra = merged.filter((h) => !text.hits.some((t) => t.url === h.url)).length;
  return { hits, total: Math.max(hits.length, text.total + extra) };
}

/** The game of the page being read (the main element carries it). */
const currentGame = (): string | undefined => document.querySelector<HTMLElement>('main[data-game]')?.dataset.game || undefined;

function resultItem(d: Hit): HTMLLIElement {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = d.url;
  a.textContent = d.title;
  li.append(a);
  if (d.kind) {
    const tag = document.createElement('span');
    tag.className = 'tag';
    tag.textContent = d.kind;
    li.append(' ', tag);
  }
  const summary = document.createElement('span');
  summary.className = 'summary';
  summary.textContent = d.summary;
  li.append(summary);
  if (d.sections && d.sections.length > 0) {
    const sub = document.createElement('ul');
    sub.className = 'search-sections';
    for (const section of d.sections) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = section.url;
      link.textContent = section.title;
      item.append(link);
      sub.append(item);
    }
    li.append(sub);
  }
  return li;
}

export function attachSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const list = root.querySelector<HTMLOListElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const gameSelect = root.querySelector<HTMLSelectElement>('[data-search-game]');
  if (!input || !list || !status) return;

  let seq = 0;
  const show = (hits: Hit[]) => list.replaceChildren(...hits.map(resultItem));
  const run = async () => {
    const query = input.value.trim();
    const mine = ++seq;
    if (!query) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    const scope = { current: currentGame(), only: gameSelect?.value || undefined };
    // The names answer this keystroke at once; the full text follows when typing pauses.
    const quick = await nameSearch(query, scope);
    if (mine !== seq) return;
    if (quick.length > 0) show(quick);
    if (list.childElementCount === 0) status.textContent = 'Searching…';
    let found;
    try {
      found = await searchSite(query, true, scope);
    } catch {
      status.textContent = 'Search is unavailable right now. The glossary A–Z lists every term.';
      return;
    }
    if (found === null || mine !== seq) return;
    show(found.hits);
    status.textContent = found.hits.length === 0 ? `Nothing found for “${query}”.` : `${found.total} result${found.total === 1 ? '' : 's'} for “${query}”.`;
  };
  input.addEventListener('input', () => void run());
  gameSelect?.addEventListener('change', () => void run());
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      const first = list.querySelector('a');
      if (first) {
        e.preventDefault();
        first.click();
      }
    } else if (e.key === 'ArrowDown') {
      const first = list.querySelector('a');
      if (first) {
        e.preventDefault();
        first.focus();
      }
    }
  });
  // Up and down walk the results; up from the first goes back to the box.
  list.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    e.preventDefault();
    const next = at + (e.key === 'ArrowDown' ? 1 : -1);
    (next < 0 ? input : links[Math.min(next, links.length - 1)])?.focus();
  });
  if (input.value) void run();
}
