/**
 * The main thread under test: no task of 50 ms or more while a tool works out
 * and draws an answer. Shared by every browser test that holds a tool to it.
 */
import { cpus, loadavg } from 'node:os';
import { expect, test, type Page } from './fixtures.ts';
import { scaled } from '../pace.ts';

/**
 * The tag of a test that holds a click-to-answer time in milliseconds: such
 * tests run after the others, one at a time (npm run test:e2e), so no other
 * test shares the processor while they are timed.
 */
export const TIMED = { tag: '@timed' } as const;

/** The longest a main-thread task may take while a tool works out and draws an answer. */
const LONG_TASK_MS = 50;

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
 * No main-thread task of 50 ms or more since `beginMeasure`, in a test tagged
 * @timed (run after the others, one at a time). The `longtask` entries
 * measure wall time, which on a shared machine under heavy load (more
 * runnable processes than cores) counts the time the page waited for a core;
 * then the task's own processor time, from the trace, is what is held to
 * 50 ms, and the wall times are reported beside it. A test not tagged @timed
 * shares the processor with others, so its figure is only reported, and held
 * to a bound a busy machine three times slower than this one's measured pace
 * still keeps (tests/pace.ts): a task that blocks the page for good fails it.
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
  if (!test.info().tags.includes(TIMED.tag)) {
    expect(cpu, `${what}: the longest main-thread task used ${cpu.toFixed(1)} ms of processor time`).toBeLessThan(scaled(3 * LONG_TASK_MS));
    return { wall, cpu };
  }
  expect(cpu, `${what}: the longest main-thread task used ${cpu.toFixed(1)} ms of processor time`).toBeLessThan(LONG_TASK_MS);
  if (load < 1) expect(wall, `${what}: long tasks ${JSON.stringify(walls)} ms`).toBeLessThan(LONG_TASK_MS);
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

