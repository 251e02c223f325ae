/**
 * Which pages rely on which source note of a game: every link to
 * `<base>source-notes/#id` and every `:reading[…]{note=id}` in the game's
 * content (src/site/readings.ts), and every engine rule id
 * `<game>.note.<id>` (used by the tools). Computed at build time from the sources.
 */
import GithubSlugger from 'github-slugger';
import { ruleIdsOf } from './rule-links/index.ts';
import { pathIn, type Game } from './games/index.ts';
import { entriesOf } from './content.ts';
import { readingsIn } from './readings.ts';

export interface NoteInfo {
  id: string;
  heading: string;
  pages: { href: string; title: string }[];
  usedByEngine: boolean;
}

export async function sourceNotes(game: Game): Promise<NoteInfo[]> {
  const [glossary, keywords, pages, examples] = await Promise.all([
    entriesOf(game, 'glossary'),
    entriesOf(game, 'keywords'),
    entriesOf(game, 'pages'),
    entriesOf(game, 'examples'),
  ]);
  const notesPage = pages.find((p) => p.id === 'source-notes');
  if (!notesPage) return [];
  const slugger = new GithubSlugger();
  const notes = [...(notesPage.body ?? '').matchAll(/^## (.+)$/gm)].map((m) => ({ heading: m[1]!.trim(), id: slugger.slug(m[1]!.trim()) }));
  const page = (path: string, e: { data: { title: string }; body?: string }) => ({ href: pathIn(game, path), title: e.data.title, body: e.body ?? '' });
  const sources = [
    ...glossary.map((e) => page(`glossary/${e.id}`, e)),
    ...keywords.map((e) => page(`keywords/${e.id}`, e)),
    ...pages.filter((e) => e.id !== 'source-notes').map((e) => page(e.id, e)),
    ...examples.map((e) => page(`examples/${e.id}`, e)),
  ];
  const notesHref = pathIn(game, 'source-notes');
  const prefix = `${game.id}.note.`;
  const engineNotes = new Set(ruleIdsOf(game.id).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)));
  return notes.map((n) => ({
    ...n,
    pages: sources.filter((s) => s.body.includes(`${notesHref}#${n.id})`) || readingsIn(s.body).some((r) => r.note === n.id)).map(({ href, title }) => ({ href, title })),
    usedByEngine: engineNotes.has(n.id),
  }));
}
