/**
 * Every built page: one h1, every internal link and anchor resolves (read
 * from the built HTML, no browser needed), and, opened in Chromium at phone
 * width, no console errors and no sideways scrolling. The browser pass walks
 * the pages in batches, one tab per batch, so the suite stays quick as the
 * games add pages; a failure names the page.
 */
import { test, expect } from './fixtures.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, builtHtml, idsIn, DIST } from './site.ts';
import { scaled } from '../pace.ts';

const pages = builtPages();

test('the site has its core pages', () => {
  for (const p of ['/', '/data/', '/ccg/', '/ccg/glossary/', '/ccg/keywords/', '/ccg/icons/']) expect(pages).toContain(p);
});

function targetExists(pathname: string): boolean {
  const clean = decodeURIComponent(pathname);
  if (clean.endsWith('/')) return existsSync(join(DIST, clean, 'index.html'));
  return existsSync(join(DIST, clean));
}

/** Internal links of a built page (href values as written), with the markup of inline scripts and styles left out. */
function linksIn(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  return [...body.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;|&#38;/g, '&'));
}

test('every page has one h1, and every internal link and anchor it holds resolves', () => {
  const broken: string[] = [];
  for (const path of pages) {
    const html = builtHtml(path);
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) broken.push(`${path}: ${h1s} h1 elements`);
    // Canonical links name the configured host (TRAVELLER_SITE_URL) or are left out; never a placeholder (issue 14, point 7).
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const site = process.env.TRAVELLER_SITE_URL;
    if (canonical && (!site || !canonical.startsWith(site))) broken.push(`${path}: canonical link to ${canonical}`);
    for (const href of linksIn(html)) {
      const url = new URL(href, `http://site${path}`);
      if (url.host !== 'site') continue;
      if (!targetExists(url.pathname)) {
        broken.push(`${path} links to missing ${url.pathname}`);
        continue;
      }
      // A hash holding tool state (#s=...) is not an anchor.
      if (url.hash.length > 1 && !url.hash.includes('=') && url.pathname.endsWith('/')) {
        if (!idsIn(builtHtml(url.pathname)).has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${path} links to missing anchor ${url.pathname}${url.hash}`);
      }
    }
  }
  expect(broken).toEqual([]);
});

const BATCHES = 12;
for (let b = 0; b < BATCHES; b++) {
  const batch = pages.filter((_, i) => i % BATCHES === b);
  test(`in Chromium at 360 px: no console errors, no sideways scrolling (batch ${b + 1} of ${BATCHES}, ${batch.length} pages)`, async ({ page }) => {
    test.setTimeout(scaled(30_000 + batch.length * 8_000));
    await page.setViewportSize({ width: 360, height: 740 });
    let current = '';
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${current}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${current}: ${String(e)}`));
    const wide: string[] = [];
    for (const path of batch) {
      current = path;
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.locator('h1'), path).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`);
    }
    expect(wide, 'pages that scroll sideways at 360 px').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });
}
