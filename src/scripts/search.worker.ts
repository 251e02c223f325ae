/**
 * The search indexes, loaded and asked off the page's main thread. The page
 * sends `{ id, query, scope, typed }` for each keystroke (or `{ id: 0 }` to
 * load the indexes ahead); the worker answers `{ id, hits, ms }`. The latest
 * question wins: questions that arrived while the worker was busy (loading
 * the indexes or answering) are answered `{ id, stale: true }` unasked, and
 * only the newest is worked out.
 * Then, until a newer question comes, it works out the lists for the keys
 * likely to be typed next after `typed` (../site/search/next-keys.ts says
 * why), most likely first, and sends them in small batches
 * `{ id, ahead, scope, ms }`; the page keeps them and draws one with the key
 * that asks for it. A request with `aheadOnly` (the page had its list at
 * hand) asks only for those.
 */
/// <reference lib="webworker" />
import { likelyNextKeys, type GameScope, type Hit } from '../site/search/index.ts';
import { indexes, listFor } from './search-indexes.ts';

export interface SearchRequest {
  id: number;
  query?: string;
  scope?: GameScope;
  /** The box's text as typed, spaces kept: the keys likely next are worked out after it. */
  typed?: string;
  /** The page already shows the list for `query`: work out only the lists ahead. */
  aheadOnly?: boolean;
}
/**
 * A list, with the milliseconds the worker took to work it out (the indexes
 * loaded); or lists worked out ahead, each with its question (`ahead`), for
 * the scope they were asked in.
 */
export type SearchReply =
  | { id: number; hits: Hit[]; ms: number }
  | AheadReply
  | { id: number; stale: true }
  | { id: number; error: string };

/**
 * Lists worked out ahead, each a question and its results as numbers: the
 * page numbers every result the worker sends in the order it first comes
 * (`results` holds those this message sends first), so a result is sent
 * once, however many lists hold it (the page reads less with each key).
 */
export interface AheadReply {
  id: number;
  ahead: [string, number[]][];
  results: Hit[];
  scope: GameScope;
  ms: number;
}

/** How long the worker works out lists ahead before it sends them and looks for a newer question, in milliseconds. */
export const AHEAD_BATCH_MS = 6;

const scope = self as unknown as DedicatedWorkerGlobalScope;
/** The newest question not yet answered, and those it made stale. */
let newest: SearchRequest | undefined;
let stale: number[] = [];
let busy = false;

/** The number of each result already sent ahead, by its content (see AheadReply). */
const numbered = new Map<string, number>();

/** Lets the questions typed meanwhile arrive. */
const pause = () => new Promise<void>((r) => setTimeout(r, 0));

/** Works out, most likely first, the lists for the keys that may follow `req.typed`, until a newer question comes. */
async function workAhead(req: SearchRequest & { typed: string }): Promise<void> {
  const { nextKeys } = await indexes();
  const asked = req.scope ?? {};
  let batch: [string, number[]][] = [];
  let results: Hit[] = [];
  let t0 = performance.now();
  const send = () => {
    if (batch.length) scope.postMessage({ id: req.id, ahead: batch, results, scope: asked, ms: performance.now() - t0 } satisfies SearchReply);
    batch = [];
    results = [];
  };
  for (const key of likelyNextKeys(req.typed, nextKeys)) {
    const query = (req.typed + key).trim();
    const numbers = (await listFor(query, asked)).map((h) => {
      const k = JSON.stringify(h);
      let n = numbered.get(k);
      if (n === undefined) {
        n = numbered.size;
        numbered.set(k, n);
        results.push(h);
      }
      return n;
    });
    batch.push([query, numbers]);
    if (performance.now() - t0 < AHEAD_BATCH_MS) continue;
    send();
    await pause();
    if (newest) return;
    t0 = performance.now();
  }
  send();
}

/** Answers the newest question, then works ahead of it; called once the messages already queued have been read. */
async function work(): Promise<void> {
  if (busy) return;
  busy = true;
  try {
    await indexes();
    while (newest) {
      const req = newest;
      newest = undefined;
      for (const id of stale) scope.postMessage({ id, stale: true } satisfies SearchReply);
      stale = [];
      if (!req.aheadOnly) {
        let reply: SearchReply;
        try {
          const t0 = performance.now();
          const hits = await listFor(req.query ?? '', req.scope ?? {});
          reply = { id: req.id, hits, ms: performance.now() - t0 };
        } catch (e) {
          reply = { id: req.id, error: e instanceof Error ? e.message : String(e) };
        }
        scope.postMessage(reply);
        await pause();
      }
      if (!newest && req.typed !== undefined) await workAhead({ ...req, typed: req.typed }).catch(() => undefined);
    }
  } finally {
    busy = false;
  }
}

scope.onmessage = (e: MessageEvent<SearchRequest>) => {
  const req = e.data;
  if (req.query === undefined) {
    void indexes();
    return;
  }
  if (newest) stale.push(newest.id);
  newest = req;
  void work();
};
