/**
 * Our inline shortcodes, as remark plugins (they run after remark-directive):
 *
 *   :icon[contract]   :icon[medical:expert]   :icon[credits:2]   :icon[crew+medical]
 *   :term[Expense Value]   :term[expended|expenses]   :term[the queue|timing#the-queue]
 *   :reading[a statement that is our reading of an unclear rule]{note=A09}
 *
 * and two blocks: a rule unit with its own anchor and a visible permalink,
 *
 *   :::rule{#t-2-c-ii label="(2)(c)(ii)"}
 *   The rule in our words.
 *   :::
 *
 * and a reading that takes more than a sentence (a list of steps):
 *
 *   :::reading{note=queue-passing}
 *   1. The steps, in our words.
 *   :::
 *
 * A reading is labelled "Our reading" and linked to its note on the game's
 * Source notes page (src/site/readings.ts); a reading without a known note, or
 * an unknown icon or term, fails the build, naming the file and the shortcode.
 * Each plugin notes such a problem and goes on; the last one,
 * `remarkDirectiveFallback`, fails with every problem of the file at once, so
 * one run names them all. It puts any other `:name[...]` (a colon in ordinary
 * prose) back as plain text.
 */
import { visit, SKIP } from 'unist-util-visit';
import type { Root, PhrasingContent } from 'mdast';
import type { VFile } from 'vfile';
import { parseIconSpec, iconElement } from '../icons/render.ts';
import { toHast } from '../icons/svg-tree.ts';
import { gameOfContentFile } from '../site/games/index.ts';
import { resolveTerm, termIndex, termsOf, type TermEntry } from '../site/term-index/index.ts';
import { readingLabel, type ReadingLabel } from '../site/readings.ts';

interface DirectiveNode {
  type: 'textDirective' | 'leafDirective' | 'containerDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: PhrasingContent[];
  position?: { start: { offset?: number }; end: { offset?: number } };
  data?: Record<string, unknown>;
}

const labelOf = (node: DirectiveNode) =>
  node.children.map((c) => ('value' in c && typeof c.value === 'string' ? c.value : '')).join('');

/**
 * The label exactly as written. The parser reads `:expert` in `:icon[medical:expert]`
 * as a nested directive, so the label is cut from the source text instead.
 */
function rawLabel(node: DirectiveNode, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const source = String(file.value ?? '');
  if (start === undefined || end === undefined || !source) return labelOf(node);
  const written = source.slice(start, end);
  const open = written.indexOf('[');
  const close = written.lastIndexOf(']');
  // Inside a GFM table a bar is written `\|`; the label means a plain bar.
  return open >= 0 && close > open ? written.slice(open + 1, close).replace(/\\\|/g, '|') : labelOf(node);
}

/** Where our problems are noted on the file, for `remarkDirectiveFallback` to fail with. */
const PROBLEM_SOURCE = 'traveller-shortcodes';

/** Notes a problem with a shortcode, naming the file; the node is left as written. */
function problem(file: VFile, message: string, node: DirectiveNode): void {
  const where = file.path ? file.path.replace(`${file.cwd}/`, '') : 'a content file';
  file.message(`${where}: ${message}`, { place: node.position as never, source: PROBLEM_SOURCE });
}

/** Fails with every problem noted on the file, one per line. */
function failOnProblems(file: VFile): void {
  const problems = file.messages.filter((m) => m.source === PROBLEM_SOURCE);
  if (problems.length > 0) file.fail(problems.map((m) => m.reason).join('\n'));
}

/** Turns `:icon[...]` into an inline SVG with an accessible name. */
export function remarkIcons() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      const d = node as unknown as DirectiveNode;
      if (d.type !== 'textDirective' || d.name !== 'icon') return;
      const label = rawLabel(d, file);
      const parsed = parseIconSpec(label);
      if (!parsed.ok) return problem(file, `:icon[${label}]: ${parsed.error}`, d);
      const svg = toHast(iconElement(parsed.spec));
      d.data = { hName: svg.tagName, hProperties: svg.properties, hChildren: svg.children };
      return SKIP;
    });
  };
}

export interface TermLinkOptions {
  /** Project root holding `content/`. */
  root: string;
  /** Supply a fixed index (tests); by default it is read from `root`. */
  index?: readonly TermEntry[];
}

/**
 * Turns `:term[...]` into a link to the term's page carrying its summary for
 * the preview. A term resolves among the terms of the file's own game
 * (`content/<game>/...`).
 */
export function remarkTermLinks(options: TermLinkOptions) {
  return (tree: Root, file: VFile) => {
    let index: TermEntry[] | undefined;
    visit(tree, (node) => {
      const d = node as unknown as DirectiveNode;
      if (d.type !== 'textDirective' || d.name !== 'term') return;
      const raw = rawLabel(d, file);
      const game = gameOfContentFile(file.path ?? '');
      if (!game) return problem(file, `:term[${raw}]: term links belong in a game's content (content/<game>/...)`, d);
      index ??= termsOf(options.index ?? termIndex(options.root), game.id);
      const [text = '', target] = raw.split('|');
      const found = resolveTerm(index, text, target);
      if (!found.ok) return problem(file, `:term[${raw}]: ${found.error}`, d);
      const { entry, anchor } = found;
      d.data = {
        hName: 'a',
        hProperties: {
          href: anchor ? `${entry.href}#${anchor}` : entry.href,
          className: ['term'],
          'data-summary': entry.summary,
          'data-term': entry.title,
        },
      };
      d.children = [{ type: 'text', value: text.trim() }];
      return SKIP;
    });
  };
}

export interface ReadingOptions {
  /** Project root holding `content/` (the game's Source notes page is read from it). */
  root: string;
}

/**
 * The label every reading carries, as hast: a link to the note, saying "Our
 * reading" (and the note's id where it is a number such as A09), named for
 * screen readers by those words and the note's topic. One shape for the directive below and for
 * the components (src/components/Reading.astro draws the same markup).
 */
export function readingLabelHast(label: ReadingLabel) {
  const children: unknown[] = [{ type: 'text', value: 'Our reading' }];
  if (label.shown) children.push({ type: 'text', value: ' ' }, { type: 'element', tagName: 'span', properties: { className: ['reading-id'] }, children: [{ type: 'text', value: label.shown }] });
  return { type: 'element', tagName: 'a', properties: { className: ['reading-label'], href: label.href, ariaLabel: label.name }, children };
}

/**
 * Turns `:reading[statement]{note=ID}` into the statement with its label: a
 * span `.reading` (with `data-reading`, the note id) holding a link to the
 * note on the game's Source notes page, then the statement. The block form
 * `:::reading{note=ID}` … `:::` is a `div.reading` whose first line is the
 * label. A reading without a note, or with one its game's page does not have,
 * fails the build.
 */
export function remarkReadings(options: ReadingOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      const d = node as unknown as DirectiveNode;
      if (d.type === 'containerDirective' && d.name === 'reading') {
        const game = gameOfContentFile(file.path ?? '');
        if (!game) return problem(file, ':::reading: readings belong in a game\'s content (content/<game>/...)', d);
        const found = readingLabel(options.root, game.id, d.attributes?.note);
        if (!found.ok) return problem(file, `:::reading: ${found.error}`, d);
        if (d.children.length === 0) return problem(file, `:::reading{note=${found.label.id}}: write the reading inside the block`, d);
        const hast = readingLabelHast(found.label);
        const head = {
          type: 'paragraph',
          data: { hProperties: { className: ['reading-head'] } },
          children: [{ type: 'reading-label', data: { hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children } }],
        };
        d.data = { hName: 'div', hProperties: { className: ['reading', 'reading-block'], 'data-reading': found.label.id } };
        (d.children as unknown[]).unshift(head);
        return;
      }
      if (d.type !== 'textDirective' || d.name !== 'reading') return;
      const game = gameOfContentFile(file.path ?? '');
      if (!game) return problem(file, ':reading[...]: readings belong in a game\'s content (content/<game>/...)', d);
      const found = readingLabel(options.root, game.id, d.attributes?.note);
      if (!found.ok) return problem(file, `:reading[${labelOf(d).slice(0, 40)}]: ${found.error}`, d);
      if (d.children.length === 0) return problem(file, `:reading[]{note=${found.label.id}}: write the statement between the brackets`, d);
      const hast = readingLabelHast(found.label);
      const label = { type: 'reading-label', data: { hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children } } as unknown as PhrasingContent;
      d.data = { hName: 'span', hProperties: { className: ['reading'], 'data-reading': found.label.id } };
      d.children = [label, { type: 'text', value: ' ' }, ...d.children];
    });
  };
}

/** A rule unit's anchor: lower-case words and digits joined by dashes, or a note id such as A07 or AM-05. */
const RULE_ID = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|[A-Z]{1,3}(?:-?\d{1,3}))$/;

/**
 * Turns `:::rule{#id label="..."}` into a block with that id, a visible
 * permalink showing its label (the book's numbering) and the rule's text.
 * The id is what engine traces cite, so a missing or malformed one fails the build.
 */
export function remarkRuleUnits() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      const d = node as unknown as DirectiveNode;
      if (d.type !== 'containerDirective' || d.name !== 'rule') return;
      const id = d.attributes?.id ?? '';
      if (!RULE_ID.test(id)) return problem(file, `:::rule needs an id such as {#t-2-c-ii} (got "${id}")`, d);
      const label = d.attributes?.label ?? id;
      const permalink = {
        type: 'paragraph',
        data: { hName: 'a', hProperties: { className: ['rule-anchor'], href: `#${id}`, 'aria-label': `Link to rule ${label}`, 'data-rule-link': id } },
        children: [{ type: 'text', value: label }],
      };
      d.data = { hName: 'div', hProperties: { id, className: ['rule-unit'] } };
      (d.children as unknown[]).unshift(permalink);
    });
  };
}

/**
 * Fails with every shortcode problem the plugins before it noted; then puts any
 * directive we do not own back as the text it was written as.
 */
export function remarkDirectiveFallback() {
  const ours = new Set(['icon', 'term', 'rule', 'reading']);
  return (tree: Root, file: VFile) => {
    failOnProblems(file);
    visit(tree, (node, index, parent) => {
      const d = node as unknown as DirectiveNode;
      if (!d.type?.endsWith('Directive') || ours.has(d.name) || !parent || index === undefined) return;
      const start = d.position?.start.offset;
      const end = d.position?.end.offset;
      const source = String(file.value ?? '');
      const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${d.name}${labelOf(d)}`;
      const replacement = d.type === 'textDirective' ? { type: 'text', value: text } : { type: 'paragraph', children: [{ type: 'text', value: text }] };
      parent.children.splice(index, 1, replacement as never);
      return [SKIP, index + 1];
    });
  };
}
