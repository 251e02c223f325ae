/**
 * Our readings, one mechanism for every game (src/site/readings.ts): the lint
 * refuses a reading without a known note and a reading stated without its
 * label; the components state readings only through <Reading>; and the
 * readings issue 19 named are labelled where they are stated.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentFiles } from '../../src/plugins/content-files.ts';
import { notesInPage, notesOf, readingLabel, readingProblems, readingsIn, unlabelledReadings } from '../../src/site/readings.ts';
import { FLOW_NODES, READING_INFO, READING_KEYS } from '../../src/engine/traders/index.ts';
import { TABLES, tableById } from '../../src/engine/ascension/tables/index.ts';
import { readingSegments } from '../../src/components/ascension/links.ts';
// A plain .mjs script of npm run measure.
import { readingFigures, readingLines, readingsOnPage } from '../../scripts/lib/readings.mjs';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const notesCited = (path: string) => readingsIn(read(path)).map((r) => r.note);

describe('the reading label', () => {
  it('resolves a note of its own game to its anchor on that game\'s Source notes page', () => {
    const found = readingLabel(root, 'traders', 'A09');
    expect(found).toMatchObject({ ok: true, label: { href: '/traders/source-notes/#A09', shown: 'A09' } });
    expect(readingLabel(root, 'ccg', 'queue-passing')).toMatchObject({ ok: true, label: { href: '/ccg/source-notes/#queue-passing', shown: undefined } });
    expect(readingLabel(root, 'ascension', 'AM-44')).toMatchObject({ ok: true, label: { href: '/ascension/source-notes/#AM-44' } });
  });

  it('is refused without a note, with an unknown note, or with another game\'s note', () => {
    expect(readingLabel(root, 'ccg', undefined)).toMatchObject({ ok: false, error: expect.stringMatching(/needs the id of its source note/) });
    expect(readingLabel(root, 'ccg', 'A09')).toMatchObject({ ok: false, error: 'no source note "A09" on /ccg/source-notes/' });
    expect(readingLabel(root, 'traders', 'AM-44')).toMatchObject({ ok: false });
  });

  it('reads the notes of a page: rule blocks where it has them, else its headings', () => {
    expect(notesInPage(':::rule{#A01 label="A01"}\n**Unclear: what the table means** (x).\n:::\n')).toEqual([{ id: 'A01', title: 'what the table means' }]);
    expect(notesInPage(':::rule{#AM-02 label="AM-02"}\n## Targets outside 1 to 6\ntext\n:::\n')).toEqual([{ id: 'AM-02', title: 'Targets outside 1 to 6' }]);
    expect(notesInPage('# Page\n\n## Credits floor\n\n- x\n\n## Jack held skills\n')).toEqual([
      { id: 'credits-floor', title: 'Credits floor' },
      { id: 'jack-held-skills', title: 'Jack held skills' },
    ]);
  });

  it('knows every note of every game', () => {
    expect(notesOf(root, 'ccg').size).toBeGreaterThan(80);
    expect([...notesOf(root, 'traders').keys()]).toEqual(Array.from({ length: 37 }, (_, i) => `A${String(i + 1).padStart(2, '0')}`));
    expect([...notesOf(root, 'ascension').keys()]).toHaveLength(62);
  });
});

describe('the content lint on readings', () => {
  it('refuses a reading without a note or with a note the game lacks', () => {
    expect(readingProblems(root, 'traders', 'A :reading[guess] b.', false)).toEqual([expect.stringMatching(/line 1: :reading\[guess\]: a reading needs the id of its source note/)]);
    expect(readingProblems(root, 'traders', ':reading[guess]{note=A99}', false)).toEqual(['line 1: :reading[guess]: no source note "A99" on /traders/source-notes/']);
    expect(readingProblems(root, 'ccg', ':::reading{note=nope}\n1. x\n:::\n', false)).toEqual([expect.stringMatching(/no source note "nope"/)]);
    expect(readingProblems(root, 'traders', ':reading[]{note=A09}', false)).toEqual([expect.stringMatching(/write the statement between the brackets/)]);
  });

  it('refuses a reading stated without its label: the words, or a bare link to a note', () => {
    expect(unlabelledReadings('Shuffle first (our reading).')).toEqual([{ line: 1, words: 'our reading' }]);
    expect(unlabelledReadings('x\nWe read it as exert.')).toEqual([{ line: 2, words: 'We read' }]);
    expect(unlabelledReadings('It is paid at once ([A18](/traders/source-notes/#A18)).')).toEqual([{ line: 1, words: 'a link to a source note (/traders/source-notes/#A18)' }]);
    expect(unlabelledReadings(':reading[Our reading: it is paid at once]{note=A18}')[0]?.words).toMatch(/inside the label's statement/);
  });

  it('accepts the label, inline or as a block, and leaves the Source notes pages to speak of readings', () => {
    expect(readingProblems(root, 'traders', 'Paid :reading[at once, from the money on hand]{note=A18}.', false)).toEqual([]);
    expect(readingProblems(root, 'ccg', ':::reading{note=queue-passing}\n1. Priority first.\n:::\n', false)).toEqual([]);
    expect(readingProblems(root, 'ccg', '- **Our reading:** the floor is 0.', true)).toEqual([]);
  });

  it('finds nested brackets and links inside a statement', () => {
    const [r] = readingsIn('a :reading[see :term[Ready] and [x](/y)]{note=cards-enter-ready} b');
    expect(r).toMatchObject({ text: 'see :term[Ready] and [x](/y)', note: 'cards-enter-ready' });
  });

  it('finds no unlabelled reading in any content file', () => {
    const found = contentFiles(root)
      .filter((f) => !f.endsWith('pages/source-notes.mdx'))
      .flatMap((f) => unlabelledReadings(read(f)).map((u) => `${f}:${u.line} ${u.words}`));
    expect(found).toEqual([]);
  });
});

/** Every .astro and .ts file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const p = join(dir, name);
    return statSync(join(root, p)).isDirectory() ? filesUnder(p) : /\.(astro|ts)$/.test(name) ? [p] : [];
  });
}

describe('readings drawn by components', () => {
  it('are stated only through <Reading>: no component template writes "our reading" or links a note bare', () => {
    // The template of each .astro file (its frontmatter, comments and styles set aside). Reading.astro draws
    // the label; NoteReading.astro belongs to the Ascension Source notes page, which speaks of readings.
    const template = (source: string) =>
      source
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .replace(/<style[\s\S]*?<\/style>/g, '')
        .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, '');
    const offenders = filesUnder('src/components')
      .filter((f) => f.endsWith('.astro') && !/\/(Reading|NoteReading)\.astro$/.test(f))
      .filter((f) => /our readings?\b|we read\b|ruleHref\((['"`])(?:traders\.A|ccg\.note\.|ascension\.AM-)/i.test(template(read(f))));
    expect(offenders).toEqual([]);
  });

  it('label each statement of the Ascension tables that names a note, and every such note exists', () => {
    const notes = notesOf(root, 'ascension');
    const texts = TABLES.flatMap((t) => [...t.rows.flat(), t.note ?? '']);
    for (const text of texts.filter((t) => /AM-\d\d/.test(t))) {
      const ids = [...text.matchAll(/AM-\d\d/g)].map((m) => m[0]);
      const labelled = readingSegments(text).flatMap((s) => (s.note ? [s.note] : []));
      expect(labelled, text).toEqual(ids);
      for (const id of ids) expect(notes.has(id), `${id} in "${text}"`).toBe(true);
    }
  });
});

describe('the readings issue 19 named', () => {
  it('Traders: only active officers are attacked (A09), on the rules page\'s (2)(a)', () => {
    const block = /:::rule\{#t-2-a [^\n]*\n([\s\S]*?)^:::/m.exec(read('content/traders/pages/rules.mdx'))?.[1] ?? '';
    expect(readingsIn(block).find((r) => r.note === 'A09')?.text).toMatch(/Only officers who are :term\[active\] can be attacked/);
  });

  it('Traders: a layover when no pilot is fit beyond both recuperating is A20, in the costs table and on the play aid', () => {
    expect(read('src/components/traders/CostTable.astro')).toMatch(/when the Captain and the 1st Officer are both recuperating\.', rule: 'traders\.t-3-e-i', reading: \{ note: 'A20'/);
    expect(notesCited('content/traders/pages/play-aid.mdx')).toContain('A20');
  });

  it('Traders: the turn diagram\'s "no pilot" defeat cites A20, a note with no switch, which the diagram draws as our reading', () => {
    const takeOff = FLOW_NODES.find((n) => n.id === 'take-off')!;
    const branch = takeOff.branches.find((b) => /no pilot/.test(b.when))!;
    expect(branch).toMatchObject({ to: 'defeat', rule: 'traders.A20' });
    expect(READING_KEYS.map((k) => READING_INFO[k].note)).not.toContain('A20');
  });

  it('Traders: the price span ×0.2 to ×1.8 is labelled A01 on every merchandise entry', () => {
    const goods = readdirSync(join(root, 'content/traders/glossary')).filter((f) => /at ×0\.2 to/.test(read(`content/traders/glossary/${f}`)));
    expect(goods).toHaveLength(11);
    for (const f of goods) expect(readingsIn(read(`content/traders/glossary/${f}`)).find((r) => /×0\.2 to .* ×1\.8/.test(r.text))?.note, f).toBe('A01');
  });

  it('Traders: no call at the world passed is labelled A05 on the route page', () => {
    expect(readingsIn(read('content/traders/pages/route.mdx')).find((r) => /no call at the world passed/.test(r.text))?.note).toBe('A05');
  });

  it('Ascension: Ship Size (AM-58), the Hull and Jump when Disabled (AM-44) and the Starport\'s tier (AM-17) in their table cells', () => {
    const t18 = Object.fromEntries(tableById('T18')!.rows.map((r) => [r[0], r]));
    expect(t18['Ship Size']![2]).toMatch(/not of missiles \(AM-58\)$/);
    expect(t18['Hull']![3]).toBe('not halved (AM-44)');
    expect(t18['Jump']![3]).toBe('halved (AM-44)');
    expect(tableById('T9')!.rows.find((r) => r[0] === 'Starport')![2]).toMatch(/tier 2 from level 1 up \(AM-17\)$/);
    expect(tableById('T14')!.note).toMatch(/tier 2 from level 1 \(AM-17\)\.$/);
  });

  it('Ascension: the two statements of the Asset entry (AM-50, AM-59)', () => {
    expect(notesCited('content/ascension/glossary/asset.md').sort()).toEqual(['AM-50', 'AM-59']);
  });

  it('Ascension: an Event uses no block of the Action Count is our reading (AM-60), where each entry says it', () => {
    for (const [path, words] of [
      ['content/ascension/glossary/action-count.md', /Event.*uses no block/],
      ['content/ascension/glossary/standard-event.md', /no block of the Action Count/],
    ] as const) {
      expect(readingsIn(read(path)).some((r) => r.note === 'AM-60' && words.test(r.text)), path).toBe(true);
    }
  });
});

describe('npm run measure, statements labelled as readings', () => {
  it('reads each labelled statement of a page, inline or block, nested markup and all, without its label', () => {
    const html = [
      '<p>Paid <span class="reading" data-reading="A18"><a class="reading-label" href="/traders/source-notes/#A18">Our reading <span class="reading-id">A18</span><span class="visually-hidden">, source note A18: x</span></a> at <em>once</em>, <span class="x">from</span> hand</span>.</p>',
      '<div class="reading reading-block" data-reading="queue-passing"><p class="reading-head"><a class="reading-label" href="/ccg/source-notes/#queue-passing">Our reading</a></p><ol><li>Priority <div>first</div>.</li></ol></div>',
    ].join('');
    expect(readingsOnPage(html)).toEqual([
      { note: 'A18', text: 'at once , from hand' },
      { note: 'queue-passing', text: 'Priority first .' },
    ]);
  });

  it('counts per game the distinct statements, the notes they cite, every label shown and the pages that carry one, and prints a line per game', () => {
    const dist = mkdtempSync(join(tmpdir(), 'readings-'));
    const page = (path: string, html: string) => {
      mkdirSync(join(dist, path), { recursive: true });
      writeFileSync(join(dist, path, 'index.html'), html);
    };
    const mark = (note: string, text: string) => `<span class="reading" data-reading="${note}"><a class="reading-label" href="#">Our reading</a> ${text}</span>`;
    try {
      page('traders/glossary/target', `<p>${mark('A09', 'only the active')} and ${mark('A20', 'a layover')}</p>`);
      // The same statement on a second page: one statement, two labels.
      page('traders/play-aid', `<p>${mark('A09', 'only the active')}</p>`);
      page('traders/overview', '<p>No reading here.</p>');
      page('ccg/timing', `<div class="reading" data-reading="queue-passing"><a class="reading-label" href="#">Our reading</a> in turn</div>`);
      page('', `<p>${mark('A09', 'the home page belongs to no game')}</p>`);
      page('_astro/x', `<p>${mark('A09', 'not a page')}</p>`);
      const figures = readingFigures(dist);
      expect(figures).toEqual({
        traders: { statements: 2, notes: 2, labels: 3, pages: 2 },
        ccg: { statements: 1, notes: 1, labels: 1, pages: 1 },
      });
      const lines = readingLines(figures);
      expect(lines.slice(1).map((l: string) => l.trim())).toEqual([
        'ccg        1 statements, citing 1 notes; 1 labels on 1 pages (a statement repeated on another page is labelled there too)',
        'traders    2 statements, citing 2 notes; 3 labels on 2 pages (a statement repeated on another page is labelled there too)',
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
