import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import { remarkIcons, remarkTermLinks, remarkReadings, remarkRuleUnits, remarkDirectiveFallback } from '../../src/plugins/remark-directives.ts';
import type { TermEntry } from '../../src/site/term-index/index.ts';

const index: TermEntry[] = [
  { game: 'ccg', kind: 'glossary', slug: 'expenses', title: 'Expenses, Expend and Expense Value', aliases: ['EV', 'Expend'], summary: 'Pay by expending cards.', href: '/ccg/glossary/expenses/', file: 'x' },
  { game: 'ccg', kind: 'glossary', slug: 'timing', title: 'Timing', aliases: ['LIFO'], summary: 'Last in, first out.', href: '/ccg/glossary/timing/', file: 'y' },
  { game: 'ccg', kind: 'keyword', slug: 'armor', title: 'Armor', aliases: [], summary: 'Fewer wounds.', href: '/ccg/keywords/armor/', file: 'z' },
];

async function md(source: string, path = 'content/ccg/glossary/test.md'): Promise<string> {
  const file = new VFile({ value: source, path, cwd: '/' });
  const out = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkIcons)
    .use(remarkTermLinks, { root: '/', index })
    .use(remarkReadings, { root: process.cwd() })
    .use(remarkRuleUnits)
    .use(remarkDirectiveFallback)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(file);
  return String(out);
}

describe('icon shortcode', () => {
  it('draws an inline SVG with an accessible name', async () => {
    const html = await md('Pay :icon[credits:2] now.');
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="2 Credits"');
    expect(html).toContain('href="/icons/ccg.svg#credits"');
  });

  it('draws skill levels, advanced capabilities and linked icons', async () => {
    expect(await md(':icon[medical:expert]')).toContain('aria-label="Medical (expert)"');
    const adv = await md(':icon[cargo-passenger]');
    expect(adv).toContain('#cargo"');
    expect(adv).toContain('#passenger"');
    expect(await md(':icon[crew+medical:trained]')).toContain('aria-label="linked: Crew with Medical (trained)"');
  });

  it('accepts the Rules Reference aliases', async () => {
    expect(await md(':icon[react]')).toContain('aria-label="Reaction"');
  });

  it('fails with the file and the name for an unknown icon', async () => {
    await expect(md('A :icon[warp-drive] here.')).rejects.toThrow(/content\/ccg\/glossary\/test\.md: :icon\[warp-drive\]: unknown icon "warp-drive"/);
  });

  it('refuses a level on something that is not a skill', async () => {
    await expect(md(':icon[cargo:expert]')).rejects.toThrow(/only skills take a level/);
  });
});

describe('term shortcode', () => {
  it('links by title, alias or slug and carries the summary', async () => {
    const html = await md('See :term[EV] and :term[Armor].');
    expect(html).toContain('<a href="/ccg/glossary/expenses/" class="term" data-summary="Pay by expending cards." data-term="Expenses, Expend and Expense Value">EV</a>');
    expect(html).toContain('href="/ccg/keywords/armor/"');
  });

  it('takes a target slug and anchor after a bar', async () => {
    expect(await md(':term[the stack|timing#the-queue]')).toContain('href="/ccg/glossary/timing/#the-queue"');
    expect(await md(':term[spent|expenses]')).toContain('>spent</a>');
  });

  it('matches plurals', async () => {
    expect(await md(':term[expenses]')).toContain('href="/ccg/glossary/expenses/"');
  });

  it('resolves within the game of the file, never another game', async () => {
    const traders = { game: 'traders', kind: 'glossary' as const, slug: 'timing', title: 'Timing', aliases: ['Patron'], summary: 'Weeks pass.', href: '/traders/glossary/timing/', file: 't' };
    const both = [...index, traders];
    const render = async (source: string, path: string) => {
      const out = await unified().use(remarkParse).use(remarkDirective).use(remarkTermLinks, { root: '/', index: both }).use(remarkDirectiveFallback).use(remarkRehype).use(rehypeStringify).process(new VFile({ value: source, path, cwd: '/' }));
      return String(out);
    };
    expect(await render(':term[Timing]', 'content/ccg/pages/x.mdx')).toContain('href="/ccg/glossary/timing/"');
    expect(await render(':term[Timing]', 'content/traders/pages/x.mdx')).toContain('href="/traders/glossary/timing/"');
    await expect(render(':term[Patron]', 'content/ccg/pages/x.mdx')).rejects.toThrow(/no glossary term or keyword is called "Patron"/);
    await expect(render(':term[EV]', 'content/traders/pages/x.mdx')).rejects.toThrow(/no glossary term or keyword is called "EV"/);
  });

  it('refuses a term link outside a game\'s content', async () => {
    await expect(md(':term[EV]', 'src/pages/x.md')).rejects.toThrow(/term links belong in a game's content/);
  });

  it('fails with the file and the term for a missing term', async () => {
    await expect(md('Read :term[Warp Drive].')).rejects.toThrow(/test\.md: :term\[Warp Drive\]: no glossary term or keyword is called "Warp Drive"/);
  });

  it('names every bad shortcode of a file in one failure, in the order of the plugins', async () => {
    const error = await md('Pay :icon[warp-drive] for :term[Warp Drive], then :icon[jump-gate].').then(() => null, (e: Error) => e);
    expect(error?.message.split('\n')).toEqual([
      'content/ccg/glossary/test.md: :icon[warp-drive]: unknown icon "warp-drive" (the icon legend at /ccg/icons/ lists every name)',
      'content/ccg/glossary/test.md: :icon[jump-gate]: unknown icon "jump-gate" (the icon legend at /ccg/icons/ lists every name)',
      'content/ccg/glossary/test.md: :term[Warp Drive]: no glossary term or keyword is called "Warp Drive"; add it, or point at one with :term[Warp Drive|slug]',
    ]);
  });
});

describe('other directives', () => {
  it('puts colons in ordinary prose back as text', async () => {
    const html = await md('Ratio 3:2 and note:this stays.');
    expect(html).toContain('note:this stays');
  });
});

describe('term links inside tables', () => {
  it('reads an escaped bar as the text|target separator', async () => {
    const html = await md('| Term | Meaning |\n| --- | --- |\n| :term[the stack\\|timing#the-queue] | LIFO |\n');
    expect(html).toContain('<td><a href="/ccg/glossary/timing/#the-queue" class="term"');
    expect(html).toContain('>the stack</a>');
  });
});

describe('rule units', () => {
  it('give the block its anchor and a visible permalink labelled with the book\'s numbering', async () => {
    const html = await md(':::rule{#t-2-c-ii label="(2)(c)(ii)"}\nAn unpaid officer dies.\n:::');
    expect(html).toContain('<div id="t-2-c-ii" class="rule-unit">');
    expect(html).toContain('<a class="rule-anchor" href="#t-2-c-ii" aria-label="Link to rule (2)(c)(ii)" data-rule-link="t-2-c-ii">(2)(c)(ii)</a>');
    expect(html).toContain('An unpaid officer dies.');
  });

  it('accept note ids such as A07 and AM-05', async () => {
    expect(await md(':::rule{#AM-05}\nText.\n:::')).toContain('id="AM-05"');
    expect(await md(':::rule{#A07}\nText.\n:::')).toContain('id="A07"');
  });

  it('fail the build without a well-formed id', async () => {
    await expect(md(':::rule\nText.\n:::')).rejects.toThrow(/:::rule needs an id/);
    await expect(md(':::rule{#Bad_Id}\nText.\n:::')).rejects.toThrow(/:::rule needs an id/);
  });
});

describe('readings', () => {
  it('label the statement "Our reading" with a link to its note on the game\'s Source notes page', async () => {
    const html = await md('Turning a seller down :reading[costs nothing]{note=A24}.', 'content/traders/glossary/test.md');
    expect(html).toContain('<span class="reading" data-reading="A24"><a class="reading-label" href="/traders/source-notes/#A24" aria-label="Our reading A24: looking for another seller">Our reading <span class="reading-id">A24</span></a>');
    expect(html).toContain('</a> costs nothing</span>.');
  });

  it('name a card-game note by its topic for screen readers only, and keep links inside the statement', async () => {
    const html = await md(':reading[you stop once :term[EV] meets the amount]{note=expend-until-met}');
    expect(html).toContain('href="/ccg/source-notes/#expend-until-met" aria-label="Our reading: Expend until met">Our reading</a>');
    expect(html).toContain('href="/ccg/glossary/expenses/"');
  });

  it('work inside a table cell', async () => {
    const html = await md('| Rating | When disabled |\n| --- | --- |\n| Hull | :reading[not halved]{note=AM-44} |\n', 'content/ascension/glossary/test.md');
    expect(html).toMatch(/<td><span class="reading" data-reading="AM-44"><a class="reading-label" href="\/ascension\/source-notes\/#AM-44" aria-label="Our reading AM-44: Which ratings halve">/);
  });

  it('have a block form for a reading of several sentences or steps, labelled on its first line', async () => {
    const html = await md(':::reading{note=queue-passing}\n1. Priority first.\n2. Then clockwise.\n:::', 'content/ccg/pages/test.mdx');
    expect(html).toMatch(/^<div class="reading reading-block" data-reading="queue-passing"><p class="reading-head"><a class="reading-label" href="\/ccg\/source-notes\/#queue-passing" aria-label="Our reading: Queue passing">Our reading<\/a><\/p><ol>/);
    await expect(md(':::reading{note=nope}\nText.\n:::')).rejects.toThrow(/:::reading: no source note "nope"/);
  });

  it('fail the build without a note, with a note the game does not have, or with another game\'s note', async () => {
    await expect(md('A :reading[guess] here.')).rejects.toThrow(/test\.md: :reading\[guess\]: a reading needs the id of its source note/);
    await expect(md(':reading[guess]{note=no-such-note}')).rejects.toThrow(/no source note "no-such-note" on \/ccg\/source-notes\//);
    await expect(md(':reading[guess]{note=A09}')).rejects.toThrow(/no source note "A09" on \/ccg\/source-notes\//);
    await expect(md(':reading[]{note=A09}', 'content/traders/glossary/test.md')).rejects.toThrow(/write the statement between the brackets/);
  });
});
