/**
 * Search forgives, over the real content of every game and without a browser
 * or a build: the name index (src/site/search/names.ts), through the one list
 * of src/site/search/rank.ts, finds every term by its exact names, by the
 * first 60 % of its title, and by its title with one slip; an exact name of
 * any game beats a looser match in the reader's game, typed on any game's
 * page. The browser test (tests/e2e/search.spec.ts) checks the same through
 * the built site, answers included; `npm run measure` prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { buildNameIndex, editDistance, searchAll, type SearchTerm } from '../../src/site/search/index.ts';
import { loadTermIndex } from '../../src/site/term-index/index.ts';
import { homeQueries, ownPagesOf, prefixQueries, termQueries, typoQueries } from '../../scripts/lib/search-quality.mjs';

const root = process.cwd();
const entries = loadTermIndex(root);
const terms: SearchTerm[] = entries.map((e) => ({
  names: [e.title, ...e.aliases],
  url: e.href,
  title: e.title,
  summary: e.summary,
  kind: e.kind === 'glossary' ? 'Glossary' : 'Keyword',
  game: e.game,
}));
const index = buildNameIndex(terms);
const own = ownPagesOf(terms);
const gameOf = (href: string) => href.split('/')[1] ?? '';
const top = (q: string, current: string | undefined, n: number) => searchAll(index, undefined, q, { current }).slice(0, n).map((h) => h.url);
const share = (qs: { q: string; href: string; title?: string | boolean }[], n: number, pages = (q: { q: string; href: string }) => own(q.href, q.q)) => {
  const misses = qs.filter((q) => !top(q.q, gameOf(q.href), n).some((u) => pages(q).has(u))).map((q) => `${q.q} → ${top(q.q, gameOf(q.href), 1)[0] ?? '(nothing)'} (wanted ${q.href})`);
  return { hit: qs.length - misses.length, total: qs.length, misses };
};
const titleOf = new Map(terms.map((t) => [t.url, t.title]));

describe('the name index over every game’s terms', () => {
  it('finds every term first by its exact title and every alias, or the page another game titles so', () => {
    const titles = termQueries(root).filter((q: { title: boolean }) => q.title);
    expect(share(titles, 1).misses).toEqual([]);
    // Names that differ only by a plural ("Agent", the book's Shadow Agent; "Agents", a rating) go to
    // the one typed; a name of signs and digits ("+1") is found as typed; an alias that is another
    // game's title ("Hull") finds that title first.
    expect(share(termQueries(root), 1, (q) => own(q.href, titleOf.get(q.href) ?? q.q, q.q)).misses).toEqual([]);
  });

  it('finds every title first typed on any game’s home page or on /: an exact name beats a loose match in the reader’s game', () => {
    const misses = homeQueries(root)
      .filter((q: { q: string; href: string; current?: string }) => !own(q.href, q.q).has(top(q.q, q.current, 1)[0] ?? ''))
      .map((q: { q: string; home: string }) => `${q.q} on ${q.home}`);
    expect(misses).toEqual([]);
  });

  it('puts the title, among equal exact names, in the reader’s game first', () => {
    // "Victory" is a title in both the card game and Traders.
    expect(top('Victory', 'traders', 1)).toEqual(['/traders/glossary/victory/']);
    expect(top('Victory', 'ccg', 1)).toEqual(['/ccg/glossary/victory/']);
    // An exact title of another game beats an alias in the reader's game ("Hull" is the card game's Upgrade alias).
    expect(top('Hull', 'ccg', 2)).toEqual(['/ascension/glossary/hull/', '/ccg/glossary/upgrade/']);
  });

  it('puts the term in the first three for the first 60 % of its title, 95 % of the time or more', () => {
    const r = share(prefixQueries(root), 3, (q) => own(q.href, titleOf.get(q.href) ?? q.q));
    expect(r.hit / r.total, r.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the term first for its title with one slip (swap, missing or extra letter), 90 % of the time or more', () => {
    const r = share(typoQueries(root), 1, (q) => own(q.href, titleOf.get(q.href) ?? q.q));
    expect(r.hit / r.total, r.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

});

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('hardened', 'hardened')).toBe(0);
    expect(editDistance('hradened', 'hardened')).toBe(1);
    expect(editDistance('hardend', 'hardened')).toBe(1);
    expect(editDistance('hardenned', 'hardened')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
