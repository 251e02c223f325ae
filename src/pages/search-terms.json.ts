/**
 * Names the search box matches exactly before asking Pagefind: every
 * glossary term and keyword (title and aliases), then the reference pages and
 * tools. Loaded with the search code, only when search is first used.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { TOOLS } from '../site/tools.ts';

export interface SearchTerm {
  /** Title, then the other names people use. */
  names: string[];
  url: string;
  title: string;
  summary: string;
  kind: string;
}

export const GET: APIRoute = async () => {
  const [glossary, keywords, pages, examples] = await Promise.all([getCollection('glossary'), getCollection('keywords'), getCollection('pages'), getCollection('examples')]);
  const terms: SearchTerm[] = [
    ...glossary.map((e) => ({ names: [e.data.title, ...e.data.aliases], url: `/ccg/glossary/${e.id}/`, title: e.data.title, summary: e.data.summary, kind: 'Glossary' })),
    ...keywords.map((e) => ({ names: [e.data.title, ...e.data.aliases], url: `/ccg/keywords/${e.id}/`, title: e.data.title, summary: e.data.summary, kind: 'Keyword' })),
    ...pages.map((e) => ({ names: [e.data.title, ...e.data.aliases], url: `/ccg/${e.id}/`, title: e.data.title, summary: e.data.summary, kind: 'Reference' })),
    ...TOOLS.map((t) => ({ names: [t.title], url: `/ccg/tools/${t.slug}/`, title: t.title, summary: t.blurb, kind: 'Tool' })),
    ...examples.map((e) => ({ names: [e.data.title, ...e.data.aliases], url: `/ccg/examples/${e.id}/`, title: e.data.title, summary: e.data.summary, kind: 'Example' })),
  ];
  return new Response(JSON.stringify(terms), { headers: { 'Content-Type': 'application/json' } });
};
