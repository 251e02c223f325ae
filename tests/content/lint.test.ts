import { describe, expect, it } from 'vitest';
import { lintContent, seeRowProblems, sharedNames } from '../../src/plugins/content-lint.ts';
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

describe('the A-Z\'s "see" rows', () => {
  const entry = (game: string, slug: string, title: string, aliases: string[] = []): TermEntry => ({
    game, kind: 'glossary', slug, title, aliases, summary: 's.', href: `/${game}/glossary/${slug}/`, file: `content/${game}/glossary/${slug}.md`,
  });
  const plain = (game: string, n: number) => Array.from({ length: n }, (_, i) => entry(game, `t${i}`, `Term ${i}`));

  it('may be 15 % of a game\'s rows, not more', () => {
    // 17 entries and 3 "see" rows: 3 of 20 rows, 15 %.
    expect(seeRowProblems([...plain('traders', 16), entry('traders', 'megacredit', 'MegaCredit', ['MC', 'Credits', 'Cr'])])).toEqual([]);
    // 16 entries and 3 "see" rows: 3 of 19, 15.8 %.
    expect(seeRowProblems([...plain('traders', 15), entry('traders', 'megacredit', 'MegaCredit', ['MC', 'Credits', 'Cr'])])).toEqual([
      'traders: 3 of the A-Z\'s 19 rows are "see" rows (15.8 %, at most 15 %); keep in aliases only real other names, move the rest to searchAliases',
    ]);
  });

  it('are counted per game', () => {
    expect(seeRowProblems([...plain('ccg', 20), entry('traders', 'megacredit', 'MegaCredit', ['MC'])])).toHaveLength(1);
  });

  it('are never the title in another form (plural, spacing, punctuation, a leading "the")', () => {
    const forms = [entry('ascension', 'sub-sector', 'Sub-sector', ['Subsector', 'Quadrant']), entry('ascension', 'smart', 'S.M.A.R.T.', ['SMART']), entry('traders', 'crew', 'The Crew', ['Crew']), entry('ascension', 'fleet', 'Fleet', ['Fleets'])];
    expect(seeRowProblems([...plain('ascension', 40), ...plain('traders', 40), ...forms])).toEqual([
      'content/ascension/glossary/sub-sector.md: aliases: "Subsector" is the title in another form; move it to searchAliases',
      'content/ascension/glossary/smart.md: aliases: "SMART" is the title in another form; move it to searchAliases',
      'content/traders/glossary/crew.md: aliases: "Crew" is the title in another form; move it to searchAliases',
      'content/ascension/glossary/fleet.md: aliases: "Fleets" is the title in another form; move it to searchAliases',
    ]);
  });
});
