/**
 * Content lint without a build: every :icon[...] and :term[...] resolves,
 * every `related` entry exists, and no alias or title names two entries.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTermIndex, readFrontMatter, resolveTerm, normalise } from './term-index.ts';
import { shortcodeErrors } from './shortcodes.ts';
import { contentFiles } from './content-files.ts';

export function lintContent(root: string): { problems: string[]; terms: number } {
  const index = loadTermIndex(root);
  const problems: string[] = [];
  for (const file of contentFiles(root)) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const e of shortcodeErrors(source, index)) problems.push(`${file}: ${e}`);
    const related = readFrontMatter(source).related;
    if (Array.isArray(related)) {
      for (const ref of related) {
        const r = resolveTerm(index, String(ref), String(ref));
        if (!r.ok) problems.push(`${file}: related: ${r.error}`);
      }
    }
  }
  const owners = new Map<string, string[]>();
  for (const e of index) {
    for (const name of new Set([e.title, ...e.aliases].map(normalise))) owners.set(name, [...(owners.get(name) ?? []), e.file]);
  }
  for (const [name, files] of owners) if (files.length > 1) problems.push(`"${name}" is the title or alias of several entries: ${files.join(', ')}`);
  return { problems, terms: index.length };
}
