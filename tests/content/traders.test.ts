/**
 * The Traders pages against the engine: every rule id of the registry is a
 * rule block on the rules page, exactly once and labelled with the book's
 * number; every reading A01-A37 is a block on the source notes page; every
 * card, good and world of the engine's tables is named in the content and has
 * the glossary page the tables link to. The helpers are exported to the
 * tests below them, which show each check can fail.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  BEOWULF, ENCOUNTER_CARDS, ENCOUNTER_KEYS, GOODS, GOODS_KEYS, NOTE_IDS, OFFICERS, RANKS, RULES, STARSHIP_CARDS, STARSHIP_KEYS, WORLDS, WORLD_ALIASES,
} from '../../src/engine/traders/index.ts';
import { officerHref, ruleLabel, termHref } from '../../src/components/traders/links.ts';

const DIR = 'content/traders';
const read = (path: string) => readFileSync(join(DIR, path), 'utf8');

/** The anchors of the rule ids the engine registers for the book itself (`traders.t-...`). */
const ruleAnchors = Object.keys(RULES)
  .filter((id) => id.startsWith('traders.t-'))
  .map((id) => id.slice('traders.'.length));

/** How many times `:::rule{#id` opens a block in a text. */
export function blockCount(text: string, id: string): number {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`^:::rule\\{#${escaped}[\\s}]`, 'gm'))].length;
}

/** The label written on the block of `id`, or undefined. */
export function blockLabel(text: string, id: string): string | undefined {
  const m = new RegExp(`^:::rule\\{#${id}\\s+label="([^"]*)"\\}`, 'm').exec(text);
  return m?.[1];
}

/** The book's number of a numbered rule (`t-2-c-ii` → "(2)(c)(ii)"); undefined for a part the book leaves unnumbered. */
export function bookNumber(anchor: string): string | undefined {
  if (!/^t-[1-7](-[a-f](-[ivx]+)?)?$/.test(anchor)) return undefined;
  const [, num, ...parts] = anchor.split('-');
  return `(${num})${parts.map((p) => `(${p})`).join('')}`;
}

/** Every rule block id in a text. */
export const blockIds = (text: string): string[] => [...text.matchAll(/^:::rule\{#([^\s}]+)/gm)].map((m) => m[1]!);

/** All the words of the Traders content, front matter included, in one string. */
function allContent(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name)) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(DIR);
  return out.join('\n');
}

/** The names of the engine's tables that the content must name. */
function namesInTables(): string[] {
  return [
    ...RANKS.map((r) => OFFICERS[r].name),
    BEOWULF.name,
    ...ENCOUNTER_KEYS.map((k) => ENCOUNTER_CARDS[k].name),
    ...STARSHIP_KEYS.map((k) => STARSHIP_CARDS[k].name),
    ...GOODS_KEYS.map((k) => GOODS[k].name),
    ...WORLDS,
    ...Object.keys(WORLD_ALIASES),
  ];
}

export const missingNames = (names: readonly string[], text: string): string[] => names.filter((n) => !text.includes(n));

describe('the Traders rules page', () => {
  const rules = read('pages/rules.mdx');

  it('reads the 65 rule ids of the book from the engine registry', () => {
    expect(ruleAnchors).toHaveLength(65);
  });

  it('has every rule id of the registry as a rule block exactly once', () => {
    const wrong = ruleAnchors.map((id) => [id, blockCount(rules, id)] as const).filter(([, n]) => n !== 1);
    expect(wrong).toEqual([]);
  });

  it('has no rule block the registry does not know', () => {
    expect(blockIds(rules).filter((id) => !ruleAnchors.includes(id))).toEqual([]);
  });

  it("labels each block with the book's numbering, and the components with the block's label", () => {
    const wrong = ruleAnchors.filter((id) => {
      const label = blockLabel(rules, id);
      const numbered = bookNumber(id);
      return !label || (numbered !== undefined && label !== numbered) || ruleLabel(`traders.${id}` as never) !== label;
    });
    expect(wrong.map((id) => `${id}: ${blockLabel(rules, id)}`)).toEqual([]);
  });

  it('keeps the book order of the numbered rules', () => {
    const numbered = blockIds(rules).filter((id) => /^t-[1-7](-[a-z]+)*$/.test(id) && !/merchandise|market|route|gang|reject|layover|win|next/.test(id));
    const phases = numbered.map((id) => Number(id.split('-')[1]));
    expect([...phases].sort((a, b) => a - b)).toEqual(phases);
  });
});

describe('the Traders source notes', () => {
  const notes = read('pages/source-notes.mdx');

  it('has every note A01-A37 as a rule block exactly once', () => {
    expect(NOTE_IDS).toHaveLength(37);
    const wrong = NOTE_IDS.map((id) => [id, blockCount(notes, id)] as const).filter(([, n]) => n !== 1);
    expect(wrong).toEqual([]);
  });

  it('gives each note its question or reading and whether a switch changes it', () => {
    const sections = notes.split(/^:::rule\{/m).slice(1);
    expect(sections).toHaveLength(37);
    for (const s of sections) {
      const id = s.slice(1, 4);
      expect(s, `${id} lacks our reading`).toMatch(/\*\*Ours[:.]/);
      expect(s, `${id} does not say whether a switch changes it`).toContain('**Switch.**');
    }
  });

  it('shows the switch of every note that has one in the game', () => {
    for (const id of ['A06', 'A07', 'A13', 'A15', 'A23', 'A26']) expect(notes).toContain(`<ReadingSwitch note="${id}" />`);
  });

  it('has an anchor for every link to a note in the Traders content', () => {
    const linked = [...allContent().matchAll(/\/traders\/source-notes\/#([A-Za-z0-9-]+)/g)].map((m) => m[1]!);
    expect([...new Set(linked)].filter((id) => blockCount(notes, id) !== 1)).toEqual([]);
  });
});

describe('the Traders content', () => {
  const text = allContent();

  it('names every card, good and world of the engine tables', () => {
    expect(missingNames(namesInTables(), text)).toEqual([]);
  });

  it('has the glossary page each table links a card, good, world or officer to', () => {
    const hrefs = [
      ...RANKS.map(officerHref),
      termHref(BEOWULF.name),
      ...ENCOUNTER_KEYS.map((k) => termHref(ENCOUNTER_CARDS[k].name)),
      ...STARSHIP_KEYS.map((k) => termHref(STARSHIP_CARDS[k].name)),
      ...GOODS_KEYS.map((k) => termHref(GOODS[k].name)),
      ...WORLDS.map(termHref),
    ];
    const slugs = hrefs.map((h) => h.replace('/traders/glossary/', '').replace(/\/$/, ''));
    const missing = slugs.filter((s) => !existsSync(join(DIR, 'glossary', `${s}.md`)) && !existsSync(join(DIR, 'glossary', `${s}.mdx`)));
    expect(missing).toEqual([]);
  });

  it('links only to rule anchors the registry has', () => {
    const anchors = [...text.matchAll(/\/traders\/rules\/#([a-z0-9-]+)/g)].map((m) => m[1]!);
    expect([...new Set(anchors)].filter((a) => !ruleAnchors.includes(a))).toEqual([]);
  });

  it('finds Helfry under both spellings (the table’s "Helfey" is a search name, not an A-Z row)', () => {
    const helfry = read('glossary/helfry.md');
    expect(helfry).toMatch(/^searchAliases: \[[^\]]*"Helfey"/m);
    expect(read('pages/route.mdx')).toContain('Helfey');
  });
});

describe('the checks themselves', () => {
  it('catch a missing, doubled or mislabelled block', () => {
    const text = ':::rule{#t-1 label="(1)"}\nx\n:::\n:::rule{#t-2 label="(2)"}\n:::\n:::rule{#t-2 label="(2)"}\n:::\n:::rule{#t-2-a label="(2)(b)"}\n:::';
    expect(blockCount(text, 't-1')).toBe(1);
    expect(blockCount(text, 't-2')).toBe(2);
    expect(blockCount(text, 't-3')).toBe(0);
    expect(blockCount(text, 't-2-a')).toBe(1);
    expect(blockLabel(text, 't-2-a')).not.toBe(bookNumber('t-2-a'));
    expect(bookNumber('t-2-c-ii')).toBe('(2)(c)(ii)');
    expect(bookNumber('t-2-gang')).toBeUndefined();
    expect(blockCount(':::rule{#t-2-c-ii label="x"}', 't-2-c')).toBe(0);
  });

  it('catch a name the content leaves out', () => {
    expect(missingNames(['Regina', 'Alell'], 'Only Regina here.')).toEqual(['Alell']);
  });
});
