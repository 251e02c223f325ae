/**
 * A service whose code loads when first asked (kit/lazy-service.ts): answers
 * the page already has are peeked without loading it, the first request loads
 * it (once) and hands it those answers, a failed load is tried again, and a
 * cancel before the code arrives answers the waiting request as cancelled.
 */
import { describe, expect, it, vi } from 'vitest';
import { lazyService } from '../../src/widgets/kit/lazy-service.ts';
import { isCancelled, makeService, type Service } from '../../src/widgets/kit/service.ts';

const inPage = (handler: (n: number) => number) =>
  makeService<number, number>({
    worker: () => {
      throw new Error('no workers here');
    },
    fallback: async () => handler,
    latest: true,
  });

describe('lazyService', () => {
  it('peeks a seeded answer without loading, and loads once, when first asked, handing the seeds over', async () => {
    const handler = vi.fn((n: number) => n * 10);
    const real = inPage(handler);
    const load = vi.fn(async () => real);
    const s = lazyService(load);
    s.seed(1, 111);
    expect(s.peek(1)).toBe(111);
    expect(s.peek(2)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(await s.ask(2)).toBe(20);
    expect(await s.ask(3)).toBe(30);
    expect(load).toHaveBeenCalledTimes(1);
    // The seed now lives in the service itself: asked, it is answered from there, not worked out.
    expect(real.peek(1)).toBe(111);
    expect(await s.ask(1)).toBe(111);
    expect(handler).not.toHaveBeenCalledWith(1);
  });

  it('tries the load again after it failed', async () => {
    let fail = true;
    const s = lazyService(async () => {
      if (fail) throw new Error('offline');
      return inPage((n) => n + 1);
    });
    await expect(s.ask(1)).rejects.toThrow('offline');
    fail = false;
    expect(await s.ask(1)).toBe(2);
  });

  it('answers a request cancelled before the code arrived as cancelled, and the next one as asked', async () => {
    let arrive: (s: Service<number, number>) => void = () => undefined;
    const s = lazyService(() => new Promise<Service<number, number>>((r) => (arrive = r)));
    const first = s.ask(5);
    s.cancel();
    arrive(inPage((n) => n * 2));
    const err = await first.catch((e: unknown) => e);
    expect(isCancelled(err)).toBe(true);
    expect(await s.ask(6)).toBe(12);
  });
});
