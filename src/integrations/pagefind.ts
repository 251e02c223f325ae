/**
 * Builds the Pagefind search index inside `astro build`, so the index exists
 * before any later integration (the service worker's precache list) runs.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { createIndex, close } from 'pagefind';

export function pagefindIndex(): AstroIntegration {
  return {
    name: 'traveller:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const { index, errors } = await createIndex({});
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: site });
        if (added.errors.length) throw new Error(`Pagefind failed to index: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: `${site}pagefind` });
        if (written.errors.length) throw new Error(`Pagefind failed to write: ${written.errors.join('; ')}`);
        logger.info(`indexed ${added.page_count} pages`);
        await close();
      },
    },
  };
}
