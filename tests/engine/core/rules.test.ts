/** A game's published rule catalogue read back: links with their summary and page, and what it refuses. */
import { describe, expect, it } from 'vitest';
import { catalogueResolver, type RuleResolver } from '../../../src/engine/core/rules.ts';

const rules = {
  'x.cost': { title: 'Cost', href: '/x/glossary/cost/', summary: 'What a card asks.', page: 'Cost' },
  'x.r-1': { title: 'Paying', href: '/x/rules/#r-1', page: 'The rules' },
  'x.bare': { title: 'Bare', href: '/x/rules/#bare' },
  'x.bad-summary': { title: 'Bad', href: '/x/rules/#bad', summary: 3 },
  'x.bad-page': { title: 'Bad', href: '/x/rules/#bad', page: ['The rules'] },
  'x.no-href': { title: 'No address' },
};

describe('catalogueResolver', () => {
  const resolve = catalogueResolver({ version: 1, game: 'x', rules }) as RuleResolver;

  it('gives each rule its link, its summary and the title of its page when the file has them', () => {
    expect(resolve('x.cost')).toEqual(rules['x.cost']);
    expect(resolve('x.r-1')).toEqual({ title: 'Paying', href: '/x/rules/#r-1', page: 'The rules' });
    expect(resolve('x.bare')).toEqual({ title: 'Bare', href: '/x/rules/#bare' });
  });

  it('knows no rule whose entry is malformed, nor one the file does not list', () => {
    for (const id of ['x.bad-summary', 'x.bad-page', 'x.no-href', 'x.missing', 'toString']) expect(resolve(id), id).toBeUndefined();
  });

  it('says what is wrong with a file that is not a catalogue', () => {
    expect(catalogueResolver(null)).toBe('the rule catalogue is not an object');
    expect(catalogueResolver({ version: 2, rules })).toBe('the rule catalogue has version 2, not 1');
    expect(catalogueResolver({ version: 1 })).toBe('the rule catalogue lists no rules');
  });
});
