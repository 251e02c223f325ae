// Statements labelled as our readings, per game, counted in the built pages. Every reading, whether
// written in the content (:reading[...]{note=...}, :::reading) or drawn by a component (<Reading>),
// is an element carrying `data-reading` (the note's id) that holds the "Our reading" label and the
// statement. A statement shown on several pages (a glossary entry and the play aid, say) counts once
// among the statements and once per page among the labels.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from './page-figures.mjs';

const OPEN = /<(span|div)\b[^>]*\bdata-reading="([^"]+)"[^>]*>/g;

/** The element's inner HTML, from just after its opening tag to its matching closing tag. */
function innerOf(html, tag, from) {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, m.index);
  }
  return html.slice(from);
}

const plain = (html) =>
  html
    .replace(/<a\b[^>]*class="reading-label"[^>]*>[\s\S]*?<\/a>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The readings of one page: each note id with its statement as plain text. */
export function readingsOnPage(html) {
  const out = [];
  for (const m of html.matchAll(OPEN)) out.push({ note: m[2], text: plain(innerOf(html, m[1], m.index + m[0].length)) });
  return out;
}

/**
 * Per game (the first part of a page's path): distinct labelled statements, labels shown (one per
 * statement per page), distinct notes cited, and pages that carry at least one label.
 */
export function readingFigures(dist) {
  const games = {};
  for (const page of builtPages(dist)) {
    const game = /^\/([^/]+)\//.exec(page)?.[1];
    if (!game) continue;
    const marks = readingsOnPage(readFileSync(join(dist, page, 'index.html'), 'utf8'));
    if (marks.length === 0) continue;
    const g = (games[game] ??= { statements: new Set(), notes: new Set(), labels: 0, pages: 0 });
    g.pages++;
    g.labels += marks.length;
    for (const { note, text } of marks) {
      g.notes.add(note);
      g.statements.add(`${note}\u0000${text}`);
    }
  }
  return Object.fromEntries(
    Object.entries(games).map(([id, g]) => [id, { statements: g.statements.size, labels: g.labels, notes: g.notes.size, pages: g.pages }]),
  );
}

export function readingLines(figures) {
  const lines = ['\nStatements labelled as our readings (each with its "Our reading" label and a link to its source note):'];
  for (const [game, f] of Object.entries(figures)) {
    lines.push(`  ${game.padEnd(10)} ${f.statements} statements, citing ${f.notes} notes; ${f.labels} labels on ${f.pages} pages (a statement repeated on another page is labelled there too)`);
  }
  return lines;
}
