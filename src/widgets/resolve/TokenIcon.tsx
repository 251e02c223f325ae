/**
 * A token or requirement icon, drawn exactly as the site's `Icon` component
 * draws it (`parseIconSpec` + `iconElement` from `src/icons/render.ts`, symbols
 * from the sprite `/icons/ccg.svg`), but built as Preact elements: no HTML string.
 * A token key ("cargo", "admin:expert") is looked up among the token icons
 * alone (`findTokenIcon`, then `iconSpecOf`), so the tool's code does not carry
 * the whole icon catalogue and its parser.
 */
import { h } from 'preact';
import type { VNode } from 'preact';
import { findTokenIcon } from '../../engine/ccg/cards/index.ts';
import { iconElementWith, iconSpecOf } from '../../icons/index.ts';
import type { El } from '../../icons/index.ts';
import type { TokenKey } from './state.ts';

function toVNode(node: El | string, decorative: boolean, top: boolean): VNode | string {
  if (typeof node === 'string') return node;
  if (decorative && node.tag === 'title') return '';
  const attrs: Record<string, string> = { ...node.attrs };
  if (top && decorative) {
    delete attrs.role;
    delete attrs['aria-label'];
    attrs['aria-hidden'] = 'true';
    attrs.focusable = 'false';
  }
  return h(node.tag, attrs, ...node.children.map((c) => toVNode(c, decorative, false))) as VNode;
}

/** Each drawing worked out once: a pool or a palette shows the same few kinds many times. */
const drawn = new Map<string, El | null>();
export function tokenDrawing(token: TokenKey, cls: string): El | null {
  const key = `${token}|${cls}`;
  let d = drawn.get(key);
  if (d === undefined) {
    const [id = '', level] = token.split(':');
    const def = findTokenIcon(id);
    const spec = def && iconSpecOf(def, level);
    d = spec?.ok ? iconElementWith(findTokenIcon, spec.spec, cls) : null;
    drawn.set(key, d);
  }
  return d;
}

/** The icon of a token kind ("cargo", "admin:expert"). Decorative when a text label sits beside it. */
export function TokenIcon({ token, decorative = true, class: cls = '' }: { token: TokenKey; decorative?: boolean; class?: string }) {
  const d = tokenDrawing(token, cls);
  return d ? (toVNode(d, decorative, true) as VNode) : null;
}
