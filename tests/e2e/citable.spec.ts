/**
 * Every rule citable, every long page readable on a phone, the answer at hand:
 * - on every reference page of every game, every heading and bullet has an id,
 *   unique on its page, and the headings and bullets of the text a "#" link;
 * - a "#" link copies the point's address and marks the point, as a followed
 *   link does;
 * - long pages fold on a phone and open the section a link points into;
 * - the bar with search stays on screen far down long pages, and the game's
 *   sections are all in sight at 360 px (they wrap);
 * - the A-Z lists "see" rows only for real other names and filters as you type;
 * - the icon grid names an icon in place; wide tables scroll in their own box.
 */
import { test, expect, type Page } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, DIST } from './site.ts';
import { installTextPoints } from '../../scripts/lib/text-points.mjs';
import { scaled } from '../pace.ts';

const pages = builtPages();
const referencePages = pages.filter((p) => /class="reference-page"/.test(readFileSync(join(DIST, p, 'index.html'), 'utf8')));
const phone = { width: 360, height: 740 };

test('every heading and bullet of the text of every reference page has an id, unique on its page, and a link to itself', async ({ page }) => {
  test.setTimeout(scaled(60_000 + referencePages.length * 2_000));
  expect(referencePages.length).toBeGreaterThan(20);
  const problems: string[] = [];
  await page.addInitScript(installTextPoints);
  for (const path of referencePages) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    problems.push(
      ...(await page.evaluate((path) => {
        const out: string[] = [];
        const all = [...document.querySelectorAll('[id]')].map((e) => e.id);
        const dup = all.filter((id, i) => all.indexOf(id) !== i);
        if (dup.length) out.push(`${path}: ids used twice: ${[...new Set(dup)].join(', ')}`);
        // The page's text: Markdown's headings and bullets, and headings components draw; lists that
        // components draw (data-drawn, data-astro-cid-*) and widgets' markup are not the rules' text.
        const { headings, bullets } = (window as unknown as { textPoints(): { headings: Element[]; bullets: Element[] } }).textPoints();
        for (const el of [...headings, ...bullets]) if (!el.id) out.push(`${path}: <${el.tagName.toLowerCase()}> "${el.textContent!.trim().slice(0, 40)}" has no id`);
        // The text's own headings and bullets (Markdown's, not a table drawn by a component) carry a visible "#".
        const linked = (el: Element) => !!document.querySelector(`a.permalink[href="#${CSS.escape(el.id)}"], a.rule-anchor[href="#${CSS.escape(el.id)}"]`);
        const own = [...headings.filter((h) => h.parentElement?.classList.contains('h-wrap')), ...bullets];
        for (const el of own) if (!linked(el)) out.push(`${path}: #${el.id} has no link to itself`);
        return out;
      }, path)),
    );
  }
  expect(problems).toEqual([]);
});

test('a "#" link copies the address of its point and marks it; a followed link marks its target', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ccg/timing/');
  const li = page.locator('.prose li[id]').first();
  const id = (await li.getAttribute('id'))!;
  await li.locator('a.permalink').click();
  await expect(page).toHaveURL(new RegExp(`#${id.replace(/\./g, '\\.')}$`));
  await expect(page.locator('.copy-notice')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/ccg/timing/#${id.replace(/\./g, '\\.')}$`));
  const marked = (sel: string) => page.locator(sel).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await marked(`[id="${id}"]`)).not.toBe('rgba(0, 0, 0, 0)');

  await page.goto('/ccg/round/resolution/#stage-2');
  expect(await marked('#stage-2')).not.toBe('rgba(0, 0, 0, 0)');
});

test('a long page folds on a phone, with a contents list; a link into a section opens it', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/ccg/source-notes/');
  await expect(page.locator('.page-toc li').first()).toBeVisible();
  const toggles = page.locator('.fold-toggle');
  expect(await toggles.count()).toBeGreaterThan(50);
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'false');
  const firstBody = page.locator('.fold-body').first();
  await expect(firstBody).toBeHidden();
  await toggles.first().click();
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(firstBody).toBeVisible();
  // The height a reader scrolls through: the whole page folded is a fraction of it open.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(25_000);

  // A cited bullet deep in the page: its section opens and it is on screen, under the bar.
  const target = await page.locator('.fold-body li[id]').nth(200).getAttribute('id');
  await page.goto(`/ccg/source-notes/#${target}`);
  const cited = page.locator(`[id="${target}"]`);
  await expect(cited).toBeVisible();
  await expect(cited).toBeInViewport();

  // Wider screens read the whole text at once; the sections still fold on demand.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ccg/timing/');
  await expect(page.locator('.fold-toggle').first()).toHaveAttribute('aria-expanded', 'true');
  await page.locator('.fold-all').click();
  await expect(page.locator('.fold-toggle[aria-expanded="true"]')).toHaveCount(0);
});

async function searchInSight(page: Page): Promise<void> {
  const button = page.locator('.site-header .search-button');
  await expect(button).toBeInViewport();
  const box = (await button.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThan(80);
}

test('the bar with search stays on screen 3,000 px down long pages, and is small', async ({ page }) => {
  await page.setViewportSize(phone);
  for (const path of ['/ccg/glossary/', '/ccg/round/resolution/', '/ccg/timing/', '/ccg/source-notes/', ...pages.filter((p) => /^\/[^/]+\/glossary\/$/.test(p))]) {
    await page.goto(path);
    // Open every section, so the page is as long as it gets.
    await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('.fold-toggle[aria-expanded="false"]').forEach((b) => b.click()));
    await page.evaluate(() => window.scrollTo(0, 3000));
    await searchInSight(page);
    expect((await page.locator('.site-header').boundingBox())!.height, path).toBeLessThanOrEqual(60);
  }
  await page.locator('.site-header .search-button').click();
  await expect(page.locator('#search-dialog')).toBeVisible();
});

test('at 360 px every section of the game is in sight in the header (it wraps, nothing hides off the edge)', async ({ page }) => {
  await page.setViewportSize(phone);
  for (const path of pages.filter((p) => /^\/[^/]+\/$/.test(p) && p !== '/data/')) {
    await page.goto(path);
    const outside = await page.locator('.site-nav a').evaluateAll((as) => as.filter((a) => a.getBoundingClientRect().right > window.innerWidth || a.getBoundingClientRect().left < 0).map((a) => a.textContent));
    expect(outside, path).toEqual([]);
  }
});

test('every game\'s A-Z keeps "see" rows for real other names only (15 % of rows at most) and filters as you type', async ({ page }) => {
  const rows = page.locator('main section li');
  const azPages = pages.filter((p) => /^\/[^/]+\/glossary\/$/.test(p));
  expect(azPages).toEqual(expect.arrayContaining(['/ccg/glossary/', '/traders/glossary/', '/ascension/glossary/']));
  for (const path of azPages) {
    await page.goto(path);
    const see = await page.locator('main section li.alias').count();
    expect(see / (await rows.count()), path).toBeLessThanOrEqual(0.15);
  }
  // A search-only name (the table's spelling "Helfey", the book's "lifesupport") has no row, but the filter finds its entry.
  await page.goto('/traders/glossary/');
  await expect(page.locator('main section li.alias', { hasText: 'Helfey' })).toHaveCount(0);
  const filter = page.getByLabel('Filter the list');
  await filter.fill('lifesupport');
  await expect(page.locator('main section li:visible')).toHaveCount(1);
  await expect(page.locator('main section li:visible a').first()).toHaveAttribute('href', '/traders/glossary/intensive-care/');

  await page.goto('/ccg/glossary/');
  const total = await rows.count();
  for (const misspelt of ['Expendible', 'Hinderance', 'Intergral', 'Resiliant', 'Triffling', 'Unrestrictd']) await expect(page.locator('main section li', { hasText: misspelt })).toHaveCount(0);

  await filter.fill('expendib');
  await expect(page.locator('main section li:visible')).toHaveCount(1);
  await expect(page.locator('main section li:visible a').first()).toHaveAttribute('href', '/ccg/keywords/expendable/');
  await expect(page.locator('#az-filter-count')).toContainText('1 of');
  await filter.fill('value');
  expect(await page.locator('main section li:visible').count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator('section[aria-labelledby="letter-Z"]')).toBeHidden();
  await filter.fill('');
  expect(await page.locator('main section li:visible').count()).toBe(total);
});

test('the icon grid names an icon in place: tap it, read its name and meaning, the page does not move', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/ccg/icons/');
  const tiles = page.locator('.icon-grid a.icon-tile');
  expect(await tiles.count()).toBeGreaterThanOrEqual(60);
  await tiles.nth(5).scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await tiles.nth(5).click();
  const card = page.locator('#icon-card');
  await expect(card).toBeVisible();
  await expect(card.locator('.icon-card-name')).toHaveText((await tiles.nth(5).getAttribute('data-label'))!);
  await expect(card.locator('.icon-card-meaning')).not.toBeEmpty();
  await expect(card).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(new URL(page.url()).hash).toBe('');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  // The grid sits above the full legend.
  const gridBottom = (await page.locator('.icon-grid').boundingBox())!;
  const legend = (await page.locator('#legend').boundingBox())!;
  expect(gridBottom.y).toBeLessThan(legend.y);
});

test('a wide table scrolls inside its own box on a phone, and takes the keyboard focus', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/ccg/keywords/hardened/');
  const table = page.locator('.prose table.wide-table').first();
  const { scroll, client } = await table.evaluate((t) => ({ scroll: t.scrollWidth, client: t.clientWidth }));
  expect(scroll).toBeGreaterThan(client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(table).toHaveAttribute('tabindex', '0');
});
