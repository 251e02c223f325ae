/**
 * A tool's state, kept in the URL hash as it changes, so the address is
 * always a link to the exact situation. A link that cannot be read starts the
 * tool clean and reports why (shown by `LinkProblem`). Links are read only
 * through `readUrlState`, with the tool's schema (or its parse function and
 * the default limits).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Parsed } from './numbers.ts';
import { readUrlState, stateHash, urlSchema, type UrlSchema } from './url-state.ts';

export function useUrlState<T>(schema: UrlSchema<T> | ((raw: unknown) => Parsed<T>), initial: () => T) {
  const s = typeof schema === 'function' ? urlSchema(schema) : schema;
  const [linkError, setLinkError] = useState<string | undefined>(undefined);
  const [state, setState] = useState<T>(initial);
  const loaded = useRef(false);

  // Read the link after hydration (the server-rendered HTML shows the clean state).
  useEffect(() => {
    const load = () => {
      const read = readUrlState(window.location.hash, s);
      if (read === undefined) return;
      if (read.ok) {
        setState(read.value);
        setLinkError(undefined);
      } else {
        setState(initial());
        setLinkError(read.error);
      }
    };
    load();
    loaded.current = true;
    window.addEventListener('hashchange', load);
    return () => window.removeEventListener('hashchange', load);
  }, []);

  // Written in the same frame as the change, so a reload or a copied link never misses the last edit.
  useLayoutEffect(() => {
    if (!loaded.current) return;
    const url = new URL(window.location.href);
    url.hash = stateHash(state);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [state]);

  return {
    state,
    setState,
    linkError,
    dismissLinkError: () => setLinkError(undefined),
  };
}
