/**
 * The index of linkable terms (every game's glossary entries and keywords),
 * read straight from the content files' front matter so that the remark
 * plugins, the pages and the tests all resolve a term the same way. A term
 * link resolves within its own game: pass `termsOf(index, game)`. Runs at
 * build time in Node.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, basename, extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { contentDir, gamesWithContent, pathIn } from '../games/index.ts';
import { normalise, singulars } from './names.ts';

export { normalise };

export type TermKind = 'glossary' | 'keyword';

export interface TermEntry {
  /** The id of the game the term belongs to. */
  game: string;
  kind: TermKind;
  slug: string;
  title: string;
  /** Other names: `aliases` and `searchAliases` of the front matter. */
  aliases: string[];
  summary: string;
  href: string;
  file: string;
}

/** Each kind's folder under `content/<game>/`, which is also its path under the game's base. */
export const TERM_FOLDERS: Record<TermKind, string> = { glossary: 'glossary', keyword: 'keywords' };

export function readFrontMatter(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match) return {};
  const data: unknown = parseYaml(match[1] ?? '');
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

const asString = (v: unknown) => (typeof v === 'string' ? v : '');
const asStrings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function loadTermIndex(root: string): TermEntry[] {
  const entries: TermEntry[] = [];
  for (const game of gamesWithContent()) {
    for (const [kind, folder] of Object.entries(TERM_FOLDERS) as [TermKind, string][]) {
      const dir = contentDir(game, folder);
      const abs = join(root, dir);
      if (!existsSync(abs)) continue;
      for (const name of readdirSync(abs).sort()) {
        if (!/\.mdx?$/.test(name)) continue;
        const data = readFrontMatter(readFileSync(join(abs, name), 'utf8'));
        const slug = basename(name, extname(name));
        entries.push({
          game: game.id,
          kind,
          slug,
          title: asString(data.title) || slug,
          // Every other name links and search accept: the listed aliases and the search-only ones.
          aliases: [...asStrings(data.aliases), ...asStrings(data.searchAliases)],
          summary: asString(data.summary),
          href: pathIn(game, `${folder}/${slug}`),
          file: join(dir, name),
        });
      }
    }
  }
  return entries;
}

/** One game's terms: the only ones its pages' term links may name. */
export const termsOf = (index: readonly TermEntry[], game: string): TermEntry[] => index.filter((e) => e.game === game);

let cache: { root: string; at: number; entries: TermEntry[] } | undefined;

/** The index, re-read at most once a second so `astro dev` sees new files. */
export function termIndex(root: string): TermEntry[] {
  const now = Date.now();
  if (!cache || cache.root !== root || now - cache.at > 1000) cache = { root, at: now, entries: loadTermIndex(root) };
  return cache.entries;
}

export type Resolution = { ok: true; entry: TermEntry; anchor: string } | { ok: false; error: string };

/**
 * Resolve a term link. `target` (after `|` in `:term[text|target]`) may be a
 * slug, `glossary/<slug>` or `keywords/<slug>`, each with an optional `#anchor`;
 * without a target the text itself is matched against titles, aliases and slugs.
 */
export function resolveTerm(index: readonly TermEntry[], text: string, target?: string): Resolution {
  if (target !== undefined && target.trim() !== '') {
    const [path = '', anchor = ''] = target.trim().split('#');
    const [prefix, rest] = path.includes('/') ? path.split('/', 2) : [undefined, path];
    const kind: TermKind | undefined = prefix === 'keywords' || prefix === 'keyword' ? 'keyword' : prefix === 'glossary' ? 'glossary' : undefined;
    if (prefix !== undefined && kind === undefined) return { ok: false, error: `"${target}" must start with glossary/ or keywords/` };
    const hits = index.filter((e) => e.slug === rest && (kind === undefined || e.kind === kind));
    if (hits.length === 1) return { ok: true, entry: hits[0]!, anchor };
    if (hits.length > 1) return { ok: false, error: `"${rest}" is both a glossary term and a keyword; write glossary/${rest} or keywords/${rest}` };
    return { ok: false, error: `no glossary term or keyword has the slug "${rest}"` };
  }
  const wanted = new Set(singulars(normalise(text)));
  const names = (e: TermEntry) => [e.title, e.slug.replace(/-/g, ' '), ...e.aliases].map(normalise);
  const hits = index.filter((e) => names(e).some((n) => singulars(n).some((s) => wanted.has(s))));
  if (hits.length === 1) return { ok: true, entry: hits[0]!, anchor: '' };
  if (hits.length > 1) {
    return { ok: false, error: `"${text}" matches several terms (${hits.map((h) => h.href).join(', ')}); name one with :term[${text}|slug]` };
  }
  return { ok: false, error: `no glossary term or keyword is called "${text}"; add it, or point at one with :term[${text}|slug]` };
}

/** Every `:term[...]` in a source text, as [text, target] pairs (for backlinks). */
export function termLinksIn(source: string): { text: string; target: string | undefined }[] {
  const out: { text: string; target: string | undefined }[] = [];
  for (const m of source.matchAll(/(?<![\w:]):term\[([^\]]+)\]/g)) {
    const [text = '', target] = (m[1] ?? '').replace(/\\\|/g, '|').split('|');
    out.push({ text: text.trim(), target: target?.trim() });
  }
  return out;
}
