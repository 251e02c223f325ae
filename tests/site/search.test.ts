import { describe, expect, it } from 'vitest';
import { exactHits, rankHits, type Hit, type SearchTerm } from '../../src/site/search.ts';

const hit = (game: string, url: string): Hit => ({ url, title: url, summary: '', kind: 'Glossary', game });

// Exact name matches and full-text hits from two games, as the search box receives them.
const exact = [hit('traders', '/traders/glossary/patron/'), hit('ccg', '/ccg/glossary/patron/')];
const fullText = [
  hit('traders', '/traders/rules/'),
  hit('ccg', '/ccg/glossary/patron/'),
  hit('ccg', '/ccg/overview/'),
  hit('', '/'),
  hit('traders', '/traders/source-notes/'),
];
const urls = (hits: Hit[]) => hits.map((h) => h.url);

describe('rankHits', () => {
  it('puts the current game first, exact names before full text within each game, each page once', () => {
    expect(urls(rankHits(exact, fullText, { current: 'ccg' }))).toEqual([
      '/ccg/glossary/patron/',
      '/ccg/overview/',
      '/traders/glossary/patron/',
      '/traders/rules/',
      '/',
      '/traders/source-notes/',
    ]);
    expect(urls(rankHits(exact, fullText, { current: 'traders' })).slice(0, 3)).toEqual(['/traders/glossary/patron/', '/traders/rules/', '/traders/source-notes/']);
  });

  it('keeps the given order on the site’s own pages (no current game)', () => {
    expect(urls(rankHits(exact, fullText))).toEqual(['/traders/glossary/patron/', '/ccg/glossary/patron/', '/traders/rules/', '/ccg/overview/', '/', '/traders/source-notes/']);
  });

  it('keeps only the chosen game when the reader narrows the search', () => {
    expect(urls(rankHits(exact, fullText, { current: 'ccg', only: 'traders' }))).toEqual(['/traders/glossary/patron/', '/traders/rules/', '/traders/source-notes/']);
    expect(urls(rankHits(exact, fullText, { only: 'ccg' }))).toEqual(['/ccg/glossary/patron/', '/ccg/overview/']);
  });
});

describe('exactHits', () => {
  const terms: SearchTerm[] = [
    { names: ['Patron', 'Patrons'], url: '/traders/glossary/patron/', title: 'Patron', summary: 's', kind: 'Glossary', game: 'traders' },
    { names: ['Expenses', 'EV'], url: '/ccg/glossary/expenses/', title: 'Expenses', summary: 's', kind: 'Glossary', game: 'ccg' },
  ];

  it('matches a title or alias, plurals allowed, and carries the game', () => {
    expect(exactHits(terms, 'patrons')).toEqual([{ url: '/traders/glossary/patron/', title: 'Patron', summary: 's', kind: 'Glossary', game: 'traders' }]);
    expect(exactHits(terms, 'ev').map((h) => h.game)).toEqual(['ccg']);
    expect(exactHits(terms, 'warp')).toEqual([]);
  });
});
