import { describe, expect, it } from 'vitest';
import { lintContent, sharedNames } from '../../src/plugins/content-lint.ts';
import { loadTermIndex, type TermEntry } from '../../src/site/term-index/index.ts';
import { KEYWORDS } from '../../src/engine/ccg/cards/keywords.ts';
import { ICONS } from '../../src/engine/ccg/cards/icons.ts';
import { RULES } from '../../src/engine/ccg/rules.ts';
import { ruleHref } from '../../src/site/rule-links/index.ts';

const root = process.cwd();

describe('content', () => {
  it('has no unresolved shortcode, bad related entry or shared alias', () => {
    expect(lintContent(root).problems).toEqual([]);
  });

  it('has a page for every keyword of the engine', () => {
    const slugs = new Set(loadTermIndex(root).filter((t) => t.kind === 'keyword').map((t) => t.slug));
    expect(KEYWORDS.map((k) => k.slug).filter((s) => !slugs.has(s))).toEqual([]);
  });

  it('has a page for every glossary page the icon legend and the rule registry point to', () => {
    const pages = new Set(loadTermIndex(root).map((t) => t.href));
    const wanted = new Set([...ICONS.map((i) => ruleHref(i.rule)!), ...Object.keys(RULES).map((id) => ruleHref(id)!.replace(/#.*$/, ''))].filter((p) => p.startsWith('/ccg/glossary/') || p.startsWith('/ccg/keywords/')));
    expect([...wanted].filter((p) => !pages.has(p))).toEqual([]);
  });
});

describe('names', () => {
  const entry = (game: string, slug: string, title: string, aliases: string[] = []): TermEntry => ({
    game, kind: 'glossary', slug, title, aliases, summary: 's.', href: `/${game}/glossary/${slug}/`, file: `content/${game}/glossary/${slug}.md`,
  });

  it('must be unique within a game', () => {
    expect(sharedNames([entry('ccg', 'cost', 'Cost', ['Price']), entry('ccg', 'price', 'Price')])).toEqual([
      '"price" is the title or alias of several ccg entries: content/ccg/glossary/cost.md, content/ccg/glossary/price.md',
    ]);
  });

  it('may repeat in another game', () => {
    expect(sharedNames([entry('ccg', 'cost', 'Cost', ['Price']), entry('traders', 'price', 'Price')])).toEqual([]);
  });
});
