/**
 * Our inline shortcodes, as remark plugins (they run after remark-directive):
 *
 *   :icon[contract]   :icon[medical:expert]   :icon[credits:2]   :icon[crew+medical]
 *   :term[Expense Value]   :term[expended|expenses]   :term[the queue|timing#the-queue]
 *
 * and one block: a rule unit with its own anchor and a visible permalink,
 *
 *   :::rule{#t-2-c-ii label="(2)(c)(ii)"}
 *   The rule in our words.
 *   :::
 *
 * An unknown icon or term fails the build, naming the file and the shortcode.
 * Any other `:name[...]` (a colon in ordinary prose) is put back as plain text.
 */
import { visit, SKIP } from 'unist-util-visit';
import type { Root, PhrasingContent } from 'mdast';
import type { VFile } from 'vfile';
import { parseIconSpec, iconElement } from '../icons/render.ts';
import { toHast } from '../icons/svg-tree.ts';
import { gameOfContentFile } from '../site/games/index.ts';
import { resolveTerm, termIndex, termsOf, type TermEntry } from '../site/term-index/index.ts';

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

function fail(file: VFile, message: string, node: DirectiveNode): never {
  const where = file.path ? file.path.replace(`${file.cwd}/`, '') : 'a content file';
  return file.fail(`${where}: ${message}`, node as never);
}

/** Turns `:icon[...]` into an inline SVG with an accessible name. */
export function remarkIcons() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      const d = node as unknown as DirectiveNode;
      if (d.type !== 'textDirective' || d.name !== 'icon') return;
      const label = rawLabel(d, file);
      const parsed = parseIconSpec(label);
      if (!parsed.ok) fail(file, `:icon[${label}]: ${parsed.error}`, d);
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
      if (!game) fail(file, `:term[${raw}]: term links belong in a game's content (content/<game>/...)`, d);
      index ??= termsOf(options.index ?? termIndex(options.root), game.id);
      const [text = '', target] = raw.split('|');
      const found = resolveTerm(index, text, target);
      if (!found.ok) fail(file, `:term[${raw}]: ${found.error}`, d);
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
      if (!RULE_ID.test(id)) fail(file, `:::rule needs an id such as {#t-2-c-ii} (got "${id}")`, d);
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

/** Puts any directive we do not own back as the text it was written as. */
export function remarkDirectiveFallback() {
  const ours = new Set(['icon', 'term', 'rule']);
  return (tree: Root, file: VFile) => {
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
