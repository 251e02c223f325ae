/**
 * Size budgets (sizes, not times, so they are stable enough to test): every
 * reference page loads at most 4 KB of compressed JS, with the search code
 * only on demand; every page with a tool stays under 30 KB.
 */
import { test, expect } from './fixtures.ts';
import { pageWeight, BUDGETS, isToolPage } from '../../scripts/lib/page-weight.mjs';
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
