/**
 * One ordered list from the two indexes, for any query typed on any page:
 *
 * 1. Exact names, from every game: the title as typed, then another name as
 *    typed, then either in the plural or singular; the reader's game first
 *    only among equals. An exact name anywhere beats a looser match in the
 *    reader's game.
 * 2. Then, for a query that reads like a name (a few words, not opening like
 *    a question), the start of a name or a name with a slip (the reader's
 *    game first among matches of one kind), another game's other name in
 *    the plural or singular, then
 *    the answers, then looser name matches; for a question, the answers
 *    first. The first of these is the best match of any game; below it the
 *    reader's game's matches come before other games'.
 *
 * Each page and anchor once. Pure; runs in the browser and in unit tests.
 */
import { answerHits, type AnswerIndex } from './answers.ts';
import { isStrong, nameHits, type GameScope, type Hit, type NameHit, type NameIndex } from './names.ts';
import { STOP_WORDS, wordsOf } from './text.ts';

/** Words a question starts with. */
const QUESTION_STARTS = new Set(['how', 'what', 'whats', 'when', 'where', 'who', 'whom', 'whose', 'why', 'which', 'can', 'could', 'may', 'might', 'must', 'should', 'would', 'will', 'do', 'does', 'did', 'is', 'are', 'was', 'were', 'if', 'am', 'i']);

/**
 * A query that names something rather than asks: up to four words, not
 * opening like a question, with at most one little word ("Jump and Di",
 * "The C" and "Finding a" are the starts of names).
 */
export function readsLikeName(query: string): boolean {
  const words = wordsOf(query).map((w) => w.replace(/'/g, ''));
  if (words.length === 0 || QUESTION_STARTS.has(words[0]!)) return false;
  const little = words.filter((w) => STOP_WORDS.has(w)).length;
  // Up to four words with one little word at most ("Jump and Di"), or any number without one ("S.M.A.R.T.").
  return little === 0 || (words.length <= 4 && little <= 1);
}

const plain = (h: Hit & Partial<NameHit> & { part?: unknown }): Hit => {
  const out: Hit = { url: h.url, title: h.title, summary: h.summary, kind: h.kind, game: h.game };
  if (h.where) out.where = h.where;
  return out;
};

/** Exact-name hits ordered by tier, then the reader's game, then score. */
function exactOrder(hits: NameHit[], current: string | undefined): NameHit[] {
  const mine = (h: NameHit) => (current && h.game === current ? 1 : 0);
  return [...hits].sort((a, b) => b.tier - a.tier || mine(b) - mine(a) || b.score - a.score);
}

/** The search list for a query (see the file's comment), at most `limit` results. */
export function searchAll(names: NameIndex, answers: AnswerIndex | undefined, query: string, scope: GameScope = {}, limit = 12): Hit[] {
  if (!query.trim()) return [];
  const nameLike = readsLikeName(query);
  const named = nameHits(names, query, scope, 30, !nameLike);
  const mine = (h: NameHit) => (scope.current && h.game === scope.current ? 1 : 0);
  // Another game's other name only in the plural or singular ("Phases" for "Phase") is not exact enough to
  // outrank the start of a name in the reader's game.
  const loosely = (h: NameHit) => h.match === 'exact' && h.tier === 0 && scope.current !== undefined && !mine(h);
  const exact = exactOrder(
    named.filter((h) => h.match === 'exact' && !loosely(h)),
    scope.current,
  );
  // Among starts of names, and among names with a slip, the reader's game first ("Uae" on a Traders page is Uake).
  const KIND: Partial<Record<NameHit['match'], number>> = { prefix: 2, typo: 1 };
  const strong = [
    ...named.filter((h) => isStrong(h) && h.match !== 'exact').sort((a, b) => (KIND[b.match] ?? 0) - (KIND[a.match] ?? 0) || mine(b) - mine(a) || b.score - a.score),
    ...named.filter(loosely),
  ];
  const weak = named.filter((h) => !isStrong(h));
  const found = answers ? answerHits(answers, query, scope, limit + 4, 2, (url) => names.summaries.get(url)) : [];
  const rest: Hit[] = nameLike ? [...strong, ...found, ...weak] : [...found, ...strong, ...weak];
  const seen = new Set<string>();
  const once = (hs: readonly Hit[]) => hs.filter((h) => (seen.has(h.url) ? false : (seen.add(h.url), true))).map(plain);
  const top = once(exact);
  const others = once(rest);
  const head = top.length === 0 && others.length > 0 ? [others.shift()!] : [];
  const current = scope.current;
  const ordered = current ? [...others.filter((h) => h.game === current), ...others.filter((h) => h.game !== current)] : others;
  return [...top, ...head, ...ordered].slice(0, limit);
}
