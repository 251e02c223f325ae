/**
 * The search indexes, loaded and asked off the page's main thread. The page
 * sends `{ id, query, scope }` for each keystroke (or `{ id: 0 }` to load the
 * indexes ahead); the worker answers `{ id, hits, ms }`. The latest question
 * wins: questions that arrived while the worker was busy (loading the
 * indexes or answering) are answered `{ id, stale: true }` unasked, and only
 * the newest is worked out.
 */
/// <reference lib="webworker" />
import type { GameScope, Hit } from '../site/search/index.ts';
import { indexes, listFor } from './search-indexes.ts';

export interface SearchRequest {
  id: number;
  query?: string;
  scope?: GameScope;
}
/** A list, with the milliseconds the worker took to work it out (the indexes loaded). */
export type SearchReply = { id: number; hits: Hit[]; ms: number } | { id: number; stale: true } | { id: number; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
/** The newest question not yet answered, and those it made stale. */
let newest: SearchRequest | undefined;
let stale: number[] = [];
let busy = false;

/** Answers the newest question; called once the messages already queued have been read. */
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
      let reply: SearchReply;
      try {
        const t0 = performance.now();
        const hits = await listFor(req.query ?? '', req.scope ?? {});
        reply = { id: req.id, hits, ms: performance.now() - t0 };
      } catch (e) {
        reply = { id: req.id, error: e instanceof Error ? e.message : String(e) };
      }
      scope.postMessage(reply);
      // Let the questions typed meanwhile arrive before choosing the next one.
      await new Promise<void>((r) => setTimeout(r, 0));
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
