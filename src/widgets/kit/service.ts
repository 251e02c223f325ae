/**
 * A tool asks its game's engine for answers through a service: a Web Worker
 * when the browser has one (so no solver ever holds up the page), or, failing
 * that, the same handler loaded with `import()` and run in the page. Answers
 * are kept by request, so asking again is instant. The worker side is
 * `serve(handler)` in the worker file; the page side is `makeService`.
 */

export type Handler<Req, Res> = (req: Req) => Res;

/** What travels back from a worker: the answer, or the sentence of what went wrong. */
export type Reply<Res> = { id: number; ok: true; value: Res } | { id: number; ok: false; error: string };

/** The worker side: answer each request with the handler, never letting an exception escape. */
export function serve<Req, Res>(handler: Handler<Req, Res>, scope: { onmessage: unknown; postMessage: (m: unknown) => void } = self as never): void {
  scope.onmessage = (e: MessageEvent<{ id: number; req: Req }>) => {
    const { id, req } = e.data;
    let reply: Reply<Res>;
    try {
      reply = { id, ok: true, value: handler(req) };
    } catch (err) {
      reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    scope.postMessage(reply);
  };
}

export interface Service<Req, Res> {
  /** The answer for `req` (from the memo when asked before). */
  ask(req: Req): Promise<Res>;
  /** The remembered answer for `req`, if any. */
  peek(req: Req): Res | undefined;
  /** Remember an answer worked out elsewhere (on the server, for the page's first state). */
  seed(req: Req, value: Res): void;
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
}

export function makeService<Req, Res>({ worker, fallback, keep = 64, key = (r) => JSON.stringify(r) }: ServiceOptions<Req, Res>): Service<Req, Res> {
  const memo = new Map<string, Res>();
  const waiting = new Map<number, { resolve: (v: Res) => void; reject: (e: Error) => void; req: Req }>();
  let next = 1;
  let w: Worker | null | undefined;
  let local: Promise<Handler<Req, Res>> | undefined;

  const runLocally = (req: Req): Promise<Res> => {
    // A failed load is not remembered, so the next request tries again.
    local ??= fallback().catch((e: unknown) => {
      local = undefined;
      throw e;
    });
    return local.then((h) => h(req));
  };

  const giveUpOnWorker = () => {
    w?.terminate();
    w = null;
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
      if (k !== null && memo.has(k)) return Promise.resolve(memo.get(k) as Res);
      const target = started();
      const answer = target
        ? new Promise<Res>((resolve, reject) => {
            const id = next++;
            waiting.set(id, { resolve, reject, req });
            target.postMessage({ id, req });
          })
        : runLocally(req);
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
  };
}
