// Figures about the built pages, measured in Chromium at phone width (360 px):
// - the height of a few long pages (every game's icons and Source notes pages),
//   as they load (long pages fold their sections on a phone);
// - how citable the reference pages are (every game's `/<game>/<path>/` pages
//   made from `content/<game>/pages/`, found by their `.reference-page`
//   article): headings (h2-h6) and bullets (list items of the text) with an id,
//   and with a visible link to themselves; list items that components draw
//   (phase diagrams, queue drawings, lists marked data-drawn) are counted apart,
//   as the browser test tests/e2e/citable.spec.ts leaves them out (one
//   definition: text-points.mjs);
// - each game's A-Z index: rows, and "see" rows (an other name leading to an entry).
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { installTextPoints } from './text-points.mjs';

/** Every built page as a URL path ("/ccg/timing/"). */
export function builtPages(dist) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'pagefind' && name !== '_astro') walk(p);
      } else if (name === 'index.html') {
        const rel = relative(dist, dir);
        out.push(rel === '' ? '/' : `/${rel}/`);
      }
    }
  };
  walk(dist);
  return out.sort();
}

const games = (dist) => builtPages(dist).filter((p) => /^\/[^/]+\/$/.test(p) && existsSync(join(dist, p, 'glossary', 'index.html'))).map((p) => p.slice(1, -1));

/** What the browser counts on one page (run in the page, after `installTextPoints`). */
function countOnPage() {
  const { article, headings, bullets, drawnItems } = window.textPoints();
  const linked = (el) => !!el.id && !!document.querySelector(`a[href="#${CSS.escape(el.id)}"].permalink, a[href="#${CSS.escape(el.id)}"].rule-anchor`);
  return {
    reference: !!article,
    height: document.documentElement.scrollHeight,
    headings: headings.length,
    headingIds: headings.filter((h) => h.id).length,
    headingLinks: headings.filter(linked).length,
    bullets: bullets.length,
    bulletIds: bullets.filter((li) => li.id).length,
    bulletLinks: bullets.filter(linked).length,
    drawnItems: drawnItems.length,
    drawnItemIds: drawnItems.filter((li) => li.id).length,
  };
}

export async function pageFigures(base, dist) {
  const pages = builtPages(dist);
  const reference = pages.filter((p) => /class="reference-page"/.test(readFileSync(join(dist, p, 'index.html'), 'utf8')));
  const long = pages.filter((p) => /^\/[^/]+\/(icons|source-notes)\/$/.test(p));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.addInitScript(installTextPoints);
    const heights = {};
    const citable = { pages: 0, headings: 0, headingIds: 0, headingLinks: 0, bullets: 0, bulletIds: 0, bulletLinks: 0, drawnItems: 0, drawnItemIds: 0 };
    for (const path of [...new Set([...long, ...reference])]) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      const c = await page.evaluate(countOnPage);
      if (long.includes(path)) heights[path] = c.height;
      if (c.reference && reference.includes(path)) {
        citable.pages++;
        for (const k of Object.keys(citable).filter((k) => k !== 'pages')) citable[k] += c[k];
      }
    }
    const azIndex = {};
    for (const game of games(dist)) {
      await page.goto(`${base}/${game}/glossary/`, { waitUntil: 'load' });
      azIndex[game] = await page.evaluate(() => {
        const rows = [...document.querySelectorAll('main section[aria-labelledby^="letter-"] li')];
        return { rows: rows.length, see: rows.filter((r) => r.classList.contains('alias')).length };
      });
    }
    return { heights, citable, azIndex };
  } finally {
    await browser.close();
  }
}
