/**
 * Our readings: the one way every game marks a statement that is our reading
 * of an unclear rule, not the rule itself. In the content it is written
 *
 *   :reading[the statement, in our words]{note=A09}
 *
 * and a component draws the same thing with `<Reading game="traders" note="A09">`
 * (src/components/Reading.astro). Either way the page shows a visible "Our
 * reading" label linking to the note on that game's Source notes page
 * (`<base>source-notes/#<id>`), and the statement beside it.
 *
 * A note id is an anchor of the game's Source notes page: a `:::rule{#A09}`
 * block where the page has them (Traders A01…, Ascension AM-01…), else the slug
 * of a `## ` heading (the card game: `expend-until-met`). This module reads
 * them from the page, finds the readings in a source text, and finds the words
 * "our reading" or "we read" written outside a label (which the content lint
 * refuses: a stated reading must carry the label and the link). Build time, Node.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { contentDir, gameById, pathIn, type Game } from './games/index.ts';

/** The page, in each game's `pages/` folder, that holds the notes. */
export const NOTES_PAGE = 'source-notes';

export interface SourceNote {
  id: string;
  /** The note's topic as its page heads it ("Expend until met", "what the market table's numbers mean"). */
  title: string;
}

/** The notes of a Source notes page's text, in page order. */
export function notesInPage(source: string): SourceNote[] {
  const blocks = [...source.matchAll(/^:::rule\{#([^\s}]+)[^}]*\}\s*\n([\s\S]*?)^:::\s*$/gm)];
  if (blocks.length > 0) {
    return blocks.map((m) => {
      const body = m[2] ?? '';
      const heading = /^#{2,6} (.+)$/m.exec(body)?.[1];
      const strong = /\*\*([^*]+)\*\*/.exec(body)?.[1];
      const title = (heading ?? strong ?? m[1]!).replace(/^(Gap|Unclear|Note|House rule):\s*/i, '').replace(/[.:]\s*$/, '').trim();
      return { id: m[1]!, title };
    });
  }
  const slugger = new GithubSlugger();
  return [...source.matchAll(/^## (.+)$/gm)].map((m) => ({ id: slugger.slug(m[1]!.trim()), title: m[1]!.trim() }));
}

const cache = new Map<string, ReadonlyMap<string, SourceNote>>();

/** The notes of a game by id, read from `content/<game>/pages/source-notes.mdx` under `root` (empty if the page is missing). */
export function notesOf(root: string, gameId: string): ReadonlyMap<string, SourceNote> {
  const file = join(root, contentDir(gameById(gameId), 'pages'), `${NOTES_PAGE}.mdx`);
  const key = `${file}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const notes = existsSync(file) ? notesInPage(readFileSync(file, 'utf8')) : [];
  const map = new Map(notes.map((n) => [n.id, n]));
  cache.set(key, map);
  return map;
}

/** Forget the notes read so far (tests that edit a page, a dev server that reloads). */
export const forgetNotes = (): void => cache.clear();

/** Where a note lives: `/traders/source-notes/#A09`. */
export const noteHref = (game: Game, id: string): string => `${pathIn(game, NOTES_PAGE)}#${id}`;

/** Ids shown on the label beside the words (A09, AM-44); a card-game note's slug is not. */
export const showsId = (id: string): boolean => /^[A-Z]{1,3}-?\d{1,3}$/.test(id);

export interface ReadingLabel {
  href: string;
  id: string;
  /** The id as the label shows it, or undefined (the label then says only "Our reading"). */
  shown: string | undefined;
  /** The note's topic, as its page heads it. */
  title: string;
  /** The link's accessible name: its visible words, then the note's topic ("Our reading A09: who can be a target"). */
  name: string;
}

/** The label of a reading citing note `id` of `gameId`, or an error naming what is wrong. */
export function readingLabel(root: string, gameId: string, id: string | null | undefined): { ok: true; label: ReadingLabel } | { ok: false; error: string } {
  const game = gameById(gameId);
  const note = (id ?? '').trim();
  if (!note) return { ok: false, error: `a reading needs the id of its source note, written {note=…} (the anchors of ${pathIn(game, NOTES_PAGE)})` };
  const found = notesOf(root, game.id).get(note);
  if (!found) return { ok: false, error: `no source note "${note}" on ${pathIn(game, NOTES_PAGE)}` };
  const shown = showsId(note) ? note : undefined;
  return { ok: true, label: { href: noteHref(game, note), id: note, shown, title: found.title, name: `Our reading${shown ? ` ${shown}` : ''}: ${found.title}` } };
}

export interface ReadingMark {
  /** The statement as written between the brackets. */
  text: string;
  /** The `note=` attribute, or undefined when it is missing. */
  note: string | undefined;
  /** Offsets of the whole `:reading[…]{…}` in the source. */
  start: number;
  end: number;
}

/** The end of a bracketed run starting at `open` (the index of `[` or `{`), nested pairs and `\]` allowed; -1 if unclosed. */
function closing(source: string, open: number, left: string, right: string): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === left) depth++;
    else if (c === right && --depth === 0) return i;
  }
  return -1;
}

/** Every `:reading[…]{…}` and `:::reading{…}` block of a source text, in order. */
export function readingsIn(source: string): ReadingMark[] {
  const out: ReadingMark[] = [];
  for (const m of source.matchAll(/^:::reading(\{[^}\n]*\})?[ \t]*\n([\s\S]*?)^:::[ \t]*$/gm)) {
    const note = /(?:^|[\s{])note=(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))/.exec(m[1] ?? '')?.slice(1).find((v) => v !== undefined);
    out.push({ text: m[2] ?? '', note, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of source.matchAll(/(?<![\w:]):reading\[/g)) {
    const open = m.index! + ':reading'.length;
    const close = closing(source, open, '[', ']');
    if (close < 0) {
      out.push({ text: source.slice(open + 1), note: undefined, start: m.index!, end: source.length });
      continue;
    }
    let end = close + 1;
    let note: string | undefined;
    if (source[end] === '{') {
      const attrEnd = closing(source, end, '{', '}');
      if (attrEnd > 0) {
        const attrs = source.slice(end + 1, attrEnd);
        note = /(?:^|\s)note=(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))/.exec(attrs)?.slice(1).find((v) => v !== undefined);
        end = attrEnd + 1;
      }
    }
    out.push({ text: source.slice(open + 1, close), note, start: m.index!, end });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The words that state a reading; outside a label (and the Source notes pages) they mean an unlabelled reading. */
const READING_WORDS = /\bour readings?\b|\bwe read\b/gi;

/** A link to a note of some game's Source notes page, written in Markdown: `](/traders/source-notes/#A07)`. */
const NOTE_LINK = /\]\(\/[a-z]+\/source-notes\/#[^)\s]+\)/g;

/**
 * Places in a source text that state a reading without the label: the words
 * "our reading" or "we read", or a link to a source note, outside every
 * `:reading[…]{…}` (the label is the one link to a note; a statement that
 * relies on a note is written inside it), with the line they are on. The
 * words inside a statement's own brackets count too (the label already says
 * it: write the statement only).
 */
export function unlabelledReadings(source: string): { line: number; words: string }[] {
  const marks = readingsIn(source);
  const problems: { line: number; words: string }[] = [];
  const lineAt = (i: number) => source.slice(0, i).split('\n').length;
  for (const m of [...source.matchAll(READING_WORDS), ...source.matchAll(NOTE_LINK)]) {
    const inside = marks.find((r) => m.index! >= r.start && m.index! < r.end);
    if (!inside) problems.push({ line: lineAt(m.index!), words: m[0].startsWith('](') ? `a link to a source note (${m[0].slice(2, -1)})` : m[0] });
  }
  for (const r of marks) {
    for (const m of r.text.matchAll(READING_WORDS)) problems.push({ line: lineAt(r.start), words: `${m[0]} (inside the label's statement)` });
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** Problems with the readings of one content file of `gameId`: a missing or unknown note, or a reading stated without the label. */
export function readingProblems(root: string, gameId: string, source: string, isNotesPage: boolean): string[] {
  const problems: string[] = [];
  for (const r of readingsIn(source)) {
    const found = readingLabel(root, gameId, r.note);
    const line = source.slice(0, r.start).split('\n').length;
    if (!found.ok) problems.push(`line ${line}: :reading[${r.text.slice(0, 40)}${r.text.length > 40 ? '…' : ''}]: ${found.error}`);
    else if (!r.text.trim()) problems.push(`line ${line}: :reading[]{note=${r.note}}: write the statement between the brackets`);
  }
  if (!isNotesPage) {
    for (const u of unlabelledReadings(source)) {
      problems.push(`line ${u.line}: ${u.words.startsWith('a link') ? u.words : `"${u.words}"`} outside a reading label: write the statement as :reading[the statement]{note=<id>} (the label says "Our reading" and links to the note)`);
    }
  }
  return problems;
}
