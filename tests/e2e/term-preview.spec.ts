import { test, expect } from './fixtures.ts';

const PAGE = '/ccg/glossary/expenses/';

test('hovering a term link shows its summary, Escape closes it', async ({ page }) => {
  await page.goto(PAGE);
  const link = page.locator('.prose a.term').first();
  const summary = await link.getAttribute('data-summary');
  await link.hover();
  const preview = page.locator('#term-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(summary!);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
});

test('keyboard focus on a term link shows the preview and describes the link', async ({ page }) => {
  await page.goto(PAGE);
  const link = page.locator('.prose a.term').first();
  await link.focus();
  await expect(page.locator('#term-preview')).toBeVisible();
  await expect(link).toHaveAttribute('aria-describedby', 'term-preview');
  await page.keyboard.press('Escape');
  await expect(page.locator('#term-preview')).toBeHidden();
});

test('a tap previews first; the preview link opens the page', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(PAGE);
  const link = page.locator('.prose a.term').first();
  const href = await link.getAttribute('href');
  await link.tap();
  const preview = page.locator('#term-preview');
  await expect(preview).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await preview.locator('a').tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await context.close();
});
