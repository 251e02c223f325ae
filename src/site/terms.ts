/**
 * Build-time helpers over the glossary and keyword collections: one list of
 * linkable terms, related-entry checks and "Mentioned in" backlinks.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { resolveTerm, termLinksIn, type TermEntry } from '../plugins/term-index.ts';

export type GlossaryEntry = CollectionEntry<'glossary'>;
export type KeywordEntry = CollectionEntry<'keywords'>;
export type AnyTermEntry = GlossaryEntry | KeywordEntry;

export interface Term {
  kind: 'glossary' | 'keyword';
  slug: string;
  title: string;
  summary: string;
  aliases: string[];
  href: string;
  entry: AnyTermEntry;
}

const toTerm = (entry: AnyTermEntry): Term => {
  const kind = entry.collection === 'glossary' ? 'glossary' : 'keyword';
  return {
    kind,
    slug: entry.id,
    title: entry.data.title,
    summary: entry.data.summary,
    aliases: entry.data.aliases,
    href: `/ccg/${kind === 'glossary' ? 'glossary' : 'keywords'}/${entry.id}/`,
    entry,
  };
};

let all: Promise<Term[]> | undefined;

export function allTerms(): Promise<Term[]> {
  all ??= (async () => {
    const [g, k] = await Promise.all([getCollection('glossary'), getCollection('keywords')]);
    return [...g, ...k].map(toTerm).sort((a, b) => a.title.localeCompare(b.title, 'en'));
  })();
  return all;
}

const asIndex = (terms: Term[]): TermEntry[] =>
  terms.map((t) => ({ kind: t.kind, slug: t.slug, title: t.title, aliases: t.aliases, summary: t.summary, href: t.href, file: t.entry.filePath ?? t.slug }));

/** The entries named in `related`, in order; an unknown name fails the build with file and field. */
export async function relatedTerms(term: Term): Promise<Term[]> {
  const terms = await allTerms();
  const index = asIndex(terms);
  return term.entry.data.related.map((ref) => {
    const found = resolveTerm(index, ref, ref);
    if (!found.ok) throw new Error(`${term.entry.filePath}: related: ${found.error}`);
    return terms.find((t) => t.href === found.entry.href)!;
  });
}

let links: Promise<Map<string, Term[]>> | undefined;

/** Every term whose text links to `term` with :term[...] (computed from the sources at build time). */
export async function backlinks(term: Term): Promise<Term[]> {
  links ??= (async () => {
    const terms = await allTerms();
    const index = asIndex(terms);
    const map = new Map<string, Term[]>();
    for (const from of terms) {
      const targets = new Set<string>();
      for (const { text, target } of termLinksIn(from.entry.body ?? '')) {
        const r = resolveTerm(index, text, target);
        if (r.ok && r.entry.href !== from.href) targets.add(r.entry.href);
      }
      for (const href of targets) map.set(href, [...(map.get(href) ?? []), from]);
    }
    return map;
  })();
  return (await links).get(term.href) ?? [];
}

/** The first letter used to group the A-Z index. */
export function letterOf(title: string): string {
  const c = title.replace(/^the\s+/i, '').charAt(0).toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
}
