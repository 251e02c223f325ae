// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import AstroPWA from '@vite-pwa/astro';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { fileURLToPath } from 'node:url';
import { remarkIcons, remarkTermLinks, remarkReadings, remarkRuleUnits, remarkDirectiveFallback } from './src/plugins/remark-directives.ts';
import { rehypeAnchors, rehypeFolds } from './src/plugins/rehype-sections.ts';
import { SECTION_COMPONENTS } from './src/plugins/section-components.ts';
import { mergeSmallChunksInBrowserOnly } from './src/plugins/ssr-chunk-merge.ts';
import { preloadOnlyWhatIsMissing } from './src/plugins/preload-deps.ts';
import { islandEntriesWithoutFacades } from './src/plugins/entry-signatures.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { pagefindIndex } from './src/integrations/pagefind.ts';
import { contentSecurityPolicy } from './src/integrations/csp.ts';
import { webManifest } from './src/site/manifest.ts';
import { pageUrlsInPrecache } from './src/sw/precache-list.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Parallel builds (several engineers, one machine) can each use their own output and cache.
const outDir = process.env.TRAVELLER_OUT_DIR ?? './dist';
const outDirPath = fileURLToPath(new URL(outDir, new URL('.', import.meta.url)));
const cacheDir = process.env.TRAVELLER_CACHE_DIR ?? './node_modules/.astro';
// An import() preloads only the files its importer has not loaded already (src/plugins/preload-deps.ts).
const preload = preloadOnlyWhatIsMissing();

export default defineConfig({
  // The address the site is served from (for canonical links), e.g. TRAVELLER_SITE_URL=https://rules.example.org;
  // without it the pages carry no canonical link rather than a made-up host.
  site: process.env.TRAVELLER_SITE_URL || undefined,
  trailingSlash: 'always',
  outDir,
  cacheDir,
  build: { format: 'directory' },
  // Content imports what it embeds through these (also in tsconfig.json "paths"), never by ../../../src.
  vite: {
    // Workers are started as modules ({ type: 'module' }) and built as such, so a worker can load a part
    // with import() when first asked for it (the Traders game's comparison with simulated runs).
    worker: { format: 'es' },
    build: {
      // TRAVELLER_SOURCEMAP=1 writes source maps, to see which modules a page's JS holds.
      sourcemap: process.env.TRAVELLER_SOURCEMAP === '1',
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      // Terser packs the tools' scripts a little tighter than esbuild (about 3 % compressed), which keeps
      // every tool page within its 30 KB.
      minify: 'terser',
      terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
      rollupOptions: {
        output: {
          // The widget kit and Preact travel together: every tool loads them, and each file a page
          // loads is compressed on its own, so a few larger files weigh less than many small ones.
          // (Rollup's experimentalMinChunkSize would merge more, but it also merges the style
          // modules of MDX pages, and Astro then gives one page's styles to another.)
          manualChunks(id) {
            // The worker service (and its front that loads it when first asked), its answer hook and memoBy serve only some tools (the calculators, the
            // resolution check), and the answer box and the link limits only the tools that use them: they stay
            // with those tools, out of the chunk every tool page loads.
            // So does the edition setting's field and its options (the CCG tools load them after the tool is drawn).
            // The calculator shell and its parts serve the calculators alone, so they stay with them too.
            // The kept part of an answer drawn as the page was built (Dormant) serves the piracy and expense tools alone.
            // The text of several lines serves the deck checker alone.
            if (/[\\/]src[\\/]widgets[\\/]kit[\\/](service|lazy-service|cancelled|useAnswer|memo|form|chance|same|edition-options)\.ts$/.test(id)) return undefined;
            if (/[\\/]src[\\/]widgets[\\/]kit[\\/](Answer|Why|link-limits|EditionField|Calculator|FixFirst|RowList|Chance|LazyTool|AsideList|TextArea|Dormant)\.tsx$/.test(id)) return undefined;
            // Vite's helper for import() stays in its own file: reference pages load it for search, never the kit.
            if (id.includes('vite/preload-helper')) return 'preload-helper';
            // The CCG engine's limits (a few numbers) are read by several tools' first code: with the kit, not a file of their own.
            if (/[\\/]src[\\/]engine[\\/]ccg[\\/]limits\.ts$/.test(id)) return 'kit';
            // So are the kernel's text helpers (lists in words, plurals): every tool's first code reads them, and a file of their own costs a request.
            if (/[\\/]src[\\/]engine[\\/]core[\\/]text\.ts$/.test(id)) return 'kit';
            // The kernel's result type and value checks go together: nearly every tool's code that reads one reads the other.
            if (/[\\/]src[\\/]engine[\\/]core[\\/](result|validate)\.ts$/.test(id)) return 'core';
            // The game session and its list of games set aside serve only the tools that keep a game.
            if (/[\\/]src[\\/]widgets[\\/]kit[\\/]session[\\/]/.test(id)) return undefined;
            if (/[\\/]node_modules[\\/]preact[\\/]/.test(id) || /[\\/]src[\\/]widgets[\\/]kit[\\/].*\.tsx?$/.test(id)) return 'kit';
            return undefined;
          },
        },
      },
    },
    // Not in the server build: there a merge loses the styles of components embedded in MDX pages.
    plugins: [mergeSmallChunksInBrowserOnly(), preload.plugin, islandEntriesWithoutFacades()],
    resolve: {
      alias: {
        '@components': fileURLToPath(new URL('./src/components', import.meta.url)),
        '@engine': fileURLToPath(new URL('./src/engine', import.meta.url)),
        '@widgets': fileURLToPath(new URL('./src/widgets', import.meta.url)),
      },
    },
  },
  markdown: {
    remarkPlugins: [remarkGfm, remarkDirective, remarkIcons, [remarkTermLinks, { root }], [remarkReadings, { root }], remarkRuleUnits, remarkDirectiveFallback],
    // Ids and "#" links for every heading and bullet of every game's content; long reference pages fold.
    rehypePlugins: [rehypeAnchors, [rehypeFolds, { sectionComponents: SECTION_COMPONENTS }]],
    smartypants: true,
  },
  integrations: [
    mdx(),
    preact(),
    // Every page gets its content security policy, and the search index is made, before the
    // service worker's precache list is (so the precached pages are the final ones).
    contentSecurityPolicy(),
    searchIndex(),
    pagefindIndex(),
    AstroPWA({
      registerType: 'prompt',
      injectRegister: false,
      // Said outright: left to itself the plugin misplaces the worker when outDir is not ./dist.
      outDir: outDirPath,
      manifest: webManifest,
      // Our own worker (src/sw/sw.ts): it finds a page whatever form its address takes.
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectManifest: {
        globDirectory: outDirPath,
        globPatterns: ['**/*.{html,css,js,svg,png,webmanifest,json,pf_meta,pf_index,pf_fragment,pagefind}'],
        globIgnores: ['*/terms.json', '*/tables.json', 'pagefind/pagefind-*ui*', 'pagefind/pagefind-highlight.js', 'pagefind/*.css', 'collections/**', '*.mjs', 'data-store.json', 'settings.json', 'sw.js', 'workbox-*.js'],
        manifestTransforms: [pageUrlsInPrecache],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
});
