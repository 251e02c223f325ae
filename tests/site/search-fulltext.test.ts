/** Pagefind's part in the one list (src/site/search/fulltext.ts): the long tail, after the indexes' results. */
import { describe, expect, it } from 'vitest';
import { excerptRuns, FEW_RESULTS, fullTextHit, fullTextQuery, wantsFullText, withFullText, type FullTextHit } from '../../src/site/search/fulltext.ts';
import type { Hit } from '../../src/site/search/index.ts';

const hit = (url: string, game = 'traders'): Hit => ({ url, title: url, summary: '', kind: 'Glossary', game });
const page = (url: string, game: string): FullTextHit => fullTextHit({ url, meta: { title: url, kind: 'Reference' }, filters: { game: [game] }, excerpt: 'the <mark>cargo</mark> hold' });

describe('the full text in the one list', () => {
  it('reads an excerpt as runs of text, the found words marked, entities decoded and no markup kept', () => {
    expect(excerptRuns('Pay 3 &amp; keep <mark>cargo</mark> &lt;b&gt; <mark>hold</mark>')).toEqual([
      { text: 'Pay 3 & keep ', marked: false },
      { text: 'cargo', marked: true },
      { text: ' <b> ', marked: false },
      { text: 'hold', marked: true },
    ]);
    expect(excerptRuns('<img src=x onerror=alert(1)>plain')).toEqual([{ text: 'plain', marked: false }]);
  });

  it('links a page to its first section with an anchor, with that section’s excerpt', () => {
    const h = fullTextHit({
      url: '/traders/rules/',
      meta: { title: 'The rules', kind: 'Reference' },
      filters: { game: ['traders'] },
      excerpt: 'page <mark>excerpt</mark>',
      sub_results: [
        { title: 'The rules', url: '/traders/rules/', excerpt: 'top' },
        { title: 'Phase 2', url: '/traders/rules/#t-2', excerpt: 'buy <mark>cargo</mark>' },
      ],
    });
    expect(h).toMatchObject({ url: '/traders/rules/#t-2', title: 'The rules', where: 'Phase 2', summary: 'buy cargo', game: 'traders', kind: 'Reference', fullText: true });
    expect(fullTextHit({ url: '/ccg/glossary/hull/', excerpt: 'x' })).toMatchObject({ url: '/ccg/glossary/hull/', game: 'ccg' });
  });

  it('is asked for the question’s words, not its question words', () => {
    expect(fullTextQuery('How much does intensive care cost?')).toBe('intensive care cost');
    expect(fullTextQuery("what's the base price of robotics")).toBe('base price robotics');
    expect(fullTextQuery('how')).toBe('how');
  });

  it('is asked only when the indexes found few results, or when the reader asks for more', () => {
    const some = Array.from({ length: FEW_RESULTS }, (_, i) => hit(`/traders/p${i}/`));
    expect(wantsFullText(some)).toBe(false);
    expect(wantsFullText(some, true)).toBe(true);
    expect(wantsFullText(some.slice(1))).toBe(true);
  });

  it('comes after the indexes’ results, each page once, the reader’s game first, within the limit', () => {
    const hits = [hit('/traders/glossary/cargo/'), hit('/traders/rules/#t-2-c')];
    const pages = [page('/ascension/glossary/trade/', 'ascension'), page('/traders/rules/', 'traders'), page('/traders/glossary/market/', 'traders'), page('/traders/glossary/cargo/', 'traders')];
    expect(withFullText(hits, pages, 'traders', 12).map((h) => h.url)).toEqual(['/traders/glossary/cargo/', '/traders/rules/#t-2-c', '/traders/glossary/market/', '/ascension/glossary/trade/']);
    expect(withFullText(hits, pages, 'traders', 3).map((h) => h.url)).toEqual(['/traders/glossary/cargo/', '/traders/rules/#t-2-c', '/traders/glossary/market/']);
    // Never drops what the indexes found, and never reorders it.
    expect(withFullText(hits, pages, 'ascension', 1).map((h) => h.url)).toEqual(hits.map((h) => h.url));
  });
});
