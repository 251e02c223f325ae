/**
 * Search quality as a reader meets it: every glossary term and keyword, typed
 * by its title or any alias, brings up its own page first. Runs Pagefind in
 * the page with the same options as the site's search box.
 */
import { test, expect } from '@playwright/test';
import { loadTermIndex } from '../../src/plugins/term-index.ts';

const terms = loadTermIndex(process.cwd());
const queries = terms.flatMap((t) => [t.title, ...t.aliases].map((q) => ({ q, href: t.href })));

test('every title and alias finds its own page first', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const misses = await page.evaluate(async (qs) => {
    const url = '/pagefind/pagefind.js';
    const pf = await import(/* @vite-ignore */ url);
    await pf.options({ ranking: { termFrequency: 0.6, pageLength: 0.3, termSaturation: 1.2 } });
    const out: string[] = [];
    for (const { q, href } of qs) {
      const r = await pf.search(q);
      const first = r.results[0] ? (await r.results[0].data()).url : '(nothing)';
      if (first !== href) out.push(`"${q}" → ${first} (wanted ${href})`);
    }
    return out;
  }, queries);
  expect(misses, `${misses.length} of ${queries.length} queries miss`).toEqual([]);
});

test('the search dialog opens with / and Ctrl+K and shows summaries', async ({ page }) => {
  await page.goto('/ccg/glossary/');
  await page.keyboard.press('/');
  const dialog = page.locator('#search-dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('hardened');
  const first = dialog.locator('[data-search-results] li').first();
  await expect(first.locator('a')).toHaveText('Hardened');
  await expect(first.locator('.summary')).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ccg\/keywords\/hardened\/$/);
});

test('the home page search box searches as you type', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search every term, keyword and rule').fill('expense value');
  await expect(page.locator('[data-search-results] li a').first()).toHaveAttribute('href', '/ccg/glossary/expenses/');
});
