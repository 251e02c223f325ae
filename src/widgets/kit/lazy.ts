/**
 * Parts of a tool loaded with `import()` only when the reader needs them (the
 * engine, a form, a view): each loads once, and again after a failed load.
 */
import { useEffect, useState } from 'preact/hooks';

/** A loader that imports once and shares the promise; a failure clears it so the next call retries. */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
}

export interface Lazy<T> {
  /** The loaded part, or null while it is not here. */
  value: T | null;
  /** Whether the last load failed (the connection, most likely). */
  failed: boolean;
}

/** Load a part when `want` turns true, and keep it. `pick` takes the part from the module. */
export function useLazy<M, T>(want: boolean, load: () => Promise<M>, pick: (m: M) => T): Lazy<T> {
  const [state, setState] = useState<Lazy<T>>({ value: null, failed: false });
  useEffect(() => {
    if (!want || state.value !== null) return;
    let live = true;
    load().then(
      (m) => live && setState({ value: pick(m), failed: false }),
      () => live && setState({ value: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [want]);
  return state;
}
