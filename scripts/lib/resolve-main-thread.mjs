// The resolution check's main thread under its heaviest accepted link (issue 14, point 2),
// measured in Chromium: the longest task and the total blocking time (the sum of each long
// task's time past 50 ms), from PerformanceObserver('longtask') in the page, and, from a
// Chromium trace of the same moments, the most CPU time the main thread spent in one task
// (on a busy machine a task's wall time can be several times its CPU time: the page waits
// for a share of the processor, or for the compositor),
//   - on load, until the answer is on screen;
//   - on a click that adds a requirement to the contract, until the new answer is on screen;
//   - while typing three letters into the contract's name.
// The link is scripts/bench/resolve-worst.ts. Run by `npm run measure`, or alone against a
// build: `node scripts/lib/resolve-main-thread.mjs` (serves dist/ with astro preview on
// TRAVELLER_MEASURE_PORT, default 4390) or `... --base http://localhost:4511`.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const TOOL = '/ccg/tools/resolve/';
const LONG_WAIT = Number(process.env.RESOLVE_WAIT_MS ?? 600_000);

/** The heaviest link, as the tool writes it (`#s=` and the state in base64url JSON). */
export async function heaviestResolveLink(which = process.env.RESOLVE_LINK ?? 'worst') {
  const fixtures = await tsImport('../bench/resolve-worst.ts', import.meta.url);
  const state = which === 'full-pool' ? fixtures.fullPoolResolveState() : fixtures.worstResolveState();
  const encoded = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${TOOL}#s=${encoded}`;
}

/** Installed before any script of the page runs: every long task from the start. */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The most CPU time one task of the page's main thread took, from a Chromium trace. */
function busiestTask(trace) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`));
  return Math.round(Math.max(0, ...tasks.map((t) => (t.tdur ?? 0) / 1000)));
}

const TRACE = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

const figures = (tasks, ms, trace) => ({
  longestMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
  busiestCpuMs: trace ? busiestTask(trace) : undefined,
  blockingMs: Math.round(tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0)),
  longTasks: tasks.length,
  answerMs: ms === undefined ? undefined : Math.round(ms),
});

/** Long tasks since the last call (the list is emptied). */
const takeTasks = (page) => page.evaluate(() => window.__longTasks.splice(0));

/** Waits until the page shows an answer that is not being worked out, and the main thread has been quiet for a moment. */
async function settled(page) {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('.resolve-tool');
      const answer = root?.querySelector('[data-answer]') ?? root;
      return !!root?.querySelector('[data-testid="vp-total"]') && answer?.getAttribute('aria-busy') !== 'true';
    },
    null,
    { timeout: LONG_WAIT, polling: 100 },
  );
  await page.evaluate(() => new Promise((r) => setTimeout(r, 400)));
}

export async function resolveMainThread(base) {
  const link = await heaviestResolveLink();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(LONG_WAIT);
    await page.addInitScript(observeLongTasks);
    await browser.startTracing(page, { categories: TRACE });
    const t0 = Date.now();
    await page.goto(`${base}${link}`, { waitUntil: 'load' });
    await page.locator('.resolve-tool').scrollIntoViewIfNeeded();
    await settled(page);
    const load = figures(await takeTasks(page), Date.now() - t0, await browser.stopTracing());

    const contract = page.locator('.resolve-tool').getByRole('group', { name: 'The contract' });
    // A large situation opens with its cards folded (the tool as changed for issue 14); open the contract first.
    const fold = contract.locator('details.fold').first();
    if ((await fold.count()) > 0 && !(await fold.evaluate((d) => d.open))) {
      await fold.locator('summary').first().click();
      await page.waitForTimeout(300);
    }
    const add = contract.getByRole('button', { name: 'Add a requirement' }).first();
    await add.scrollIntoViewIfNeeded();
    await takeTasks(page);
    await browser.startTracing(page, { categories: TRACE });
    const t1 = Date.now();
    await add.click();
    await settled(page);
    const click = figures(await takeTasks(page), Date.now() - t1, await browser.stopTracing());

    const name = contract.getByLabel('Name', { exact: true }).first();
    await name.scrollIntoViewIfNeeded();
    await takeTasks(page);
    await browser.startTracing(page, { categories: TRACE });
    await name.pressSequentially('abc', { delay: 80 });
    await settled(page);
    const typing = figures(await takeTasks(page), undefined, await browser.stopTracing());
    return { link: link.length, load, click, typing };
  } finally {
    await browser.close();
  }
}

export function printResolveMainThread(r) {
  const line = (label, f) =>
    `  ${label.padEnd(30)} longest task ${String(f.longestMs).padStart(6)} ms (most CPU in one task ${f.busiestCpuMs ?? '?'} ms), total blocking ${String(f.blockingMs).padStart(6)} ms, ${f.longTasks} long task${f.longTasks === 1 ? '' : 's'}${f.answerMs === undefined ? '' : `; answer after ${f.answerMs} ms`}`;
  console.log(`\nResolution check, main thread in Chromium under its heaviest accepted link (${r.link.toLocaleString('en')} characters):`);
  console.log(line('loading the link', r.load));
  console.log(line('clicking "Add a requirement"', r.click));
  console.log(line('typing 3 letters in a name', r.typing));
}

// Alone: serve the build and measure.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--base');
  let base = at > 0 ? process.argv[at + 1] : undefined;
  let server;
  if (!base) {
    const port = Number(process.env.TRAVELLER_MEASURE_PORT ?? 4390);
    server = spawn(process.execPath, [join(process.cwd(), 'node_modules/astro/astro.js'), 'preview', '--port', String(port)], { stdio: 'ignore', env: process.env });
    base = `http://localhost:${port}`;
    for (let i = 0; i < 60; i++) {
      try {
        if ((await fetch(base)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    printResolveMainThread(await resolveMainThread(base));
  } finally {
    server?.kill();
  }
}
