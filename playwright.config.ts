import { defineConfig } from '@playwright/test';
import { scaled } from './tests/pace.ts';

const PORT = Number(process.env.TRAVELLER_PORT ?? 4329);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a machine stall; the report still lists any test that needed it as
  // "flaky", and a test that fails twice fails the run.
  retries: 1,
  reporter: [['list']],
  // Limits stop hangs; they scale with the machine's measured pace (tests/pace.ts).
  timeout: scaled(90_000),
  expect: { timeout: scaled(10_000) },
  use: {
    // The service worker precaches the whole site (over a thousand files) in every new browser
    // context, which every test is: left on, each test downloads the site behind its back and
    // the run slows for all. The offline tests turn it back on (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx astro preview --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: scaled(90_000),
  },
});
