/**
 * Checks every `:icon[...]` and `:term[...]` of a source text without
 * rendering it, with the same parsers the remark plugins use. `index` holds
 * the terms of the text's own game.
 */
import { parseIconSpec } from '../icons/render.ts';
import { resolveTerm, termLinksIn, type TermEntry } from './term-index/index.ts';

export function shortcodeErrors(source: string, index: readonly TermEntry[]): string[] {
  const errors: string[] = [];
  for (const m of source.matchAll(/(?<![\w:]):icon\[([^\]]*)\]/g)) {
    const parsed = parseIconSpec(m[1] ?? '');
    if (!parsed.ok) errors.push(`:icon[${m[1]}]: ${parsed.error}`);
  }
  for (const { text, target } of termLinksIn(source)) {
    const found = resolveTerm(index, text, target);
    if (!found.ok) errors.push(`:term[${text}${target !== undefined ? `|${target}` : ''}]: ${found.error}`);
  }
  return errors;
}
