/**
 * The goals of search that answers questions (issue 18), held on the built
 * site's own indexes (`/search-index.json`, `/search-terms.json`), in Node:
 *
 * - the question set (tests/search/questions, 100+ questions a game, typed on
 *   the game's home page): the answering page or anchor first for 70 % or
 *   more, in the first three for 90 % or more, in every game;
 * - every title of every game, typed on each game's home page and on /,
 *   brings its own page first (100 %).
 *
 * It needs a build (`npm test` builds before the unit tests; set
 * TRAVELLER_OUT_DIR for another output folder). Without one it is skipped,
 * saying so, except in CI, where a missing index fails it.
 * `npm run measure` prints the same figures through the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildNameIndex, loadAnswerIndex, searchAll, type SearchTerm } from '../../src/site/search/index.ts';
import { homeQueries, ownPagesOf, QUESTION_GAMES, questionFigures, questionSet } from '../../scripts/lib/search-quality.mjs';

const root = process.cwd();
const dist = process.env.TRAVELLER_OUT_DIR ? join(root, process.env.TRAVELLER_OUT_DIR) : join(root, 'dist');
const built = existsSync(join(dist, 'search-index.json')) && existsSync(join(dist, 'search-terms.json'));
if (!built && !process.env.CI) console.warn(`search-questions: no built index in ${dist}; run the build first (skipped)`);

/** The built indexes and the question set's figures, read once, when a test first needs them. */
let loaded: { terms: SearchTerm[]; names: ReturnType<typeof buildNameIndex>; answers: ReturnType<typeof loadAnswerIndex>; figures: ReturnType<typeof questionFigures> } | undefined;
function site() {
  if (loaded) return loaded;
  const terms = JSON.parse(readFileSync(join(dist, 'search-terms.json'), 'utf8')) as SearchTerm[];
  const names = buildNameIndex(terms);
  const answers = loadAnswerIndex(readFileSync(join(dist, 'search-index.json'), 'utf8'));
  const set = questionSet(root);
  const figures = questionFigures(
    set,
    set.map((x: { q: string; game: string }) => searchAll(names, answers, x.q, { current: x.game }).map((h) => h.url)),
  );
  loaded = { terms, names, answers, figures };
  return loaded;
}

describe.skipIf(!built && !process.env.CI)('search on the built site’s indexes', () => {
  it('has 100 questions or more a game', () => {
    for (const game of QUESTION_GAMES) expect(site().figures[game]!.n, game).toBeGreaterThanOrEqual(100);
  });

  for (const game of QUESTION_GAMES) {
    it(`answers ${game}'s questions: first for 70 % or more and in the first three for 90 % or more, on the whole set and on its held-out half`, () => {
      const f = site().figures[game]!;
      const held = site().figures[`${game} held out`]!;
      const report = `${game}: first ${f.top1Percent} %, first three ${f.top3Percent} %; held-out half ${held.top1Percent} % / ${held.top3Percent} %\n${f.misses.join('\n')}`;
      for (const x of [f, held]) {
        expect(x.top1Percent, report).toBeGreaterThanOrEqual(70);
        expect(x.top3Percent, report).toBeGreaterThanOrEqual(90);
      }
    });
  }

  // A key that names no page or id counts no result as an answer: a misspelt key lowers the figures without a word.
  it('names in its answer keys only pages the site has and ids those pages carry', () => {
    const ids = new Map<string, Set<string> | null>();
    const idsOf = (path: string) => {
      if (!ids.has(path)) {
        const file = join(dist, path, 'index.html');
        ids.set(path, existsSync(file) ? new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)) : null);
      }
      return ids.get(path)!;
    };
    const missing = (questionSet(root) as { q: string; wanted: string[] }[]).flatMap((x) =>
      x.wanted.filter((url) => {
        const [path = '', hash] = url.split('#');
        const on = idsOf(path);
        return !on || (hash !== undefined && !on.has(hash));
      }).map((url) => `"${x.q}": ${url}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds every title of every game first, typed on each game’s home page and on the site’s home page', () => {
    const { terms, names, answers } = site();
    const own = ownPagesOf(terms);
    const misses = homeQueries(root)
      .filter((q: { q: string; href: string; current?: string }) => !own(q.href, q.q).has(searchAll(names, answers, q.q, { current: q.current })[0]?.url ?? ''))
      .map((q: { q: string; href: string; home: string }) => `"${q.q}" on ${q.home} (wanted ${q.href})`);
    expect(misses).toEqual([]);
  });
});
