/** What the Traders browser tests share: console errors, long tasks, phone checks. */
import { cpus, loadavg } from 'node:os';
import { expect, test, type Locator, type Page } from '../fixtures.ts';

/** Collects console errors and page errors for the whole test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Records every main-thread long task (Chromium's `longtask` entries) the page reports. */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: number[] };
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: false });
  });
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * Starts measuring the main thread for the inputs that follow (the page's
 * own loading is not an input): the `longtask` entries it reports, and a
 * trace of its tasks with the processor time each one used.
 */
export async function beginMeasure(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __tasks: number[] }).__tasks = []));
  await page.context().browser()!.startTracing(page, { categories: TRACE_CATEGORIES });
}

/**
 * No main-thread task of 50 ms or more since `beginMeasure`. The `longtask`
 * entries measure wall time, which on a shared machine under heavy load
 * (more runnable processes than cores) counts the time the page waited for
 * a core; then the task's own processor time, from the trace, is what is
 * held to 50 ms, and the wall times are reported beside it.
 */
export async function endMeasure(page: Page, what: string): Promise<{ wall: number; cpu: number }> {
  // Long tasks are reported a little after they end.
  await page.waitForTimeout(150);
  const walls = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
  const buffer = await page.context().browser()!.stopTracing();
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.includes(`${e.pid}:${e.tid}`));
  const cpu = Math.max(0, ...tasks.map((t) => (t.tdur ?? t.dur ?? 0) / 1000));
  const wall = Math.max(0, ...walls);
  const load = loadavg()[0]! / cpus().length;
  test.info().annotations.push({ type: 'main thread', description: `${what}: longest task ${Math.round(wall)} ms wall (longtask), ${cpu.toFixed(1)} ms processor time; machine load ${load.toFixed(1)} per core` });
  expect(cpu, `${what}: the longest main-thread task used ${cpu.toFixed(1)} ms of processor time`).toBeLessThan(50);
  if (load < 1) expect(wall, `${what}: long tasks ${JSON.stringify(walls)} ms`).toBeLessThan(50);
  return { wall, cpu };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
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
  expect(m.y - (f.y + f.height), 'the message is right under the field').toBeLessThan(60);
}
