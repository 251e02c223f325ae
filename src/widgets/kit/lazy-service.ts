/**
 * A service (`service.ts`) whose code loads when it is first asked. Until then
 * the answers a page already has (`seed`: worked out when the page was built)
 * are kept here and peeked from here, so a page that shows its first answer
 * without asking loads neither the worker plumbing nor the engine until the
 * reader changes something (the resolution check's example pages, issue 20,
 * part 6). Once loaded, every call goes to the service itself, which is handed
 * the seeds first. A request cancelled before the code arrives is handed to
 * the service and cancelled there, so it is answered as the service answers a
 * cancelled request (this file imports nothing of the service's code).
 */
import type { Service } from './service.ts';

export function lazyService<Req, Res>(load: () => Promise<Service<Req, Res>>, key: (req: Req) => string = (r) => JSON.stringify(r)): Service<Req, Res> {
  const seeds: [Req, Res][] = [];
  let real: Service<Req, Res> | undefined;
  let loading: Promise<Service<Req, Res>> | undefined;
  /** Counts the cancels: a request asked before the code arrived, and cancelled since, is not sent. */
  let cancels = 0;
  const loaded = () =>
    (loading ??= load().then(
      (s) => {
        for (const [req, value] of seeds.splice(0)) s.seed(req, value);
        real = s;
        return s;
      },
      (e: unknown) => {
        // A failed load is not remembered: the next request tries again.
        loading = undefined;
        throw e;
      },
    ));
  return {
    ask(req) {
      if (real) return real.ask(req);
      const at = cancels;
      return loaded().then((s) => {
        const answer = s.ask(req);
        if (cancels !== at) s.cancel();
        return answer;
      });
    },
    peek(req) {
      if (real) return real.peek(req);
      const k = key(req);
      return seeds.find(([r]) => key(r) === k)?.[1];
    },
    seed(req, value) {
      if (real) real.seed(req, value);
      else seeds.push([req, value]);
    },
    cancel() {
      cancels++;
      real?.cancel();
    },
  };
}
