/**
 * `npm run measure`'s figure of each tool page scrolled to its end
 * (scripts/lib/scrolled-weight.mjs): a page whose island never hydrates is
 * reported as a failure that names the page and the island, and the other
 * pages are measured all the same (a 30 s wait on one page's hydration used to
 * end the whole run).
 */
import { test, expect } from './fixtures.ts';
import { scrolledLines, scrolledWeights } from '../../scripts/lib/scrolled-weight.mjs';
import { BUDGETS, loadedWeight } from '../../scripts/lib/page-weight.mjs';
import { scaled } from '../pace.ts';
import { DIST } from './site.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

test('a page whose island never hydrates is named as not measured, and the others are measured', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  // The expense tool's code never arrives, so its island stays as drawn.
  await context.route(/\/_astro\/ExpenseTool\.[^/]+\.js$/, (route) => route.abort());
  try {
    const rows = await scrolledWeights(baseURL!, DIST, { context, pages: ['/ccg/tools/expense/', '/ccg/tools/queue/'], hydrationTimeout: scaled(5_000) });
    expect(rows.map((r) => r.page)).toEqual(['/ccg/tools/queue/', '/ccg/tools/expense/']);
    const [queue, expense] = rows;
    expect(queue!.failed).toBeUndefined();
    expect(queue!.gzip).toBeGreaterThan(10_000);
    expect(expense!.failed).toMatch(/^\/ccg\/tools\/expense\/: 1 island\(s\) not hydrated \(\/_astro\/ExpenseTool\.[^)]+\.js\)/);
    const lines = scrolledLines(rows);
    expect(lines[0]).toMatch(/: \d of 1 over; 1 not measured$/);
    expect(lines.some((l) => l.includes('/ccg/tools/queue/ ('))).toBe(true);
    expect(lines.at(-1)).toBe(`    FAILED  ${expense!.failed}`);
  } finally {
    await context.close();
  }
});

test('a script a page loads on a timer after it is drawn is counted (one fetched 2 s after the islands hydrate)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  // No tool sets such a timer any more (the resolution check used to fetch its link reader so): one is
  // added to every page of this context, fetching a built chunk the page does not load otherwise.
  const chunk = `/_astro/${readdirSync(join(DIST, '_astro')).find((f) => /^link\.[\w-]+\.js$/.test(f) && readFileSync(join(DIST, '_astro', f), 'utf8').includes('A Jack-of-all-Trades pick'))}`;
  expect(chunk).toMatch(/^\/_astro\/link\./);
  await context.addInitScript((src: string) => {
    const wait = setInterval(() => {
      if (document.readyState !== 'complete' || document.querySelector('astro-island[ssr]')) return;
      clearInterval(wait);
      setTimeout(() => void import(src).catch(() => undefined), 2000);
    }, 100);
  }, chunk);
  try {
    const files = async (lateMs: number) => {
      const page = await context.newPage();
      try {
        return (await loadedWeight(page, DIST, baseURL!, '/ccg/tools/queue/', { quietMs: 600, lateMs })).files;
      } finally {
        await page.close();
      }
    };
    const late = await files(3_000);
    expect(late, late.join(', ')).toContain(chunk);
    const [row] = await scrolledWeights(baseURL!, DIST, { context, pages: ['/ccg/tools/queue/'] });
    expect(row!.files).toBe(late.length);
  } finally {
    await context.close();
  }
});

test('the action check scrolled to its end is within the tool-page budget: its first check was worked out when the page was built, and the engine (in a worker) loads when the reader changes the check', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    const w = await loadedWeight(page, DIST, baseURL!, '/ascension/tools/actions/', { quietMs: 600, lateMs: 3_000 });
    expect(w.gzip, w.files.join(', ')).toBeLessThanOrEqual(BUDGETS.toolPageJs);
    const engine = (f: string) => /\/(actions\.worker|compute)[.-][^/]*\.js$/.test(f);
    expect(w.files.filter(engine)).toEqual([]);
    const tool = page.locator('.as-tool').first();
    const head = tool.locator('[data-answer] .answer-head').first();
    await expect(head).toContainText('Reach: 2 connected systems. The fleet jumps at its lowest rating, ship 2’s.');
    const asked = page.waitForRequest((r) => /\/actions\.worker[.-][^/]*\.js$/.test(new URL(r.url()).pathname));
    const distance = tool.getByLabel('Systems away');
    await distance.fill('3');
    await asked;
    await expect(head).toContainText('Not allowed as described');
    await distance.fill('1');
    await expect(head).toContainText('A system 1 away is within it.');
  } finally {
    await context.close();
  }
});
