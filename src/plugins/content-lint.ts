/**
 * Content lint without a build: every file sits in a game's folder, every
 * :icon[...] and :term[...] resolves within that game, every `related` entry
 * exists in it, no alias or title names two entries of one game, and a term's
 * own links name their target by title, listed alias or slug (a link by a
 * search-only alias builds, but "Mentioned in" would not count it), and each
 * game's A-Z keeps its "see" rows (listed aliases) for real other names: at
 * most 15 % of its rows, none merely its entry's title in another form; and
 * every rule id of each game's registry finds its title in one place only
 * (src/site/rules/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameOfContentFile } from '../site/games/index.ts';
import { loadTermIndex, readFrontMatter, resolveTerm, normalise, termLinksIn, termsOf, type TermEntry } from '../site/term-index/index.ts';
import { sameName } from '../site/term-index/names.ts';
import { shortcodeErrors } from '../site/shortcodes.ts';
import { contentFiles } from './content-files.ts';
import { NOTES_PAGE, readingProblems } from '../site/readings.ts';
import { registryProblems } from '../site/rules/index.ts';

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

/** The term index with only the names the A-Z lists (title, `aliases`, slug): what "Mentioned in" resolves links with. */
function listedOnly(index: readonly TermEntry[], root: string): TermEntry[] {
  return index.map((e) => {
    const listed = readFrontMatter(readFileSync(join(root, e.file), 'utf8')).aliases;
    return { ...e, aliases: Array.isArray(listed) ? listed.map(String) : [] };
  });
}

/** The largest share of an A-Z's rows that may be "see" rows (a listed alias leading to its entry). */
export const MAX_SEE_SHARE = 0.15;

/** The same name once case, punctuation, spaces, a leading "the" and plurals are set aside ("Subsector", "Sub-sector"). */
const sameForm = (a: string, b: string) => {
  const bare = (s: string) => normalise(s).replace(/^the /, '').replace(/ /g, '');
  return sameName(bare(a), bare(b));
};

/**
 * The A-Z of each game lists every entry and, as a "see" row, each listed
 * alias (`listed` holds only those, not search-only names). Problems: a game
 * whose "see" rows pass MAX_SEE_SHARE of its rows, and a listed alias that is
 * only its entry's title in another form (it belongs in `searchAliases`).
 */
export function seeRowProblems(listed: readonly TermEntry[]): string[] {
  const problems: string[] = [];
  for (const e of listed) {
    for (const a of e.aliases.filter((a) => sameForm(a, e.title))) problems.push(`${e.file}: aliases: "${a}" is the title in another form; move it to searchAliases`);
  }
  for (const game of new Set(listed.map((e) => e.game))) {
    const entries = termsOf(listed, game);
    const see = entries.reduce((n, e) => n + e.aliases.length, 0);
    const rows = entries.length + see;
    if (see > MAX_SEE_SHARE * rows) {
      problems.push(`${game}: ${see} of the A-Z's ${rows} rows are "see" rows (${((100 * see) / rows).toFixed(1)} %, at most ${100 * MAX_SEE_SHARE} %); keep in aliases only real other names, move the rest to searchAliases`);
    }
  }
  return problems;
}

/** Links in a glossary or keyword file that name their target by a search-only alias. */
export function searchAliasLinks(source: string, terms: readonly TermEntry[], listed: readonly TermEntry[]): string[] {
  return termLinksIn(source)
    .filter(({ text, target }) => !target && resolveTerm(terms, text).ok && !resolveTerm(listed, text).ok)
    .map(({ text }) => {
      const r = resolveTerm(terms, text);
      return `:term[${text}] names a search-only alias; write :term[${text}|${r.ok ? r.entry.slug : 'slug'}] (\\| in a table)`;
    });
}

export function lintContent(root: string): { problems: string[]; terms: number } {
  const index = loadTermIndex(root);
  const listed = listedOnly(index, root);
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
    const notesPage = file.replace(/\\/g, '/').endsWith(`/pages/${NOTES_PAGE}.mdx`);
    for (const e of readingProblems(root, game.id, source, notesPage)) problems.push(`${file}: ${e}`);
    if (/\/(glossary|keywords)\//.test(file)) for (const e of searchAliasLinks(source, terms, termsOf(listed, game.id))) problems.push(`${file}: ${e}`);
    const related = readFrontMatter(source).related;
    if (Array.isArray(related)) {
      for (const ref of related) {
        const r = resolveTerm(terms, String(ref), String(ref));
        if (!r.ok) problems.push(`${file}: related: ${r.error}`);
      }
    }
  }
  problems.push(...sharedNames(index), ...seeRowProblems(listed), ...registryProblems(root).map((p) => `rule registry: ${p}`));
  return { problems, terms: index.length };
}
