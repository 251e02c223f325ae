/**
 * What the reader must never see in a tool's sentences: the names the code
 * gives things. An engine result is walked whole (trace steps, verdicts,
 * refusals, notes: every string with a space in it is a sentence for the
 * reader), and a sentence leaks when it holds
 * - an internal id: a made-up name with a number (`ship.1`, `crew-2`,
 *   `card-3`, `added-1.1`, `beowulf-free-trader.2`), a letter and a number
 *   (`t12`, `h0`), or a rule id (`ccg.expenses`); or
 * - a machine name the input gave a card, a captain or a choice (a slug
 *   such as `missile-barbette` or `ahab-h1`, or the id `ahab` of the captain
 *   named Ahab), instead of its name.
 * Words of the games that look like ids (Ascension's "tier-1 bar") are not leaks.
 */
export const INTERNAL_ID = /\b[a-z]+(?:-[a-z]+)*[-.]\d+(?:\.\d+)*\b|\b[a-z]\d+\b|\b(?:ccg|traders|ascension)\.[a-z]/;
const GAME_WORDS = /\btier-[12]\b/g;
const SLUG = /^(?:[a-z0-9]+(?:-[a-z0-9]+)+|[a-z]+\d+)$/;

type Walk = (text: string, path: string) => void;
function walk(v: unknown, visit: Walk, path = '', seen = new Set<unknown>()): void {
  if (typeof v === 'string') return visit(v, path);
  if (typeof v !== 'object' || v === null || seen.has(v)) return;
  seen.add(v);
  for (const [k, x] of Object.entries(v)) walk(x, visit, path ? `${path}.${k}` : k, seen);
}

/**
 * The machine names an input gives things: strings that look made by code (`ahab-h1`), and the
 * id of anything that also has a name of its own (`{ id: 'ahab', name: 'Ahab' }`).
 */
export function slugsOf(input: unknown): Set<string> {
  const out = new Set<string>();
  walk(input, (s) => {
    if (SLUG.test(s) && !GAME_WORDS.test(s)) out.add(s);
    GAME_WORDS.lastIndex = 0;
  });
  const named = (v: unknown, seen = new Set<unknown>()): void => {
    if (typeof v !== 'object' || v === null || seen.has(v)) return;
    seen.add(v);
    const { id, name } = v as { id?: unknown; name?: unknown };
    if (typeof id === 'string' && typeof name === 'string' && id !== name && !/\s/.test(id)) out.add(id);
    Object.values(v).forEach((x) => named(x, seen));
  };
  named(input);
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "path: sentence" for every sentence of `result` that shows an internal id or one of the input's slugs. */
export function leaks(result: unknown, input?: unknown): string[] {
  const slugs = input === undefined ? [] : [...slugsOf(input)].map((s) => new RegExp(`(?<![\\w.-])${escape(s)}(?![\\w-])`));
  const out: string[] = [];
  walk(result, (text, path) => {
    if (!/\s/.test(text)) return;
    const plain = text.replace(GAME_WORDS, '');
    if (INTERNAL_ID.test(plain) || slugs.some((re) => re.test(plain))) out.push(`${path}: ${text}`);
  });
  return out;
}
