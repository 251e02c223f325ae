/**
 * The search dialog's list as it is drawn (src/scripts/search-list.ts, issue
 * 18): a screenful of rows with the keystroke and the rest right after, the
 * arrow keys reaching every result all the same; the rows filled again in
 * place from one list to the next, showing what a fresh list shows; the list
 * always answers the letters in the box. (The time from a key to its painted
 * list is measured by `npm run measure`, scripts/lib/box-typing.mjs.)
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
  // Not all twelve were drawn yet: the first five, and below them any row that already showed its result there.
  expect(focused[0]).toBeGreaterThanOrEqual(5);
  expect(focused[0]).toBeLessThan(12);
  expect(focused[1]).toBe(11);
});

/** Types `q` into the open dialog's box and waits for its whole list; returns the list's HTML. */
async function wholeList(page: Page, q: string): Promise<string> {
  await page.locator('#search-dialog-input').fill(q);
  const status = page.locator('#search-dialog [data-search-status]');
  await expect(status).toContainText(`for “${q}”`);
  const n = Number((await status.textContent())!.split(' ')[0]);
  await expect(page.locator(`${results} li`)).toHaveCount(n);
  return page.locator(results).innerHTML();
}

test('each keystroke fills the rows already shown again, in place, and the list is the one a fresh box draws', async ({ page, context }) => {
  await page.goto('/traders/');
  await page.keyboard.press('/');
  const fresh = await context.newPage();
  await fresh.goto('/traders/');
  await fresh.keyboard.press('/');
  // Lists of other lengths and of rows with and without a game, a kind and a place ("where").
  const queries = ['victory', 'victory points', 'hull', 'jump drive', 'a', 'how much money do I need to win', 'victory'];
  await wholeList(page, queries[0]!);
  let refilled = 0;
  for (const q of queries.slice(1)) {
    const before = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} li`)].map((li, i) => ((li as unknown as { row: number }).row = i, li.textContent ?? '')), results);
    const html = await wholeList(page, q);
    const after = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} li`)].map((li) => ({ row: (li as unknown as { row?: number }).row, text: li.textContent ?? '' })), results);
    // Every row at a place the last list also had is the same element, whatever it shows now.
    after.slice(0, before.length).forEach((r, i) => expect(r.row, `“${q}”, row ${i + 1}`).toBe(i));
    refilled += after.slice(0, before.length).filter((r, i) => r.text !== before[i]).length;
    // What it shows is exactly what a box that never showed another list shows.
    expect(html, `“${q}”`).toBe(await wholeList(fresh, q));
  }
  expect(refilled).toBeGreaterThan(10);
});

test('a key that leaves the list as it was (a space after a word) changes none of its twelve rows, nor the button after them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/traders/');
  await page.keyboard.press('/');
  const html = await wholeList(page, 'dice roll');
  expect(await page.locator(`${results} li`).count()).toBe(12);
  await expect(page.locator('#search-dialog .search-more')).toBeVisible();
  const changes = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const list = document.querySelector('#search-dialog [data-search-results]')!;
        const input = document.querySelector<HTMLInputElement>('#search-dialog [data-search-input]')!;
        const seen: MutationRecord[] = [];
        const mo = new MutationObserver((records) => seen.push(...records));
        mo.observe(list, { childList: true, subtree: true, characterData: true, attributes: true });
        // Nor the button after it, which asks the full text for more.
        mo.observe(list.nextElementSibling!, { attributes: true });
        // The list for the new letters has come when the search worker has timed another one, or the list was at hand (src/scripts/search-client.ts).
        const newest = () => [performance.getEntriesByName('search worker').at(-1), performance.getEntriesByName('search list at hand').at(-1)];
        const last = newest();
        input.value = 'dice roll ';
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const wait = () => {
          if (newest().every((e, i) => e === last[i])) return void setTimeout(wait, 10);
          // Then past the moment the rest of a list is drawn (when the page is idle).
          requestIdleCallback(() => setTimeout(() => (mo.disconnect(), resolve(seen.length + mo.takeRecords().length)), 100));
        };
        wait();
      }),
  );
  expect(changes).toBe(0);
  expect(await page.locator(results).innerHTML()).toBe(html);
});

test('a list worked out ahead is drawn with its key, before the browser draws the letter, and is the list a fresh box shows', async ({ page, context }) => {
  await page.goto('/traders/');
  await page.keyboard.press('/');
  const box = page.locator('#search-dialog-input');
  // What the status line says at the end of each key's input event (this listener runs after the search's own).
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('#search-dialog [data-search-input]')!;
    const status = document.querySelector('#search-dialog [data-search-status]')!;
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    input.addEventListener('input', () => said.push(status.textContent ?? ''));
  });
  const saidLast = () => page.evaluate(() => (window as unknown as { said: string[] }).said.at(-1));
  await box.fill('victory ');
  await expect(page.locator('#search-dialog [data-search-status]')).toContainText('for “victory”');
  // Once the worker has worked ahead of “victory ” (at once on an idle machine; retried on a busy one), the next key's list is there with it.
  await expect(async () => {
    await box.press('p');
    const said = await saidLast();
    if (!said?.includes('for “victory p”')) await box.press('Backspace');
    expect(said).toContain('for “victory p”');
  }).toPass();
  const fresh = await context.newPage();
  await fresh.goto('/traders/');
  await fresh.keyboard.press('/');
  const n = Number((await page.locator('#search-dialog [data-search-status]').textContent())!.split(' ')[0]);
  await expect(page.locator(`${results} li`)).toHaveCount(n);
  expect(await page.locator(results).innerHTML()).toBe(await wholeList(fresh, 'victory p'));
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
