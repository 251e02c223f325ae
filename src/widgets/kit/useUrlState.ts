/**
 * A tool's state, kept in the URL hash as it changes, so the address is
 * always a link to the exact situation. A link that cannot be read starts the
 * tool clean (or as the reader's `instead` says: the form holding the link's
 * values, the refused one marked) and reports why (shown by `LinkProblem`;
 * `linkRefusal` keeps the refusal's rule and field); the refused address
 * stays in the address bar, so the person can see and fix what they pasted,
 * until they change something. Links are read only through `readUrlState`,
 * with the tool's schema (or its parse function and the default limits).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Parsed, Refused } from './numbers.ts';
import { readUrlState, stateHash, urlSchema, type UrlSchema } from './url-state.ts';

/** A tool's link reader: a schema, or its parse function with the default limits. */
export type SchemaLike<T> = UrlSchema<T> | ((raw: unknown) => Parsed<T>);

/** A link reader loaded only when a link holds state, so a tool opened clean never downloads it. */
export interface LazySchema<T> {
  lazy: () => Promise<SchemaLike<T>>;
}

const asSchema = <T,>(schema: SchemaLike<T>): UrlSchema<T> => (typeof schema === 'function' ? urlSchema(schema) : schema);

export function useUrlState<T>(schema: SchemaLike<T> | LazySchema<T>, initial: () => T) {
  const [refused, setRefused] = useState<Refused | undefined>(undefined);
  const [state, setState] = useState<T>(initial);
  const loaded = useRef(false);
  /** The clean state put in place of a refused link: while it stands, the refused address is left alone. */
  const refusedFor = useRef<T | undefined>(undefined);

  // Read the link after hydration (the server-rendered HTML shows the clean state).
  useEffect(() => {
    let live = true;
    const apply = (s: UrlSchema<T>) => {
      const read = readUrlState(window.location.hash, s);
      if (read === undefined) return;
      if (read.ok) {
        refusedFor.current = undefined;
        setState(read.value);
        setRefused(undefined);
      } else {
        const clean = read.instead ? (read.instead.state as T) : initial();
        refusedFor.current = clean;
        setState(clean);
        setRefused(read);
      }
    };
    let reader: Promise<UrlSchema<T>> | undefined;
    const load = (): Promise<void> => {
      if (!('lazy' in schema)) return Promise.resolve(apply(asSchema(schema)));
      if (!window.location.hash.includes('=')) return Promise.resolve();
      reader ??= schema.lazy().then(asSchema);
      return reader.then(
        (s) => {
          if (live) apply(s);
        },
        () => {
          if (live) setRefused({ ok: false, error: 'the code that reads links could not be loaded; check the connection and reload.' });
        },
      );
    };
    void load().finally(() => {
      loaded.current = true;
    });
    const onHash = () => void load();
    window.addEventListener('hashchange', onHash);
    return () => {
      live = false;
      window.removeEventListener('hashchange', onHash);
    };
  }, []);

  // Written in the same frame as the change, so a reload or a copied link never misses the last edit.
  useLayoutEffect(() => {
    if (!loaded.current || state === refusedFor.current) return;
    refusedFor.current = undefined;
    const url = new URL(window.location.href);
    url.hash = stateHash(state);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [state]);

  return {
    state,
    setState,
    linkError: refused?.error,
    /** The refusal whole: its rule and field, and what is shown instead. */
    linkRefusal: refused,
    dismissLinkError: () => setRefused(undefined),
  };
}
