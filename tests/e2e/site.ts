/** Helpers shared by the browser tests: the pages of the built site. */
import { readdirSync, statSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DIST = process.env.TRAVELLER_OUT_DIR ?? join(process.cwd(), 'dist');

/** Every page of the built site as a URL path ("/ccg/glossary/cost/"), the 404 page excluded. */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name === 'pagefind' || name === '_astro') continue;
        walk(p);
      } else if (name === 'index.html') {
        const rel = relative(DIST, dir);
        out.push(rel === '' ? '/' : `/${rel}/`);
      }
    }
  };
  walk(DIST);
  return out.sort();
}

export function builtHtml(path: string): string {
  return readFileSync(join(DIST, path, 'index.html'), 'utf8');
}

/** Element ids on a built page (for anchor checks without a browser). */
export function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
}

