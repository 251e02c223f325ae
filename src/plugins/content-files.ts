/** Every Markdown/MDX file under `content/`, as paths relative to the project root. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export function contentFiles(root: string, dir = 'content'): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    for (const name of readdirSync(abs).sort()) {
      const p = join(abs, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.mdx?$/.test(name)) out.push(relative(root, p));
    }
  };
  walk(join(root, dir));
  return out;
}
