/**
 * What the search box shows, as pure functions over plain data (run in the
 * browser by src/scripts/search.ts): names typed exactly, and the order of
 * hits from several games.
 */
import { sameName } from './term-index/names.ts';

/** A name the search box matches exactly before asking Pagefind (served as /search-terms.json). */
export interface SearchTerm {
  /** Title, then the other names people use. */
  names: string[];
  url: string;
  title: string;
  summary: string;
  kind: string;
  /** The id of the game the page belongs to. */
  game: string;
}

export interface Hit {
  url: string;
  title: string;
  summary: string;
  kind: string;
  /** The id of the page's game; empty for the site's own pages. */
  game: string;
  /** Headings of the page that match, linked to their anchors. */
  sections?: { title: string; url: string }[];
}

/** Pages whose title or alias is the query (plurals allowed), in the list's order. */
export function exactHits(terms: readonly SearchTerm[], query: string): Hit[] {
  return terms.filter((t) => t.names.some((n) => sameName(n, query))).map(({ url, title, summary, kind, game }) => ({ url, title, summary, kind, game }));
}

export interface GameScope {
  /** The game of the page the reader is on: its hits come first. */
  current?: string | undefined;
  /** The game the reader narrowed the search to: only its hits are kept. */
  only?: string | undefined;
}

/**
 * Exact hits before full-text hits as given, then: only the chosen game's
 * hits when the reader narrowed the search, and the current game's hits ahead
 * of the others' (each group keeping its order). A page listed twice is kept once.
 */
export function rankHits(exact: readonly Hit[], fullText: readonly Hit[], scope: GameScope = {}): Hit[] {
  const seen = new Set<string>();
  const all = [...exact, ...fullText].filter((h) => (seen.has(h.url) ? false : (seen.add(h.url), true)));
  const kept = scope.only ? all.filter((h) => h.game === scope.only) : all;
  if (!scope.current) return kept;
  return [...kept.filter((h) => h.game === scope.current), ...kept.filter((h) => h.game !== scope.current)];
}
