/**
 * The answer index: every glossary entry and keyword, and every section and
 * bullet of the other pages (./extract.ts), in MiniSearch with BM25 over
 * weighted fields: the title and other names above the questions an entry
 * answers, above the summary, above the headings, above the text. Words are
 * read by ./text.ts (stop words out, stems in), and a document also carries
 * the players' words for the book's words it holds (./synonyms.ts). Built
 * and serialised at build time (src/integrations/search-index.ts), loaded in
 * the browser on first use of search. Pure.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { AnswerDoc } from './extract.ts';
import type { GameScope, Hit } from './names.ts';
import { bestSentence, clip, STOP_WORDS, termOf, termsOf, wordsOf } from './text.ts';
import { singulars } from '../term-index/names.ts';
import { playerWordsFor, type SynonymRow } from './synonyms.ts';

/** The fields searched, each with its weight. (A section's bullets, its `inner`, are not searched: each bullet is a document of its own.) */
export const FIELD_BOOSTS = { title: 4, names: 2, answers: 3, summary: 3, headings: 1.2, body: 1, syn: 1.2 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

/** What a result needs to be shown, kept with each document. */
interface Stored {
  game: string;
  part: AnswerDoc['part'];
  kind: string;
  show: string;
  where: string;
  /** The text the answer sentence is picked from: the summary of an entry or page, else the body (or bullets) clipped. */
  text: string;
  /** Its title and other names as words, "|" between names: a question that holds one whole (plurals aside) counts more. */
  keys: string;
}
const STORED: (keyof Stored)[] = ['game', 'part', 'kind', 'show', 'where', 'text', 'keys'];

/**
 * How results are weighed once found: by the part they are (an entry a
 * little above a bare section) and by game (the reader's game counts this
 * much more, so a question asked on a game's page is answered from that game
 * unless another game answers it far better).
 */
export const RANKING = {
  part: { entry: 1.15, page: 0.9, section: 1, rule: 1, point: 1.2 } as Record<AnswerDoc['part'], number>,
  readerGame: 4,
  /** A document that shares more of the question's words counts more: times (shared / asked) to this power. */
  coverage: 1,
  /** A document whose whole title or other name is in the question counts this much more. */
  named: 1.6,
  /**
   * MiniSearch weighs a word by how rare it is in each field, so a word found
   * everywhere but in few titles ("officer") counts for much through titles.
   * Each question word is also weighed by how rare it is in all documents, to
   * this power (0: not at all).
   */
  rarity: 1,
  /** BM25's term saturation (k), length normalisation (b) and BM25+'s floor (d). */
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  boost: { ...FIELD_BOOSTS } as Record<Field, number>,
};

type IndexedDoc = Omit<AnswerDoc, 'show' | 'where' | 'part' | 'kind' | 'game'> & Stored;

const OPTIONS: Options<IndexedDoc> = {
  idField: 'id',
  fields: FIELDS,
  storeFields: STORED,
  tokenize: wordsOf,
  processTerm: termOf,
  searchOptions: { boost: FIELD_BOOSTS, combineWith: 'OR' },
};

export type AnswerIndex = MiniSearch<IndexedDoc>;

/**
 * The text to answer from, shortened for storage: a sentence is picked from
 * it per question. None for an entry: its summary is in the name index
 * (`/search-terms.json`), loaded with this one (see `answerHits`).
 */
const answerText = (d: AnswerDoc): string => (d.part === 'entry' ? '' : clip(d.part === 'page' ? d.summary || d.body : d.body || d.inner || d.summary, 300));

/** The index over all documents, each game's documents carrying that game's players' words. */
export function buildAnswerIndex(docs: readonly AnswerDoc[], synonyms: Readonly<Record<string, readonly SynonymRow[]>> = {}): AnswerIndex {
  const index = new MiniSearch<IndexedDoc>(OPTIONS);
  index.addAll(
    docs.map((d) => {
      const table = synonyms[d.game] ?? [];
      const all = [d.title, d.names, d.answers, d.summary, d.headings, d.body].join(' ');
      const keys = [d.title, ...d.names.split(' · ')]
        .map((n) => wordsOf(n).filter((w) => !STOP_WORDS.has(w)).join(' '))
        .filter(Boolean)
        .join('|');
      return { ...d, syn: table.length ? playerWordsFor(all, table) : '', text: answerText(d), keys };
    }),
  );
  return index;
}

/** The index back from its JSON form (what `JSON.stringify(index)` wrote). */
export function loadAnswerIndex(json: string | object): AnswerIndex {
  return typeof json === 'string' ? MiniSearch.loadJSON<IndexedDoc>(json, OPTIONS) : MiniSearch.loadJS<IndexedDoc>(json as never, OPTIONS);
}

/** A hit from the answer index, with its score. */
export interface AnswerHit extends Hit {
  score: number;
  part: AnswerDoc['part'];
}

const pageOf = (url: string) => url.split('#')[0]!;

/**
 * How rare an index term is in the whole index, from 0 (in every document)
 * to 1 (in one): its inverse document frequency over all fields, divided by
 * the largest possible. Read from MiniSearch's term table (a field of the
 * class that is not part of its typed interface, hence the guard: without
 * it every term weighs 1).
 */
const rarities = new WeakMap<AnswerIndex, (term: string) => number>();
function rarityOf(index: AnswerIndex): (term: string) => number {
  const known = rarities.get(index);
  if (known) return known;
  const table = (index as unknown as { _index?: { get(term: string): Map<number, Map<number, number>> | undefined } })._index;
  const n = index.documentCount;
  if (!table || typeof table.get !== 'function' || n < 2) return () => 1;
  const idf = (df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));
  const max = idf(1);
  // Worked out once per term (a common one is in thousands of documents).
  const memo = new Map<string, number>();
  const rarity = (term: string): number => {
    let r = memo.get(term);
    if (r === undefined) {
      const fields = table.get(term);
      const docs = new Set<number>();
      if (fields) for (const d of fields.values()) for (const id of d.keys()) docs.add(id);
      r = fields ? idf(docs.size) / max : 1;
      memo.set(term, r);
    }
    return r;
  };
  rarities.set(index, rarity);
  return rarity;
}

/**
 * The documents that answer a question, best first, each shown with the
 * sentence that answers it: BM25 over the weighted fields (a document that
 * shares more of the question's words counts more), the last word also as the
 * start of a longer one (the reader may not have finished typing), a slip
 * forgiven in long words, the reader's game weighted up. At most `perPage`
 * results from one page; only `scope.only`'s game when set. An entry's
 * answer is its summary, from `summaryOf` (the name index's data).
 */
export function answerHits(index: AnswerIndex, query: string, scope: GameScope = {}, limit = 12, perPage = 2, summaryOf: (url: string) => string | undefined = () => undefined): AnswerHit[] {
  const terms = termsOf(query);
  if (terms.length === 0) return [];
  const last = terms.length - 1;
  const endsTyping = !/\s$/.test(query);
  const rarity = rarityOf(index);
  const results = index.search(query, {
    boostTerm: (t) => rarity(t) ** RANKING.rarity,
    prefix: (t, i) => endsTyping && i === last && t.length >= 3,
    fuzzy: (t) => (t.length >= 6 ? 1 : false),
    weights: { fuzzy: 0.4, prefix: 0.6 },
    boost: RANKING.boost,
    bm25: RANKING.bm25,
    filter: scope.only ? (r) => r.game === scope.only : undefined,
  });
  // A name counts as asked when every word of it is in the question as written, plurals aside ("turn" is not in "turning").
  const asked = new Set(wordsOf(query).flatMap((w) => singulars(w)));
  const named = (keys: string) => keys.split('|').some((k) => k !== '' && k.split(' ').every((w) => asked.has(w) || singulars(w).some((s) => asked.has(s))));
  // MiniSearch returns its best first; weighing the first few hundred is enough and keeps a keystroke quick.
  const scored = results.slice(0, 300).map((r: SearchResult) => {
    const s = r as SearchResult & Stored;
    const mine = scope.current && s.game === scope.current ? RANKING.readerGame : 1;
    const covered = Math.min(1, r.queryTerms.length / terms.length) ** RANKING.coverage;
    return { r: s, score: r.score * RANKING.part[s.part] * mine * covered * (named(s.keys ?? '') ? RANKING.named : 1) };
  });
  scored.sort((a, b) => b.score - a.score);
  const perPageCount = new Map<string, number>();
  const out: AnswerHit[] = [];
  for (const { r, score } of scored) {
    const page = pageOf(String(r.id));
    const n = perPageCount.get(page) ?? 0;
    if (n >= perPage) continue;
    perPageCount.set(page, n + 1);
    const text = r.text || summaryOf(String(r.id)) || '';
    const hit: AnswerHit = { url: String(r.id), title: r.show, summary: bestSentence(text, terms), kind: r.kind, game: r.game, score, part: r.part };
    if (r.where) hit.where = r.where;
    out.push(hit);
    if (out.length >= limit) break;
  }
  return out;
}
