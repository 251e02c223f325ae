/**
 * The answer index's documents, read from a built page at build time
 * (src/integrations/search-index.ts), so every anchor is one the page really
 * has and the text is what the reader sees, components and tables included.
 *
 * - A glossary entry or keyword is one document: its title and other names,
 *   the questions it answers, its one-sentence summary and its text.
 * - A tool page is one document: its title and lead.
 * - Any other page (reference pages, source notes, play aids, examples) is
 *   cut up: the opening (title, lead, other names, the text before the first
 *   heading), one document per heading with an id, per rule block
 *   (`.rule-unit`) and per figure with an id, and one per bullet with an id
 *   (every bullet of the content has one, src/plugins/rehype-sections.ts).
 *   A section's own text is its body; its bullets' text is its `inner`.
 *
 * Left out: what the page marks as not search text (`data-pagefind-ignore`:
 * breadcrumbs, the "#" links, related lists; the attribute was Pagefind's and
 * keeps that meaning here), hidden elements, the contents list, and the
 * tools' islands. Node only (hast-util-from-html), run once per page.
 */
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root, RootContent } from 'hast';

/** What the page alone does not say about itself: from the name index's data. */
export interface PageMeta {
  url: string;
  game: string;
  /** The page's title as the name index has it (a keyword's heading also holds its icon's name and "(X)"); else the page's h1. */
  title?: string;
  /** Glossary, Keyword, Reference, Tool, Example, or the nav's kind for other pages. */
  kind: string;
  /** Other names: aliases and search-only aliases. */
  names: string[];
  /** The questions a glossary entry says it answers (front matter `answers`). */
  answers: string[];
}

/** One thing search can send the reader to. */
export interface AnswerDoc {
  /** The link: the page, with the anchor of a section or bullet. */
  id: string;
  game: string;
  /** entry (a glossary term or keyword), page (a page's opening), section (a heading or figure), rule (a rule block), point (a bullet). */
  part: 'entry' | 'page' | 'section' | 'rule' | 'point';
  /** The page's kind (Glossary, Keyword, Reference, Tool, Example...). */
  kind: string;
  /** The entry's title, the section's heading, a bullet's own lead-in (bold first words), else empty. */
  title: string;
  /** What the result's link says: the title, or for a bullet or an untitled rule block the section it sits in. */
  show: string;
  /** Where it sits, for the reader: "The rules › Phase 2: Planetfall encounter · (2)(c)(i)". */
  where: string;
  names: string;
  answers: string;
  summary: string;
  /** Headings above it (page title, sections), and for a nested bullet its parent's words. */
  headings: string;
  body: string;
  /** A section's bullets. */
  inner: string;
  /** The players' words for the book's words it holds (added by the builder from the game's synonyms). */
  syn: string;
}

const ENTRY_KINDS = new Set(['Glossary', 'Keyword']);
const HEADING = /^h([2-6])$/;

const classes = (e: Element): string[] => {
  const c: unknown = e.properties?.className;
  if (Array.isArray(c)) return c.map(String);
  return typeof c === 'string' ? c.split(/\s+/) : [];
};
const idOf = (e: Element): string | undefined => (typeof e.properties?.id === 'string' ? e.properties.id : undefined);
const isElement = (n: RootContent | Root): n is Element => n.type === 'element';

/** Not search text: ignored parts, hidden ones, scripts, styles, islands, the contents list, "#" links. */
function skipped(e: Element): boolean {
  const p = e.properties ?? {};
  if ('dataPagefindIgnore' in p || p.hidden !== undefined && p.hidden !== false) return true;
  if (['script', 'style', 'template', 'astro-island', 'noscript', 'button', 'input', 'select', 'textarea', 'form'].includes(e.tagName)) return true;
  const c = classes(e);
  return c.includes('page-toc') || c.includes('permalink') || c.includes('visually-hidden') || c.includes('screen-only');
}

/** The text of a subtree as read (an icon by its accessible name), skipping what is not search text. */
function textOf(n: RootContent | Root, stop?: (e: Element) => boolean): string {
  if (n.type === 'text') return n.value;
  if (!isElement(n) && n.type !== 'root') return '';
  if (isElement(n)) {
    if (skipped(n) || stop?.(n)) return '';
    if (n.tagName === 'svg') return ` ${String(n.properties?.ariaLabel ?? '')} `;
    if (n.tagName === 'br') return ' ';
  }
  const inner = n.children.map((c) => textOf(c as RootContent, stop)).join('');
  return isElement(n) && /^(p|li|div|td|th|tr|h[1-6]|dt|dd|figcaption|caption|section|ul|ol|table|figure|blockquote)$/.test(n.tagName) ? ` ${inner} ` : inner;
}

const tidy = (s: string): string => s.replace(/\s+/g, ' ').replace(/\s+([.,;:!?)])/g, '$1').replace(/\(\s+/g, '(').trim();

function find(n: Root | Element, test: (e: Element) => boolean): Element | undefined {
  for (const c of n.children) {
    if (!isElement(c as RootContent)) continue;
    const e = c as Element;
    if (test(e)) return e;
    const deeper = find(e, test);
    if (deeper) return deeper;
  }
  return undefined;
}

/** The bold words a bullet or rule block opens with ("Who is attacked."), without the closing stop. */
function leadIn(e: Element): string {
  const first = e.children.find((c) => !(c.type === 'text' && c.value.trim() === '') && !(isElement(c as RootContent) && classes(c as Element).includes('rule-anchor')));
  if (!first || !isElement(first as RootContent)) return '';
  const el = first as Element;
  const strong = el.tagName === 'strong' ? el : el.tagName === 'p' ? (el.children.find((c) => !(c.type === 'text' && c.value.trim() === '')) as Element | undefined) : undefined;
  if (!strong || strong.type !== 'element' || strong.tagName !== 'strong') return '';
  return tidy(textOf(strong)).replace(/[.:]$/, '');
}

/** What a rule block's label names besides its number: "(7) victory" → "victory", "[9.6] Siege World" → "Siege World", "(2)(c)(i)" → "". */
export const namedPart = (label: string): string => label.replace(/^(?:\(\w+\))+\s*|^\[[\d.]+\]\s*|^[A-Z]+\d+$/, '').trim();

const blank = (): Omit<AnswerDoc, 'id' | 'game' | 'part' | 'kind' | 'title' | 'show' | 'where'> => ({ names: '', answers: '', summary: '', headings: '', body: '', inner: '', syn: '' });

/** The documents of one built page (see the file's comment); none for a page without a main element. */
export function docsFromPage(html: string, meta: PageMeta): AnswerDoc[] {
  const tree = fromHtml(html);
  const main = find(tree, (e) => e.tagName === 'main');
  if (!main) return [];
  const h1 = find(main, (e) => e.tagName === 'h1');
  const pageTitle = meta.title || (h1 ? tidy(textOf(h1)) : '');
  const lead = find(main, (e) => e.tagName === 'p' && classes(e).includes('lead'));
  const summary = lead ? tidy(textOf(lead)) : '';
  const isChrome = (e: Element) => e === h1 || e === lead || (e.tagName === 'p' && (classes(e).includes('aliases') || classes(e).includes('entry-answers'))) || classes(e).includes('entry-answers');
  const base = { game: meta.game, kind: meta.kind };

  if (ENTRY_KINDS.has(meta.kind) || meta.kind === 'Tool') {
    const body = meta.kind === 'Tool' ? '' : tidy(textOf(main, isChrome));
    return [{ ...blank(), ...base, id: meta.url, part: meta.kind === 'Tool' ? 'page' : 'entry', title: pageTitle, show: pageTitle, where: '', names: meta.names.join(' · '), answers: meta.answers.join(' '), summary, body }];
  }

  const opening: AnswerDoc = { ...blank(), ...base, id: meta.url, part: 'page', title: pageTitle, show: pageTitle, where: '', names: meta.names.join(' · '), answers: meta.answers.join(' '), summary };
  const docs: AnswerDoc[] = [opening];
  const used = new Set<string>([meta.url]);
  /** Headings open in document order, each with its level and its section. */
  const headings: { level: number; doc: AnswerDoc }[] = [];
  /** Rule blocks and figures, open by nesting. */
  const blocks: AnswerDoc[] = [];
  const section = (): AnswerDoc => blocks[blocks.length - 1] ?? headings[headings.length - 1]?.doc ?? opening;
  const trail = () => [pageTitle, ...headings.map((h) => h.doc.title)].filter(Boolean);

  const add = (doc: AnswerDoc): AnswerDoc | undefined => {
    if (used.has(doc.id)) return undefined;
    used.add(doc.id);
    docs.push(doc);
    return doc;
  };
  const append = (doc: AnswerDoc, field: 'body' | 'inner', text: string) => {
    if (text.trim()) doc[field] = `${doc[field]} ${text}`;
  };

  /** Rule blocks by id, with the headings above them (for the numbered rules under them). */
  const rules = new Map<string, { doc: AnswerDoc; trail: string[]; where: string[] }>();
  /** The nearest rule block before this one whose id this id extends ("t-2-c" for "t-2-c-i"). */
  const parentRule = (id: string) => {
    for (let at = id.lastIndexOf('-'); at > 0; at = id.lastIndexOf('-', at - 1)) {
      const found = rules.get(id.slice(0, at));
      if (found) return found;
    }
    return undefined;
  };
  /** Bullets in page order, each with its section and the bullet it is nested in: their words make up the sections' `inner`. */
  const points: { doc: AnswerDoc; owner: AnswerDoc; parent: AnswerDoc | undefined }[] = [];

  const visit = (n: RootContent, point: AnswerDoc | undefined): void => {
    if (n.type === 'text') {
      append(point ?? section(), 'body', n.value);
      return;
    }
    if (!isElement(n)) return;
    const e = n;
    if (skipped(e) || isChrome(e)) return;
    if (e.tagName === 'svg') {
      append(point ?? section(), 'body', ` ${String(e.properties?.ariaLabel ?? '')} `);
      return;
    }
    const id = idOf(e);
    const level = HEADING.exec(e.tagName);
    if (level && id) {
      const title = tidy(textOf(e));
      const block = blocks[blocks.length - 1];
      // A rule block that opens with its heading is one section: the block's anchor, the heading's words.
      if (block && !block.title && !block.body.trim()) {
        block.title = title;
        block.show = title;
        return;
      }
      const lv = Number(level[1]);
      while (headings.length > 0 && headings[headings.length - 1]!.level >= lv) headings.pop();
      const doc = add({ ...blank(), ...base, id: `${meta.url}#${id}`, part: 'section', title, show: title, where: trail().join(' › '), headings: trail().join(' › ') });
      if (doc) headings.push({ level: lv, doc });
      return;
    }
    if (e.tagName === 'li' && id) {
      const owner = section();
      const title = leadIn(e);
      const doc = add({
        ...blank(),
        ...base,
        id: `${meta.url}#${id}`,
        part: 'point',
        title,
        show: owner.show || title || pageTitle,
        where: owner === opening ? pageTitle : owner.where,
        headings: [owner.headings, owner.title, point ? tidy(point.body).slice(0, 160) : ''].filter(Boolean).join(' › '),
      });
      const target = doc ?? point ?? owner;
      e.children.forEach((c) => visit(c, target));
      if (doc) {
        doc.body = tidy(doc.body);
        points.push({ doc, owner, parent: point });
      }
      return;
    }
    const block = id && !point && (classes(e).includes('rule-unit') || e.tagName === 'figure');
    if (block) {
      const anchor = e.children.find((c) => isElement(c as RootContent) && classes(c as Element).includes('rule-anchor')) as Element | undefined;
      const label = anchor ? tidy(textOf({ ...anchor, properties: {} })) : '';
      const caption = e.tagName === 'figure' ? find(e, (x) => x.tagName === 'figcaption') : undefined;
      const owner = section();
      const isRule = classes(e).includes('rule-unit');
      // A numbered rule sits under the rule its number extends ((2)(c)(i) under (2)(c), #t-2-c-i under #t-2-c),
      // wherever the page's headings put it: its parent's place and title are its own context.
      const parent = isRule ? parentRule(id) : undefined;
      const context = parent ? [...parent.trail, ...(parent.doc.title ? [parent.doc.title] : [])] : trail();
      const title = caption ? tidy(textOf(caption, (x) => classes(x).includes('tid'))) : leadIn(e);
      const doc = add({
        ...blank(),
        ...base,
        id: `${meta.url}#${id}`,
        part: isRule ? 'rule' : 'section',
        title,
        show: title,
        where: `${(parent ? parent.where : trail()).join(' › ')}${label ? ` · ${label}` : ''}`,
        headings: context.join(' › '),
      });
      if (doc) {
        blocks.push(doc);
        e.children.forEach((c) => {
          if (c === anchor || c === caption) return;
          visit(c, undefined);
        });
        blocks.pop();
        // A label that names something ("(7) victory", "[9.6] Siege World") is a title; a bare number is not.
        if (!doc.title) doc.title = namedPart(label);
        if (!doc.show) doc.show = parent?.doc.show || doc.title || owner.show || label || pageTitle;
        if (isRule) rules.set(id, { doc, trail: context, where: parent ? parent.where : trail() });
        return;
      }
    }
    e.children.forEach((c) => visit(c, point));
  };
  for (const c of main.children) {
    if (isElement(c as RootContent) && (c as Element).tagName === 'h1') continue;
    visit(c, undefined);
  }
  points.sort((a, b) => docs.indexOf(a.doc) - docs.indexOf(b.doc));
  for (const { doc, owner, parent } of points) {
    append(owner, 'inner', doc.body);
    if (parent) append(parent, 'inner', doc.body);
  }
  for (const d of docs) {
    d.body = tidy(d.body);
    d.inner = tidy(d.inner);
  }
  return docs.filter((d) => (d.part !== 'section' && d.part !== 'rule') || d.title || d.body || d.inner);
}
