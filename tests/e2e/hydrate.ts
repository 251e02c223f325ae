/** Islands hydrate when visible: bring one into view and wait until it is live. */
import type { Locator } from '@playwright/test';

export async function hydrated(tool: Locator): Promise<void> {
  await tool.scrollIntoViewIfNeeded();
  await tool.page().waitForFunction((el) => el?.closest('astro-island')?.hasAttribute('ssr') === false, await tool.elementHandle());
}
