/**
 * The worker plumbing the Traders widgets share: a worker's replies (answers
 * and thrown errors as sentences), the page falling back to running the
 * handler itself when no worker can start, and answers kept by request.
 */
import { describe, expect, it, vi } from 'vitest';
import { makeService, serve, type Reply } from '../../src/widgets/kit/service.ts';

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
