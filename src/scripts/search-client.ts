/**
 * The page's side of search: each question goes to the search worker
 * (./search.worker.ts), which loads the indexes and works out the list off
 * the main thread, so typing never waits on search. The latest question
 * wins: asking again answers the questions still waiting with `null`
 * (stale), and the worker skips them. When a worker cannot start (or fails),
 * the same code (./search-indexes.ts) is loaded and run in the page instead.
 */
import type { GameScope, Hit } from '../site/search/index.ts';
import type { SearchReply, SearchRequest } from './search.worker.ts';

/** A list, and the milliseconds it took to work out (in the worker, or in the page), the indexes loaded. */
export interface Listed {
  hits: Hit[];
  ms: number;
}

type Waiting = { resolve: (listed: Listed | null) => void; reject: (e: Error) => void; req: SearchRequest };

/** The worker, null when none could start (the page answers instead), undefined before the first use. */
let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let next = 1;

/** The same search, in the page. */
async function inPage(req: SearchRequest): Promise<Listed> {
  const m = await import('./search-indexes.ts');
  await m.indexes();
  const t0 = performance.now();
  const hits = req.query === undefined ? [] : await m.listFor(req.query, req.scope);
  return { hits, ms: performance.now() - t0 };
}

/** The worker has failed: stop using it, and answer what waits in the page. */
function giveUp(): void {
  worker?.terminate();
  worker = null;
  const pending = [...waiting.values()];
  waiting.clear();
  for (const p of pending) inPage(p.req).then(p.resolve, p.reject);
}

/**
 * The worker's time for the list just answered, as the User Timing measure
 * WORK_MEASURE (the newest only, none when the page answered; seen in the
 * browser's performance tools):
 * `npm run measure` adds it again for each time it slows the page's CPU,
 * since a browser slows the page but cannot slow a worker.
 */
export const WORK_MEASURE = 'search worker';
function workTime(ms: number | null): void {
  try {
    performance.clearMeasures(WORK_MEASURE);
    if (ms !== null) performance.measure(WORK_MEASURE, { end: performance.now(), duration: ms });
  } catch {
    // No User Timing: nothing is measured.
  }
}

function started(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'function' ? new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' }) : null;
  } catch {
    worker = null;
  }
  if (worker) {
    worker.onmessage = (e: MessageEvent<SearchReply>) => {
      const r = e.data;
      const p = waiting.get(r.id);
      if (!p) return;
      waiting.delete(r.id);
      if ('hits' in r) {
        workTime(r.ms);
        p.resolve({ hits: r.hits, ms: r.ms });
      }
      else if ('stale' in r) p.resolve(null);
      else p.reject(new Error(r.error));
    };
    worker.onerror = (e) => {
      e.preventDefault();
      giveUp();
    };
  }
  return worker;
}

/** Loads the indexes ahead of the first question (in the worker when there is one). */
export function warmUp(): void {
  const w = started();
  if (w) w.postMessage({ id: 0 } satisfies SearchRequest);
  else void inPage({ id: 0 }).catch(() => undefined);
}

/**
 * The list for a query, best first, and the time it took; `null` when a newer question came before
 * this one was answered (the newest question wins).
 */
export function ask(query: string, scope: GameScope = {}): Promise<Listed | null> {
  const req: SearchRequest = { id: next++, query, scope: { ...scope } };
  // Whoever waits for an older question gets null: only the newest list matters.
  for (const [id, p] of waiting) {
    waiting.delete(id);
    p.resolve(null);
  }
  const w = started();
  if (!w) {
    workTime(null);
    return inPage(req);
  }
  return new Promise<Listed | null>((resolve, reject) => {
    waiting.set(req.id, { resolve, reject, req });
    w.postMessage(req);
  });
}
