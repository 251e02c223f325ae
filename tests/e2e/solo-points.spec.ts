/** The solo challenge points calculator, with good and bad choices. */
import { test, expect } from './fixtures.ts';
import { hydrated } from './hydrate.ts';

const PAGE = '/ccg/solo/';

test('adds up challenge points, with the reduced non-native value, and shows the game set up', async ({ page }) => {
  await page.goto(PAGE);
  const tool = page.locator('.solo-points');
  await hydrated(tool);
  await tool.getByLabel('Scenario').selectOption('dirty-half-dozen');
  await tool.getByLabel(/25-card adventure deck/).check();
  await tool.getByLabel(/Five non-native contracts/).check();
  await tool.getByLabel(/Hand size 6/).check();
  await tool.getByLabel(/One Opposition crew at the start/).check();
  await expect(tool.locator('.verdict')).toHaveText('23 challenge points');
  await expect(tool.locator('.totals')).toContainText('Hand size: 6');
  await expect(tool.locator('.totals')).toContainText('Adventure deck: 25 cards');
  const trace = tool.locator('.trace');
  for (const name of ['25-card adventure deck', 'Five non-native contracts', 'Hand size 6', 'One Opposition crew at the start']) await expect(trace).toContainText(name);
});

test('choices that cannot go together are refused, and scenario-only ones are closed elsewhere', async ({ page }) => {
  await page.goto(PAGE);
  const tool = page.locator('.solo-points');
  await hydrated(tool);
  await tool.getByLabel(/25-card adventure deck/).check();
  await expect(tool.getByLabel(/30-card adventure deck/)).toBeDisabled();
  await expect(tool.getByLabel(/One Opposition crew at the start/)).toBeDisabled();

  const clash = Buffer.from(JSON.stringify({ scenario: 'alone-in-the-black', challenges: ['adventure-25', 'adventure-30'] })).toString('base64url');
  await page.goto(`${PAGE}#s=${clash}`);
  await page.reload();
  await hydrated(page.locator('.solo-points'));
  await expect(page.locator('.solo-points [role="alert"]')).toContainText('cannot both be taken');
  await expect(page.locator('.solo-points [role="alert"] a.rule-link')).toHaveAttribute('href', '/ccg/source-notes/#solo-challenge-scope');
});

test('works by keyboard alone', async ({ page }) => {
  await page.goto(PAGE);
  const tool = page.locator('.solo-points');
  await hydrated(tool);
  await tool.getByLabel(/Three contract slots/).focus();
  await page.keyboard.press('Space');
  await expect(tool.locator('.verdict')).toHaveText('10 challenge points');
});
