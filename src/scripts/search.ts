/**
 * The search itself: Pagefind, loaded on demand, rendering each result as
 * its page title and one-line summary. Results are built with DOM calls, never
 * innerHTML from the index. Loaded only when search is first used.
 */
interface PagefindResultData {
  url: string;
  meta: { title?: string; summary?: string; kind?: string };
  excerpt: string;
}
interface PagefindApi {
  init?: () => Promise<void>;
  options?: (o: Record<string, unknown>) => Promise<void>;
  debouncedSearch: (q: string, o?: Record<string, unknown>, ms?: number) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
}

let api: Promise<PagefindApi> | undefined;

/** The Pagefind runtime, configured with our ranking (titles weigh most). */
export function pagefind(): Promise<PagefindApi> {
  api ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const mod = (await import(/* @vite-ignore */ url)) as PagefindApi;
    await mod.options?.({ ranking: { termFrequency: 0.6, pageLength: 0.3, termSaturation: 1.2 } });
    await mod.init?.();
    return mod;
  })();
  return api;
}

const MAX_RESULTS = 12;

export function attachSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const list = root.querySelector<HTMLOListElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
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
      found = await (await pagefind()).debouncedSearch(query, {}, 120);
    } catch {
      status.textContent = 'Search is unavailable right now. The glossary A–Z lists every term.';
      return;
    }
    if (found === null || mine !== seq) return;
    const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
    if (mine !== seq) return;
    list.replaceChildren(
      ...data.map((d) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = d.url;
        a.textContent = d.meta.title ?? d.url;
        li.append(a);
        if (d.meta.kind) {
          const tag = document.createElement('span');
          tag.className = 'tag';
          tag.textContent = d.meta.kind;
          li.append(' ', tag);
        }
        const summary = document.createElement('span');
        summary.className = 'summary';
        summary.textContent = d.meta.summary ?? '';
        li.append(summary);
        return li;
      }),
    );
    status.textContent = data.length === 0 ? `Nothing found for “${query}”.` : `${found.results.length} result${found.results.length === 1 ? '' : 's'} for “${query}”.`;
  };
  input.addEventListener('input', () => void run());
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
