/**
 * The answer index: every glossary entry and keyword, and every section, rule
 * block and bullet of the other pages (./extract.ts), in MiniSearch with BM25
 * over weighted fields: the title above the questions an entry answers and
 * its summary, above its other names, above the headings, above the text.
 * Words are read by ./text.ts (question words out, Porter stems in). Each
 * game's synonyms table (./synonyms.ts) travels with the index: a question
 * in the players' words is also searched in the book's words, among the
 * documents that hold them. Built and serialised at build time
 * (src/integrations/search-index.ts), loaded on first use of search. Pure.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { AnswerDoc } from './extract.ts';
import type { GameScope, Hit } from './names.ts';
import { bestSentence, clip, phraseTermsOf, STOP_WORDS, termOf, termsOf, wordsOf } from './text.ts';
import { singulars } from '../term-index/names.ts';
import { holdsTerms, type SynonymRow } from './synonyms.ts';

/** The fields searched, each with its weight. (A section's bullets, its `inner`, are not searched: each bullet is a document of its own.) */
export const FIELD_BOOSTS = { title: 4, names: 2, answers: 3, summary: 3, headings: 1.2, body: 1 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

/** What a result needs to be shown and weighed, kept with each document. */
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
  /** The rows of its game's synonyms table whose book words it holds, by place in the table, " " between. */
  rows: string;
}
const STORED: (keyof Stored)[] = ['game', 'part', 'kind', 'show', 'where', 'text', 'keys', 'rows'];

/**
 * How results are weighed once found: by the part they are, by game (the
 * reader's game counts this much more, so a question asked on a game's page
 * is answered from that game unless another game answers it far better), by
 * how much of the question they hold, and by whether they are named in it.
 */
export const RANKING = {
  part: { entry: 1.15, page: 0.9, section: 1, rule: 1, point: 1.2 } as Record<AnswerDoc['part'], number>,
  readerGame: 8,
  /** A document that holds more of the question's words counts more: times (held / asked) to this power. */
  coverage: 1,
  /**
   * The same, counting only the words it holds where it states its answer:
   * an entry's title, other names, questions and summary (not its long text,
   * which touches its neighbours' subjects); any field of a section, rule
   * block or bullet but the headings above it. (Held / asked) to this power.
   */
  focus: 0.75,
  /** A document whose whole title or other name is in the question counts this much more. */
  named: 1.6,
  /**
   * MiniSearch weighs a word by how rare it is in each field, so a word found
   * everywhere but in few titles ("officer") counts for much through titles.
   * Each question word is also weighed by how rare it is in all documents, to
   * this power (0: not at all). 1.3 chosen on the tuning halves (Ascension's
   * first up 85.7 -> 89.3 %, CCG's and Traders' unchanged; 1.5 lowered CCG's).
   */
  rarity: 1.3,
  /**
   * A document found by the book's words for the players' words of the question: this share of that search's score.
   * 0.7, the middle of the range (0.62-0.79) best on the three tuning halves: Traders' first up one
   * question (a 'penalty' asked for, the book's 'layover cost' found), CCG's and Ascension's unchanged
   * (0.6 left that question second by 0.5 %; 0.8 puts an Ascension tuning question out of the first three).
   */
  synonym: 0.7,
  /** BM25's term saturation (k), length normalisation (b) and BM25+'s floor (d). */
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  boost: { ...FIELD_BOOSTS } as Record<Field, number>,
};

type IndexedDoc = Omit<AnswerDoc, 'show' | 'where' | 'part' | 'kind' | 'game' | 'inner' | 'syn'> & Stored;

const OPTIONS: Options<IndexedDoc> = {
  idField: 'id',
  fields: FIELDS,
  storeFields: STORED,
  tokenize: wordsOf,
  processTerm: termOf,
  searchOptions: { boost: FIELD_BOOSTS, combineWith: 'OR' },
};

/** The index and the synonyms tables it was built with (what the players say, what the books say), by game. */
export interface AnswerIndex {
  search: MiniSearch<IndexedDoc>;
  synonyms: Readonly<Record<string, readonly Pick<SynonymRow, 'players' | 'book'>[]>>;
}

/** What `/search-index.json` holds. */
export interface AnswerIndexFile {
  synonyms: AnswerIndex['synonyms'];
  index: unknown;
}

/**
 * The text to answer from, shortened for storage: a sentence is picked from
 * it per question. None for an entry: its summary is in the name index
 * (`/search-terms.json`), loaded with this one (see `answerHits`).
 */
const answerText = (d: AnswerDoc): string => (d.part === 'entry' ? '' : clip(d.part === 'page' ? d.summary || d.body : d.body || d.inner || d.summary, 300));

/** A document's other names without the words of its title ("Villain card" adds nothing to "Villain" but "card"). */
function otherWords(names: string, title: string): string {
  const own = new Set(termsOf(title));
  return wordsOf(names)
    .filter((w) => {
      const t = termOf(w);
      return t === null || !own.has(t);
    })
    .join(' ');
}

/** The index over all documents, each knowing the rows of its game's synonyms table whose book words it holds. */
export function buildAnswerIndex(docs: readonly AnswerDoc[], synonyms: Readonly<Record<string, readonly SynonymRow[]>> = {}): AnswerIndex {
  const search = new MiniSearch<IndexedDoc>(OPTIONS);
  search.addAll(
    docs.map((full) => {
      const { inner: _inner, syn: _syn, ...d } = full;
      const table = synonyms[d.game] ?? [];
      // Little words kept: the book's "out of action" is a phrase, not the word "action".
      const hay = phraseTermsOf([d.title, d.names, d.answers, d.summary, d.headings, d.body].join(' '));
      const rows = table.flatMap((row, i) => (row.book.some((b) => holdsTerms(hay, phraseTermsOf(b))) ? [i] : [])).join(' ');
      const keys = [d.title, ...d.names.split(' · ')]
        .map((n) => wordsOf(n).filter((w) => !STOP_WORDS.has(w)).join(' '))
        .filter(Boolean)
        .join('|');
      return { ...d, names: otherWords(d.names, d.title), rows, text: answerText(full), keys };
    }),
  );
  const tables = Object.fromEntries(Object.entries(synonyms).map(([game, rows]) => [game, rows.map(({ players, book }) => ({ players, book }))]));
  return { search, synonyms: tables };
}

/** The file's form of an index (what the build writes as `/search-index.json`). */
export const answerIndexFile = (index: AnswerIndex): AnswerIndexFile => ({ synonyms: index.synonyms, index: index.search.toJSON() });

/** The index back from its file (as text or as parsed JSON). */
export function loadAnswerIndex(file: string | AnswerIndexFile): AnswerIndex {
  const data = (typeof file === 'string' ? JSON.parse(file) : file) as AnswerIndexFile;
  return { search: MiniSearch.loadJS<IndexedDoc>(data.index as never, OPTIONS), synonyms: data.synonyms ?? {} };
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
const rarities = new WeakMap<MiniSearch<IndexedDoc>, (term: string) => number>();
function rarityOf(index: MiniSearch<IndexedDoc>): (term: string) => number {
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

/** Fields that do not state a document's answer (see RANKING.focus). */
const UNFOCUSED: Record<AnswerDoc['part'], readonly string[]> = { entry: ['body'], page: ['body'], section: ['headings'], rule: ['headings'], point: ['headings'] };

/** A document found, with its score so far and the question's terms it holds (anywhere, and where it states its answer). */
interface Found {
  r: SearchResult & Stored;
  score: number;
  held: Set<string>;
  focused: Set<string>;
}

/** Each row's players' phrases as terms, worked out once per table (not on every keystroke). */
const playerTerms = new WeakMap<object, string[][][]>();
function playersOf(table: AnswerIndex['synonyms'][string]): string[][][] {
  let out = playerTerms.get(table);
  if (!out) playerTerms.set(table, (out = table.map((row) => row.players.map((p) => phraseTermsOf(p)))));
  return out;
}

/** The question's terms that one of a result's matched index terms stands for (itself, or a longer word it starts). */
const standsFor = (terms: readonly string[], indexTerm: string) => terms.filter((q) => indexTerm === q || indexTerm.startsWith(q));

/**
 * The documents that answer a question, best first, each shown with the
 * sentence that answers it: BM25 over the weighted fields, the last word also
 * as the start of a longer one (the reader may not have finished typing), a
 * slip forgiven in long words; the players' words also searched as the
 * book's; then weighed (RANKING) by part, game, how much of the question a
 * document holds and states, and whether it is named. At most `perPage`
 * results from one page; only `scope.only`'s game when set. An entry's
 * answer is its summary, from `summaryOf` (the name index's data).
 */
export function answerHits(index: AnswerIndex, query: string, scope: GameScope = {}, limit = 12, perPage = 2, summaryOf: (url: string) => string | undefined = () => undefined): AnswerHit[] {
  const terms = termsOf(query);
  if (terms.length === 0) return [];
  const last = terms.length - 1;
  const endsTyping = !/\s$/.test(query);
  const rarity = rarityOf(index.search);
  const options = {
    boostTerm: (t: string) => rarity(t) ** RANKING.rarity,
    fuzzy: (t: string) => (t.length >= 6 ? 1 : false),
    weights: { fuzzy: 0.4, prefix: 0.6 },
    boost: RANKING.boost,
    bm25: RANKING.bm25,
  };
  const found = new Map<string, Found>();
  /** Adds a search's results at `weight`, each matched index term counting for the question terms `termsFor` gives. */
  const collect = (results: SearchResult[], weight: number, termsFor: (indexTerm: string) => string[]) => {
    for (const r of results) {
      const id = String(r.id);
      let f = found.get(id);
      if (!f) found.set(id, (f = { r: r as SearchResult & Stored, score: 0, held: new Set(), focused: new Set() }));
      f.score += weight * r.score;
      const unfocused = UNFOCUSED[(r as SearchResult & Stored).part] ?? [];
      for (const [t, fields] of Object.entries(r.match)) {
        const qs = termsFor(t);
        for (const q of qs) f.held.add(q);
        if (fields.some((x) => !unfocused.includes(x))) for (const q of qs) f.focused.add(q);
      }
    }
  };
  const only = scope.only ? (r: SearchResult) => r.game === scope.only : undefined;
  for (const r of index.search.search(query, { ...options, filter: only, prefix: (t: string, i: number) => endsTyping && i === last && t.length >= 3 })) {
    // A term matched with a slip stands for the question's terms MiniSearch found, but not literally.
    const loose = r.queryTerms.filter((q) => !Object.keys(r.match).some((t) => t === q || t.startsWith(q)));
    collect([r], 1, (t) => {
      const direct = standsFor(terms, t);
      return direct.length > 0 ? direct : loose;
    });
  }
  // The players' words: for each row whose players' phrase the question holds, the row's book phrases are
  // searched among that game's documents that hold them; the best phrase of a document counts.
  const asked = phraseTermsOf(query);
  for (const [game, table] of Object.entries(index.synonyms)) {
    if (scope.only && scope.only !== game) continue;
    const players = playersOf(table);
    table.forEach((row, i) => {
      const said = players[i]!.filter((p) => holdsTerms(asked, p));
      if (said.length === 0) return;
      const mark = ` ${i} `;
      const best = new Map<string, SearchResult>();
      // The best phrase gives the score; every phrase found says where the document holds the players' words
      // (for RANKING.focus: Defeat states 'out of action' in its questions, though 'inactive' in its text scores higher).
      const where = new Map<string, SearchResult['match']>();
      for (const phrase of row.book) {
        for (const r of index.search.search(phrase, { ...options, fuzzy: false, filter: (x) => x.game === game && ` ${x.rows} `.includes(mark) })) {
          const id = String(r.id);
          if ((best.get(id)?.score ?? -1) < r.score) best.set(id, r);
          const seen = where.get(id) ?? {};
          for (const [t, fields] of Object.entries(r.match)) seen[t] = [...new Set([...(seen[t] ?? []), ...fields])];
          where.set(id, seen);
        }
      }
      for (const [id, r] of best) best.set(id, { ...r, match: where.get(id) ?? r.match });
      const own = terms.filter((t) => said.some((p) => p.includes(t)));
      collect([...best.values()], RANKING.synonym, () => own);
    });
  }
  // A name counts as asked when every word of it is in the question as written, plurals and "'s" aside ("turn" is not in "turning").
  const words = new Set(wordsOf(query).flatMap((w) => singulars(w.replace(/'s$/, ''))));
  const named = (keys: string) => keys.split('|').some((k) => k !== '' && k.split(' ').every((w) => words.has(w) || singulars(w).some((s) => words.has(s))));
  const share = (n: number) => Math.min(1, Math.max(n, 0.5) / terms.length);
  const scored = [...found.values()].map(({ r, score, held, focused }) => {
    const mine = scope.current && r.game === scope.current ? RANKING.readerGame : 1;
    const weight = RANKING.part[r.part] * mine * share(held.size) ** RANKING.coverage * share(focused.size) ** RANKING.focus * (named(r.keys ?? '') ? RANKING.named : 1);
    return { r, score: score * weight };
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
