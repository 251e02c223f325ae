/**
 * Which pages rely on which source note: every link to `/ccg/source-notes/#id`
 * in the content, and every engine rule id `ccg.note.<id>` (used by the tools).
 * Computed at build time from the sources.
 */
import { getCollection } from 'astro:content';
import GithubSlugger from 'github-slugger';
import { RULES } from '../engine/ccg/rules.ts';

export interface NoteInfo {
  id: string;
  heading: string;
  pages: { href: string; title: string }[];
  usedByEngine: boolean;
}

export async function sourceNotes(): Promise<NoteInfo[]> {
  const [glossary, keywords, pages, examples] = await Promise.all([
    getCollection('glossary'),
    getCollection('keywords'),
    getCollection('pages'),
    getCollection('examples'),
  ]);
  const notesPage = pages.find((p) => p.id === 'source-notes');
  if (!notesPage) return [];
  const slugger = new GithubSlugger();
  const notes = [...(notesPage.body ?? '').matchAll(/^## (.+)$/gm)].map((m) => ({ heading: m[1]!.trim(), id: slugger.slug(m[1]!.trim()) }));
  const sources = [
    ...glossary.map((e) => ({ href: `/ccg/glossary/${e.id}/`, title: e.data.title, body: e.body ?? '' })),
    ...keywords.map((e) => ({ href: `/ccg/keywords/${e.id}/`, title: e.data.title, body: e.body ?? '' })),
    ...pages.filter((e) => e.id !== 'source-notes').map((e) => ({ href: `/ccg/${e.id}/`, title: e.data.title, body: e.body ?? '' })),
    ...examples.map((e) => ({ href: `/ccg/examples/${e.id}/`, title: e.data.title, body: e.body ?? '' })),
  ];
  const engineNotes = new Set(Object.keys(RULES).filter((k) => k.startsWith('ccg.note.')).map((k) => k.slice('ccg.note.'.length)));
  return notes.map((n) => ({
    ...n,
    pages: sources.filter((s) => s.body.includes(`/ccg/source-notes/#${n.id})`)).map(({ href, title }) => ({ href, title })),
    usedByEngine: engineNotes.has(n.id),
  }));
}
