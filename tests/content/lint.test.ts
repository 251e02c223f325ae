import { describe, expect, it } from 'vitest';
import { lintContent } from '../../src/plugins/content-lint.ts';
import { loadTermIndex } from '../../src/plugins/term-index.ts';
import { KEYWORDS } from '../../src/engine/ccg/cards/keywords.ts';
import { ICONS } from '../../src/engine/ccg/cards/icons.ts';
import { RULES } from '../../src/engine/ccg/rules.ts';

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
    const wanted = new Set([...ICONS.map((i) => i.page), ...Object.values(RULES).map((r) => r.page)].filter((p) => p.startsWith('/ccg/glossary/') || p.startsWith('/ccg/keywords/')));
    expect([...wanted].filter((p) => !pages.has(p))).toEqual([]);
  });
});
