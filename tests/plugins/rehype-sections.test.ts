import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import { remarkRuleUnits } from '../../src/plugins/remark-directives.ts';
import { rehypeAnchors, rehypeFolds, LONG_PAGE } from '../../src/plugins/rehype-sections.ts';

async function html(source: string, path = 'content/ccg/pages/test.md'): Promise<string> {
  const file = new VFile({ value: source, path, cwd: '/' });
  const out = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkRuleUnits)
    .use(remarkRehype)
    .use(rehypeAnchors)
    .use(rehypeFolds)
    .use(rehypeStringify)
    .process(file);
  return String(out);
}

const ids = (s: string) => [...s.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
const links = (s: string) => [...s.matchAll(/class="permalink" href="#([^"]+)"/g)].map((m) => m[1]);

const page = [
  'Before any heading.',
  '',
  '- first',
  '- second',
  '',
  '## The queue',
  '',
  '- one',
  '- two',
  '  - two a',
  '  - two b',
  '- three',
  '',
  '### Passing',
  '',
  '1. pass',
  '',
  '## The queue',
  '',
  '- again',
  '',
  ':::rule{#t-2-c label="(2)(c)"}',
  'The rule.',
  '',
  '- r1',
  '- r2',
  ':::',
].join('\n');

describe('rehypeAnchors', () => {
  it('gives headings Astro’s ids and bullets ids from their section and place', async () => {
    expect(ids(await html(page))).toEqual([
      'intro.1', 'intro.2',
      'the-queue', 'the-queue.1', 'the-queue.2', 'the-queue.2.1', 'the-queue.2.2', 'the-queue.3',
      'passing', 'passing.1',
      'the-queue-1', 'the-queue-1.1',
      't-2-c', 't-2-c.1', 't-2-c.2',
    ]);
  });

  it('puts a "#" link to itself beside every heading and bullet, named for screen readers', async () => {
    const out = await html(page);
    expect(links(out)).toEqual(ids(out).filter((id) => id !== 't-2-c'));
    expect(out).toContain('<div class="h-wrap h-wrap-2"><h2 id="the-queue">The queue</h2><a class="permalink" href="#the-queue" aria-label="Link to the section “The queue”" data-pagefind-ignore="">#</a></div>');
    expect(out).toContain('aria-label="Link to point 2.1 of “The queue”"');
    // The rule's own permalink stays.
    expect(out).toContain('class="rule-anchor" href="#t-2-c"');
  });

  it('is the same from build to build', async () => {
    expect(await html(page)).toBe(await html(page));
    expect(ids(await html('## A heading\n\n- a\n'))).toEqual(['a-heading', 'a-heading.1']);
  });

  it('leaves files outside a game’s content alone', async () => {
    expect(await html('## Hello\n\n- a\n', 'src/pages/x.md')).toBe('<h2>Hello</h2>\n<ul>\n<li>a</li>\n</ul>');
  });
});

describe('rehypeFolds', () => {
  const long = Array.from({ length: LONG_PAGE.sections }, (_, i) => `## Part ${i + 1}\n\n${'Words of the rule. '.repeat(Math.ceil(LONG_PAGE.characters / 19 / LONG_PAGE.sections) + 1)}\n`).join('\n');

  it('gives a long reference page a contents list and folding sections', async () => {
    const out = await html(`Intro.\n\n${long}`);
    expect(out).toMatch(/^<p>Intro.<\/p>\n?<nav class="page-toc" aria-labelledby="toc-title" data-pagefind-ignore=""><p class="toc-title" id="toc-title">On this page<\/p><ol><li><a href="#part-1">Part 1<\/a><\/li>/);
    expect(out.match(/<div class="fold">/g)).toHaveLength(LONG_PAGE.sections);
    expect(out).toContain('<div class="fold"><div class="h-wrap h-wrap-2"><h2 id="part-1">Part 1</h2>');
    expect(out).toContain('<div class="fold-body" id="part-1-body">');
  });

  it('leaves short pages and glossary entries as they are', async () => {
    expect(await html('## One\n\nShort.\n\n## Two\n\nShort.')).not.toContain('fold');
    expect(await html(long, 'content/ccg/glossary/x.md')).not.toContain('fold');
  });
});

describe('in MDX', () => {
  // @mdx-js/mdx is what @astrojs/mdx compiles with; the page's components stay opaque to the plugins.
  async function mdx(source: string): Promise<string> {
    const { compile } = await import('@mdx-js/mdx');
    const file = new VFile({ value: source, path: '/site/content/ccg/pages/round/test.mdx' });
    const sections = { Stage: (attr: (n: string) => string | undefined) => ({ id: `stage-${attr('n')}`, label: `Stage ${attr('n')}` }) };
    return String(await compile(file, { rehypePlugins: [rehypeAnchors, [rehypeFolds, { sectionComponents: sections }]] }));
  }

  it('gives ids and links to headings written as HTML, and folds at components that draw a section heading', async () => {
    const body = 'Words of the rule. '.repeat(Math.ceil(LONG_PAGE.characters / 19 / 3) + 1);
    const out = await mdx(`<Stage n={1} />\n\n${body}\n\n<Stage n={2} />\n\n${body}\n\n<h2 id="given">Given</h2>\n\n- a\n\n<h2>Untold</h2>\n\n${body}\n`);
    expect(out).toContain('"stage-1-body"');
    expect(out).toContain('href: "#stage-2"');
    expect(out).toContain('href: "#given.1"');
    expect(out).toMatch(/id: "untold"/);
    expect(out).toContain('"Link to the section “Given”"');
  });
});
