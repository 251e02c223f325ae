/**
 * The answer keys of the Traders search questions (tests/search/questions/,
 * fresh/ and fresh-3/) name places that exist: a Traders glossary entry or
 * reference page, or an id on one (a rule block, a heading, or a bullet, as
 * rehypeAnchors numbers them). A key that names nothing counts no result as
 * an answer, so a misspelt one lowers the figures without a word. The ids come
 * from the site's own remark and rehype plugins run on the page's MDX, so they
 * are the ids the built page carries; no build is needed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { unified } from 'unified';
import { VFile } from 'vfile';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype, { type Options as RehypeOptions } from 'remark-rehype';
import { describe, expect, it } from 'vitest';
import { remarkRuleUnits } from '../../src/plugins/remark-directives.ts';
import { rehypeAnchors } from '../../src/plugins/rehype-sections.ts';
import { questionSet } from '../../scripts/lib/search-quality.mjs';

const root = process.cwd();
const GAME = 'traders';
/** MDX nodes handed through to hast untouched, as @mdx-js/mdx does. */
const MDX_NODES: RehypeOptions['passThrough'] = ['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'];

/** The content file behind a page of the game (`/traders/rules/` or `/traders/glossary/victory/`), if any. */
function fileOf(path: string): string | undefined {
  const rest = path.replace(`/${GAME}/`, '').replace(/\/$/, '');
  const stems = [join('content', GAME, rest), join('content', GAME, 'pages', rest)];
  return stems.flatMap((s) => [`${s}.md`, `${s}.mdx`]).find((f) => existsSync(join(root, f)));
}

/** Every id on the page built from a content file: rule blocks, headings and bullets. */
function idsOf(file: string): Set<string> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkRuleUnits).use(remarkRehype, { passThrough: MDX_NODES }).use(rehypeAnchors);
  const body = readFileSync(join(root, file), 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, ''); // front matter is not part of the page's MDX
  const vfile = new VFile({ value: body, path: file, cwd: root }); // the plugins act on content/<game>/ files only
  const tree = processor.runSync(processor.parse(vfile), vfile) as Root;
  const ids = new Set<string>();
  const walk = (n: unknown): void => {
    const node = n as Element & { type: string; attributes?: { name?: string; value?: unknown }[] };
    if (node.type === 'element' && typeof node.properties?.id === 'string') ids.add(node.properties.id);
    for (const a of node.attributes ?? []) if (a.name === 'id' && typeof a.value === 'string') ids.add(a.value);
    for (const c of node.children ?? []) walk(c);
  };
  walk(tree);
  return ids;
}

describe('the Traders question set’s answer keys', () => {
  const set = (questionSet(root) as { game: string; q: string; wanted: string[] }[]).filter((x) => x.game === GAME);
  const ids = new Map<string, Set<string>>();
  const idsIn = (file: string) => ids.get(file) ?? ids.set(file, idsOf(file)).get(file)!;

  it('has the three groups of questions (150)', () => {
    expect(set.length).toBe(150);
  });

  it('names only pages and anchors the site has', () => {
    const missing: string[] = [];
    for (const x of set) {
      for (const url of x.wanted) {
        const [path = '', hash] = url.split('#');
        const file = fileOf(path);
        if (!file || (hash !== undefined && !idsIn(file).has(hash))) missing.push(`"${x.q}": ${url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads the ids a built page has: rule blocks, headings and numbered bullets', () => {
    const rules = idsIn('content/traders/pages/rules.mdx');
    const aid = idsIn('content/traders/pages/play-aid.mdx');
    for (const id of ['t-2-c-i', 'every-cost-at-a-glance', 't-0-turn.7']) expect(rules.has(id), id).toBe(true);
    for (const id of ['fights-in-port-phases-2-and-6.8', 'space-battle-phase-4.6', 'decks']) expect(aid.has(id), id).toBe(true);
    expect(aid.has('space-battle-phase-4.7')).toBe(false);
  });
});
