/**
 * How slow this machine is right now, against the machine the tests' time
 * limits were set on, so that every limit scales with it: a machine three
 * times slower (or one that is three times as busy) gets three times the time.
 * Speed itself is asserted only in benchmarks (`npm run bench`), in
 * `npm run measure` and in browser tests tagged @timed; everywhere else a time
 * limit only stops a hang, so it may be as generous as the machine needs.
 *
 * The pace is measured once per test run (a short, fixed piece of JavaScript
 * work: building, sorting and serialising objects, then integer arithmetic)
 * and handed to worker processes through TRAVELLER_PACE, which a person may
 * also set by hand (TRAVELLER_PACE=4 npm test on a very slow machine).
 */

/** The median time of the work below on the two-core machine the base limits were set on, idle. */
const REFERENCE_MS = 60;

function work(): number {
  let h = 0;
  const rows: { k: string; v: number }[] = [];
  for (let i = 0; i < 20_000; i++) rows.push({ k: `x${(i * 7919) % 100_003}`, v: i });
  rows.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  h += (JSON.parse(JSON.stringify(rows)) as unknown[]).length;
  for (let i = 0; i < 3_000_000; i++) h = (h * 31 + i) | 0;
  return h;
}

function measure(): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.max(1, times[2]! / REFERENCE_MS);
}

/** This machine's pace: 1 on the reference machine or faster, 3 on one three times slower. */
export function pace(): number {
  const given = Number(process.env.TRAVELLER_PACE);
  if (Number.isFinite(given) && given > 0) return given;
  const measured = Math.round(measure() * 100) / 100;
  process.env.TRAVELLER_PACE = String(measured);
  return measured;
}

/** A time limit set on the reference machine, scaled to this one. */
export const scaled = (ms: number): number => Math.ceil(ms * pace());
