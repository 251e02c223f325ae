/**
 * The keys a reader is likely to type next in the search box, most likely
 * first, so that the search worker can work out their lists before they are
 * typed (src/scripts/search.worker.ts). Why ahead: after a key press,
 * Chromium holds back the page's other tasks (a worker's answer among them)
 * until the frame showing the key is drawn, so a list that comes back from
 * the worker is drawn one frame later than the letter; a list already at hand
 * is drawn in the key's own frame.
 *
 * Which key is likely comes from the site's own words: how often each
 * character follows another in the titles, other names and summaries of the
 * search index, and which characters begin its words.
 */

/** The keys worked out ahead: the lower-case letters, "I" (as in "can I") and the apostrophe. */
export const NEXT_KEYS: readonly string[] = [...'abcdefghijklmnopqrstuvwxyz', 'I', "'"];

/** How often each key follows each character (`''` for the start of a word), counted from the site's words. */
export type NextKeyTable = ReadonlyMap<string, ReadonlyMap<string, number>>;

const START = '';

/** Counts, in `texts`, which key follows which character, and which keys begin words. */
export function nextKeyTable(texts: Iterable<string>): NextKeyTable {
  const table = new Map<string, Map<string, number>>();
  const count = (after: string, key: string) => {
    if (!NEXT_KEYS.includes(key)) return;
    const row = table.get(after) ?? new Map<string, number>();
    row.set(key, (row.get(key) ?? 0) + 1);
    table.set(after, row);
  };
  for (const text of texts) {
    for (const word of text.split(/\s+/)) {
      const w = word.replace(/[^A-Za-z']/g, '');
      if (!w) continue;
      count(START, w === 'I' || w.startsWith("I'") ? 'I' : w[0]!.toLowerCase());
      for (let i = 1; i < w.length; i++) count(w[i - 1]!.toLowerCase(), w[i]!.toLowerCase());
    }
  }
  return table;
}

/**
 * The keys that may follow `typed`, most likely first, each once: the
 * table's order after the last character typed (or at a word's start), then
 * the keys the table never saw there in NEXT_KEYS' order.
 */
export function likelyNextKeys(typed: string, table: NextKeyTable): string[] {
  const last = typed.at(-1);
  const after = last === undefined || /\s/.test(last) ? START : last.toLowerCase();
  const row = table.get(after);
  const seen = row ? [...row.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k) : [];
  return [...seen, ...NEXT_KEYS.filter((k) => !row?.has(k))];
}
