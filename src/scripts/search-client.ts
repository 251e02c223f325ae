/**
 * The page's side of search: each question goes to the search worker
 * (./search.worker.ts), which loads the indexes and works out the list off
 * the main thread, so typing never waits on search. The latest question
 * wins: asking again answers the questions still waiting with `null`
 * (stale), and the worker skips them. When a worker cannot start (or fails),
 * the same code (./search-indexes.ts) is loaded and run in the page instead.
 * The lists the worker works out ahead, for the keys likely next, are kept
 * here, as is every list it answered: `listAtHand` gives one without waiting,
 * so that the page draws it with the key (../site/search/next-keys.ts says
 * why that matters).
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

/** The most lists kept at hand (the oldest go first): a few keys' worth of lists ahead. */
const KEPT_LISTS = 400;
const kept = new Map<string, Hit[]>();
/** The lists for one letter, kept for good: a box emptied to type another question starts with one. */
const firstLetters = new Map<string, Hit[]>();
/** Every result the worker sent ahead, by its number (see AheadReply in ./search.worker.ts). */
const sentAhead: Hit[] = [];
const keyOf = (query: string, scope: GameScope) => `${scope.only ?? ''}\u0000${scope.current ?? ''}\u0000${query}`;
function keep(query: string, scope: GameScope, hits: Hit[]): void {
  const k = keyOf(query, scope);
  if (query.length === 1) {
    firstLetters.set(k, hits);
    return;
  }
  kept.delete(k);
  kept.set(k, hits);
  if (kept.size > KEPT_LISTS) kept.delete(kept.keys().next().value!);
}

/**
 * The User Timing mark set each time a list was at hand (seen in the
 * browser's performance tools; `npm run measure` counts them).
 */
export const AT_HAND_MARK = 'search list at hand';

/**
 * The list for `query` (trimmed) in `scope` if it is already here (worked
 * out ahead, or answered before), without waiting; the worker is then asked
 * to work ahead of `typed` (the box's text as typed).
 */
export function listAtHand(query: string, scope: GameScope, typed: string): Hit[] | undefined {
  const k = keyOf(query, scope);
  const hits = kept.get(k) ?? firstLetters.get(k);
  if (!hits) return undefined;
  try {
    performance.clearMarks(AT_HAND_MARK);
    performance.mark(AT_HAND_MARK);
  } catch {
    // No User Timing: nothing is marked.
  }
  workTime(null);
  workAhead(typed, scope);
  return hits;
}

/** Asks the worker (if there is one) for the lists of the keys likely after `typed` only; older questions are answered `null`. */
export function workAhead(typed: string, scope: GameScope): void {
  for (const [id, p] of waiting) {
    waiting.delete(id);
    p.resolve(null);
  }
  started()?.postMessage({ id: next++, query: typed.trim(), scope: { ...scope }, typed, aheadOnly: true } satisfies SearchRequest);
}

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
 * WORK_MEASURE (the newest only; none when the page answered or the list
 * was at hand; seen in the browser's performance tools and printed by
 * `npm run measure`).
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
      if ('ahead' in r) {
        sentAhead.push(...r.results);
        for (const [query, numbers] of r.ahead) keep(query, r.scope, numbers.map((n) => sentAhead[n]!));
        return;
      }
      const p = waiting.get(r.id);
      if (!p) return;
      waiting.delete(r.id);
      if ('hits' in r) {
        workTime(r.ms);
        if (p.req.query !== undefined) keep(p.req.query, p.req.scope ?? {}, r.hits);
        p.resolve({ hits: r.hits, ms: r.ms });
      } else if ('stale' in r) p.resolve(null);
      else p.reject(new Error(r.error));
    };
    worker.onerror = (e) => {
      e.preventDefault();
      giveUp();
    };
  }
  return worker;
}

/** Loads the indexes ahead of the first question (in the worker when there is one), and the lists for a first key in `scope`. */
export function warmUp(scope: GameScope = {}): void {
  if (started()) workAhead('', scope);
  else void inPage({ id: 0 }).catch(() => undefined);
}

/**
 * The list for a query, best first, and the time it took; `null` when a newer question came before
 * this one was answered (the newest question wins). The worker then works ahead of `typed`, if given.
 */
export function ask(query: string, scope: GameScope = {}, typed?: string): Promise<Listed | null> {
  const req: SearchRequest = { id: next++, query, scope: { ...scope }, ...(typed === undefined ? {} : { typed }) };
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
