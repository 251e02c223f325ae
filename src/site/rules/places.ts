/**
 * The places of a content file a rule can point to, read straight from the
 * file (build time, Node): its front matter, its rule blocks
 * (`:::rule{#t-2-c-ii label="(2)(c)(ii)"}` … `:::`, each with its label, the
 * first heading inside it and the bold words that open it), and its headings
 * by the anchor the built page gives them (github-slugger over the heading
 * text, as Astro does; `<h2 id="x">` keeps its own id).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { readFrontMatter } from '../term-index/index.ts';

export interface RuleBlock {
  /** The `label=` written on the block: what its permalink shows. */
  label?: string;
  /** The first heading inside the block. */
  heading?: string;
  /** The bold words that open the block, without a closing full stop ("**Cost.** …" → "Cost"). */
  lead?: string;
}

export interface Places {
  /** The file, relative to the root. */
  file: string;
  data: Record<string, unknown>;
  blocks: ReadonlyMap<string, RuleBlock>;
  /** Each heading's text by its anchor. */
  headings: ReadonlyMap<string, string>;
}

/** A heading or lead as plain words: shortcodes, emphasis, code marks and links reduced to their text. */
export function plainWords(markdown: string): string {
  return markdown
    .replace(/:icon\[[^\]]*\]/g, '')
    .replace(/:(?:term|reading)\[([^\]|]*)(?:\|[^\]]*)?\](?:\{[^}]*\})?/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const attribute = (attrs: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'}]+))`).exec(attrs)?.slice(1).find((v) => v !== undefined);

/** The places of a file's text (`file` only names it). */
export function placesIn(file: string, source: string): Places {
  const data = readFrontMatter(source);
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
  const blocks = new Map<string, RuleBlock>();
  for (const m of body.matchAll(/^:::rule\{#([^\s}]+)([^}\n]*)\}[ \t]*\n([\s\S]*?)^:::[ \t]*$/gm)) {
    const inner = m[3] ?? '';
    const heading = /^#{2,6}\s+(.+?)\s*#*\s*$/m.exec(inner)?.[1];
    const lead = /^\*\*([^*]+)\*\*/.exec(inner.trimStart())?.[1];
    const label = attribute(m[2] ?? '', 'label');
    blocks.set(m[1]!, {
      ...(label === undefined ? {} : { label }),
      ...(heading === undefined ? {} : { heading: plainWords(heading) }),
      ...(lead === undefined ? {} : { lead: plainWords(lead).replace(/[.:]$/, '') }),
    });
  }
  const headings = new Map<string, string>();
  const slugger = new GithubSlugger();
  let fenced = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const md = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (md) {
      const words = plainWords(md[1]!);
      headings.set(slugger.slug(words), words);
      continue;
    }
    for (const h of line.matchAll(/<h[1-6][^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h[1-6]>/g)) headings.set(h[1]!, plainWords(h[2]!));
  }
  return { file, data, blocks, headings };
}

const cache = new Map<string, Places | null>();

/** The places of `file` (relative to `root`), or undefined when there is no such file. Read once; `forgetPlaces` starts over. */
export function placesOf(root: string, file: string): Places | undefined {
  const key = join(root, file);
  if (!cache.has(key)) cache.set(key, existsSync(key) ? placesIn(file, readFileSync(key, 'utf8')) : null);
  return cache.get(key) ?? undefined;
}

/** Forget the files read so far (a dev server that reloads, a test that edits a file). */
export const forgetPlaces = (): void => cache.clear();

/** A front matter field as text, or undefined. */
export const textField = (places: Places | undefined, name: string): string | undefined => {
  const v = places?.data[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};
