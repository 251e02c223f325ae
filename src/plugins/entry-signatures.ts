/**
 * A Vite plugin for the browser build: an island's entry file may export more
 * than the island's component (rollup's `preserveEntrySignatures:
 * 'allow-extension'`). Astro builds the browser code with `'exports-only'`, so
 * an island whose chunk also serves the parts it loads with `import()` (the
 * resolution check's editors, the round tracker's details) got a second file,
 * a facade that only re-exports the component: one more request and a few
 * hundred compressed bytes on every tool page's first code (issue 20, part 6).
 * Nothing reads an island's other exports; Astro takes the one it names. The
 * server build is left as Astro makes it.
 */
import type { Plugin } from 'vite';

export function islandEntriesWithoutFacades(): Plugin {
  let server = false;
  return {
    name: 'traveller:island-entries-without-facades',
    apply: 'build',
    configResolved(config) {
      server = !!config.build.ssr;
    },
    options(options) {
      if (server) return null;
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}
