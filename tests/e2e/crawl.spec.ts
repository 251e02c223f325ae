/**
 * Every built page, opened in Chromium at phone width: one h1, no console
 * errors, no sideways scrolling, and every internal link and anchor resolves.
 */
import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, builtHtml, idsIn, DIST } from './site.ts';

const pages = builtPages();

test('the site has its core pages', () => {
  for (const p of ['/', '/ccg/', '/ccg/glossary/', '/ccg/keywords/', '/ccg/icons/']) expect(pages).toContain(p);
});

function targetExists(pathname: string): boolean {
  const clean = decodeURIComponent(pathname);
  if (clean.endsWith('/')) return existsSync(join(DIST, clean, 'index.html'));
  return existsSync(join(DIST, clean));
}

for (const path of pages) {
  test(`page ${path}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path, { waitUntil: 'load' });

    await expect(page.locator('h1')).toHaveCount(1);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);

    const links = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    const origin = new URL(page.url()).origin;
    for (const href of links) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      expect(targetExists(url.pathname), `${path} links to missing ${url.pathname}`).toBe(true);
      // A hash holding tool state (#s=...) is not an anchor.
      if (url.hash.length > 1 && !url.hash.includes('=') && url.pathname.endsWith('/')) {
        const ids = idsIn(builtHtml(url.pathname));
        expect(ids.has(decodeURIComponent(url.hash.slice(1))), `${path} links to missing anchor ${url.pathname}${url.hash}`).toBe(true);
      }
    }
    expect(errors, 'console errors').toEqual([]);
  });
}
