/**
 * The Ascension section against the engine's registry: every section and
 * sub-anchor is a `:::rule` block exactly once, on the chapter page its major
 * number names; every note AM-01…AM-57 once on the source notes; every table
 * T1–T21 once, in its own section's page; every term of the book's glossary
 * [12.0] has an entry; and every link into the chapters lands on an anchor.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NOTE_ANCHORS, SECTION_ANCHORS, SUB_ANCHORS } from '../../src/engine/ascension/rules.ts';
import { T10, TABLES } from '../../src/engine/ascension/tables/index.ts';
import { ASCENSION_CHAPTER_PAGES } from '../../src/site/rule-links/ascension.ts';
import { ASCENSION } from '../../src/site/games/ascension.ts';
import { loadTermIndex, normalise, readFrontMatter } from '../../src/site/term-index/index.ts';

const PAGES_DIR = 'content/ascension/pages';
const LOOKUP_PAGES = new Set(['source-notes', 'examples', 'play-aid']);
const pageSource = (page: string): string => readFileSync(join(PAGES_DIR, `${page}.mdx`), 'utf8');
const chapterPages = readdirSync(PAGES_DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))
  .filter((p) => !LOOKUP_PAGES.has(p));

/** The ids of the `:::rule{#id ...}` blocks in a source, in order (repeats kept). */
export function ruleIds(source: string): string[] {
  return [...source.matchAll(/^:{3,}rule\{#([A-Za-z0-9-]+)[\s}]/gm)].map((m) => m[1]!);
}

/** Where each id is written: id → the pages holding it, once per occurrence. */
function occurrences(pages: readonly string[]): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const page of pages) for (const id of ruleIds(pageSource(page))) where.set(id, [...(where.get(id) ?? []), page]);
  return where;
}

const pageOfAnchor = (anchor: string): string => ASCENSION_CHAPTER_PAGES[Number(/^a-(\d+)-/.exec(anchor)![1])]!;

/** The 64 terms of the rulebook's glossary [12.0]. */
const GLOSSARY_12 = [
  'Ability', 'Action', 'Action Count', 'Adventure', 'Agent', 'Agents', 'Agility', 'Asset', 'Asteroid Field', 'Battle', 'Battle Board', 'Beams',
  'Budget', 'Damage', 'Defense Outpost', 'Disabled', 'ECM', 'Embassy', 'Empty Space', 'Envoy', 'Event', 'Explored Space', 'Faction Board',
  'Factory', 'Friendly System', 'Gas Giant', 'Hits', 'In Contact', 'Jump', 'Jump Point', 'Missiles', 'Mystery', 'Outpost', 'Phase One',
  'Phase Two', 'Planetfall', 'Power Bar', 'React', 'Resource Panel', 'S.M.A.R.T', 'Salvo', 'Sensors', 'Shields', 'Ship Ratings', 'Ship Size',
  'Siege Level', 'Society Panel', 'Soldier', 'Space Panel', 'Special Ability', 'Spinal Mounts', 'Star System', 'Starport Outpost', 'Stealth',
  'System', 'System Panel', 'Tech Level', 'Trade Bar', 'Trade Route', 'Treaty', 'Troops', 'Turn', 'Unexplored Space', 'World Panel',
];

/** The other names the specification lists as looked up by players (section 3 of the spec). */
const OTHER_TERMS = [
  'Main Action Board', 'Faction Panel', 'Action Mat', 'Card ID', 'Action Bar', 'Any', 'Initiative Number', 'World Class', 'Standard Event',
  'Combat Event', 'React Event', 'Secret Card', 'Flux Roll', 'Success Chance', 'Trade Agreement', 'Tiers', 'Revolt', 'Revolt Marker',
  'Treaty Marker', 'Trade Power', 'Power Level', 'Presence', 'Siege Rating', 'Battle Rating', 'Siege World', 'Assault World', 'Fleet', 'Scout',
  'Destroyer', 'Cruiser', 'Diplomat', 'Shadow Agent', 'Entry Jump Point', 'Obstructed Jump Point', 'Fuel Point', 'Jump Drive', 'Passengers',
  'In-System', 'Explored System', 'Unexplored System', 'Sub-sector', 'Quadrant', 'Noble House', 'Corporation', 'Victory Points', 'Basic Game',
  'Advanced Game', 'Scenario', 'Range', 'Range Band', 'Ship Initiative', 'Moving side', 'Fixed side', 'Spotted', 'Unspotted', 'Withdrawal',
  'End-of-Turn Combat', 'Hull', 'Point Defense', 'Missile Size', 'Missile to Hit', 'Spinal', 'Security rating', 'Police rating', 'Treaty rating',
  'Mitigate rating', 'Administration rating', '2R', '2S', '+1 panel', 'Cultural Embassy', 'Diplomatic Expansion Pack', 'Budget Tracker',
  'Turn Track', 'Third Imperium', 'Emperor Cleon', 'Long Night', 'Solomani War', 'Valani', 'Vilani',
];

describe('the rule-block reader', () => {
  it('finds each block, keeps repeats, and does not mistake a longer id for a shorter one', () => {
    const sample = ':::rule{#a-8-9 label="[8.9]"}\nx\n:::\n\n:::rule{#a-8-9-trade label="t"}\ny\n:::\n:::rule{#a-8-9}\n:::\n';
    expect(ruleIds(sample)).toEqual(['a-8-9', 'a-8-9-trade', 'a-8-9']);
  });
});

describe('Ascension chapter pages', () => {
  const where = occurrences(chapterPages);
  const anchors = [...SECTION_ANCHORS, ...SUB_ANCHORS].filter((a) => pageOfAnchor(a) !== 'glossary');

  it('are exactly the pages the rule links point to', () => {
    const wanted = new Set(Object.values(ASCENSION_CHAPTER_PAGES).filter((p) => p !== 'glossary'));
    expect([...chapterPages].sort()).toEqual([...wanted].sort());
  });

  it.each(anchors)('hold %s exactly once, on the page of its chapter', (anchor) => {
    expect(where.get(anchor) ?? []).toEqual([pageOfAnchor(anchor)]);
  });

  it('hold no rule block the engine does not register', () => {
    const known = new Set<string>([...SECTION_ANCHORS, ...SUB_ANCHORS]);
    expect([...where.keys()].filter((id) => !known.has(id))).toEqual([]);
  });

  it('leave [12.0] to the glossary A–Z page, which carries its anchor', () => {
    expect(where.has('a-12-0')).toBe(false);
    expect(ASCENSION.glossaryAnchor).toBe('a-12-0');
  });

  it.each(TABLES.map((t) => [t.id, t.sections[0]!] as const))('draw table %s once, inside its section %s', (id, section) => {
    const uses = chapterPages.flatMap((p) => [...pageSource(p).matchAll(new RegExp(`<RuleTable id="${id}"[\\s/]`, 'g'))].map(() => p));
    expect(uses).toEqual([pageOfAnchor(section)]);
    const source = pageSource(pageOfAnchor(section));
    const at = source.indexOf(`<RuleTable id="${id}"`);
    const blockStart = source.lastIndexOf(':::rule{#', at);
    expect(ruleIds(source.slice(blockStart, blockStart + 80))[0]).toBe(section);
  });
});

describe('Ascension pages with components', () => {
  // The build does not carry the scoped styles of components an MDX entry imports; AscStyles writes them inline.
  it.each(readdirSync(PAGES_DIR).map((f) => f.replace(/\.mdx$/, '')))('%s: includes <AscStyles /> when it uses an Ascension component', (page) => {
    const src = pageSource(page);
    if (/from '@components\/ascension\/(?!AscStyles)/.test(src)) expect(src).toMatch(/^<AscStyles \/>$/m);
  });
});

describe('Ascension source notes', () => {
  const notes = ruleIds(pageSource('source-notes'));

  it.each([...NOTE_ANCHORS])('explain %s exactly once', (note) => {
    expect(notes.filter((n) => n === note)).toHaveLength(1);
  });

  it('hold the 62 notes and nothing else as rule blocks', () => {
    expect(NOTE_ANCHORS).toHaveLength(62);
    expect(notes).toEqual([...NOTE_ANCHORS]);
  });
});

describe('Ascension glossary', () => {
  const terms = loadTermIndex(process.cwd()).filter((t) => t.game === 'ascension');
  const names = new Map<string, string>();
  for (const t of terms) for (const n of [t.title, ...t.aliases]) names.set(normalise(n), t.slug);

  it('lists the 64 terms of [12.0]', () => {
    expect(new Set(GLOSSARY_12.map(normalise)).size).toBe(64);
  });

  it.each(GLOSSARY_12)('has an entry for "%s" (by title or alias)', (term) => {
    expect(names.get(normalise(term))).toBeDefined();
  });

  it.each(T10.rows.map((r) => r[1]!.replace(/\s*\(R\)$/, '')))('has the Action choice "%s" as a title or alias of its own', (choice) => {
    expect(names.get(normalise(choice))).toBeDefined();
  });

  it.each(OTHER_TERMS)('has the looked-up name "%s" as a title or alias', (term) => {
    expect(names.get(normalise(term))).toBeDefined();
  });

  it('cites the rulebook in every entry', () => {
    for (const t of terms) {
      const sources = readFrontMatter(readFileSync(t.file, 'utf8')).sources as { doc: string }[];
      expect(sources.every((s) => s.doc === 'rulebook'), t.file).toBe(true);
    }
  });
});

describe('links into the Ascension pages', () => {
  const files = [
    ...readdirSync(PAGES_DIR).map((f) => join(PAGES_DIR, f)),
    ...readdirSync('content/ascension/glossary').map((f) => join('content/ascension/glossary', f)),
  ];
  const anchorsOf = new Map<string, Set<string>>();
  for (const page of readdirSync(PAGES_DIR).map((f) => f.replace(/\.mdx$/, ''))) {
    const src = pageSource(page);
    const ids = new Set([...ruleIds(src), ...[...src.matchAll(/<RuleTable id="(T\d+)"/g)].map((m) => m[1]!.toLowerCase())]);
    anchorsOf.set(page, ids);
  }

  it('land on an anchor that exists', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\]\(\/ascension\/([a-z-]+)\/#([A-Za-z0-9-]+)\)/g)) {
        const [page, anchor] = [m[1]!, m[2]!];
        if (page === 'glossary' && anchor === 'a-12-0') continue;
        if (!anchorsOf.get(page)?.has(anchor)) broken.push(`${file} → /ascension/${page}/#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
