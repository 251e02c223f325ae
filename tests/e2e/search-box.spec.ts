/**
 * The search dialog's list as it is drawn (src/scripts/search-list.ts, issue
 * 18): a screenful of rows with the keystroke and the rest right after, the
 * arrow keys reaching every result all the same; a result kept from one list
 * to the next keeps its row; the list always answers the letters in the box.
 */
import { test, expect, type Page } from './fixtures.ts';

const results = '#search-dialog [data-search-results]';

/** Records, at each change of the status line, what it says, the rows then in the list and the text in the box. */
async function watchStatus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const status = document.querySelector('#search-dialog [data-search-status]')!;
    const input = document.querySelector<HTMLInputElement>('#search-dialog [data-search-input]')!;
    const seen: { said: string; rows: number; box: string }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => seen.push({ said: status.textContent ?? '', rows: document.querySelectorAll('#search-dialog [data-search-results] li').length, box: input.value })).observe(status, { childList: true, characterData: true, subtree: true });
  });
}
const seenOf = (page: Page) => page.evaluate(() => (window as unknown as { seen: { said: string; rows: number; box: string }[] }).seen);

test('on a 360 px phone a long list shows its first rows with the keystroke, then all twelve; the arrow keys reach the last', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/traders/');
  await page.keyboard.press('/');
  await watchStatus(page);
  await page.locator('#search-dialog-input').fill('dice roll');
  await expect(page.locator('#search-dialog [data-search-status]')).toHaveText('12 results for “dice roll”.');
  // When the count was announced, the list held the rows a phone shows (and a few more), not yet all twelve.
  const said = (await seenOf(page)).filter((s) => s.said.startsWith('12 results'));
  expect(said.length).toBeGreaterThan(0);
  expect(said[0]!.rows).toBe(5);
  await expect(page.locator(`${results} li`)).toHaveCount(12);
  await expect(page.locator('#search-dialog .search-more')).toBeVisible();
  // Down from the box to the first result, then down eleven times to the twelfth; up walks back.
  await page.locator('#search-dialog-input').press('ArrowDown');
  for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowDown');
  await expect(page.locator(`${results} li a`).nth(11)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(`${results} li a`).nth(11)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(`${results} li a`).nth(10)).toBeFocused();
});

test('arrow keys pressed before the rest of a list is drawn still reach its last result', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/traders/');
  await page.keyboard.press('/');
  await page.locator('#search-dialog-input').fill('dice');
  await expect(page.locator('#search-dialog [data-search-status]')).toContainText('for “dice”');
  // The keys come as soon as the list is announced, in the same task, so no idle moment comes before them.
  const focused = await page.evaluate(
    () =>
      new Promise<[number, number]>((resolve) => {
        const list = document.querySelector('#search-dialog [data-search-results]')!;
        const input = document.querySelector<HTMLInputElement>('#search-dialog [data-search-input]')!;
        const status = document.querySelector('#search-dialog [data-search-status]')!;
        new MutationObserver((_, mo) => {
          if (!status.textContent?.includes('“dice roll”')) return;
          mo.disconnect();
          const drawn = list.querySelectorAll('li').length;
          input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
          for (let i = 0; i < 11; i++) document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
          resolve([drawn, [...list.querySelectorAll('a')].indexOf(document.activeElement as HTMLAnchorElement)]);
        }).observe(status, { childList: true, characterData: true, subtree: true });
        input.value = 'dice roll';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
  );
  expect(focused[0]).toBe(5);
  expect(focused[1]).toBe(11);
});

test('a result in both of two lists keeps its row among the rows drawn with the keystroke, showing the same result', async ({ page }) => {
  await page.goto('/traders/');
  await page.keyboard.press('/');
  const input = page.locator('#search-dialog-input');
  const rows = page.locator(`${results} li`);
  const whole = async (q: string) => {
    await input.fill(q);
    await expect(page.locator('#search-dialog [data-search-status]')).toContainText(`for “${q}”`);
    const n = Number((await page.locator('#search-dialog [data-search-status]').textContent())!.split(' ')[0]);
    await expect(rows).toHaveCount(n);
  };
  await whole('victory');
  const before = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} li`)].map((li) => ((li as unknown as { was: string }).was = li.textContent ?? '')), results);
  await whole('victory points');
  const after = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} li`)].map((li) => ({ was: (li as unknown as { was?: string }).was, now: li.textContent ?? '' })), results);
  // The rows drawn with the keystroke (the first five on a phone, more on a wide screen): each result
  // that was shown before kept its row. (The rest of the list is drawn anew once the page is idle.)
  const first = after.slice(0, 5);
  const common = first.filter((r) => before.includes(r.now)).length;
  expect(common).toBeGreaterThan(0);
  expect(first.filter((r) => r.was !== undefined).length).toBe(common);
  // Every row kept shows what it showed before.
  for (const r of after) if (r.was !== undefined) expect(r.now).toBe(r.was);
});

test('typed fast, the list and its count always answer the letters in the box', async ({ page }) => {
  await page.goto('/traders/');
  await page.keyboard.press('/');
  await watchStatus(page);
  const q = 'how much money do I need to win';
  await page.locator('#search-dialog-input').pressSequentially(q);
  await expect(page.locator('#search-dialog [data-search-status]')).toContainText(`for “${q}”`);
  const seen = await seenOf(page);
  expect(seen.length).toBeGreaterThan(0);
  for (const s of seen) if (s.said.includes('for “')) expect(s.said).toContain(`for “${s.box.trim()}”`);
});
