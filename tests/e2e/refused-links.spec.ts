/**
 * Issue 14, point 6: a link a tool refuses stays in the address bar, so the
 * person can see and fix what they pasted; the tool says why and starts clean,
 * and only a change they make writes a new address. And point 1: a link nested
 * thousands of levels deep is refused with a message before anything parses
 * it, and the tool goes on working.
 */
import { test, expect } from './fixtures.ts';
import { builtPages } from './site.ts';
import { hydrated } from './hydrate.ts';

/** A link whose state holds an array nested `depth` deep at `where` (JSON text with the slot \u0000). */
const deepLink = (where: string, depth = 2_500) => `#s=${Buffer.from(where.replace('\u0000', '['.repeat(depth) + ']'.repeat(depth)), 'utf8').toString('base64url')}`;

const all = builtPages();
const TOOLS = ['/ccg/tools/expense/', '/ccg/tools/piracy/', '/ccg/tools/resolve/', '/ccg/tools/queue/', '/ccg/tools/round/', '/ccg/deck-construction/', '/ccg/solo/', '/traders/tools/roll-off/', '/traders/tools/market/', '/traders/tools/battle/', '/traders/tools/trip/'].filter((p) => all.includes(p));
const BAD = '#s=this-is-not-a-state';

test('there are tools to check', () => {
  expect(TOOLS.length).toBeGreaterThanOrEqual(7);
});

for (const path of TOOLS) {
  test(`point 6: ${path} keeps a refused link in the address bar and says why`, async ({ page }) => {
    await page.goto(`${path}${BAD}`);
    const island = page.locator('astro-island').first();
    await island.scrollIntoViewIfNeeded();
    await expect(page.getByRole('alert').filter({ hasText: 'This link could not be read' })).toBeVisible();
    // Give the tool time to write its state, as it would after any change.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).hash).toBe(BAD);
  });
}

test('point 6: the deck checker writes a new address once the person changes something', async ({ page }) => {
  test.skip(!all.includes('/ccg/deck-construction/'));
  await page.goto(`/ccg/deck-construction/${BAD}`);
  await page.locator('astro-island').first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('alert').filter({ hasText: 'This link could not be read' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe(BAD);
  await page.locator('textarea').first().fill('3 Free Trader');
  await expect.poll(() => new URL(page.url()).hash).not.toBe(BAD);
  expect(new URL(page.url()).hash).toMatch(/^#s=/);
});

for (const path of TOOLS) {
  test(`point 1: ${path} refuses a link nested 2,500 deep with a message, and keeps working`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${path}${deepLink('{"a":\u0000}')}`);
    await page.locator('astro-island').first().scrollIntoViewIfNeeded();
    await expect(page.getByRole('alert').filter({ hasText: 'This link could not be read' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('point 1: the queue tool refuses a table or a move nested 2,500 deep, says why, and its book examples still work', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const table = '{"setup":{"captains":\u0000,"acting":"a","phase":"action","stage":1},"moves":[],"at":0,"guide":null}';
  const move = '{"setup":{"captains":[{"id":"a","name":"Ann","initiative":1,"credits":1}],"acting":"a","phase":"action","stage":1},"moves":[{"kind":"add","item":\u0000}],"at":1,"guide":null}';
  for (const link of [deepLink(table), deepLink(move)]) {
    await page.goto('about:blank');
    await page.goto(`/ccg/tools/queue/${link}`);
    const tool = page.locator('.queue-tool');
    await hydrated(tool);
    await expect(tool.getByRole('alert')).toContainText('This link could not be read');
    await expect(tool.getByRole('alert')).toContainText('nested too deeply');
    const example = tool.locator('.presets button[data-preset]').first();
    await example.click();
    // The book's example is loaded, with its first step next.
    await expect(tool.locator('[data-book-step="1"].next')).toBeVisible();
    await tool.getByRole('button', { name: 'play the book’s next step' }).click();
    await expect(tool.getByTestId('q-step')).toContainText('Step 1 of 1');
  }
  expect(errors).toEqual([]);
});
