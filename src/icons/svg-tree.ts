/**
 * A tiny element tree for the icons, with two outputs: an HTML string (for
 * Astro components and the sprite) and a hast tree (for the remark plugin, so
 * icons work in both Markdown and MDX without raw HTML).
 */

export interface El {
  tag: string;
  attrs: Record<string, string>;
  children: (El | string)[];
}

export function el(tag: string, attrs: Record<string, string> = {}, children: (El | string)[] = []): El {
  return { tag, attrs, children };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

export function toHtml(node: El | string): string {
  if (typeof node === 'string') return escapeText(node);
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  return `<${node.tag}${attrs}>${node.children.map(toHtml).join('')}</${node.tag}>`;
}

export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, string | string[]>;
  children: (HastElement | { type: 'text'; value: string })[];
}

export function toHast(node: El): HastElement {
  const properties: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(node.attrs)) properties[k === 'class' ? 'className' : k] = k === 'class' ? v.split(' ') : v;
  return {
    type: 'element',
    tagName: node.tag,
    properties,
    children: node.children.map((c) => (typeof c === 'string' ? { type: 'text' as const, value: c } : toHast(c))),
  };
}
