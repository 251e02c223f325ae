/**
 * Gives every built page its content security policy (src/site/csp/policy.ts),
 * with the hash of each inline script it holds. Runs inside `astro build`,
 * before the service worker's precache list is made, so the precached pages
 * are the pages with their policy.
 */
import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPolicy } from '../site/csp/policy.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

export function contentSecurityPolicy(): AstroIntegration {
  return {
    name: 'traveller:csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const files = htmlFiles(fileURLToPath(dir));
        for (const file of files) writeFileSync(file, withPolicy(readFileSync(file, 'utf8')));
        logger.info(`content security policy on ${files.length} pages`);
      },
    },
  };
}
