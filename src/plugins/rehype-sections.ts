/**
 * Every heading and every bullet of a game's content citable, and long pages
 * readable on a phone (rehype plugins, run on every game's Markdown and MDX):
 *
 * - `rehypeAnchors`: each heading gets the id Astro would give it (existing
 *   ids never change), and each list item an id made from its section and its
 *   place in it: the third bullet under "The queue" is `#the-queue.3`, the
 *   second bullet nested in it `#the-queue.3.2` (a dot, which heading ids
 *   never hold, so the two never collide). A bullet's section is the nearest
 *   enclosing element with an id (a `:::rule{#t-2-c}` block gives `#t-2-c.1`),
 *   else the heading above it, else `intro`. Each gets a visible
 *   "#" link to itself (src/scripts/permalinks.ts copies it when clicked).
 *   A table of four columns or more, which may scroll sideways in its own box
 *   on a phone, takes the keyboard focus.
 * - `rehypeFolds` (reference pages only, `content/<game>/pages/`): a long page
 *   (see LONG_PAGE) gets a contents list of its sections and each section
 *   (an h2, or a component that draws one, such as `<Stage>`) wrapped so it can
 *   fold (`.fold` > heading, `.fold-body`). Without JS everything shows; the
 *   script folds the sections on a phone and opens the one a link points into.
 *
 * Ids depend only on the text of the page, so they are the same from build to
 * build; a page that moves a bullet moves its id, as a citation of "the third
 * point" would.
 */
import { rehypeHeadingIds } from '@astrojs/markdown-remark';
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';

/** A node of MDX's tree: hast plus JSX elements (`<Stage n={2} />`, `<h2 id="x">`). */
interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: AnyNode[];
}
type AnyNode = RootContent | ElementContent | JsxNode | Root;

const isJsx = (n: AnyNode): n is JsxNode => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';
const isElement = (n: AnyNode, tag?: string): n is Element => n.type === 'element' && (tag === undefined || n.tagName === tag);
const childrenOf = (n: AnyNode): AnyNode[] => ('children' in n && Array.isArray(n.children) ? (n.children as AnyNode[]) : []);
const HEADING = /^h([2-6])$/;

function jsxAttr(n: JsxNode, name: string): string | undefined {
  const a = n.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a) return undefined;
  if (typeof a.value === 'string') return a.value;
  const expr = a.value as { value?: string } | null | undefined;
  return typeof expr?.value === 'string' ? expr.value : undefined;
}

/** The heading level of a heading node (an element or a JSX `<h2>`), else 0. */
function headingLevel(n: AnyNode): number {
  const tag = isElement(n) ? n.tagName : isJsx(n) ? (n.name ?? '') : '';
  const m = HEADING.exec(tag);
  return m ? Number(m[1]) : 0;
}

function idOf(n: AnyNode): string | undefined {
  if (isElement(n)) return typeof n.properties?.id === 'string' ? n.properties.id : undefined;
  if (isJsx(n)) return jsxAttr(n, 'id');
  return undefined;
}

function setId(n: AnyNode, id: string): void {
  if (isElement(n)) n.properties = { ...n.properties, id };
  else if (isJsx(n)) n.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id });
}

/** Plain text of a node (JSX components we cannot see into count as nothing). */
function textOf(n: AnyNode): string {
  if (n.type === 'text') return n.value;
  if (isJsx(n) && n.name && !/^[a-z]/.test(n.name)) return '';
  if (isElement(n) && n.tagName === 'svg') return String(n.properties?.ariaLabel ?? '');
  return childrenOf(n).map(textOf).join('');
}

const clip = (s: string, max = 60) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
};

function permalink(id: string, label: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['permalink'], href: `#${id}`, ariaLabel: label, dataPagefindIgnore: '' },
    children: [{ type: 'text', value: '#' }],
  };
}

function ids(tree: AnyNode): Set<string> {
  const out = new Set<string>();
  const walk = (n: AnyNode) => {
    const id = idOf(n);
    if (id) out.add(id);
    childrenOf(n).forEach(walk);
  };
  walk(tree);
  return out;
}

/** Whether a file is a game's content (`content/<game>/...`). */
const inContent = (file: VFile): boolean => /(?:^|\/)content\/[^/]+\//.test((file.path ?? file.history[0] ?? '').replace(/\\/g, '/'));

/**
 * Ids for every heading and list item, and a "#" link beside each. Headings
 * first get Astro's own ids (github-slugger over the heading text), so
 * existing anchors keep their ids.
 */
export function rehypeAnchors() {
  // Astro's own heading ids, run first so that every later step sees them.
  const astroIds = rehypeHeadingIds() as unknown as (tree: Root, file: VFile) => void;
  return (tree: Root, file: VFile) => {
    if (!inContent(file)) return;
    astroIds(tree, file);
    const used = ids(tree);
    const unique = (base: string) => {
      let id = base;
      for (let k = 2; used.has(id); k++) id = `${base}-${k}`;
      used.add(id);
      return id;
    };
    // JSX headings (`<h2>` written in MDX) that lack an id get one the same way.
    const slugger = new GithubSlugger();
    const titles = new Map<string, string>();
    let section = { id: 'intro', title: 'the introduction' };
    const counters = new Map<string, number>();
    const next = (key: string) => {
      const n = (counters.get(key) ?? 0) + 1;
      counters.set(key, n);
      return n;
    };

    const visit = (node: AnyNode, scope: { id: string; title: string } | undefined, parentItem: string | undefined) => {
      const level = headingLevel(node);
      if (level > 0) {
        let id = idOf(node);
        const text = clip(textOf(node), 80);
        if (!id) {
          id = unique(slugger.slug(text) || 'section');
          setId(node, id);
        }
        titles.set(id, text);
        section = { id, title: text };
        return;
      }
      if (isElement(node, 'li')) {
        const where = scope ?? section;
        const base = parentItem ? `${parentItem}.${next(parentItem)}` : `${where.id}.${next(where.id)}`;
        let id = idOf(node);
        if (!id) {
          id = unique(base);
          setId(node, id);
        }
        const point = id.startsWith(`${where.id}.`) ? id.slice(where.id.length + 1) : id;
        const label = `Link to point ${point} of “${clip(where.title, 40)}”`;
        addItemLink(node, permalink(id, label));
        node.children.forEach((c) => visit(c, scope, id));
        return;
      }
      // An element with an id (a rule unit) is the section of the bullets inside it.
      const own = isElement(node, 'div') || isElement(node, 'section') ? idOf(node) : undefined;
      const inner = own ? { id: own, title: `rule ${own}` } : scope;
      childrenOf(node).forEach((c) => visit(c, inner, parentItem));
    };
    visit(tree, undefined, undefined);
    focusableTables(tree);

    // A "#" link beside every heading: the heading and its link side by side in a wrapper.
    const wrap = (parent: AnyNode) => {
      const kids = childrenOf(parent);
      for (let i = 0; i < kids.length; i++) {
        const k = kids[i]!;
        const level = headingLevel(k);
        const id = level > 0 ? idOf(k) : undefined;
        if (id) {
          const text = titles.get(id) ?? id;
          kids[i] = {
            type: 'element',
            tagName: 'div',
            properties: { className: ['h-wrap', `h-wrap-${level}`] },
            children: [k as ElementContent, permalink(id, `Link to the section “${clip(text, 50)}”`)],
          };
        } else if (!(isJsx(k) && k.name && !/^[a-z]/.test(k.name))) wrap(k);
      }
    };
    wrap(tree);
  };
}

/**
 * A table of four columns or more may be wider than a phone: it scrolls in
 * its own box (src/styles/global.css), so it takes the keyboard focus too, to
 * be scrolled with the arrow keys.
 */
function focusableTables(tree: AnyNode): void {
  const walk = (n: AnyNode) => {
    if (isElement(n, 'table')) {
      const row = (function first(x: AnyNode): Element | undefined {
        if (isElement(x, 'tr')) return x;
        for (const c of childrenOf(x)) {
          const r = first(c);
          if (r) return r;
        }
        return undefined;
      })(n);
      const columns = row ? row.children.filter((c) => isElement(c, 'td') || isElement(c, 'th')).length : 0;
      if (columns >= 4) n.properties = { ...n.properties, tabIndex: 0, className: ['wide-table'] };
      return;
    }
    childrenOf(n).forEach(walk);
  };
  walk(tree);
}

/** Put the link at the end of the item's own text, before any list nested in it. */
function addItemLink(li: Element, link: Element): void {
  const first = li.children.find((c) => c.type !== 'text' || c.value.trim() !== '');
  if (first && isElement(first, 'p')) {
    first.children.push({ type: 'text', value: ' ' }, link);
    return;
  }
  const nested = li.children.findIndex((c) => isElement(c) && (c.tagName === 'ul' || c.tagName === 'ol'));
  const at = nested < 0 ? li.children.length : nested;
  li.children.splice(at, 0, { type: 'text', value: ' ' }, link);
}

/** A page is long (contents list, folding sections) from this much text and this many sections. */
export const LONG_PAGE = { characters: 7000, sections: 4 };

export interface FoldOptions {
  /**
   * Components that draw a section's h2 themselves, with the id and the
   * contents-list label they give it: `{ Stage: (attr) => ({ id: `stage-${attr('n')}`, label: ... }) }`.
   */
  sectionComponents?: Record<string, (attr: (name: string) => string | undefined) => { id: string; label: string } | undefined>;
}

const isReferencePage = (file: VFile): boolean => /(?:^|\/)content\/[^/]+\/pages\//.test((file.path ?? file.history[0] ?? '').replace(/\\/g, '/'));

/** The section a top-level node opens (an h2, wrapped or not, or a section component), if any. */
function sectionStart(n: AnyNode, options: FoldOptions): { id: string; label: string } | undefined {
  const heading = isElement(n, 'div') && (n.properties?.className as string[] | undefined)?.includes('h-wrap') ? n.children[0]! : n;
  if (headingLevel(heading) === 2) {
    const id = idOf(heading);
    return id ? { id, label: clip(textOf(heading), 80) } : undefined;
  }
  if (isJsx(n) && n.name && options.sectionComponents?.[n.name]) return options.sectionComponents[n.name]!((name) => jsxAttr(n, name));
  return undefined;
}

/** A contents list and folding sections for long reference pages. Runs after `rehypeAnchors`. */
export function rehypeFolds(options: FoldOptions = {}) {
  return (tree: Root, file: VFile) => {
    if (!isReferencePage(file)) return;
    const kids = tree.children as AnyNode[];
    const starts = kids.map((k) => sectionStart(k, options));
    const sections = starts.filter((s) => s !== undefined);
    if (sections.length < LONG_PAGE.sections || textOf(tree).length < LONG_PAGE.characters) return;
    const out: AnyNode[] = [];
    let i = 0;
    while (i < kids.length && !starts[i]) out.push(kids[i++]!);
    out.push({
      type: 'element',
      tagName: 'nav',
      properties: { className: ['page-toc'], ariaLabelledby: 'toc-title', dataPagefindIgnore: '' },
      children: [
        { type: 'element', tagName: 'p', properties: { className: ['toc-title'], id: 'toc-title' }, children: [{ type: 'text', value: 'On this page' }] },
        {
          type: 'element',
          tagName: 'ol',
          properties: {},
          children: sections.map((s) => ({ type: 'element', tagName: 'li', properties: {}, children: [{ type: 'element', tagName: 'a', properties: { href: `#${s.id}` }, children: [{ type: 'text', value: s.label }] }] })),
        },
      ],
    });
    while (i < kids.length) {
      const start = starts[i]!;
      const head = kids[i++]!;
      const body: AnyNode[] = [];
      while (i < kids.length && !starts[i]) body.push(kids[i++]!);
      out.push({
        type: 'element',
        tagName: 'div',
        properties: { className: ['fold'] },
        children: [head as ElementContent, { type: 'element', tagName: 'div', properties: { className: ['fold-body'], id: `${start.id}-body` }, children: body as ElementContent[] }],
      });
    }
    tree.children = out as RootContent[];
  };
}
