/**
 * axe-core on one page of every kind, on the main pages of Traders and
 * Ascension and on the Ascension calculators, in the light and the dark
 * theme: no violations. (The CCG tools, their examples and the Traders tools
 * run axe in their own browser tests, in use.)
 */
import { test, expect } from './fixtures.ts';
import { axeInBothThemes } from './axe.ts';
import { builtPages } from './site.ts';
import { scaled } from '../pace.ts';

const all = builtPages();
const pages = [
  '/', '/ccg/', '/ccg/glossary/', '/ccg/glossary/expenses/', '/ccg/keywords/', '/ccg/keywords/hardened/', '/ccg/icons/',
  '/ccg/round/', '/ccg/round/resolution/', '/ccg/timing/', '/ccg/cards/crew/', '/ccg/deck-construction/', '/ccg/solo/',
  '/ccg/source-notes/', '/ccg/quick-reference/', '/ccg/changes/',
  // The CCG tools and their example pages, the Traders calculators and the Traders game are checked
  // by their own browser tests (tests/e2e/tools, tests/e2e/traders) in both themes, in use.
  '/ccg/tools/', '/ccg/examples/',
  '/traders/', '/traders/rules/', '/traders/glossary/patron/', '/traders/tools/',
  '/ascension/', '/ascension/combat/', '/ascension/glossary/flux-roll/', '/ascension/tools/flux/', '/ascension/tools/siege/', '/ascension/tools/space/', '/ascension/tools/turn/', '/ascension/tools/budget/', '/ascension/tools/trade/', '/ascension/tools/planetfall/',
].filter((p, i, list) => all.includes(p) && list.indexOf(p) === i);

for (const path of pages) {
  test(`axe, light and dark: ${path}`, async ({ page }) => {
    // axe walks every node: the longest pages (Source notes, the A-Z) take far longer than a tool page on a busy machine.
    test.setTimeout(scaled(180_000));
    await page.goto(path);
    // Bring every island to life, so the tools are checked as people use them.
    for (const island of await page.locator('astro-island').all()) await island.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: scaled(10_000) }).catch(() => undefined);
    expect(await axeInBothThemes(page)).toEqual([]);
  });
}
