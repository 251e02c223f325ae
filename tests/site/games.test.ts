import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { CCG, GAMES, flattenNav as flatten, gameById, gameOfContentFile, gameOfPath, gamesWithContent, pathIn, sourceDocIds } from '../../src/site/games/index.ts';

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
