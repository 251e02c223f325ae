/**
 * A Vite plugin for the browser build: an `import()` names for preloading only
 * the files its part needs that the code importing it has not loaded already.
 * Vite names every file the part imports statically, all the way down (the kit
 * and Preact, the engine's shared chunks), though the importing chunk imports
 * most of them itself, so they are loaded before its `import()` can run. Those
 * names only add to every page's first code (issue 20, part 6). Style sheets
 * are left as Vite lists them.
 */
import type { Plugin } from 'vite';

interface ChunkLike {
  type: string;
  imports?: readonly string[];
}

export function preloadOnlyWhatIsMissing(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let bundle: Record<string, ChunkLike> = {};
  /** A chunk and everything it imports statically, all the way down. */
  const loadedWith = (host: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const i of bundle[f]?.imports ?? []) visit(i);
    };
    visit(host);
    return seen;
  };
  return {
    plugin: {
      name: 'traveller:preload-only-what-is-missing',
      apply: 'build',
      // Before Vite's own generateBundle writes the lists: the bundle, with its final file names.
      generateBundle: {
        order: 'pre',
        handler(_options, out) {
          bundle = out as unknown as Record<string, ChunkLike>;
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js' || bundle[hostId]?.type !== 'chunk') return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((d) => !loaded.has(d));
    },
  };
}
