/**
 * Holds back the page's code (the built `/_astro/` files) from now until
 * `release()`, as a slow phone would get it, so that a test can make the
 * reader's first moves on a part drawn when the page was built before the
 * part's code arrives (kit/Dormant.tsx). `fetched` lists what the page asked
 * for meanwhile.
 */
import type { Page } from '@playwright/test';

export async function holdCode(page: Page): Promise<{ fetched: string[]; release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  const fetched: string[] = [];
  await page.route('**/_astro/**', async (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  return { fetched, release: () => release() };
}
