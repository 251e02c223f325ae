/**
 * Search quality as a reader meets it: every glossary term and keyword, typed
 * by its title or any alias, brings up its own page first. Runs the search in
 * the page through the site's own search module (exact names, then Pagefind).
 */
import { test, expect } from '@playwright/test';
import { termQueries, searchModuleUrl, firstResults } from '../../scripts/lib/search-quality.mjs';
import { DIST } from './site.ts';

const queries = termQueries(process.cwd());

test('every glossary and keyword title and alias finds its own page first', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const results = await firstResults(page, searchModuleUrl(DIST), queries);
  const misses = queries.map((q, i) => (results[i] === q.href ? '' : `"${q.q}" → ${results[i]} (wanted ${q.href})`)).filter(Boolean);
  expect(misses, `${misses.length} of ${queries.length} queries miss`).toEqual([]);
});

test('full-text search finds words that are not titles', async ({ page }) => {
  await page.goto('/');
  const results = await firstResults(page, searchModuleUrl(DIST), [{ q: 'LIFO' }, { q: 'bankrupt captain removed' }]);
  expect(results[0]).not.toBe('(nothing)');
  expect(results[1]).not.toBe('(nothing)');
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

test('results link to the matching headings of a page', async ({ page }) => {
  await page.goto('/ccg/');
  await page.keyboard.press('/');
  await page.keyboard.type('complications and piracy');
  const sections = page.locator('#search-dialog .search-sections a');
  await expect(sections.first()).toBeVisible();
  expect(await sections.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')))).toContain('/ccg/round/resolution/#stage-2');
});
