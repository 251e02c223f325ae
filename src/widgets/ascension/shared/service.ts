/**
 * Answers worked out off the page's main thread: a Web Worker when the
 * browser can start one, else the same handler loaded with `import()` and
 * run in the page. Answers are remembered by request, so asking again is
 * instant. The worker file calls `serve(handler)`; the page side is
 * `makeService`.
 */

export type Handler<Req, Res> = (req: Req) => Res;

type Reply<Res> = { id: number; ok: true; value: Res } | { id: number; ok: false; error: string };

/** The worker side: answers each request with the handler; an exception becomes a sentence. */
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
  ask(req: Req): Promise<Res>;
  peek(req: Req): Res | undefined;
  /** Remembers an answer worked out elsewhere (at build time, for the page's first state). */
  seed(req: Req, value: Res): void;
}

export function makeService<Req, Res>({ worker, fallback, keep = 48 }: { worker: () => Worker; fallback: () => Promise<Handler<Req, Res>>; keep?: number }): Service<Req, Res> {
  const memo = new Map<string, Res>();
  const waiting = new Map<number, { resolve: (v: Res) => void; reject: (e: Error) => void; req: Req }>();
  let next = 1;
  let w: Worker | null | undefined;
  let local: Promise<Handler<Req, Res>> | undefined;
  const key = (req: Req) => JSON.stringify(req);

  const runLocally = (req: Req): Promise<Res> => {
    local ??= fallback().catch((e: unknown) => {
      local = undefined;
      throw e;
    });
    return local.then((h) => h(req));
  };

  const giveUp = () => {
    w?.terminate();
    w = null;
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
        giveUp();
      };
    }
    return w;
  };

  const remember = (k: string, v: Res) => {
    memo.delete(k);
    memo.set(k, v);
    while (memo.size > keep) memo.delete(memo.keys().next().value as string);
  };

  return {
    ask(req) {
      const k = key(req);
      if (memo.has(k)) return Promise.resolve(memo.get(k) as Res);
      const target = started();
      const answer = target
        ? new Promise<Res>((resolve, reject) => {
            const id = next++;
            waiting.set(id, { resolve, reject, req });
            target.postMessage({ id, req });
          })
        : runLocally(req);
      return answer.then((v) => {
        remember(k, v);
        return v;
      });
    },
    peek: (req) => memo.get(key(req)),
    seed: (req, value) => remember(key(req), value),
  };
}
