/** The deck-legality checker, driven as a person would, with good and bad lists. */
import { test, expect } from './fixtures.ts';
import { hydrated } from './hydrate.ts';

const PAGE = '/ccg/deck-construction/';

test('a legal list is confirmed, a bad one gets every problem with its line and rule', async ({ page }) => {
  await page.goto(PAGE);
  const tool = page.locator('.deck-checker');
  await hydrated(tool);
  await tool.getByRole('button', { name: 'A legal deck list' }).click();
  await expect(tool.locator('.verdict')).toHaveText(/^Legal/);
  await expect(tool.locator('.totals')).toContainText('Adventure cards: 20 of 20');

  await tool.getByRole('button', { name: 'A deck list with problems' }).click();
  await expect(tool.locator('.verdict')).toHaveText(/^Not legal: \d+ problems/);
  const problems = tool.locator('.problems li');
  expect(await problems.count()).toBeGreaterThan(3);
  await expect(problems.first()).toContainText('Line 1');
  await expect(problems.first().locator('a.rule-link')).toHaveAttribute('href', /^\/ccg\//);
});

test('typing a list by keyboard checks it as you type; a shared link reopens it', async ({ page, browser }) => {
  await page.goto(PAGE);
  const tool = page.locator('.deck-checker');
  await hydrated(tool);
  await tool.getByLabel('Deck list').click();
  await page.keyboard.type('Ship: Type S Scout\nAdventure deck\n3 Group Package\nCaptain\'s deck\n4 Time is Money\n');
  await expect(tool.locator('.problems')).toContainText('Group Package appears 3 times');
  await expect(tool.locator('.problems')).toContainText('Time is Money appears 4 times');

  const shared = page.url();
  expect(shared).toContain('#s=');
  const other = await browser.newPage();
  await other.goto(shared);
  const again = other.locator('.deck-checker');
  await hydrated(again);
  await expect(again.getByLabel('Deck list')).toHaveValue(/3 Group Package/);
  await expect(again.locator('.problems')).toContainText('Time is Money appears 4 times');
  await other.close();
});

test('a damaged or hostile link says it could not be read and starts clean', async ({ page }) => {
  await page.goto(`${PAGE}#s=%%%not-a-state`);
  const tool = page.locator('.deck-checker');
  await hydrated(tool);
  await expect(tool.getByRole('alert')).toContainText('This link could not be read');
  await expect(tool.getByLabel('Deck list')).toHaveValue('');

  const hostile = Buffer.from(JSON.stringify({ text: '<img src=x onerror="document.title=\'owned\'">' })).toString('base64url');
  await page.goto(`${PAGE}#s=${hostile}`);
  await page.reload();
  await hydrated(page.locator('.deck-checker'));
  await expect(page.locator('.deck-checker').getByLabel('Deck list')).toHaveValue(/<img src=x/);
  await expect(page.locator('.deck-checker img')).toHaveCount(0);
  expect(await page.title()).not.toBe('owned');
});
