/**
 * The four Traders calculators in Chromium: the answer on screen at once,
 * an example picked and inputs set by hand that change it, typed input that
 * cannot be used refused with a message right under its field, the exact fractions on request, the steps with
 * their rule links, the state kept in the address (a reload reopens it, a
 * hostile link is refused with a sentence), no sideways scrolling at 360 px,
 * no console errors, no main-thread task of 50 ms or more on any input, and
 * axe in both themes (the tools index too).
 */
import { test, expect, type Page } from '../fixtures.ts';
import { axeInBothThemes } from '../axe.ts';
import { hydrated } from '../hydrate.ts';
import { beginMeasure, endMeasure, expectMessageBeside, expectNoSidewaysScroll, PHONE, TIMED, watchErrors, watchLongTasks } from './helpers.ts';
import { scaled } from '../../pace.ts';

const TOOLS = ['roll-off', 'market', 'battle', 'trip'] as const;
const path = (t: string) => `/traders/tools/${t}/`;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page.locator('.tr-tool'));
}

const verdict = (page: Page) => page.locator('[data-answer] .verdict');
const stepsHaveRuleLinks = async (page: Page) => {
  const links = page.locator('section.trace a.rule-link');
  await expect(links.first()).toHaveAttribute('href', /^\/traders\/(rules|source-notes)\/#/);
};
/** The answer is not being worked out any more. */
const done = (page: Page) => expect(page.locator('[data-answer]')).not.toHaveAttribute('aria-busy', 'true');

test('opposed roll: a Street Thug against the Captain, a gang, a power typed (and a bad one), exact fractions, and the link', TIMED, async ({ page }) => {
  const errors = watchErrors(page);
  await watchLongTasks(page);
  await open(page, path('roll-off'));
  await expect(verdict(page)).toHaveText('Street Thug beats Captain: 30.54 %');
  await beginMeasure(page);
  await page.getByRole('button', { name: 'Two Vagyr against the Captain and 1st Officer' }).click();
  await expect(verdict(page)).toHaveText('2 × Vagyr beats Captain + 1st Officer: 38.02 %');
  await page.getByLabel('Show the exact fractions').check();
  await expect(verdict(page)).toContainText('638543/1679616');
  // A side built by hand: "Add someone" adds someone not yet on the side (never a second 1st Officer).
  const sideB = page.locator('fieldset', { hasText: 'Side B' });
  await sideB.getByRole('button', { name: 'Add someone' }).click();
  await expect(verdict(page)).toContainText('Captain + 1st Officer + 2nd Officer');
  await sideB.getByLabel('Who').last().selectOption('other');
  const power = sideB.getByLabel('Power');
  await power.fill('-2');
  await expect(verdict(page)).toContainText('a card of power -2');
  const before = await verdict(page).textContent();
  // A power no card has, or no number: the answer gives way to what to fix, named beside the field too, limit stated.
  for (const bad of ['12', 'two', '99999999999']) {
    await power.fill(bad);
    await expectMessageBeside(power, 'whole number from -10 to 10');
    await expect(verdict(page)).toHaveText('One thing to fix first');
    await expect(page.locator('[data-answer] .fix-first')).toContainText('Side B, row 3: A power must be a whole number from -10 to 10');
    await expect(page.locator('[data-answer]')).not.toContainText('%');
  }
  await power.fill('−2');
  await expect(power).not.toHaveAttribute('aria-invalid', 'true');
  await expect(verdict(page)).toHaveText(before ?? '');
  // A side holds at most eight cards: then the limit is said where the button was.
  await sideB.getByLabel('How many').first().selectOption('4');
  await sideB.getByLabel('How many').last().selectOption('3');
  await expect(sideB.getByRole('button', { name: 'Add someone' })).toHaveCount(0);
  await expect(sideB).toContainText('At most 8 cards a side');
  await sideB.getByRole('button', { name: 'Remove Side B row 1' }).click();
  await expect(sideB.getByRole('button', { name: 'Add someone' })).toBeVisible();
  await endMeasure(page, 'opposed roll inputs');
  await stepsHaveRuleLinks(page);
  const text = await verdict(page).textContent();
  await page.reload();
  await hydrated(page.locator('.tr-tool'));
  await expect(verdict(page)).toHaveText(text ?? '');
  expect(errors).toEqual([]);
});

test('market price: every price with its chance, a price in mind, and a bad price typed', TIMED, async ({ page }) => {
  const errors = watchErrors(page);
  await watchLongTasks(page);
  await open(page, path('market'));
  await expect(verdict(page)).toContainText('Expected price');
  await beginMeasure(page);
  await page.getByRole('button', { name: 'The Captain buys Clothing' }).click();
  await expect(page.getByRole('button', { name: 'The Captain buys Clothing' })).toHaveAttribute('aria-pressed', 'true');
  await expect(verdict(page)).toContainText('A price of 0.55 MC or less: 94.60 %');
  const target = page.getByLabel(/A price in mind/);
  await target.fill('0.55');
  await expect(verdict(page)).toContainText('A price of 0.55 MC or less:');
  await expect(page.locator('.tr-market tr.mark').first()).toBeVisible();
  // A price that cannot be read: the answer gives way to what to fix (no chance beside an error), its limits stated.
  await target.fill('0.5555');
  await expectMessageBeside(target, 'thousandths');
  await expect(verdict(page)).toHaveText('One thing to fix first');
  await expect(page.locator('[data-answer] .chance')).toHaveCount(0);
  await target.fill('99');
  await expectMessageBeside(target, '15.3 MC');
  await expect(target.locator('xpath=..')).toContainText('0 to 15.3 MC, to thousandths');
  await target.fill('0.5');
  await page.getByLabel('Buying or selling').selectOption('sell');
  await expect(verdict(page)).toContainText('A price of 0.5 MC or more:');
  await page.getByLabel('Goods').selectOption('medicine');
  await page.getByLabel('Power of the officer leading').selectOption('3');
  await expect(page.locator('.tr-market .tool-table')).toContainText('15.3 MC');
  await page.getByLabel('Show the exact fractions').check();
  await expect(page.locator('.tr-market .tool-table')).toContainText('35/1296');
  await endMeasure(page, 'market inputs');
  await stepsHaveRuleLinks(page);
  await page.reload();
  await hydrated(page.locator('.tr-tool'));
  await expect(page.getByLabel('Goods')).toHaveValue('medicine');
  expect(errors).toEqual([]);
});

test('space battle: the deck, a known enemy, a fight under way, worked out off the main thread', TIMED, async ({ page }) => {
  const errors = watchErrors(page);
  await watchLongTasks(page);
  await open(page, path('battle'));
  await expect(verdict(page)).toHaveText('The Beowulf beats an enemy not yet drawn: 71.85 %');
  await beginMeasure(page);
  await page.getByRole('button', { name: /^Mid-fight/ }).click();
  await done(page);
  await expect(verdict(page)).toHaveText('The Beowulf beats the Subsidized Merchant (Pirates): 76.13 %', { timeout: scaled(20_000) });
  await expect(page.getByLabel('Hits on the enemy')).toHaveValue('2');
  await page.getByRole('button', { name: 'A fresh battle, full crew' }).click();
  await done(page);
  await expect(verdict(page)).toHaveText('The Beowulf beats an enemy not yet drawn: 71.85 %', { timeout: scaled(20_000) });
  await page.getByLabel('1st Officer active').uncheck();
  await page.getByLabel('2nd Officer active').uncheck();
  await done(page);
  await expect(verdict(page)).toHaveText('The Beowulf beats an enemy not yet drawn: 55.61 %', { timeout: scaled(20_000) });
  await page.getByLabel('Enemy ship').selectOption('pirate-merchant');
  await page.getByLabel('1st Officer active').check();
  await page.getByLabel('2nd Officer active').check();
  await expect(verdict(page)).toHaveText('The Beowulf beats the Subsidized Merchant (Pirates): 61.34 %', { timeout: scaled(20_000) });
  await page.getByLabel('The battle has already begun').check();
  await page.getByLabel('Hits on the enemy').selectOption('2');
  await done(page);
  await expect(page.locator('[data-answer]')).toContainText('Wins carrying no hit');
  await page.getByLabel('Show the exact fractions').check();
  await expect(page.locator('.chance-frac').first()).toBeVisible();
  await endMeasure(page, 'battle inputs');
  await stepsHaveRuleLinks(page);
  const text = await verdict(page).textContent();
  await page.reload();
  await hydrated(page.locator('.tr-tool'));
  await done(page);
  await expect(verdict(page)).toHaveText(text ?? '', { timeout: scaled(20_000) });
  expect(errors).toEqual([]);
});

test('trip planner: the world flown past, the landing, and every lot compared', TIMED, async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const errors = watchErrors(page);
  await watchLongTasks(page);
  await open(page, path('trip'));
  await expect(verdict(page)).toContainText('Next landing: Forboldn, flying past Helfry (2 battles)');
  await beginMeasure(page);
  await page.getByRole('button', { name: 'Medicine, a damaged ship and no 1st Officer' }).click();
  await expect(verdict(page)).toContainText('Next landing: Whango (1 battle); the Beowulf gets there 38.93 %', { timeout: scaled(30_000) });
  await expect(page.getByLabel('Paid for it (MC)')).toHaveValue('8.5');
  await page.getByRole('button', { name: 'Synthetics from Regina: Helfry is flown past' }).click();
  await expect(verdict(page)).toContainText('Next landing: Forboldn, flying past Helfry (2 battles)', { timeout: scaled(30_000) });
  await page.getByLabel('The lot aboard').selectOption('foods');
  await expect(verdict(page)).toContainText('Next landing: Helfry (1 battle)', { timeout: scaled(30_000) });
  await page.getByLabel('Paid for it (MC)').fill('0.07');
  await expect(page.locator('[data-answer]')).toContainText('The first offer covers the 0.07 MC paid', { timeout: scaled(30_000) });
  await page.getByLabel('Paid for it (MC)').fill('x');
  await expectMessageBeside(page.getByLabel('Paid for it (MC)'), 'from 0 to 15.3 MC');
  await expect(verdict(page)).toHaveText('One thing to fix first', { timeout: scaled(30_000) });
  await expect(page.locator('[data-answer] .fix-first')).toContainText('A price is a number of MC from 0 to 15.3 MC');
  await page.getByLabel('Paid for it (MC)').fill('');
  await page.getByLabel('Leaving from').selectOption('5');
  await expect(verdict(page)).toContainText('Next landing: Alell, flying past Efate (2 battles)', { timeout: scaled(30_000) });
  await expect(page.locator('.tr-route')).toContainText('Efate ✕ no sale, flown past');
  await expect(page.locator('.tr-table tbody tr')).toHaveCount(11);
  await endMeasure(page, 'trip inputs');
  await stepsHaveRuleLinks(page);
  expect(errors).toEqual([]);
});

test('on a phone, the answer stays pinned while the lower fields are edited, and leads back to itself', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await open(page, path('trip'));
  await done(page);
  const paid = page.getByLabel('Paid for it (MC)');
  await paid.scrollIntoViewIfNeeded();
  await paid.fill('1.6');
  const peek = page.locator('[data-answer-peek]');
  await expect(peek).toBeVisible();
  await expect(peek).toContainText('Next landing: Forboldn', { timeout: scaled(30_000) });
  await paid.fill('x');
  await expect(peek).toContainText('One thing to fix first');
  await paid.fill('1.6');
  await page.getByLabel('2nd Officer active (mends hits in battle)').scrollIntoViewIfNeeded();
  await expect(peek).toContainText('Next landing', { timeout: scaled(30_000) });
  await peek.getByRole('button').click();
  await expect(page.locator('[data-answer] .answer-head')).toBeInViewport();
  await expect(peek).toHaveCount(0);
  // The opposed roll too: a power typed far below the answer.
  await open(page, path('roll-off'));
  await page.locator('fieldset', { hasText: 'Side B' }).getByLabel('Who').selectOption('other');
  const power = page.locator('fieldset', { hasText: 'Side B' }).getByLabel('Power');
  await power.scrollIntoViewIfNeeded();
  await power.fill('40');
  await expect(page.locator('[data-answer] .answer-head')).not.toBeInViewport();
  await expect(peek).toContainText('One thing to fix first');
  expect(errors).toEqual([]);
  await context.close();
});

test('a link a calculator cannot read is refused with a sentence, and the tool starts clean', async ({ page }) => {
  const errors = watchErrors(page);
  for (const t of TOOLS) {
    await page.goto(`${path(t)}#s=${Buffer.from(JSON.stringify({ nonsense: true })).toString('base64url')}`);
    await hydrated(page.locator('.tr-tool'));
    await expect(page.locator('.tr-tool .problem').first()).toContainText('This link could not be read');
    await page.goto(`${path(t)}#s=${'A'.repeat(30_000)}`);
    await page.reload();
    await hydrated(page.locator('.tr-tool'));
    await expect(page.locator('.tr-tool .problem').first()).toContainText('too long');
  }
  expect(errors).toEqual([]);
});

test('on a 360 px phone every calculator fits, with its answer in the first screen', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page);
  for (const t of TOOLS) {
    await open(page, path(t));
    await done(page);
    await expectNoSidewaysScroll(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await verdict(page).boundingBox())!;
    expect(box.y + box.height, `${t}: the verdict ends within the first 740 px`).toBeLessThanOrEqual(PHONE.viewport.height);
  }
  await page.goto('/traders/tools/');
  await expectNoSidewaysScroll(page);
  for (const t of TOOLS) await expect(page.locator(`a[href="${path(t)}"]`)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test.describe('light and dark theme', () => {
  for (const p of ['/traders/tools/', ...TOOLS.map(path)]) {
    test(`axe: ${p}`, async ({ page }) => {
      await page.goto(p);
      for (const island of await page.locator('astro-island').all()) await island.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: scaled(10_000) }).catch(() => undefined);
      const exact = page.getByLabel('Show the exact fractions');
      if (await exact.count()) await exact.check();
      expect(await axeInBothThemes(page)).toEqual([]);
    });
  }
});

test('search finds the calculators and the game by name, each at a page that opens', async ({ page, request }) => {
  const terms = (await (await request.get('/search-terms.json')).json()) as { url: string; title: string; kind: string; game: string }[];
  const ours = terms.filter((t) => t.game === 'traders' && t.kind === 'Tool');
  expect(ours.map((t) => `${t.title} ${t.url}`).sort()).toEqual(
    ['Market price /traders/tools/market/', 'Opposed roll /traders/tools/roll-off/', 'Play Traders /traders/play/', 'Space battle /traders/tools/battle/', 'Trip planner /traders/tools/trip/'].sort(),
  );
  for (const t of ours) expect((await request.get(t.url)).status(), t.url).toBe(200);
  for (const [typed, url] of [['play traders', '/traders/play/'], ['trip planner', '/traders/tools/trip/']] as const) {
    await page.goto('/');
    await page.getByLabel('Search every term, keyword and rule').fill(typed);
    await expect(page.locator('[data-search-results] li a').first()).toHaveAttribute('href', url);
  }
  // The section's navigation leads to both, and a calculator's trail leads back to the calculators.
  await page.goto('/traders/tools/market/');
  const nav = page.getByRole('navigation', { name: 'Traders' });
  await expect(nav.getByRole('link', { name: 'Calculators' })).toHaveAttribute('href', '/traders/tools/');
  await expect(nav.getByRole('link', { name: 'Play Traders' })).toHaveAttribute('href', '/traders/play/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Calculators' })).toHaveAttribute('href', '/traders/tools/');
});
