// What each tool page costs once a reader has scrolled to its end (issue 20,
// part 6): every script the browser fetched for it, workers included where
// Chromium reports them, compressed (`loadedWeight` in ./page-weight.mjs). At
// 360 px, with the service worker blocked so that its precache is not counted
// as the page's. A figure, not a test: several tool pages are still over the
// 30 KB budget this way (see the closing notes of issue 20).
import { chromium } from '@playwright/test';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, isToolPage, loadedWeight } from './page-weight.mjs';

/** How long after a page has settled scripts it loads on a timer are still counted (a tool once fetched code on a 2 s timer; tests/e2e/scrolled-weight.spec.ts holds that such code counts). */
const LATE_MS = 3000;

function builtPages(dist, at = '/', out = []) {
  for (const name of readdirSync(join(dist, at))) {
    if (name === 'index.html') out.push(at);
    else if (statSync(join(dist, at, name)).isDirectory()) builtPages(dist, `${at}${name}/`, out);
  }
  return out;
}

/**
 * Each tool page's compressed JS once scrolled to its end, heaviest first. A
 * page that cannot be measured (an island that never hydrates, a page that
 * does not load) is a row with `failed`, the reason naming the page, listed
 * last; the other pages are measured all the same. Options: `pages` (paths;
 * every built tool page by default), `context` (a Playwright browser context
 * to measure in; by default a browser is launched and closed), and
 * `hydrationTimeout` (ms an island may take to hydrate).
 * @param {string} base
 * @param {string} dist
 * @param {{ pages?: string[], context?: import('@playwright/test').BrowserContext, hydrationTimeout?: number }} [options]
 * @returns {Promise<Array<{ page: string, gzip?: number, raw?: number, files?: number, failed?: string }>>}
 */
export async function scrolledWeights(base, dist, { pages, context, hydrationTimeout = 30_000 } = {}) {
  const browser = context ? undefined : await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const ctx = context ?? (await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } }));
  const rows = [];
  try {
    for (const path of pages ?? builtPages(dist).filter(isToolPage).sort()) {
      const page = await ctx.newPage();
      try {
        const w = await loadedWeight(page, dist, base, path, { quietMs: 600, hydrationTimeout, lateMs: LATE_MS });
        rows.push({ page: path, gzip: w.gzip, raw: w.raw, files: w.files.length });
      } catch (e) {
        const reason = e instanceof Error ? e.message.split('\n')[0] : String(e);
        rows.push({ page: path, failed: reason.includes(path) ? reason : `${path}: ${reason}` });
      } finally {
        await page.close().catch(() => undefined);
      }
    }
  } finally {
    await browser?.close();
  }
  const measured = rows.filter((r) => !r.failed).sort((a, b) => b.gzip - a.gzip);
  return [...measured, ...rows.filter((r) => r.failed)];
}

/** The report's lines: how many pages are over the budget, the heaviest, and every page that could not be measured. */
export function scrolledLines(rows, shown = 12) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const measured = rows.filter((r) => !r.failed);
  const failed = rows.filter((r) => r.failed);
  const over = measured.filter((r) => r.gzip > BUDGETS.toolPageJs);
  return [
    `\nTool pages with everything they load once scrolled to their end (360 px, compressed JS; budget ${kb(BUDGETS.toolPageJs)}): ${over.length} of ${measured.length} over${failed.length ? `; ${failed.length} not measured` : ''}`,
    ...measured.slice(0, shown).map((r) => `  ${kb(r.gzip).padStart(8)}${r.gzip > BUDGETS.toolPageJs ? ' OVER' : '     '}  ${r.page} (${r.files} scripts)`),
    ...failed.map((r) => `    FAILED  ${r.failed}`),
  ];
}
