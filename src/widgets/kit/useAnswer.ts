/**
 * A calculator's answer for its current inputs, from its service: the last
 * answer stays on screen (marked as working) while a new one is worked out,
 * and a failure is a sentence, never a broken page. The latest input wins: an
 * answer that arrives for an earlier input never replaces the current one.
 * Work under way can be cancelled (the previous answer stays, marked as not
 * being for the current input) and asked again with `retry`.
 */
import { useEffect, useState } from 'preact/hooks';
import { isCancelled } from './cancelled.ts';
import type { Service } from './service.ts';

/** What the hook needs of a service (a service's `cancel`, when it has one, stops work under way). */
export type Asker<Req, Res> = Pick<Service<Req, Res>, 'ask' | 'peek'> & Partial<Pick<Service<Req, Res>, 'cancel'>>;

export interface Answer<Res> {
  /** The answer for the current request, or the previous one while `working` or after a cancel. */
  value: Res | undefined;
  working: boolean;
  error: string | undefined;
  /** The work for the current request was cancelled: `value`, if any, is for an earlier request. */
  cancelled: boolean;
  /** Stops the work under way (when the service can). */
  cancel: () => void;
  /** Asks again for the current request after a cancel or a failure. */
  retry: () => void;
}

interface Got<Res> {
  key: string;
  value?: Res;
  error?: string;
  cancelled?: boolean;
}

export function useAnswer<Req, Res>(service: Asker<Req, Res>, req: Req | null): Answer<Res> {
  const key = req === null ? '' : JSON.stringify(req);
  const [asked, setAsked] = useState(0);
  const [got, setGot] = useState<Got<Res>>(() => {
    const known = req === null ? undefined : service.peek(req);
    return known === undefined ? { key: '' } : { key, value: known };
  });
  useEffect(() => {
    if (req === null || (got.key === key && !got.cancelled && got.error === undefined)) return;
    let live = true;
    const known = service.peek(req);
    if (known !== undefined) {
      setGot({ key, value: known });
      return;
    }
    service.ask(req).then(
      (value) => live && setGot({ key, value }),
      (e: unknown) => {
        if (!live) return;
        if (isCancelled(e)) setGot((g) => ({ key, value: g.value, cancelled: true }));
        else setGot((g) => ({ key, value: g.value, error: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, asked]);
  const cancel = () => service.cancel?.();
  const retry = () => {
    setGot((g) => ({ key: '', value: g.value }));
    setAsked((n) => n + 1);
  };
  if (req === null) return { value: undefined, working: false, error: undefined, cancelled: false, cancel, retry };
  const settled = got.key === key;
  return { value: got.value, working: !settled, error: settled ? got.error : undefined, cancelled: settled && got.cancelled === true, cancel, retry };
}
