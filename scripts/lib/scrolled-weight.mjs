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

function builtPages(dist, at = '/', out = []) {
  for (const name of readdirSync(join(dist, at))) {
    if (name === 'index.html') out.push(at);
    else if (statSync(join(dist, at, name)).isDirectory()) builtPages(dist, `${at}${name}/`, out);
  }
  return out;
}

/** Each tool page's compressed JS once scrolled to its end, heaviest first. */
export async function scrolledWeights(base, dist) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  const rows = [];
  try {
    for (const path of builtPages(dist).filter(isToolPage).sort()) {
      const page = await context.newPage();
      try {
        const w = await loadedWeight(page, dist, base, path, { quietMs: 600 });
        rows.push({ page: path, gzip: w.gzip, raw: w.raw, files: w.files.length });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

/** The report's lines: how many pages are over the budget, and the heaviest. */
export function scrolledLines(rows, shown = 12) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const over = rows.filter((r) => r.gzip > BUDGETS.toolPageJs);
  return [
    `\nTool pages with everything they load once scrolled to their end (360 px, compressed JS; budget ${kb(BUDGETS.toolPageJs)}): ${over.length} of ${rows.length} over`,
    ...rows.slice(0, shown).map((r) => `  ${kb(r.gzip).padStart(8)}${r.gzip > BUDGETS.toolPageJs ? ' OVER' : '     '}  ${r.page} (${r.files} scripts)`),
  ];
}
