/**
 * Search forgives, over the real content of every game and without a browser:
 * the name index (src/site/search.ts) finds every term by its exact names, by
 * the first 60 % of its title, and by its title with one slip. The browser
 * test (tests/e2e/search.spec.ts) checks the same through the built site,
 * full text included; `npm run measure` prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { buildNameIndex, editDistance, mergeHits, nameHits, type SearchTerm } from '../../src/site/search.ts';
import { loadTermIndex } from '../../src/site/term-index/index.ts';
import { prefixQueries, termQueries, typoQueries } from '../../scripts/lib/search-quality.mjs';

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
const gameOf = (href: string) => href.split('/')[1] ?? '';
const top = (q: string, href: string, n: number) => mergeHits(nameHits(index, q, { current: gameOf(href) }), [], { current: gameOf(href) }).slice(0, n).map((h) => h.url);
const share = (qs: { q: string; href: string }[], n: number) => {
  const misses = qs.filter((q) => !top(q.q, q.href, n).includes(q.href)).map((q) => `${q.q} → ${top(q.q, q.href, 1)[0] ?? '(nothing)'} (wanted ${q.href})`);
  return { hit: qs.length - misses.length, total: qs.length, misses };
};

describe('the name index over every game’s terms', () => {
  it('finds every term first by its exact title and every alias', () => {
    const titles = termQueries(root).filter((q: { title: boolean }) => q.title);
    expect(share(titles, 1).misses).toEqual([]);
    // Names that differ only by a plural ("Agent", the book's Shadow Agent; "Agents", a rating) go to
    // the one typed; a name of signs and digits ("+1") is found as typed.
    expect(share(termQueries(root), 1).misses).toEqual([]);
  });

  it('puts the term in the first three for the first 60 % of its title, 95 % of the time or more', () => {
    const r = share(prefixQueries(root), 3);
    expect(r.hit / r.total, r.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the term first for its title with one slip (swap, missing or extra letter), 90 % of the time or more', () => {
    const r = share(typoQueries(root), 1);
    expect(r.hit / r.total, r.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('answers a keystroke in well under 50 ms', () => {
    const t0 = performance.now();
    let n = 0;
    for (const t of terms.slice(0, 60)) for (let i = 1; i <= t.title.length; i++, n++) nameHits(index, t.title.slice(0, i));
    expect((performance.now() - t0) / n).toBeLessThan(10);
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
