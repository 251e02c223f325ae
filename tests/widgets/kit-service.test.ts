/**
 * The worker plumbing the tools share: a worker's replies (answers and thrown
 * errors as sentences), the page falling back to running the handler itself
 * when no worker can start, answers kept by request, cancelling work under way
 * (the worker ended, a fresh one for the next request) and the newest request
 * winning over stale ones.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Cancelled, isCancelled, makeService, RESTART_AFTER_MS, serve, type Reply } from '../../src/widgets/kit/service.ts';

describe('serve', () => {
  it('answers each request, and turns a throw into a sentence', () => {
    const sent: Reply<number>[] = [];
    const scope = { onmessage: null as unknown, postMessage: (m: unknown) => void sent.push(m as Reply<number>) };
    serve((n: number) => {
      if (n < 0) throw new Error('no negatives');
      return n * 2;
    }, scope);
    const deliver = (data: unknown) => (scope.onmessage as (e: { data: unknown }) => void)({ data });
    deliver({ id: 1, req: 21 });
    deliver({ id: 2, req: -1 });
    expect(sent).toEqual([
      { id: 1, ok: true, value: 42 },
      { id: 2, ok: false, error: 'no negatives' },
    ]);
  });
});

describe('serve, an answer that comes as a promise', () => {
  it('is sent once it settles, and a rejection as a sentence', async () => {
    const sent: Reply<number>[] = [];
    const scope = { onmessage: null as unknown, postMessage: (m: unknown) => void sent.push(m as Reply<number>) };
    serve((n: number) => (n < 0 ? Promise.reject(new Error('no negatives')) : Promise.resolve(n * 2)), scope);
    const deliver = (data: unknown) => (scope.onmessage as (e: { data: unknown }) => void)({ data });
    deliver({ id: 1, req: 21 });
    deliver({ id: 2, req: -1 });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([
      { id: 1, ok: true, value: 42 },
      { id: 2, ok: false, error: 'no negatives' },
    ]);
  });
});

describe('makeService', () => {
  it('runs the handler in the page when no worker can start, and keeps answers', async () => {
    const handler = vi.fn((n: number) => n + 1);
    const s = makeService<number, number>({
      worker: () => {
        throw new Error('no workers here');
      },
      fallback: async () => handler,
    });
    expect(await s.ask(1)).toBe(2);
    expect(await s.ask(1)).toBe(2);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(s.peek(1)).toBe(2);
    s.seed(5, 60);
    expect(await s.ask(5)).toBe(60);
  });
  it('keeps nothing for requests whose key is null, and forgets the oldest past the limit', async () => {
    const handler = vi.fn((n: number) => n);
    const s = makeService<number, number>({ worker: () => { throw new Error('x'); }, fallback: async () => handler, key: (n) => (n > 100 ? null : String(n)), keep: 2 });
    await s.ask(101);
    await s.ask(101);
    expect(handler).toHaveBeenCalledTimes(2);
    await s.ask(1);
    await s.ask(2);
    await s.ask(3);
    expect(s.peek(1)).toBeUndefined();
    expect(s.peek(3)).toBe(3);
  });
});

/** A worker in the test: it answers only when told to, and records being ended. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((e: { data: Reply<number> }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  readonly got: { id: number; req: number }[] = [];
  ended = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(m: { id: number; req: number }) {
    this.got.push(m);
  }
  terminate() {
    this.ended = true;
  }
  /** Answers the request it received n-th (from 0), as the handler n => n * 10 would. */
  answer(n: number) {
    const m = this.got[n]!;
    this.onmessage?.({ data: { id: m.id, ok: true, value: m.req * 10 } });
  }
}

const settle = async <T,>(p: Promise<T>): Promise<{ value?: T; error?: unknown }> => p.then((value) => ({ value }), (error: unknown) => ({ error }));

describe('makeService: cancelling, and the newest request winning', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());
  const service = (latest = false) =>
    makeService<number, number>({ worker: () => new FakeWorker() as unknown as Worker, fallback: async () => (n) => n * 10, latest });

  it('cancel ends the busy worker, answers what waits as cancelled, and the next request starts a fresh worker', async () => {
    const s = service();
    const first = settle(s.ask(1));
    const second = settle(s.ask(2));
    const [w] = FakeWorker.made;
    expect(w!.got.map((m) => m.req)).toEqual([1, 2]);
    s.cancel();
    expect(w!.ended).toBe(true);
    const [a, b] = await Promise.all([first, second]);
    expect(isCancelled(a.error)).toBe(true);
    expect(b.error).toBeInstanceOf(Cancelled);
    // A late reply from the ended worker changes nothing.
    w!.answer(0);
    expect(s.peek(1)).toBeUndefined();
    const third = s.ask(3);
    expect(FakeWorker.made).toHaveLength(2);
    FakeWorker.made[1]!.answer(0);
    expect(await third).toBe(30);
    expect(s.peek(3)).toBe(30);
  });

  it('cancel with nothing waiting keeps the worker', async () => {
    const s = service();
    const a = s.ask(4);
    FakeWorker.made[0]!.answer(0);
    expect(await a).toBe(40);
    s.cancel();
    expect(FakeWorker.made[0]!.ended).toBe(false);
    const b = s.ask(5);
    expect(FakeWorker.made).toHaveLength(1);
    FakeWorker.made[0]!.answer(1);
    expect(await b).toBe(50);
  });

  it('a latest-only service cancels the stale request when asked again: its answer never arrives, the newest does; quick stale work keeps the worker', async () => {
    vi.useFakeTimers();
    try {
      const s = service(true);
      const stale = settle(s.ask(1));
      const fresh = s.ask(2);
      expect(isCancelled((await stale).error)).toBe(true);
      // The stale work ends within the grace: the same worker answers the newest request.
      const [w] = FakeWorker.made;
      expect(w!.got.map((m) => m.req)).toEqual([1, 2]);
      w!.answer(0);
      w!.answer(1);
      expect(await fresh).toBe(20);
      vi.advanceTimersByTime(RESTART_AFTER_MS);
      expect(FakeWorker.made).toHaveLength(1);
      expect(w!.ended).toBe(false);
      expect(s.peek(1)).toBeUndefined();
      // A request answered before is answered from the memo, and sends nothing.
      expect(await s.ask(2)).toBe(20);
      expect(w!.got).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a latest-only service restarts a worker still busy with stale work after the grace, and sends it the newest request', async () => {
    vi.useFakeTimers();
    try {
      const s = service(true);
      const stale = settle(s.ask(1));
      const fresh = s.ask(2);
      expect(isCancelled((await stale).error)).toBe(true);
      vi.advanceTimersByTime(RESTART_AFTER_MS - 1);
      expect(FakeWorker.made).toHaveLength(1);
      vi.advanceTimersByTime(1);
      // Still busy with the stale request: ended, and the newest went to a fresh worker.
      expect(FakeWorker.made).toHaveLength(2);
      expect(FakeWorker.made[0]!.ended).toBe(true);
      expect(FakeWorker.made[1]!.got.map((m) => m.req)).toEqual([2]);
      FakeWorker.made[0]!.answer(1); // from the ended worker: changes nothing
      FakeWorker.made[1]!.answer(0);
      expect(await fresh).toBe(20);
      expect(s.peek(1)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a worker, a cancel answers the request as cancelled at once and drops the page’s late answer', async () => {
    vi.stubGlobal('Worker', undefined);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const s = makeService<number, number>({ worker: () => new FakeWorker() as unknown as Worker, fallback: async () => { await gate; return (n) => n + 1; } });
    const a = settle(s.ask(1));
    s.cancel();
    expect(isCancelled((await a).error)).toBe(true);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(s.peek(1)).toBeUndefined();
    expect(await s.ask(2)).toBe(3);
  });
});
