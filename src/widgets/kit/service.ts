/**
 * A tool asks its game's engine for answers through a service: a Web Worker
 * when the browser has one (so no solver ever holds up the page), or, failing
 * that, the same handler loaded with `import()` and run in the page. Answers
 * are kept by request, so asking again is instant. Work under way can be
 * cancelled: the worker is ended, whatever waits is answered with a
 * `Cancelled` error, and the next request starts a fresh worker. A service
 * made with `latest: true` cancels what still waits whenever it is asked
 * again; stale work still running after a short grace is ended (the worker
 * restarted, the newest question sent again), so the newest question is
 * never kept long behind stale ones, while quick work, as when each key
 * typed asks again, keeps its warm worker. The
 * worker side is `serve(handler)` in the worker file; the page side is
 * `makeService`.
 */


/** Answers a request; an answer that needs code loaded with `import()` first (in the worker) comes as a promise. */
export type Handler<Req, Res> = (req: Req) => Res | Promise<Res>;

/** What travels back from a worker: the answer, or the sentence of what went wrong. */
export type Reply<Res> = { id: number; ok: true; value: Res } | { id: number; ok: false; error: string };

/** The worker side: answer each request with the handler (awaiting an answer that comes as a promise), never letting an exception escape. */
export function serve<Req, Res>(handler: Handler<Req, Res>, scope: { onmessage: unknown; postMessage: (m: unknown) => void } = self as never): void {
  scope.onmessage = (e: MessageEvent<{ id: number; req: Req }>) => {
    const { id, req } = e.data;
    const fail = (err: unknown) => scope.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies Reply<Res>);
    try {
      const value = handler(req);
      if (value instanceof Promise) value.then((v) => scope.postMessage({ id, ok: true, value: v } satisfies Reply<Res>), fail);
      else scope.postMessage({ id, ok: true, value } satisfies Reply<Res>);
    } catch (err) {
      fail(err);
    }
  };
}

export { isCancelled } from './cancelled.ts';

/** How a request is answered when its work was cancelled (by `cancel`, or by a newer request of a `latest` service); `isCancelled` tells it. */
export class Cancelled extends Error {
  constructor() {
    super('The work was cancelled.');
    this.name = 'Cancelled';
  }
}

export interface Service<Req, Res> {
  /** The answer for `req` (from the memo when asked before). */
  ask(req: Req): Promise<Res>;
  /** The remembered answer for `req`, if any. */
  peek(req: Req): Res | undefined;
  /** Remember an answer worked out elsewhere (on the server, for the page's first state). */
  seed(req: Req, value: Res): void;
  /**
   * Stops the work under way: a busy worker is ended (the next request starts
   * a fresh one) and every request still waiting is answered with `Cancelled`.
   * Work run in the page (no worker) cannot be stopped, but its answer is dropped.
   */
  cancel(): void;
}

export interface ServiceOptions<Req, Res> {
  /** Starts the worker: `() => new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`. */
  worker: () => Worker;
  /** The handler itself, for browsers where the worker cannot start. */
  fallback: () => Promise<Handler<Req, Res>>;
  /** How many answers to keep (the oldest go first); 0 keeps none (a service with state of its own). */
  keep?: number;
  /** The memo key of a request (JSON by default); null: the answer is not kept. */
  key?: (req: Req) => string | null;
  /**
   * Only the newest request matters: asking answers every request still waiting
   * as cancelled; if their work is still running `restartAfterMs` later, the
   * worker is ended and the newest requests are sent to a fresh one.
   */
  latest?: boolean;
  restartAfterMs?: number;
}

/** How long stale work may keep a worker busy before the worker is restarted (a worker takes a few hundred ms to start). */
export const RESTART_AFTER_MS = 200;

export function makeService<Req, Res>({ worker, fallback, keep = 64, key = (r) => JSON.stringify(r), latest = false, restartAfterMs = RESTART_AFTER_MS }: ServiceOptions<Req, Res>): Service<Req, Res> {
  const memo = new Map<string, Res>();
  const waiting = new Map<number, { resolve: (v: Res) => void; reject: (e: Error) => void; req: Req }>();
  /** Requests sent to the current worker and not answered yet, whether or not anyone still waits for them. */
  const inFlight = new Set<number>();
  let restartCheck: ReturnType<typeof setTimeout> | undefined;
  /** Requests answered in the page, so a cancel can answer them at once. */
  const inPage = new Set<(e: Error) => void>();
  let next = 1;
  let w: Worker | null | undefined;
  let local: Promise<Handler<Req, Res>> | undefined;

  const runLocally = (req: Req): Promise<Res> => {
    // A failed load is not remembered, so the next request tries again.
    local ??= fallback().catch((e: unknown) => {
      local = undefined;
      throw e;
    });
    const loaded = local;
    return new Promise<Res>((resolve, reject) => {
      // Settling twice does nothing: a cancel that came first wins.
      const stop = (e: Error) => {
        inPage.delete(stop);
        reject(e);
      };
      inPage.add(stop);
      loaded.then((h) => h(req)).then(
        (v) => {
          inPage.delete(stop);
          resolve(v);
        },
        (e: unknown) => stop(e instanceof Error ? e : new Error(String(e))),
      );
    });
  };

  const endWorker = () => {
    if (!w) return;
    w.onmessage = null;
    w.onerror = null;
    w.terminate();
    w = undefined;
    inFlight.clear();
  };

  /** Answers everything still waiting as cancelled. */
  const dropWaiting = () => {
    const pending = [...waiting.values()].map((p) => p.reject);
    waiting.clear();
    const local = [...inPage];
    inPage.clear();
    for (const reject of [...pending, ...local]) reject(new Cancelled());
  };

  const cancel = () => {
    // The worker is busy with work nobody wants: end it; the next request starts another.
    if (inFlight.size > 0) endWorker();
    dropWaiting();
  };

  /** Sends a request to the worker (started if need be). */
  const send = (target: Worker, id: number, req: Req) => {
    inFlight.add(id);
    target.postMessage({ id, req });
  };

  /** Asked again while stale work runs: if it still runs after the grace, restart the worker and send it what is wanted now. */
  const restartIfStillStale = () => {
    if (restartCheck !== undefined) return;
    restartCheck = setTimeout(() => {
      restartCheck = undefined;
      const stale = [...inFlight].some((id) => !waiting.has(id));
      if (!stale) return;
      endWorker();
      const target = started();
      if (!target) return giveUpOnWorker();
      for (const [id, p] of waiting) send(target, id, p.req);
    }, restartAfterMs);
  };

  const giveUpOnWorker = () => {
    w?.terminate();
    w = null;
    inFlight.clear();
    // Whatever was waiting is answered in the page instead.
    const pending = [...waiting.values()];
    waiting.clear();
    for (const p of pending) runLocally(p.req).then(p.resolve, p.reject);
  };

  const started = (): Worker | null => {
    if (w !== undefined) return w;
    try {
      w = typeof Worker === 'function' ? worker() : null;
    } catch {
      w = null;
    }
    if (w) {
      w.onmessage = (e: MessageEvent<Reply<Res>>) => {
        inFlight.delete(e.data.id);
        const p = waiting.get(e.data.id);
        if (!p) return;
        waiting.delete(e.data.id);
        if (e.data.ok) p.resolve(e.data.value);
        else p.reject(new Error(e.data.error));
      };
      w.onerror = (e) => {
        e.preventDefault?.();
        giveUpOnWorker();
      };
    }
    return w;
  };

  const remember = (k: string, v: Res) => {
    if (keep <= 0) return;
    memo.delete(k);
    memo.set(k, v);
    while (memo.size > keep) memo.delete(memo.keys().next().value as string);
  };

  return {
    ask(req) {
      const k = key(req);
      if (latest) dropWaiting();
      if (k !== null && memo.has(k)) return Promise.resolve(memo.get(k) as Res);
      const target = started();
      const answer = target
        ? new Promise<Res>((resolve, reject) => {
            const id = next++;
            waiting.set(id, { resolve, reject, req });
            send(target, id, req);
          })
        : runLocally(req);
      if (latest && inFlight.size > waiting.size) restartIfStillStale();
      return answer.then((v) => {
        if (k !== null) remember(k, v);
        return v;
      });
    },
    peek: (req) => {
      const k = key(req);
      return k === null ? undefined : memo.get(k);
    },
    seed: (req, value) => {
      const k = key(req);
      if (k !== null) remember(k, value);
    },
    cancel,
  };
}
