/**
 * The players' words and the books' words. Each game keeps a small table
 * beside its content (`content/<game>/search/synonyms.yaml`, read by
 * ./synonyms-file.ts): rows of the words a player may type and the words the
 * rule book uses for the same thing. Search uses it when the index is built:
 * a document that holds a book word also carries that row's player words, so
 * "hire a new officer" reaches Traders' Replacement and only Traders'. The
 * A-Z page's filter box uses it as the reader types. Pure; runs in Node and
 * in the browser.
 */
import { phraseTermsOf, wordsOf } from './text.ts';

/** One row: what players say, what the book says, and where the book says it. */
export interface SynonymRow {
  players: string[];
  book: string[];
  /** The book's section the row was checked against. */
  source: string;
}

/** Whether the term sequence `needle` occurs in `hay`, in order and side by side. */
export function holdsTerms(hay: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > hay.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The players' words a text should also be found by: for every row whose
 * book words (any of them, as a phrase) occur in the text, that row's player
 * words, once each, joined by spaces.
 */
export function playerWordsFor(text: string, table: readonly SynonymRow[]): string {
  // Little words kept: "out of action" is a phrase, not the word "action".
  const hay = phraseTermsOf(text);
  const out: string[] = [];
  for (const row of table) {
    if (row.book.some((b) => holdsTerms(hay, phraseTermsOf(b)))) for (const p of row.players) if (!out.includes(p)) out.push(p);
  }
  return out.join(' ');
}

/**
 * For the A-Z filter: what else a typed text may stand for. When the text is
 * (the start of) a player's word of some row, that row's book words, lower
 * case, as whole words ("money" → "mc", "megacredit", ...).
 */
export function bookWordsFor(typed: string, table: readonly SynonymRow[]): string[] {
  const q = wordsOf(typed).join(' ');
  if (q.length < 3) return [];
  const out = new Set<string>();
  for (const row of table) {
    if (row.players.some((p) => wordsOf(p).join(' ').startsWith(q) || q === wordsOf(p).join(' '))) for (const b of row.book) out.add(wordsOf(b).join(' '));
  }
  return [...out];
}

/**
 * The table as the A-Z filter box needs it, small and already read: each
 * player's word (normalised) with the book's words it stands for.
 */
export function filterPairs(table: readonly SynonymRow[]): [string, string[]][] {
  return table.flatMap((row) => row.players.map((p): [string, string[]] => [wordsOf(p).join(' '), row.book.map((b) => wordsOf(b).join(' '))]));
}

/** Whether a list of names (lower case) holds a phrase as whole words. */
export function namesHoldWords(names: string, phrase: string): boolean {
  return holdsTerms(wordsOf(names), wordsOf(phrase));
}

/**
 * A table read from YAML, checked: a list of rows, each with non-empty
 * `players` and `book` lists of strings and a `source`. Returns the rows, or
 * the first problem found, naming the row.
 */
export function parseSynonyms(data: unknown): { ok: true; rows: SynonymRow[] } | { ok: false; error: string } {
  if (!Array.isArray(data)) return { ok: false, error: 'the table must be a list of rows' };
  const rows: SynonymRow[] = [];
  for (const [i, row] of data.entries()) {
    const r = row as Record<string, unknown> | null;
    const words = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && wordsOf(x).length > 0);
    if (!r || typeof r !== 'object') return { ok: false, error: `row ${i + 1} is not a mapping` };
    if (!words(r.players)) return { ok: false, error: `row ${i + 1}: "players" must be a non-empty list of words` };
    if (!words(r.book)) return { ok: false, error: `row ${i + 1}: "book" must be a non-empty list of words` };
    if (typeof r.source !== 'string' || !r.source.trim()) return { ok: false, error: `row ${i + 1}: "source" must name the book's section` };
    rows.push({ players: (r.players as string[]).map(String), book: (r.book as string[]).map(String), source: r.source });
  }
  return { ok: true, rows };
}
