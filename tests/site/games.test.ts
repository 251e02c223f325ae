import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { CCG, GAMES, TRADERS, flattenNav as flatten, gameById, gameOfContentFile, gameOfPath, gamesWithContent, pathIn, sourceDocIds } from '../../src/site/games/index.ts';

describe('the game registry', () => {
  it('has one entry per game, each with its own id and base path', () => {
    expect(GAMES.map((g) => g.id)).toEqual(['ccg', 'traders', 'ascension']);
    expect(GAMES.map((g) => g.base)).toEqual(['/ccg/', '/traders/', '/ascension/']);
    expect(GAMES.every((g) => sourceDocIds(g).length > 0)).toBe(true);
  });

  it('marks as having content exactly the games with a folder in content/', () => {
    const folders = readdirSync('content', { withFileTypes: true }).filter((f) => f.isDirectory()).map((f) => f.name).sort();
    expect(gamesWithContent().map((g) => g.id).sort()).toEqual(folders);
  });

  it('links a game without content nowhere: no navigation, tools or ways in', () => {
    for (const g of GAMES.filter((x) => !x.hasContent)) expect([g.nav, g.tools, g.waysIn]).toEqual([[], [], []]);
  });

  it('keeps every navigation item, tool and way in under its game', () => {
    for (const g of GAMES) {
      const hrefs = [...flatten(g.nav).map((n) => n.href), ...g.waysIn, ...g.tools.map((t) => pathIn(g, `tools/${t.slug}`))];
      expect(hrefs.filter((h) => !h.startsWith(g.base) || !h.endsWith('/'))).toEqual([]);
    }
    const navHrefs = flatten(CCG.nav).map((n) => n.href);
    expect(CCG.waysIn.filter((h) => !navHrefs.includes(h))).toEqual([]);
  });

  it('lists a tool only where its page is, and keeps slugs and titles unique', () => {
    for (const g of GAMES) {
      expect(g.tools.filter((t) => !existsSync(`src/pages/${g.id}/tools/${t.slug}.astro`)).map((t) => t.slug)).toEqual([]);
      expect(new Set(g.tools.map((t) => t.slug)).size).toBe(g.tools.length);
      expect(new Set(g.tools.map((t) => t.title)).size).toBe(g.tools.length);
    }
    expect(TRADERS.tools.map((t) => t.slug)).toEqual(['roll-off', 'market', 'battle', 'trip']);
  });

  it('names the Traders calculators and the game to play in its navigation, the game offered to search by name', () => {
    const nav = flatten(TRADERS.nav);
    expect(nav.find((n) => n.href === '/traders/tools/')?.label).toBe('Calculators');
    const play = nav.find((n) => n.href === '/traders/play/');
    expect(play).toMatchObject({ label: 'Play Traders', searchKind: 'Tool', header: true });
    expect(existsSync('src/pages/traders/play.astro')).toBe(true);
    expect(nav.filter((n) => n.searchKind).map((n) => n.href)).toEqual(['/traders/play/']);
  });

  it('finds the game of a path and of a content file', () => {
    expect(gameOfPath('/ccg/glossary/cost/')?.id).toBe('ccg');
    expect(gameOfPath('/')).toBeUndefined();
    expect(gameOfPath('/ccgx/')).toBeUndefined();
    expect(gameOfContentFile('content/ccg/glossary/cost.md')?.id).toBe('ccg');
    expect(gameOfContentFile('/work/x/content/traders/pages/rules.mdx')?.id).toBe('traders');
    expect(gameOfContentFile('src/pages/index.astro')).toBeUndefined();
    expect(() => gameById('chess')).toThrow(/no game "chess"/);
  });

  it('builds page paths under the base', () => {
    expect(pathIn(CCG, 'glossary/cost')).toBe('/ccg/glossary/cost/');
    expect(pathIn(CCG, '')).toBe('/ccg/');
  });
});
