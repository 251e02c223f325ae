/**
 * The site's search: a name typed exactly (a term's title or one of its
 * aliases, plurals allowed) brings that page first; Pagefind's full-text
 * results follow. The current page's game ranks first; a game select, shown
 * when several games have content, narrows to one. Results are built with DOM
 * calls, never innerHTML from the index. Loaded only when search is first used.
 */
import { exactHits as matchNames, rankHits, type GameScope, type Hit, type SearchTerm } from '../site/search.ts';

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
let names: Promise<SearchTerm[]> | undefined;

function pagefind(): Promise<PagefindApi> {
  api ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const mod = (await import(/* @vite-ignore */ url)) as PagefindApi;
    await mod.options?.(PAGEFIND_OPTIONS);
    await mod.init?.();
    return mod;
  })();
  return api;
}

function searchTerms(): Promise<SearchTerm[]> {
  names ??= fetch('/search-terms.json').then((r) => (r.ok ? (r.json() as Promise<SearchTerm[]>) : []));
  return names;
}

/** Pages whose title or alias is exactly the query; the glossary and keywords first. */
export async function exactHits(query: string): Promise<Hit[]> {
  return matchNames(await searchTerms().catch(() => [] as SearchTerm[]), query);
}

/**
 * What the search box shows for a query, best first: the current game's pages
 * ahead of the others (among the results loaded), only `scope.only`'s when set.
 * `debounce` waits for typing to pause.
 */
export async function searchSite(query: string, debounce = false, scope: GameScope = {}): Promise<{ hits: Hit[]; total: number } | null> {
  const q = query.trim();
  if (!q) return { hits: [], total: 0 };
  const pf = await pagefind();
  const options = scope.only ? { filters: { game: scope.only } } : {};
  const [exact, found] = await Promise.all([exactHits(q), debounce ? pf.debouncedSearch(q, options, 120) : pf.search(q, options)]);
  if (found === null) return null;
  const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
  const full = data.map((d) => ({
    url: d.url,
    title: d.meta.title ?? d.url,
    summary: d.meta.summary ?? '',
    kind: d.meta.kind ?? '',
    game: d.filters?.game?.[0] ?? '',
    sections: (d.sub_results ?? []).filter((r) => r.url.includes('#')).slice(0, 2).map((r) => ({ title: r.title, url: r.url })),
  }));
  const ranked = rankHits(exact, full, scope);
  const hits = ranked.slice(0, MAX_RESULTS);
  const exactOnly = ranked.filter((h) => !data.some((d) => d.url === h.url)).length;
  return { hits, total: Math.max(hits.length, found.results.length + exactOnly) };
}

/** The game of the page being read (the main element carries it). */
const currentGame = (): string | undefined => document.querySelector<HTMLElement>('main[data-game]')?.dataset.game || undefined;

export function attachSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const list = root.querySelector<HTMLOListElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const gameSelect = root.querySelector<HTMLSelectElement>('[data-search-game]');
  if (!input || !list || !status) return;

  let seq = 0;
  const run = async () => {
    const query = input.value.trim();
    const mine = ++seq;
    if (!query) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    let found;
    try {
      found = await searchSite(query, true, { current: currentGame(), only: gameSelect?.value || undefined });
    } catch {
      status.textContent = 'Search is unavailable right now. The glossary A–Z lists every term.';
      return;
    }
    if (found === null || mine !== seq) return;
    list.replaceChildren(
      ...found.hits.map((d) => {
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
      }),
    );
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
    }
  });
  if (input.value) void run();
}
