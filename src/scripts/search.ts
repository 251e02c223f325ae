/**
 * The site's search, loaded only when search is first used. Two indexes,
 * fetched once and asked for every keystroke in the search worker, off the
 * main thread, the newest keystroke winning (./search-client.ts,
 * ./search.worker.ts; a list the worker worked out ahead for the key just
 * typed is drawn at once, in that key's frame), offline too (the service worker precaches them and
 * the worker's script): the name index (every page's title
 * and other names, /search-terms.json) and the answer index (every entry,
 * section and bullet, /search-index.json, built with the site). One list
 * (src/site/search/rank.ts): exact names of any game first, then the entry
 * or section that answers, showing the answering sentence and linking to its
 * anchor; the reader's game ahead of the others below the first hit, and a
 * result from another game says which. A game select, shown when several
 * games have content, narrows to one. Pagefind's full text (/pagefind/,
 * precached too) is the long tail: loaded and asked only when the indexes
 * found few results or the reader asks for more, its pages come after
 * theirs, with its excerpt (src/site/search/fulltext.ts). The rows are drawn
 * by ./search-list.ts (its rows filled again in place from one list to the
 * next, the first screenful with the keystroke).
 */
import type { GameScope, Hit } from '../site/search/index.ts';
import { fullTextHit, fullTextQuery, wantsFullText, withFullText, type FullTextHit, type FullTextPage } from '../site/search/fulltext.ts';
import { ask, listAtHand, warmUp, workAhead } from './search-client.ts';
import { MAX_RESULTS } from './search-limits.ts';
import { resultList } from './search-list.ts';

export type { Hit };

/** Loads the indexes (in the search worker) ahead of the first question, and the lists for a first key in `scope`. */
export function indexes(scope: GameScope = {}): void {
  warmUp(scope);
}

/**
 * What the search box shows for a query, best first (see src/site/search/rank.ts),
 * worked out in the search worker (`workMs`: how long that took there); `null` when a newer query was asked before
 * this one was answered (the newest query wins).
 */
export async function searchSite(query: string, scope: GameScope = {}): Promise<{ hits: Hit[]; total: number; workMs: number } | null> {
  const q = query.trim();
  if (!q) return { hits: [], total: 0, workMs: 0 };
  const listed = await ask(q, scope, query);
  return listed && { hits: listed.hits, total: listed.hits.length, workMs: listed.ms };
}

interface PagefindApi {
  init?: () => Promise<void>;
  options?: (o: Record<string, unknown>) => Promise<void>;
  search: (q: string, o?: Record<string, unknown>) => Promise<{ results: { data: () => Promise<FullTextPage> }[] } | null>;
}

let pagefindApi: Promise<PagefindApi> | undefined;

/** Pagefind, loaded on the first query that needs it (again later if loading failed). */
function pagefind(): Promise<PagefindApi> {
  pagefindApi ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const mod = (await import(/* @vite-ignore */ url)) as PagefindApi;
    await mod.options?.({ excerptLength: 24 });
    await mod.init?.();
    return mod;
  })();
  pagefindApi.catch(() => (pagefindApi = undefined));
  return pagefindApi;
}

/** Pagefind's first `count` pages for a query, as results (none if Pagefind cannot load). */
export async function fullTextSearch(query: string, scope: GameScope = {}, count = MAX_RESULTS): Promise<FullTextHit[]> {
  try {
    const pf = await pagefind();
    const found = await pf.search(fullTextQuery(query), scope.only ? { filters: { game: scope.only } } : {});
    if (!found) return [];
    const pages = await Promise.all(found.results.slice(0, count).map((r) => r.data()));
    return pages.map(fullTextHit);
  } catch {
    return [];
  }
}

/**
 * Milliseconds without a keystroke before the full text is asked to fill a
 * short list: typing on, the indexes' list comes at every key, and Pagefind
 * (its worker's messages, then a second list) only once the reader stops.
 */
export const FULL_TEXT_PAUSE_MS = 250;

/** The game of the page being read (the main element carries it). */
const currentGame = (): string | undefined => document.querySelector<HTMLElement>('main[data-game]')?.dataset.game || undefined;

/** Each game's short title, by id, from the game select's options. */
function gameNames(root: HTMLElement): Map<string, string> {
  const out = new Map<string, string>();
  root.querySelectorAll<HTMLOptionElement>('[data-search-game] option').forEach((o) => {
    if (o.value) out.set(o.value, o.textContent ?? o.value);
  });
  return out;
}

export function attachSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const list = root.querySelector<HTMLOListElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const gameSelect = root.querySelector<HTMLSelectElement>('[data-search-game]');
  if (!input || !list || !status) return;
  const games = gameNames(root);

  // Asks the full text for more, after the list (shown once the indexes have answered and Pagefind has not yet).
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'search-more';
  more.textContent = 'More results from the full text';
  more.hidden = true;
  list.after(more);

  let seq = 0;
  const rows = resultList(list, games);
  /** The pause after the last keystroke before the full text is asked (see FULL_TEXT_PAUSE_MS). */
  let pause: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    if (status.textContent !== text) status.textContent = text;
  };
  /** Shows or hides the button, touching it only when that changes (even the same value asks the browser to style it again). */
  const offer = (shown: boolean) => more.hidden === shown && (more.hidden = !shown);
  /** Shows a list; the button stays (or comes) only once the whole list is drawn (`whole`), and is hidden until then. */
  const show = (hits: Hit[], query: string, reader: string | undefined, whole?: () => void) => {
    let drawn = false;
    rows.show(hits, reader, whole && (() => ((drawn = true), whole())));
    if (!drawn) offer(false);
    say(hits.length === 0 ? `Nothing found for “${query}”.` : `${hits.length} result${hits.length === 1 ? '' : 's'} for “${query}”.`);
  };
  const run = async (askMore = false) => {
    const query = input.value.trim();
    const mine = ++seq;
    clearTimeout(pause);
    rows.hold();
    const reader = currentGame();
    const scope = { current: reader, only: gameSelect?.value || undefined };
    if (!query) {
      rows.clear();
      offer(false);
      say('');
      // An emptied box: the lists for a first key, for the question typed next.
      workAhead(input.value, scope);
      return;
    }
    // A list worked out ahead is drawn at once, in the key's own frame (src/site/search/next-keys.ts).
    const atHand = askMore ? undefined : listAtHand(query, scope, input.value);
    let found;
    if (atHand) found = { hits: atHand, total: atHand.length, workMs: 0 };
    else {
      if (list.childElementCount === 0) say('Searching…');
      try {
        found = await searchSite(input.value, scope);
      } catch {
        offer(false);
        say('Search is unavailable right now. The glossary A–Z lists every term.');
        return;
      }
      // The newest keystroke wins: a list for older letters than the box holds is never shown.
      if (mine !== seq || !found || input.value.trim() !== query) return;
    }
    if (!wantsFullText(found.hits, askMore)) {
      // The button follows the whole list, once its last rows are drawn.
      show(found.hits, query, reader, () => mine === seq && offer(true));
      return;
    }
    show(found.hits, query, reader);
    // The long tail: Pagefind's pages after the indexes' results, once typing pauses (or at once when asked for).
    if (!askMore) {
      await new Promise<void>((resolve) => (pause = setTimeout(resolve, FULL_TEXT_PAUSE_MS)));
      if (mine !== seq) return;
    }
    const limit = askMore ? 2 * MAX_RESULTS : MAX_RESULTS;
    const pages = await fullTextSearch(query, scope, limit);
    if (mine !== seq) return;
    show(withFullText(found.hits, pages, reader, limit), query, reader);
  };
  more.addEventListener('click', () => {
    void run(true);
    input.focus();
  });
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
    rows.complete();
    const links = [...list.querySelectorAll('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    e.preventDefault();
    const next = at + (e.key === 'ArrowDown' ? 1 : -1);
    (next < 0 ? input : links[Math.min(next, links.length - 1)])?.focus();
  });
  // A result that points into the page being read: close the dialog so the reader sees the answer.
  list.addEventListener('click', (e) => {
    const a = (e.target as HTMLElement).closest('a');
    const dialog = root.closest('dialog');
    if (a && dialog?.open && a.pathname === location.pathname) dialog.close();
  });
  indexes({ current: currentGame(), only: gameSelect?.value || undefined });
  if (input.value) void run();
}
