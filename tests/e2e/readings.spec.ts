/**
 * Our readings as a reader meets them: every "Our reading" label on every page
 * leads to an anchor that exists on its game's Source notes page; the label is
 * legible (axe, both themes) and never widens a phone's page, even inside a
 * table that scrolls on its own.
 */
import { test, expect } from './fixtures.ts';
import { builtHtml, builtPages, idsIn } from './site.ts';
import { axeInBothThemes } from './axe.ts';

test('every reading label on every page links to a note that exists', () => {
  const notesIds = new Map<string, Set<string>>();
  const broken: string[] = [];
  let labels = 0;
  for (const path of builtPages()) {
    for (const m of builtHtml(path).matchAll(/<a class="reading-label[^"]*" href="(\/([a-z]+)\/source-notes\/)#([^"]+)"/g)) {
      labels++;
      const [, notesPath, , id] = m;
      if (!notesIds.has(notesPath!)) notesIds.set(notesPath!, idsIn(builtHtml(notesPath!)));
      if (!notesIds.get(notesPath!)!.has(id!)) broken.push(`${path} → ${notesPath}#${id}`);
    }
  }
  expect(broken).toEqual([]);
  expect(labels).toBeGreaterThan(500);
});

test('a label reads "Our reading" with its note, and opens the note', async ({ page }) => {
  await page.goto('/traders/glossary/captain/');
  const label = page.locator('.reading-label').first();
  await expect(label).toBeVisible();
  await expect(label).toHaveAccessibleName('Our reading A09: who can be a target');
  await label.click();
  await expect(page).toHaveURL(/\/traders\/source-notes\/#A09$/);
  await expect(page.locator('#A09')).toBeVisible();
});

for (const [path, what] of [
  ['/ascension/combat/', 'a labelled cell in a wide table'],
  ['/traders/rules/', 'labelled cells of the cost table and a diagram branch'],
  ['/ccg/solo/', 'labelled rows of the challenge table'],
] as const) {
  test(`${path}: ${what} leave the page as wide as the phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(page.locator('.reading-label').first()).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('labels pass axe in both themes', async ({ page }) => {
  await page.goto('/ascension/glossary/disabled/');
  await expect(page.locator('.reading-label').first()).toBeVisible();
  expect(await axeInBothThemes(page, (b) => b.include('.reading'))).toEqual([]);
});
