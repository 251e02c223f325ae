/**
 * Pagefind's part in the one list: the long tail. The answer index (and the
 * name index) answer first; Pagefind's full text of every page (built inside
 * `astro build`, src/integrations/pagefind.ts) is asked only when they found
 * few results, or when the reader asks for more, and its pages come after
 * theirs, each page once, each with Pagefind's excerpt (the words found
 * marked). Pure: the browser code (src/scripts/search.ts) fetches, this
 * decides what is shown.
 */
import type { Hit } from './names.ts';
import { STOP_WORDS, wordsOf } from './text.ts';

/** Fewer results than this from the answer and name indexes: Pagefind is asked to fill the list. */
export const FEW_RESULTS = 5;

/** What Pagefind says of one page (its `data()`), as far as the list needs it. */
export interface FullTextPage {
  url: string;
  excerpt?: string;
  meta?: { title?: string; summary?: string; kind?: string };
  filters?: { game?: string[] };
  sub_results?: { title: string; url: string; excerpt?: string }[];
}

/** A result from the full text: a Hit whose summary is Pagefind's excerpt, marks kept as `marked` ranges. */
export interface FullTextHit extends Hit {
  fullText: true;
  /** The excerpt in runs of plain and marked text (never HTML). */
  excerpt: { text: string; marked: boolean }[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'", nbsp: ' ' };

/** Pagefind's excerpt (escaped text with `<mark>` around the words found) as runs of text, marked or not. */
export function excerptRuns(excerpt: string): { text: string; marked: boolean }[] {
  const runs: { text: string; marked: boolean }[] = [];
  const decode = (s: string) => s.replace(/<[^>]*>/g, '').replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e] ?? (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : m));
  let at = 0;
  for (const m of excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    if (m.index! > at) runs.push({ text: decode(excerpt.slice(at, m.index)), marked: false });
    runs.push({ text: decode(m[1]!), marked: true });
    at = m.index! + m[0].length;
  }
  if (at < excerpt.length) runs.push({ text: decode(excerpt.slice(at)), marked: false });
  return runs.filter((r) => r.text !== '');
}

/** A Pagefind page as a result: its best section when it has one with an anchor (linked there), else the page. */
export function fullTextHit(page: FullTextPage): FullTextHit {
  const url = page.url.replace(/\.html$/, '').replace(/\/index$/, '/');
  const sub = page.sub_results?.find((s) => s.url.includes('#'));
  const title = page.meta?.title ?? url;
  const excerpt = excerptRuns(sub?.excerpt ?? page.excerpt ?? '');
  const hit: FullTextHit = {
    url: sub ? sub.url : url,
    title,
    summary: excerpt.map((r) => r.text).join(''),
    kind: page.meta?.kind ?? '',
    game: page.filters?.game?.[0] ?? url.split('/')[1] ?? '',
    fullText: true,
    excerpt,
  };
  if (sub && sub.title && sub.title !== title) hit.where = sub.title;
  return hit;
}

/**
 * What Pagefind is asked for a query: its words without the question words
 * (Pagefind wants every word it is given, so "how much does intensive care
 * cost" would find only pages holding "how", "much" and "does" too); the
 * query as typed if nothing else is left.
 */
export function fullTextQuery(query: string): string {
  const words = wordsOf(query).filter((w) => !STOP_WORDS.has(w.replace(/'/g, '')));
  return words.length > 0 ? words.join(' ') : query.trim();
}

/** Whether the list needs the full text: fewer than FEW_RESULTS results, or the reader asked for more. */
export const wantsFullText = (hits: readonly Hit[], more = false): boolean => more || hits.length < FEW_RESULTS;

/**
 * The list with the full text's pages after it: each page once (a page the
 * list already has, at any anchor, is not repeated), the reader's game's
 * pages before other games' (Pagefind's order kept within each), at most
 * `limit` in all.
 */
export function withFullText(hits: readonly Hit[], pages: readonly FullTextHit[], current: string | undefined, limit: number): Hit[] {
  const pageOf = (u: string) => u.split('#')[0]!;
  const seen = new Set(hits.map((h) => pageOf(h.url)));
  const fresh = pages.filter((p) => (seen.has(pageOf(p.url)) ? false : (seen.add(pageOf(p.url)), true)));
  const ordered = current ? [...fresh.filter((p) => p.game === current), ...fresh.filter((p) => p.game !== current)] : fresh;
  return [...hits, ...ordered].slice(0, Math.max(limit, hits.length));
}
