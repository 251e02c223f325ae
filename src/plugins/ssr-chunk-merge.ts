/**
 * A Vite plugin: small chunks are merged (astro.config.mjs,
 * `experimentalMinChunkSize`) in the browser build only. In Astro's server
 * build, a merge can put two content entries in one chunk, and the styles of
 * the components an MDX page embeds (the queue drawings on Timing, the card
 * frames, the quick reference's sheets) then go to the wrong page or none:
 * Astro fills one style list per chunk. Pages are rendered at build time, so
 * the server build's chunk count costs nothing.
 */
import type { Plugin } from 'vite';

export function mergeSmallChunksInBrowserOnly(): Plugin {
  let server = false;
  return {
    name: 'traveller:merge-small-chunks-in-browser-only',
    apply: 'build',
    configResolved(config) {
      server = !!config.build.ssr;
    },
    outputOptions(options) {
      if (!server || options.experimentalMinChunkSize === undefined) return null;
      const { experimentalMinChunkSize: _merged, ...rest } = options;
      return rest;
    },
  };
}
