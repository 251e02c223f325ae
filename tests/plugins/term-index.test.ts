import { gamesWithContent } from '../../src/site/games/index.ts';
import { describe, expect, it } from 'vitest';
import { resolveTerm, termLinksIn, normalise, readFrontMatter, termsOf, loadTermIndex, type TermEntry } from '../../src/site/term-index/index.ts';

const e = (kind: TermEntry['kind'], slug: string, title: string, aliases: string[] = []): TermEntry => ({
  game: 'ccg',
  kind, slug, title, aliases, summary: 's.', href: `/ccg/${kind === 'glossary' ? 'glossary' : 'keywords'}/${slug}/`, file: slug,
});
const index = [e('glossary', 'ability', 'Ability'), e('glossary', 'captains-deck', "Captain's Deck"), e('keyword', 'armor', 'Armor', ['Armour']), e('glossary', 'armor', 'Armor (gear)')];

describe('resolveTerm', () => {
  it('matches titles, slugs, aliases and plurals, ignoring case and apostrophe style', () => {
    expect(resolveTerm(index, 'abilities')).toMatchObject({ ok: true, entry: { slug: 'ability' } });
    expect(resolveTerm(index, 'captain’s deck')).toMatchObject({ ok: true, entry: { slug: 'captains-deck' } });
    expect(resolveTerm(index, 'ARMOUR')).toMatchObject({ ok: true, entry: { kind: 'keyword' } });
  });

  it('refuses an ambiguous slug and asks for a prefix', () => {
    const r = resolveTerm(index, 'x', 'armor');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/glossary\/armor or keywords\/armor/);
    expect(resolveTerm(index, 'x', 'keywords/armor#partners')).toMatchObject({ ok: true, anchor: 'partners', entry: { kind: 'keyword' } });
  });

  it('explains an unknown term', () => {
    const r = resolveTerm(index, 'Warp');
    expect(!r.ok && r.error).toMatch(/no glossary term or keyword is called "Warp"/);
  });
});

describe('the index of the site', () => {
  it('reads every game with content, each term carrying its game and its page under the game', () => {
    const all = loadTermIndex(process.cwd());
    const ccg = termsOf(all, 'ccg');
    expect(ccg.length).toBeGreaterThan(90);
    const withContent = gamesWithContent().map((g) => g.id);
    for (const game of withContent) {
      const terms = termsOf(all, game);
      expect(terms.length, game).toBeGreaterThan(0);
      expect(terms.every((t) => t.href.startsWith(`/${game}/${t.kind === 'glossary' ? 'glossary' : 'keywords'}/`) && t.file.startsWith(`content/${game}/`))).toBe(true);
    }
    // A game whose pages are not built yet contributes nothing.
    expect(all.filter((t) => !withContent.includes(t.game))).toEqual([]);
  });
});

describe('helpers', () => {
  it('finds term links in source text, with targets', () => {
    expect(termLinksIn('See :term[EV] and :term[the queue|timing#the-queue]; not a:term[x].')).toEqual([
      { text: 'EV', target: undefined },
      { text: 'the queue', target: 'timing#the-queue' },
    ]);
  });

  it('normalises names', () => {
    expect(normalise("  Control vs. Ownership ")).toBe('control vs ownership');
  });

  it('reads front matter', () => {
    expect(readFrontMatter('---\ntitle: X\naliases: [a, b]\n---\nbody')).toEqual({ title: 'X', aliases: ['a', 'b'] });
    expect(readFrontMatter('no front matter')).toEqual({});
  });
});
