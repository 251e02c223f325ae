/**
 * Search as a reader meets it, on the built site, through the site's own
 * search module in the page (both indexes, one list):
 *
 * - the question set (tests/search/questions) answered first 70 % of the time
 *   or more and in the first three 90 % or more, in every game, typed on the
 *   game's home page; every title of every game first from every home page;
 * - names: every title and alias, the first 60 % of a title, a title with a slip;
 * - on a 360 px phone: a question typed in the dialog, a tap on the first
 *   result, and the answering rule, bullet or section is on screen, highlighted;
 *   the text box takes the dialog's whole width;
 * - as you type, offline without the answer index, from the home page.
 */
import { test, expect } from './fixtures.ts';
import { answers, homeQueries, ownPagesOf, prefixQueries, QUESTION_GAMES, questionFigures, questionSet, searchModuleUrl, termQueries, topResults, typoQueries } from '../../scripts/lib/search-quality.mjs';
import { DIST } from './site.ts';
import { scaled } from '../pace.ts';

const root = process.cwd();
/**
 * Every fourth query of a long list, in order: the name index answers every
 * name query without a browser (tests/content/search-names.test.ts) and
 * `npm run measure` prints the full figures; here the built site's whole
 * pipeline is checked on a fixed quarter of them, so the suite stays quick.
 */
const sample = <T,>(xs: T[]): T[] => xs.filter((_, i) => i % 4 === 0);

type Own = (href: string, title: string, typed?: string) => Set<string>;
async function ownPages(page: import('@playwright/test').Page): Promise<Own> {
  return ownPagesOf(await (await page.request.get('/search-terms.json')).json());
}
const titleOf = new Map(termQueries(root).filter((q: { title: boolean }) => q.title).map((q: { q: string; href: string }) => [q.href, q.q]));

/** Misses of `queries` (no page of the name among the first `n` results), in the page. */
async function missesOf(page: import('@playwright/test').Page, queries: { q: string; href: string; current?: string }[], n: number, own: Own): Promise<string[]> {
  const results = await topResults(page, searchModuleUrl(DIST), queries, n);
  return queries
    .map((q, i) => (results[i]!.some((u: string) => own(q.href, titleOf.get(q.href) ?? q.q, q.q).has(u)) ? '' : `"${q.q}" → ${results[i]!.join(', ') || '(nothing)'} (wanted ${q.href})`))
    .filter(Boolean);
}

for (const game of QUESTION_GAMES) {
  test(`${game}'s questions: the answer first 70 % of the time or more, in the first three 90 % or more, on the whole set and on its held-out half`, async ({ page }) => {
    test.setTimeout(scaled(120_000));
    await page.goto('/');
    const set = questionSet(root).filter((x: { game: string }) => x.game === game);
    const results = await topResults(page, searchModuleUrl(DIST), set.map((x: { q: string; game: string }) => ({ q: x.q, current: x.game })), 12);
    const figures = questionFigures(set, results);
    const f = figures[game]!;
    const held = figures[`${game} held out`]!;
    const report = `${game}: first ${f.top1Percent} %, first three ${f.top3Percent} %; held-out half ${held.top1Percent} % / ${held.top3Percent} %\n${f.misses.join('\n')}`;
    expect(f.n).toBeGreaterThanOrEqual(100);
    for (const x of [f, held]) {
      expect(x.top1Percent, report).toBeGreaterThanOrEqual(70);
      expect(x.top3Percent, report).toBeGreaterThanOrEqual(90);
    }
  });
}

test('every title of every game comes first, typed on each game’s home page and on /', async ({ page }) => {
  test.setTimeout(scaled(300_000));
  await page.goto('/');
  const own = await ownPages(page);
  expect(await missesOf(page, homeQueries(root), 1, own)).toEqual([]);
});

test('every title and alias finds its own page first (or the page another game titles so)', async ({ page }) => {
  test.setTimeout(scaled(300_000));
  await page.goto('/');
  const own = await ownPages(page);
  const queries = termQueries(root);
  expect(await missesOf(page, queries.filter((q: { title: boolean }) => q.title), 1, own)).toEqual([]);
  expect(await missesOf(page, sample(queries.filter((q: { title: boolean }) => !q.title)), 1, own)).toEqual([]);
});

test('the first 60 % of a title puts its page in the first three (95 % or more)', async ({ page }) => {
  test.setTimeout(scaled(180_000));
  await page.goto('/');
  const queries = sample(prefixQueries(root));
  const misses = await missesOf(page, queries, 3, await ownPages(page));
  expect(1 - misses.length / queries.length, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
});

test('a title with one slip (two letters swapped, one missing, one extra) finds its page first (90 % or more)', async ({ page }) => {
  test.setTimeout(scaled(300_000));
  await page.goto('/');
  const queries = sample(typoQueries(root));
  const misses = await missesOf(page, queries, 1, await ownPages(page));
  expect(1 - misses.length / queries.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
});

/** Three questions of the set per game whose answer is a rule, bullet or section of a longer page. */
const PHONE_QUESTIONS: Record<string, string[]> = {
  ccg: ['what does a phase restriction on a card mean', 'what are challenge points', 'what is the dirty half dozen scenario'],
  traders: ['how do I set up the cards', 'can I keep my cargo instead of selling it', 'when do I check whether I have won'],
  ascension: ['how do I find a secret card', 'what do I need to make a treaty', 'how does space combat start'],
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  for (const game of QUESTION_GAMES) {
    test(`on a 360 px phone, a ${game} question’s first result opens its answer, highlighted`, async ({ page }) => {
      test.setTimeout(scaled(120_000));
      const set = questionSet(root) as { q: string; game: string; wanted: string[] }[];
      for (const q of PHONE_QUESTIONS[game]!) {
        const wanted = set.find((x) => x.game === game && x.q === q)!.wanted;
        await page.goto(`/${game}/`);
        await page.locator('[data-search-open]').first().tap();
        const input = page.locator('#search-dialog-input');
        await expect(input).toBeFocused();
        await input.pressSequentially(q);
        // The list for the whole question (not one for the words typed so far).
        await expect(page.locator('#search-dialog [data-search-status]')).toContainText(`for “${q}”`);
        const first = page.locator('#search-dialog [data-search-results] li').first();
        await expect(first.locator('a')).toHaveAttribute('href', /#/);
        const href = (await first.locator('a').getAttribute('href'))!;
        expect(answers(href, wanted), `${q} → ${href}`).toBe(true);
        // The result shows where it sits and the answering words.
        await expect(first.locator('.where')).not.toBeEmpty();
        await expect(first.locator('.summary')).not.toBeEmpty();
        await first.locator('a').tap();
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[.#?]/g, '\\$&')}$`));
        const target = page.locator(':target');
        await expect(target).toHaveCount(1);
        await expect(target).toBeInViewport();
        const highlight = await target.evaluate((el) => {
          const marked = (e: Element | null) => !!e && getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)';
          return marked(el) || marked(el.closest('.h-wrap'));
        });
        expect(highlight, `${href} is highlighted`).toBe(true);
      }
    });
  }
});

test('on a 360 px phone the search box takes the dialog’s whole width, the game menu and Esc on the line below', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/traders/');
  await page.locator('[data-search-open]').first().click();
  const dialog = await page.locator('#search-dialog form').boundingBox();
  const input = await page.locator('#search-dialog-input').boundingBox();
  const select = await page.locator('#search-dialog-game').boundingBox();
  const close = await page.locator('#search-dialog .close').boundingBox();
  expect(input!.width).toBeGreaterThanOrEqual(dialog!.width - 2);
  expect(select!.y).toBeGreaterThanOrEqual(input!.y + input!.height - 1);
  expect(close!.y).toBeGreaterThanOrEqual(input!.y + input!.height - 1);
  // The home page's box too, with its hint readable.
  await page.goto('/');
  const home = await page.locator('#home-search-input').boundingBox();
  const row = await page.locator('.home-search-row').boundingBox();
  expect(home!.width).toBeGreaterThanOrEqual(row!.width - 2);
  // Its hint fits: the placeholder's width in the box's font, within the box's inner width.
  const fits = (el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return ctx.measureText(el.placeholder).width <= el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  };
  expect(await page.locator('#home-search-input').evaluate(fits)).toBe(true);
  await page.goto('/traders/');
  await page.locator('[data-search-open]').first().click();
  expect(await page.locator('#search-dialog-input').evaluate(fits)).toBe(true);
});

test('a result from another game says which game it is', async ({ page }) => {
  await page.goto('/ccg/');
  await page.keyboard.press('/');
  await page.keyboard.type('Hull');
  const first = page.locator('#search-dialog [data-search-results] li').first();
  await expect(first.locator('a')).toHaveAttribute('href', '/ascension/glossary/hull/');
  await expect(first.locator('.tag-game')).toHaveText('Imperial Warrant');
  // A result of the reader's own game carries no game tag.
  await expect(page.locator('#search-dialog [data-search-results] li', { has: page.locator('a[href="/ccg/glossary/upgrade/"]') }).locator('.tag-game')).toHaveCount(0);
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

test('the names still answer when the answer index cannot be loaded', async ({ page }) => {
  await page.goto('/ccg/');
  await page.route('**/search-index.json', (r) => r.abort());
  await page.keyboard.press('/');
  await page.keyboard.type('resilant');
  await expect(page.locator('#search-dialog [data-search-results] li a').first()).toHaveAttribute('href', '/ccg/keywords/resilient/');
});

test('the answer index finds words that are not names, and shows the answering words', async ({ page }) => {
  await page.goto('/');
  const results = await topResults(page, searchModuleUrl(DIST), [{ q: 'LIFO' }, { q: 'bankrupt captain removed' }], 1);
  expect(results[0]!.length).toBe(1);
  expect(results[1]!.length).toBe(1);
  await page.goto('/traders/');
  await page.keyboard.press('/');
  await page.keyboard.type('how much does intensive care cost');
  await expect(page.locator('#search-dialog [data-search-results] li .summary').first()).toContainText('0.1 MC');
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

test('the A-Z filter box finds entries by the players’ words of the game’s synonyms', async ({ page }) => {
  await page.goto('/traders/glossary/');
  const box = page.locator('#az-filter-input');
  await box.fill('cash');
  // "cash" is no name of any entry, but the synonyms table gives the book's "MC".
  // (The entry's row and its "MC: see MegaCredit" row both lead there.)
  await expect(page.locator('li[data-names]:visible a[href="/traders/glossary/megacredit/"]').first()).toBeVisible();
  await box.fill('hospital');
  await expect(page.locator('li[data-names]:visible a[href="/traders/glossary/intensive-care/"]').first()).toBeVisible();
  await expect(page.locator('li[data-names]:visible a[href="/traders/glossary/victory/"]')).toHaveCount(0);
});

test('Pagefind’s full text comes after the indexes’ results, asked for more: each page once, its excerpt marked', async ({ page }) => {
  await page.goto('/traders/');
  await page.keyboard.press('/');
  await page.keyboard.type('dice roll');
  const items = page.locator('#search-dialog [data-search-results] li');
  const more = page.locator('#search-dialog .search-more');
  await expect(more).toBeVisible();
  const before = await items.locator('> a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
  expect(before.length).toBeGreaterThanOrEqual(5);
  await more.click();
  const fromFullText = page.locator('#search-dialog [data-search-results] li[data-source="full-text"]');
  await expect(fromFullText.first()).toBeVisible();
  const after = await items.locator('> a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  // The indexes' results stay first, in their order; Pagefind's pages follow, none a page already listed.
  expect(after.slice(0, before.length)).toEqual(before);
  const pageOf = (u: string) => u.split('#')[0];
  const pages = after.map(pageOf);
  expect(new Set(pages.slice(before.length)).size).toBe(after.length - before.length);
  for (const p of pages.slice(before.length)) expect(before.map((u) => pageOf(u ?? ''))).not.toContain(p);
  await expect(fromFullText.first().locator('.summary mark').first()).toBeVisible();
  await expect(more).toBeHidden();
});
