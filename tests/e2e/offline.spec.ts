/**
 * At the table with no signal: after one visit the whole site works offline
 * (pages never opened, search, tools), a new deploy is announced, and the
 * site still works where service workers are blocked.
 */
import { test, expect, type Page } from './fixtures.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, builtPages } from './site.ts';
import { scaled } from '../pace.ts';

test.describe.configure({ mode: 'serial' });
// The other browser tests run with service workers blocked (playwright.config.ts); these are about them.
test.use({ serviceWorkers: 'allow' });

async function waitForOfflineCopy(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (reg.active?.state !== 'activated') {
      await new Promise<void>((resolve) => reg.active?.addEventListener('statechange', () => reg.active?.state === 'activated' && resolve()));
    }
  });
}

test('after one visit, unvisited pages, search and tools work offline', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await waitForOfflineCopy(page);

  await context.setOffline(true);
  await page.goto('/ccg/glossary/cost/');
  await expect(page.locator('h1')).toContainText('Cost');

  await page.keyboard.press('/');
  await page.keyboard.type('jettison');
  await expect(page.locator('#search-dialog [data-search-results] li a').first()).toHaveAttribute('href', '/ccg/glossary/jettison/');

  const tools = builtPages().filter((p) => p.startsWith('/ccg/tools/') && p !== '/ccg/tools/');
  for (const tool of tools) {
    await page.goto(tool);
    await expect(page.locator('h1')).toBeVisible();
  }
  await page.goto('/ccg/no-such-page/');
  await expect(page.locator('h1')).toHaveText('Page not found');
  expect(errors).toEqual([]);
  await context.close();
});

test('a waiting new version is announced, and reloading picks it up', async ({ browser }) => {
  const swPath = join(DIST, 'sw.js');
  const original = readFileSync(swPath, 'utf8');
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/ccg/');
    await waitForOfflineCopy(page);
    await page.reload();
    await expect(page.locator('#update-notice')).toBeHidden();

    writeFileSync(swPath, `${original}\n// a new deploy ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.locator('#update-notice');
    await expect(notice).toBeVisible({ timeout: scaled(20_000) });
    await expect(notice).toContainText('new version of the rules reference');

    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.locator('#update-notice')).toBeHidden();
  } finally {
    writeFileSync(swPath, original);
    await context.close();
  }
});

test('the manifest is valid and its icons exist', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String), start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const png = await request.get(icon.src);
    expect(png.ok(), icon.src).toBe(true);
    expect(png.headers()['content-type']).toContain('image/png');
    const body = await png.body();
    const [w, h] = [body.readUInt32BE(16), body.readUInt32BE(20)];
    expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    sizes.add(icon.sizes);
  }
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
});

test('without service workers the site still works, with no errors', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/ccg/glossary/');
  await expect(page.locator('h1')).toHaveText('Glossary A–Z');
  await page.keyboard.press('/');
  await page.keyboard.type('cancel');
  await expect(page.locator('#search-dialog [data-search-results] li').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

/** Every form a shared link to a page can take, and the page it must open. */
const ADDRESS_FORMS = [
  ['/ccg/glossary/piracy/?ref=chat', 'Piracy'],
  ['/ccg/glossary/piracy', 'Piracy'],
  ['/ccg/glossary/piracy/index.html', 'Piracy'],
  ['/ccg/timing/?utm_source=x#the-queue', 'Timing'],
] as const;

test('a page opens from any form of its address, with a query, without its slash or as index.html, online and offline (issue 14, point 3)', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await waitForOfflineCopy(page);
  await page.reload();
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    for (const [address, title] of ADDRESS_FORMS) {
      await page.goto(address);
      await expect(page.locator('h1'), `${address} (${offline ? 'offline' : 'online'})`).toContainText(title);
    }
  }
  await page.goto('/ccg/glossary/no-such-term/');
  await expect(page.locator('h1')).toHaveText('Page not found');
  await context.close();
});

test('the offline copy installs under a plain static file server too, which serves 404.html but no /404/ (issue 14, point 3)', async ({ browser }) => {
  const { spawn } = await import('node:child_process');
  const port = 4391 + Math.floor(Math.random() * 100);
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', DIST], { stdio: 'ignore' });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await page.request.get(`${base}/`).catch(() => undefined))?.status(), { timeout: scaled(15_000) }).toBe(200);
    expect((await page.request.get(`${base}/404/`)).status()).toBe(404);
    await page.goto(`${base}/ccg/`);
    await waitForOfflineCopy(page);
    await context.setOffline(true);
    await page.goto(`${base}/ccg/glossary/jettison/`);
    await expect(page.locator('h1')).toContainText('Jettison');
    await page.goto(`${base}/ccg/glossary/jettison`);
    await expect(page.locator('h1')).toContainText('Jettison');
    await page.goto(`${base}/nowhere/`);
    await expect(page.locator('h1')).toHaveText('Page not found');
  } finally {
    await context.close();
    server.kill();
  }
});
