/**
 * The quick reference is a printable sheet: printed to PDF in Chromium it
 * takes at most two pages on A4 and on US Letter, the site's header, footer,
 * breadcrumbs and previous/next links stay off the paper, and no printed text
 * is smaller than 7.5pt.
 */
import { test, expect, type Page } from './fixtures.ts';

const PATH = '/ccg/quick-reference/';

/** Pages in a PDF: the page objects (`/Type /Page`), not the page tree nodes (`/Type /Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
}

async function open(page: Page): Promise<void> {
  await page.goto(PATH, { waitUntil: 'load' });
  await expect(page.locator('h1')).toHaveText('Quick reference');
}

for (const format of ['A4', 'Letter'] as const) {
  test(`the quick reference prints on at most two ${format} pages`, async ({ page }) => {
    await open(page);
    const pdf = await page.pdf({ format });
    const pages = pdfPageCount(pdf);
    expect(pages, `${format} pages`).toBeGreaterThanOrEqual(1);
    expect(pages, `${format} pages`).toBeLessThanOrEqual(2);
  });
}

test('the printed quick reference leaves out the site chrome and keeps text at 7.5pt or more', async ({ page }) => {
  await open(page);
  await page.emulateMedia({ media: 'print' });
  for (const selector of ['.site-header', '.site-footer', '.crumbs', '.prev-next']) {
    const hidden = await page.$$eval(selector, (els) => els.every((e) => getComputedStyle(e).display === 'none'));
    expect(hidden, `${selector} hidden in print`).toBe(true);
  }
  // The round, the timing lines, every keyword and the icon legend are on the sheet.
  await expect(page.locator('.qr-phase')).toHaveCount(6);
  await expect(page.locator('.qr-timing li')).toHaveCount(5);
  expect(await page.locator('.qr-keywords dt').count()).toBeGreaterThanOrEqual(20);
  expect(await page.locator('.qr-icon-group li').count()).toBeGreaterThanOrEqual(60);

  const smallest = await page.evaluate(() => {
    let min = Infinity;
    let where = '';
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim()) continue;
      const el = n.parentElement;
      if (!el || el.closest('svg, [hidden]')) continue;
      if (el.getClientRects().length === 0) continue; // not rendered in print
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < min) {
        min = size;
        where = `${el.tagName.toLowerCase()}.${el.className}: "${n.textContent.trim().slice(0, 30)}"`;
      }
    }
    return { px: min, where };
  });
  // 7.5pt = 10px; allow for rounding.
  expect(smallest.px, `smallest printed text (${smallest.where})`).toBeGreaterThanOrEqual(9.99);
});
