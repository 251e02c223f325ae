/**
 * A calculator's answer for its current inputs, from its service: the last
 * answer stays on screen (marked as working) while a new one is worked out,
 * and a failure is a sentence, never a broken page.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Service } from './service.ts';

export interface Answer<Res> {
  /** The answer for the current request, or the previous one while `working`. */
  value: Res | undefined;
  working: boolean;
  error: string | undefined;
}

export function useAnswer<Req, Res>(service: Service<Req, Res>, req: Req | null): Answer<Res> {
  const key = req === null ? '' : JSON.stringify(req);
  const [got, setGot] = useState<{ key: string; value?: Res; error?: string }>(() => {
    const known = req === null ? undefined : service.peek(req);
    return known === undefined ? { key: '' } : { key, value: known };
  });
  useEffect(() => {
    if (req === null || got.key === key) return;
    let live = true;
    const known = service.peek(req);
    if (known !== undefined) {
      setGot({ key, value: known });
      return;
    }
    service.ask(req).then(
      (value) => live && setGot({ key, value }),
      (e: unknown) => live && setGot((g) => ({ key, value: g.value, error: e instanceof Error ? e.message : String(e) })),
    );
    return () => {
      live = false;
    };
  }, [key]);
  if (req === null) return { value: undefined, working: false, error: undefined };
  return { value: got.value, working: got.key !== key, error: got.key === key ? got.error : undefined };
}
