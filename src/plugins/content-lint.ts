/**
 * Content lint without a build: every file sits in a game's folder, every
 * :icon[...] and :term[...] resolves within that game, every `related` entry
 * exists in it, and no alias or title names two entries of one game.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameOfContentFile } from '../site/games/index.ts';
import { loadTermIndex, readFrontMatter, resolveTerm, normalise, termsOf, type TermEntry } from '../site/term-index/index.ts';
import { shortcodeErrors } from '../site/shortcodes.ts';
import { contentFiles } from './content-files.ts';

/** Names (titles and aliases) given to more than one entry of the same game. */
export function sharedNames(index: readonly TermEntry[]): string[] {
  const problems: string[] = [];
  for (const game of new Set(index.map((e) => e.game))) {
    const owners = new Map<string, string[]>();
    for (const e of termsOf(index, game)) {
      for (const name of new Set([e.title, ...e.aliases].map(normalise))) owners.set(name, [...(owners.get(name) ?? []), e.file]);
    }
    for (const [name, files] of owners) if (files.length > 1) problems.push(`"${name}" is the title or alias of several ${game} entries: ${files.join(', ')}`);
  }
  return problems;
}

export function lintContent(root: string): { problems: string[]; terms: number } {
  const index = loadTermIndex(root);
  const problems: string[] = [];
  for (const file of contentFiles(root)) {
    const game = gameOfContentFile(file);
    if (!game?.hasContent) {
      problems.push(`${file}: not in the content folder of a game with content (content/<game>/, see src/site/games)`);
      continue;
    }
    const terms = termsOf(index, game.id);
    const source = readFileSync(join(root, file), 'utf8');
    for (const e of shortcodeErrors(source, terms)) problems.push(`${file}: ${e}`);
    const related = readFrontMatter(source).related;
    if (Array.isArray(related)) {
      for (const ref of related) {
        const r = resolveTerm(terms, String(ref), String(ref));
        if (!r.ok) problems.push(`${file}: related: ${r.error}`);
      }
    }
  }
  problems.push(...sharedNames(index));
  return { problems, terms: index.length };
}
