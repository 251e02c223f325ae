/**
 * Search quality as a reader meets it: every glossary term and keyword of
 * every game, typed by its title or any alias, brings up its own page first;
 * the first 60 % of a title puts it in the first three; a title with one slip
 * finds it first. Runs the search in the page through the site's own search
 * module (the name index, then Pagefind, in one list), as typed on a page of
 * the term's game. The figures must not fall below the goals.
 */
import { test, expect } from './fixtures.ts';
import { termQueries, prefixQueries, typoQueries, searchModuleUrl, topResults } from '../../scripts/lib/search-quality.mjs';
import { DIST } from './site.ts';

const root = process.cwd();
const game = (href: string) => href.split('/')[1];
/**
 * Every fourth query of a long list, in order: the name index answers every
 * query without a browser (tests/content/search-names.test.ts) and
 * `npm run measure` prints the full figures; here the built site's whole
 * pipeline is checked on a fixed quarter of them, so the suite stays quick.
 */
const sample = <T,>(xs: T[]): T[] => xs.filter((_, i) => i % 4 === 0);

/** Misses of `queries` (wanted page not among the first `n` results), in the page. */
async function missesOf(page: import('@playwright/test').Page, queries: { q: string; href: string }[], n: number): Promise<string[]> {
  const results = await topResults(page, searchModuleUrl(DIST), queries, n);
  // A reference page titled like the term counts as the term's page.
  const titled = new Map<string, string[]>();
  for (const t of (await (await page.request.get('/search-terms.json')).json()) as { url: string; title: string }[]) titled.set(t.title.toLowerCase(), [...(titled.get(t.title.toLowerCase()) ?? []), t.url]);
  const titleOf = new Map(termQueries(root).filter((q: { title: boolean }) => q.title).map((q: { q: string; href: string }) => [q.href, q.q.toLowerCase()]));
  return queries
    .map((q, i) => {
      const own = new Set([q.href, ...(titled.get(titleOf.get(q.href) ?? '') ?? []).filter((u) => game(u) === game(q.href))]);
      return results[i]!.some((u: string) => own.has(u)) ? '' : `"${q.q}" → ${results[i]!.join(', ') || '(nothing)'} (wanted ${q.href})`;
    })
    .filter(Boolean);
}

test('every glossary and keyword title finds its own page first, and its aliases do (99 %)', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  const queries = termQueries(root);
  const titles = queries.filter((q: { title: boolean }) => q.title);
  expect(await missesOf(page, titles, 1)).toEqual([]);
  const aliases = sample(queries.filter((q: { title: boolean }) => !q.title));
  const misses = await missesOf(page, aliases, 1);
  // Only names two entries of one game share once plurals count ("Agent", "Agents") may miss.
  expect(misses.length / aliases.length, misses.join('\n')).toBeLessThanOrEqual(0.01);
});

test('the first 60 % of a title puts its page in the first three (95 % or more)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const queries = sample(prefixQueries(root));
  const misses = await missesOf(page, queries, 3);
  expect(1 - misses.length / queries.length, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
});

test('a title with one slip (two letters swapped, one missing, one extra) finds its page first (90 % or more)', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  const queries = sample(typoQueries(root));
  const misses = await missesOf(page, queries, 1);
  expect(1 - misses.length / queries.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
});

test('results come as you type: three letters, then a typo, in the search box', async ({ page }) => {
  await page.goto('/ccg/timing/');
  await page.keyboard.press('/');
  const input = page.locator('#search-dialog-input');
  await input.pressSequentially('har');
  await expect(page.locator('#search-dialog [data-search-results] li a').first()).toHaveAttribute('href', '/ccg/keywords/hardened/');
  await input.fill('');
  await input.pressSequentially('jetison');
  await expect(page.locator('#search-dialog [data-search-results] li a').first()).toHaveAttribute('href', '/ccg/glossary/jettison/');
  await input.fill('expendible');
  await expect(page.locator('#search-dialog [data-search-results] li a').first()).toHaveAttribute('href', '/ccg/keywords/expendable/');
  // Down walks into the results, up walks back to the box.
  await input.press('ArrowDown');
  await expect(page.locator('#search-dialog [data-search-results] li a').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(input).toBeFocused();
});

test('the name index answers without the network once loaded, even if full text fails', async ({ page }) => {
  await page.goto('/ccg/');
  await page.route('**/pagefind/**', (r) => r.abort());
  await page.keyboard.press('/');
  await page.keyboard.type('resilant');
  await expect(page.locator('#search-dialog [data-search-results] li a').first()).toHaveAttribute('href', '/ccg/keywords/resilient/');
});

test('full-text search finds words that are not titles', async ({ page }) => {
  await page.goto('/');
  const results = await topResults(page, searchModuleUrl(DIST), [{ q: 'LIFO' }, { q: 'bankrupt captain removed' }], 1);
  expect(results[0]!.length).toBe(1);
  expect(results[1]!.length).toBe(1);
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
