/**
 * Issue 14, point 6: a link a tool refuses stays in the address bar, so the
 * person can see and fix what they pasted; the tool says why and starts clean,
 * and only a change they make writes a new address.
 */
import { test, expect } from './fixtures.ts';
import { builtPages } from './site.ts';

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
