/**
 * Build-time helpers over a game's glossary and keyword collections: one list
 * of linkable terms, related-entry checks and "Mentioned in" backlinks, all
 * within the game.
 */
import { pathIn, type Game } from './games/index.ts';
import { resolveTerm, termLinksIn, TERM_FOLDERS, type TermEntry, type TermKind } from './term-index/index.ts';
import { entriesOf, type EntryOf } from './content.ts';

export type GlossaryEntry = EntryOf<'glossary'>;
export type KeywordEntry = EntryOf<'keywords'>;
export type AnyTermEntry = GlossaryEntry | KeywordEntry;

export interface Term {
  game: Game;
  kind: TermKind;
  slug: string;
  title: string;
  summary: string;
  aliases: string[];
  href: string;
  entry: AnyTermEntry;
}

const toTerm = (game: Game, kind: TermKind, entry: AnyTermEntry): Term => ({
  game,
  kind,
  slug: entry.id,
  title: entry.data.title,
  summary: entry.data.summary,
  aliases: entry.data.aliases,
  href: pathIn(game, `${TERM_FOLDERS[kind]}/${entry.id}`),
  entry,
});

const all = new Map<string, Promise<Term[]>>();

/** The game's glossary entries and keywords, by title. */
export function allTerms(game: Game): Promise<Term[]> {
  let terms = all.get(game.id);
  if (!terms) {
    terms = (async () => {
      const [g, k] = await Promise.all([entriesOf(game, 'glossary'), entriesOf(game, 'keywords')]);
      return [...g.map((e) => toTerm(game, 'glossary', e)), ...k.map((e) => toTerm(game, 'keyword', e))].sort((a, b) => a.title.localeCompare(b.title, 'en'));
    })();
    all.set(game.id, terms);
  }
  return terms;
}

const asIndex = (terms: Term[]): TermEntry[] =>
  terms.map((t) => ({ game: t.game.id, kind: t.kind, slug: t.slug, title: t.title, aliases: t.aliases, summary: t.summary, href: t.href, file: t.entry.filePath ?? t.slug }));

/** The entries named in `related`, in order; an unknown name fails the build with file and field. */
export async function relatedTerms(term: Term): Promise<Term[]> {
  const terms = await allTerms(term.game);
  const index = asIndex(terms);
  return term.entry.data.related.map((ref) => {
    const found = resolveTerm(index, ref, ref);
    if (!found.ok) throw new Error(`${term.entry.filePath}: related: ${found.error}`);
    return terms.find((t) => t.href === found.entry.href)!;
  });
}

const links = new Map<string, Promise<Map<string, Term[]>>>();

/** Every term of the game whose text links to `term` with :term[...] (computed from the sources at build time). */
export async function backlinks(term: Term): Promise<Term[]> {
  let map = links.get(term.game.id);
  if (!map) {
    map = (async () => {
      const terms = await allTerms(term.game);
      const index = asIndex(terms);
      const found = new Map<string, Term[]>();
      for (const from of terms) {
        const targets = new Set<string>();
        for (const { text, target } of termLinksIn(from.entry.body ?? '')) {
          const r = resolveTerm(index, text, target);
          if (r.ok && r.entry.href !== from.href) targets.add(r.entry.href);
        }
        for (const href of targets) found.set(href, [...(found.get(href) ?? []), from]);
      }
      return found;
    })();
    links.set(term.game.id, map);
  }
  return (await map).get(term.href) ?? [];
}

/** The first letter used to group the A-Z index. */
export function letterOf(title: string): string {
  const c = title.replace(/^the\s+/i, '').charAt(0).toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
}
