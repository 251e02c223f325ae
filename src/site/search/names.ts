/**
 * The name index: every page's title and other names (`/search-terms.json`)
 * in MiniSearch, with prefix and fuzzy matching, re-ranked so that a name
 * typed exactly, the start of a name, or a name with one slip of the finger
 * (two letters swapped, one missing or one extra) brings that page first.
 * Pure; runs in the browser (src/scripts/search.ts) and in unit tests. How
 * its hits join the answer index's in one list: ./rank.ts.
 */
import MiniSearch from 'minisearch';
import { normalise, sameName, singulars } from '../term-index/names.ts';

/** A page the name index knows (served as /search-terms.json). */
export interface SearchTerm {
  /** Title, then the other names people use (aliases and search-only aliases). */
  names: string[];
  url: string;
  title: string;
  summary: string;
  kind: string;
  /** The id of the game the page belongs to. */
  game: string;
  /** The questions a glossary entry says it answers (its `answers` front matter), if any. */
  answers?: string[];
}

/** One result as the search list shows it. */
export interface Hit {
  url: string;
  title: string;
  summary: string;
  kind: string;
  /** The id of the page's game; empty for the site's own pages. */
  game: string;
  /** For a section or a point of a page: where it sits ("The rules › Phase 2 · (2)(c)"). */
  where?: string;
}

/** A hit from the name index, with how well a name matched. */
export interface NameHit extends Hit {
  score: number;
  /** exact name, start of a name, a name with a slip, or a looser match (words in common). */
  match: 'exact' | 'prefix' | 'typo' | 'word' | 'loose';
  /**
   * For an exact name, how exact: 3 the title as typed, 2 another name as
   * typed, 1 the title in the plural or singular, 0 another name so. Across
   * games a higher tier wins; the reader's game wins only among equals.
   */
  tier: number;
}

/** Pages whose title or alias is the query (plurals allowed), in the list's order. */
export function exactHits(terms: readonly SearchTerm[], query: string): Hit[] {
  return terms.filter((t) => t.names.some((n) => sameName(n, query))).map(({ url, title, summary, kind, game }) => ({ url, title, summary, kind, game }));
}

export interface GameScope {
  /** The game of the page the reader is on: its hits come first among equals. */
  current?: string | undefined;
  /** The game the reader narrowed the search to: only its hits are kept. */
  only?: string | undefined;
}

// ---------------------------------------------------------------------------
// The name index

/** One name of one page, as indexed. */
interface NameDoc {
  id: number;
  name: string;
}

export interface NameIndex {
  search: MiniSearch<NameDoc>;
  terms: readonly SearchTerm[];
  /** For each indexed name (by id): its page, its normalised text, whether it is the title. */
  docs: { term: number; norm: string; words: string[]; title: boolean }[];
  /** Each name and its singular forms → the names (by id) that have it: exact names without a search. */
  exact: Map<string, number[]>;
  /** Each page's one-sentence summary, by URL (the answer shown for an entry). */
  summaries: Map<string, string>;
}

/** Edits MiniSearch allows in a query word: none under 3 letters, 1 with 3, else 2 (it counts a swap of two letters as 2). */
const fuzziness = (word: string): number => (word.length < 3 ? 0 : word.length < 4 ? 1 : 2);

export function buildNameIndex(terms: readonly SearchTerm[]): NameIndex {
  const docs: NameIndex['docs'] = [];
  const rows: NameDoc[] = [];
  terms.forEach((t, term) => {
    const seen = new Set<string>();
    t.names.forEach((name, i) => {
      const norm = normalise(name);
      if (!norm || seen.has(norm)) return;
      seen.add(norm);
      rows.push({ id: docs.length, name });
      docs.push({ term, norm, words: norm.split(' '), title: i === 0 });
    });
  });
  const search = new MiniSearch<NameDoc>({
    fields: ['name'],
    // Words as the query is read (normalise): "+1" is the word "1" in a name as in a query. A name of
    // several words is also one word run together ("Roll-off" is found by "rolloff").
    tokenize: (text) => {
      const words = normalise(text).split(' ');
      return words.length > 1 ? [...words, words.join('')] : words;
    },
    // Apostrophes join ("captain's" is one word, as normalise() keeps it).
    processTerm: (t) => t.toLowerCase().replace(/[’']/g, '') || null,
    searchOptions: { prefix: true, fuzzy: (w) => fuzziness(w) || false, weights: { prefix: 0.5, fuzzy: 0.3 } },
  });
  search.addAll(rows);
  const exact = new Map<string, number[]>();
  docs.forEach((d, id) => {
    for (const form of singulars(d.norm)) exact.set(form, [...(exact.get(form) ?? []), id]);
  });
  return { search, terms, docs, exact, summaries: new Map(terms.map((t) => [t.url, t.summary])) };
}

/**
 * Edit distances, counting a swap of two neighbouring letters as one edit
 * (optimal string alignment), from `a` to every start of `b`: entry j is the
 * distance from `a` to `b.slice(0, j)`. Undefined once every entry exceeds `max`.
 */
function distancesToStarts(a: string, b: string, max: number): number[] | undefined {
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return undefined;
    prevPrev = prev;
    prev = row;
  }
  return prev;
}

/** Edit distance with a swap of neighbouring letters as one edit; anything over `max` is `max + 1`. */
export function editDistance(a: string, b: string, max = 3): number {
  return Math.min(max + 1, distancesToStarts(a, b, max)?.[b.length] ?? max + 1);
}

/** Slips allowed in a whole query: one from 3 letters (against whole names only below 4), two from 9. */
const slips = (q: string): number => (q.length < 3 ? 0 : q.length < 9 ? 1 : 2);

/**
 * Fewest edits turning the query into the name (`whole`) or into the start of
 * it (the reader may not have finished typing; not for queries under 4 letters).
 */
function headDistance(q: string, name: string, max: number): { d: number; whole: boolean } {
  const row = distancesToStarts(q, name, max);
  if (!row) return { d: max + 1, whole: true };
  const whole = row[name.length]!;
  let head = max + 1;
  if (q.length >= 4) for (let j = Math.max(1, q.length - max); j < name.length; j++) head = Math.min(head, row[j]!);
  return head < whole ? { d: head, whole: false } : { d: whole, whole: true };
}

const KIND_ORDER: Record<string, number> = { Glossary: 3, Keyword: 3, Reference: 2, Tool: 1, Example: 1 };

/** How one name matches the query: its kind of match and a bonus that orders the kinds. */
function grade(q: string, doc: NameIndex['docs'][number]): { match: NameHit['match']; bonus: number } {
  const n = doc.norm;
  // The name as typed beats the same name in the plural ("Agent" is the book's Shadow Agent, "Agents" a rating).
  if (n === q) return { match: 'exact', bonus: 1010 };
  if (sameName(n, q)) return { match: 'exact', bonus: 1000 };
  // The start of the name: the shorter the rest, the likelier it is the one meant.
  if (n.startsWith(q)) return { match: 'prefix', bonus: 700 - Math.min(100, 2 * (n.length - q.length)) };
  const allowed = slips(q);
  if (allowed > 0) {
    const { d, whole } = headDistance(q, n, allowed);
    if (d <= allowed) return { match: 'typo', bonus: 500 - 120 * (d - 1) - (whole ? 0 : 40) - Math.min(60, Math.abs(n.length - q.length)) };
  }
  // The start of a later word of the name ("value" in "attack value").
  const at = n.indexOf(` ${q}`);
  if (at >= 0 && q.length >= 3) return { match: 'word', bonus: 250 - Math.min(50, n.length - q.length) };
  return { match: 'loose', bonus: 0 };
}

/**
 * Pages whose names match the query, best first: an exact name, then the
 * start of a name (shortest first), then a name with one slip (two with long
 * names), then a later word of a name, then MiniSearch's looser matches.
 * Within a kind, the title before an alias, glossary and keywords before
 * reference pages before tools and examples, then MiniSearch's score; the
 * reader's game first among equal scores. Only `scope.only`'s game when set.
 */
export function nameHits(index: NameIndex, query: string, scope: GameScope = {}, limit = 12, exactOnly = false): NameHit[] {
  const q = normalise(query);
  if (!q) return [];
  // A question is no name: only an exact one is looked up (a map, not a search).
  const found = exactOnly ? [...new Set(singulars(q).flatMap((f) => index.exact.get(f) ?? []))].map((id) => ({ id, score: 0 })) : index.search.search(q.replace(/'/g, ''));
  const byTerm = new Map<number, NameHit>();
  for (const r of found) {
    const doc = index.docs[r.id as number];
    if (!doc) continue;
    const term = index.terms[doc.term]!;
    if (scope.only && term.game !== scope.only) continue;
    const { match, bonus } = grade(q, doc);
    const score = bonus + (doc.title ? 8 : 0) + 4 * (KIND_ORDER[term.kind] ?? 0) + Math.min(30, r.score);
    const tier = match === 'exact' ? (bonus > 1000 ? 2 : 0) + (doc.title ? 1 : 0) : -1;
    const had = byTerm.get(doc.term);
    if (!had || had.tier < tier || (had.tier === tier && had.score < score)) {
      const { url, title, summary, kind, game } = term;
      byTerm.set(doc.term, { url, title, summary, kind, game, score, match, tier });
    }
  }
  const mine = (h: NameHit) => (scope.current && h.game === scope.current ? 1 : 0);
  return [...byTerm.values()].sort((a, b) => b.score - a.score || mine(b) - mine(a)).slice(0, limit);
}

/** Name hits that may go before the answers for a name-like query: an exact name, the start of one, or one with a slip. */
export const isStrong = (h: NameHit): boolean => h.match === 'exact' || h.match === 'prefix' || h.match === 'typo';
