/** What the Traders browser tests share: console errors, long tasks (from ../main-thread.ts), phone checks, opening the game. */
import { expect, type Locator, type Page } from '../fixtures.ts';
import { hydrated } from '../hydrate.ts';
import { scaled } from '../../pace.ts';

export { beginMeasure, endMeasure, TIMED, watchLongTasks } from '../main-thread.ts';

/** Collects console errors and page errors for the whole test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/**
 * Nothing wider than the screen. Measured against the viewport the test set,
 * not `innerWidth`: an emulated phone widens its layout to fit what overflows.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  const wide = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(wide, `the page is ${wide.scroll} px wide on a ${width} px screen`).toEqual({ scroll: width, inner: width });
}

export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } as const;

/**
 * A field refused what was typed: it is marked invalid, and the message it
 * names (aria-describedby) says so right under it, in sight.
 */
export async function expectMessageBeside(field: Locator, text: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  const id = ids.find((i) => i.endsWith('-error'));
  expect(id, 'the field names its message').toBeTruthy();
  const message = field.page().locator(`[id="${id}"]`);
  await expect(message).toBeVisible();
  await expect(message).toContainText(text);
  const f = (await field.boundingBox())!;
  const m = (await message.boundingBox())!;
  expect(m.y, 'the message is below the field').toBeGreaterThanOrEqual(f.y + f.height - 1);
  // Between the field and its message there may be only the field's own hint.
  const hintId = ids.find((i) => i.endsWith('-hint'));
  const hint = hintId ? await field.page().locator(`[id="${hintId}"]`).boundingBox() : null;
  const above = hint && hint.y >= f.y + f.height - 1 && hint.y < m.y ? hint.y + hint.height : f.y + f.height;
  expect(m.y - above, 'the message is right under the field (and its hint)').toBeLessThan(30);
}

/** The game's record in the address (`#g=…`). */
export const recordOf = (page: Page): string => decodeURIComponent(new URL(page.url()).hash).replace('#g=', '');

/** The game is on screen and the odds of the moment have arrived (or the game is over). */
export async function settled(page: Page, timeout = scaled(10_000)): Promise<void> {
  await expect(page.locator('.tp-decision, .tp-over').first()).toBeVisible({ timeout });
  await expect(page.locator('.tp-decision [role=status]')).toHaveCount(0, { timeout });
}

/** Opens the play page at `path` and waits for the game and its odds. */
export async function openGame(page: Page, path: string, timeout?: number): Promise<void> {
  await page.goto(path);
  await hydrated(page.locator('astro-island').filter({ has: page.locator('.tp, [role=status]') }).first());
  await settled(page, timeout);
}
