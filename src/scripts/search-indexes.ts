/**
 * The two search indexes, fetched and built once, and the list for a query:
 * what the search worker (./search.worker.ts) runs, and what the page runs
 * itself when a worker cannot start. The name index (every page's title and
 * other names, /search-terms.json) and the answer index (every entry,
 * section and bullet, /search-index.json); one list from both
 * (src/site/search/rank.ts).
 */
import { MAX_RESULTS } from './search-limits.ts';
import { buildNameIndex, loadAnswerIndex, nextKeyTable, searchAll, type AnswerIndex, type AnswerIndexFile, type GameScope, type Hit, type NameIndex, type NextKeyTable, type SearchTerm } from '../site/search/index.ts';

export interface Indexes {
  names: NameIndex;
  /** Absent when the answer index could not be read: names still answer. */
  answers: AnswerIndex | undefined;
  /** Which key tends to follow which, in the names and summaries (to work out lists ahead: ../site/search/next-keys.ts). */
  nextKeys: NextKeyTable;
}

let loaded: Promise<Indexes> | undefined;

const json = (url: string): Promise<unknown> => fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${url}: ${r.status}`))));

/** Both indexes, fetched and built once (the name index empty, the answer index absent, if they cannot be read). */
export function indexes(): Promise<Indexes> {
  loaded ??= (() => {
    const terms = json('/search-terms.json').then((t) => t as SearchTerm[]).catch(() => [] as SearchTerm[]);
    return Promise.all([
      terms.then(buildNameIndex),
      json('/search-index.json').then((j) => loadAnswerIndex(j as AnswerIndexFile)).catch(() => undefined),
      terms.then((ts) => nextKeyTable(ts.flatMap((t) => [...t.names, t.summary]))),
    ]).then(([names, answers, nextKeys]) => ({ names, answers, nextKeys }));
  })();
  return loaded;
}

/** The list for a query, best first; none for an empty query. */
export async function listFor(query: string, scope: GameScope = {}): Promise<Hit[]> {
  const q = query.trim();
  if (!q) return [];
  const { names, answers } = await indexes();
  return searchAll(names, answers, q, scope, MAX_RESULTS);
}
