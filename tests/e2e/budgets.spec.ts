/**
 * Size budgets (sizes, not times, so they are stable enough to test): every
 * reference page loads at most 4 KB of compressed JS, with the search code
 * only on demand; every page with a tool stays under 30 KB.
 */
import { test, expect } from './fixtures.ts';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pageWeight, BUDGETS, isToolPage, staticImports } from '../../scripts/lib/page-weight.mjs';
import { builtPages, DIST } from './site.ts';

const pages = builtPages();

test('reference pages stay within 4 KB of compressed JS, search loading on demand', () => {
  const over: string[] = [];
  for (const page of pages.filter((p) => !isToolPage(p))) {
    const w = pageWeight(DIST, page);
    if (w.js.gzip > BUDGETS.referencePageJs) over.push(`${page}: ${w.js.gzip} B`);
    expect(w.js.islands, `${page} has no islands`).toBe(0);
  }
  expect(over).toEqual([]);
  const home = pageWeight(DIST, '/');
  expect(home.onDemand.gzip, 'the search code is loaded on demand').toBeGreaterThan(0);
});

test('pages with a tool stay under 30 KB of compressed JS', () => {
  const over: string[] = [];
  for (const page of pages.filter(isToolPage)) {
    const w = pageWeight(DIST, page);
    if (w.js.gzip >= BUDGETS.toolPageJs) over.push(`${page}: ${(w.js.gzip / 1024).toFixed(1)} KB`);
  }
  expect(over).toEqual([]);
});

test('an import() in the built code names for preloading only files its own chunk has not loaded already (src/plugins/preload-deps.ts)', () => {
  const dir = join(DIST, '_astro');
  const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
  /** A built chunk and what it imports statically, all the way down, as site paths. */
  const loadedWith = (path: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(path) || !existsSync(join(DIST, path))) return seen;
    seen.add(path);
    for (const dep of staticImports(readFileSync(join(DIST, path), 'utf8'), path)) loadedWith(dep, seen);
    return seen;
  };
  const extra: string[] = [];
  let lists = 0;
  for (const file of chunks) {
    const code = readFileSync(join(dir, file), 'utf8');
    const names = /m\.f=(\[[^\]]*\])/.exec(code);
    if (!names) continue;
    const table = JSON.parse(names[1]!) as string[];
    const host = `/_astro/${file}`;
    const loaded = loadedWith(host);
    for (const m of code.matchAll(/import\("\.\/([^"]+)"\),__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
      lists++;
      for (const i of m[2]!.split(',').filter(Boolean)) {
        const dep = `/${table[Number(i)]}`;
        if (dep !== `/_astro/${m[1]}` && loaded.has(dep)) extra.push(`${file}: import("./${m[1]}") preloads ${dep}, which it has loaded already`);
      }
    }
  }
  expect(lists).toBeGreaterThan(20);
  expect(extra).toEqual([]);
});

test('an island loads its component from its own chunk, not from a facade file that only re-exports it (src/plugins/entry-signatures.ts)', () => {
  const facades = new Set<string>();
  let islands = 0;
  for (const page of pages.filter(isToolPage)) {
    const html = readFileSync(join(DIST, page, 'index.html'), 'utf8');
    for (const m of html.matchAll(/<astro-island[^>]*\scomponent-url="([^"]+)"/g)) {
      islands++;
      const code = readFileSync(join(DIST, m[1]!), 'utf8');
      // A facade holds imports and one re-export, and nothing of its own.
      const own = code.replace(/import\s*(?:\{[^}]*\}\s*from\s*)?"[^"]+";?/g, '').replace(/export\s*\{[^}]*\}\s*from\s*"[^"]+";?/g, '').replace(/\/\*[^*]*\*\//g, '').replace(/\/\/# sourceMappingURL=\S+/, '').trim();
      if (own === '') facades.add(`${page}: ${m[1]}`);
    }
  }
  expect(islands).toBeGreaterThan(20);
  expect([...facades]).toEqual([]);
});
