/**
 * The rule registry (src/site/rules/): each rule's words come from one place,
 * the content where the rule sits or, where no page states them, the engine;
 * a title written in both places or in neither is refused.
 */
import { describe, expect, it } from 'vitest';
import { buildRegistry, joinWords, registryProblems, REGISTRY_GAMES, ruleEntry, ruleLink } from '../../src/site/rules/index.ts';
import { placesIn } from '../../src/site/rules/places.ts';
import { CCG_WORDS } from '../../src/site/rules/ccg.ts';
import { readFrontMatter } from '../../src/site/term-index/index.ts';
import { readFileSync } from 'node:fs';

const root = process.cwd();

describe('the rule registry', () => {
  it('finds every rule of every game its words, each written once', () => {
    expect(registryProblems(root)).toEqual([]);
    expect([...REGISTRY_GAMES].sort()).toEqual(['ascension', 'ccg', 'traders']);
    for (const game of REGISTRY_GAMES) expect(buildRegistry(root, game).rules.size, game).toBeGreaterThan(20);
  });

  it('takes a glossary title from the entry front matter, so the two cannot drift (initiative-order)', () => {
    const file = 'content/ccg/glossary/initiative-order.md';
    const title = readFrontMatter(readFileSync(file, 'utf8')).title;
    expect(ruleEntry('ccg.initiative-order')).toMatchObject({ title, name: title, from: file, href: '/ccg/glossary/initiative-order/' });
  });

  it('takes a keyword name from its entry, as printed, and every one of the twenty from there', () => {
    const ccg = buildRegistry(root, 'ccg').rules;
    const keywords = [...ccg.values()].filter((r) => r.id.startsWith('ccg.keyword.'));
    expect(keywords).toHaveLength(20);
    for (const k of keywords) expect(k.from, k.id).toBe(`content/ccg/keywords/${k.id.slice('ccg.keyword.'.length)}.md`);
    expect(ruleLink('ccg.keyword.restricted')).toEqual({ href: '/ccg/keywords/restricted/', title: 'Restricted (X) / Unrestricted' });
  });

  it('labels a CCG note as our reading and a Traders section by its book number', () => {
    expect(ruleEntry('ccg.note.solo-copy-caps')?.title).toMatch(/^Our reading: /);
    expect(ruleEntry('traders.t-2-c-ii')?.label).toBe('(2)(c)(ii)');
    expect(ruleEntry('ascension.a-3-2')?.title).toMatch(/^\[3\.2\] /);
    expect(ruleEntry('ccg.not-a-rule')).toBeUndefined();
  });

  it('refuses a title written both in the engine and in the content, or in neither', () => {
    const twice = joinWords('ccg.x', '/ccg/x/', { title: 'Engine words' }, { name: 'Page words', from: 'content/x.md' }, CCG_WORDS, 'src/engine/ccg/rules.ts');
    expect(twice).toMatch(/ccg\.x: its title is written twice, "Engine words" in src\/engine\/ccg\/rules\.ts and "Page words" in content\/x\.md/);
    expect(joinWords('ccg.x', '/ccg/x/', {}, {}, CCG_WORDS, 'src/engine/ccg/rules.ts')).toMatch(/ccg\.x: no title/);
    expect(joinWords('ccg.x', '/ccg/x/', { summary: 'A' }, { name: 'X', summary: 'B' }, CCG_WORDS, 'm')).toMatch(/summary is written twice/);
    expect(joinWords('ccg.x', '/ccg/x/', { summary: 'A' }, { name: 'X', label: 'Our reading', from: 'f' }, CCG_WORDS, 'm')).toEqual({
      id: 'ccg.x',
      title: 'Our reading: X',
      name: 'X',
      label: 'Our reading',
      summary: 'A',
      href: '/ccg/x/',
      from: 'f',
    });
  });

  it('reads a rule block, its label, heading and bold lead, and headings by their built anchors', () => {
    const places = placesIn('x.mdx', [
      '---',
      'title: A page',
      '---',
      ':::rule{#a-3-2 label="[3.2]"}',
      '## Movement through an *explored* system',
      'Text.',
      ':::',
      ':::rule{#cost}',
      '**Cost.** You pay.',
      ':::',
      '### The :term[queue|timing] itself',
      '<h2 id="own-id">Kept <em>id</em></h2>',
    ].join('\n'));
    expect(places.data.title).toBe('A page');
    expect(places.blocks.get('a-3-2')).toEqual({ label: '[3.2]', heading: 'Movement through an explored system' });
    expect(places.blocks.get('cost')).toEqual({ lead: 'Cost' });
    expect(places.headings.get('the-queue-itself')).toBe('The queue itself');
    expect(places.headings.get('own-id')).toBe('Kept id');
  });
});
