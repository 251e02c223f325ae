/**
 * The layout's promises, checked on the import graph: no circles between files or
 * folders; outside code reaches a game engine's domain only through its index.ts;
 * widgets stay out of the site's, pages' and icons' internals; the widget kit and
 * the kernel know no game.
 */
import { describe, expect, it } from 'vitest';
import { circles, folderOf, importGraph } from './import-graph.ts';

const { files, edges } = importGraph();
const GAMES = ['ccg', 'traders', 'ascension'];

/** `src/engine/<game>/<domain>/...` → the domain folder; undefined for other files. */
function engineDomain(file: string): string | undefined {
  const m = /^src\/engine\/([^/]+)\/([^/]+)\//.exec(file);
  return m ? `src/engine/${m[1]}/${m[2]}` : undefined;
}

describe('the import graph', () => {
  it('is read from the sources (a sanity check on the reader)', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(edges.length).toBeGreaterThan(500);
  });

  it('has no circle between files', () => {
    expect(circles(files, edges)).toEqual([]);
  });

  it('has no circle between folders', () => {
    const folderEdges = edges.map((e) => ({ from: folderOf(e.from), to: folderOf(e.to) }));
    expect(circles(new Set(files.map(folderOf)), folderEdges)).toEqual([]);
  });
});

describe('directions', () => {
  it('code outside an engine domain imports it only through its index.ts', () => {
    const bad = edges.filter((e) => {
      const target = engineDomain(e.to);
      if (target === undefined || e.from.startsWith(`${target}/`)) return false;
      return e.to !== `${target}/index.ts`;
    });
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('code outside the CCG engine imports its shared files (rules, results, readers, limits) only through src/engine/ccg/index.ts', () => {
    const bad = edges.filter((e) => /^src\/engine\/ccg\/[^/]+\.ts$/.test(e.to) && !e.from.startsWith('src/engine/ccg/') && e.to !== 'src/engine/ccg/index.ts');
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('the engine imports nothing outside src/engine', () => {
    const bad = edges.filter((e) => e.from.startsWith('src/engine/') && !e.to.startsWith('src/engine/'));
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('the kernel names no game', () => {
    const bad = edges.filter((e) => e.from.startsWith('src/engine/core/') && GAMES.some((g) => e.to.startsWith(`src/engine/${g}/`)));
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('widgets import no internals of src/site, src/pages or src/icons', () => {
    const allowed = new Set(['src/site/rule-links/index.ts', 'src/icons/index.ts']);
    const bad = edges.filter(
      (e) => e.from.startsWith('src/widgets/') && /^src\/(site|pages|icons)\//.test(e.to) && !allowed.has(e.to),
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('the widget kit imports no game engine and no game widget', () => {
    const bad = edges.filter(
      (e) =>
        e.from.startsWith('src/widgets/kit/') &&
        (GAMES.some((g) => e.to.startsWith(`src/engine/${g}/`)) || (e.to.startsWith('src/widgets/') && !e.to.startsWith('src/widgets/kit/'))),
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('nothing in src imports a test', () => {
    expect(edges.filter((e) => e.to.startsWith('tests/')).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });
});
