/**
 * The rule registry (src/site/rules/) is the only source of rule titles: each
 * rule's title is written once, in the content where the rule sits or, where
 * no page states it, in the engine's registry, and everything else that names
 * a rule (pages, components, links, tables) reads it from the registry. So a
 * title changed in one place changes everywhere, and none can drift the way
 * `initiative-order` once did.
 *
 * The checks read the sources as text: words in quotes, or between tags,
 * after comments are set aside. Engine trace sentences may name a rule in
 * passing (they are prose); a title with its label ("[8.1] End of turn",
 * "Our reading: …") or a rule's whole name of three words or more, typed in a
 * page or component, is a copy; and so is a link typed by hand to a rule's
 * address, whatever its words: <RuleLink id="…"> takes both from the registry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../../src/engine/ccg/cards/index.ts';
import { PHASES, SOLO_ADVENTURE_PHASE } from '../../src/engine/ccg/round/index.ts';
import { buildRegistry, registryProblems, REGISTRY_GAMES, type RuleRecord } from '../../src/site/rules/index.ts';

const ROOT = process.cwd();

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return /\.(ts|tsx|astro|mjs)$/.test(e.name) ? [relative(ROOT, p)] : [];
  });
}

/** The text of a source without its comments (block, JSX and whole-line or trailing `//` comments). */
const withoutComments = (text: string): string => text.replace(/\{?\/\*[\s\S]*?\*\/\}?/g, '').replace(/(^|[\s;,{}()])\/\/.*$/gm, '$1');

/** The words a source types: what stands in quotes, and the text between tags. */
function typedWords(text: string): string[] {
  const code = withoutComments(text);
  const quoted = [...code.matchAll(/(['"`])((?:(?!\1)[^\\\n])+)\1/g)].map((m) => m[2]!);
  const between = [...code.matchAll(/>([^<>{}\n]+)</g)].map((m) => m[1]!);
  return [...quoted, ...between].map((s) => s.trim()).filter((s) => s !== '');
}

const same = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();

const records: RuleRecord[] = REGISTRY_GAMES.flatMap((game) => [...buildRegistry(ROOT, game).rules.values()]);
/** The modules the registry itself is made of: the site's registry and the engine's rule registries. */
const REGISTRY_FILES = /^src\/site\/rules\/|^src\/engine\/(ccg\/rules\.ts|ascension\/rules[^/]*\.ts|traders\/rules\/|core\/rules\.ts)/;
const sources = walk('src').filter((f) => !REGISTRY_FILES.test(f));
const PAGES = /^src\/(components|pages|layouts)\//;

describe('the rule registry is the only source of titles', () => {
  it('finds every rule of every game its title in exactly one place', () => {
    expect(records.length).toBeGreaterThan(400);
    expect(registryProblems(ROOT)).toEqual([]);
  });

  it("the engine's keyword data names no keyword: each name is its entry's (content/ccg/keywords/)", () => {
    expect(KEYWORDS).toHaveLength(20);
    for (const k of KEYWORDS) expect(Object.keys(k).sort(), k.slug).toEqual(['parameter', 'partners', 'slug']);
  });

  it('no source outside the registry types a title with its label', () => {
    const labelled = new Map(records.filter((r) => r.title !== r.name).map((r) => [same(r.title), r.id]));
    expect(labelled.size).toBeGreaterThan(100);
    const copies = sources.flatMap((f) =>
      typedWords(readFileSync(f, 'utf8'))
        .filter((w) => labelled.has(same(w)))
        .map((w) => `${f}: "${w}" is the title of ${labelled.get(same(w))}; read it from the registry`),
    );
    expect(copies).toEqual([]);
  });

  it("no page or component types a rule's name of three words or more", () => {
    const long = new Map(records.filter((r) => r.name.split(/\s+/).length >= 3).map((r) => [same(r.name), r.id]));
    expect(long.size).toBeGreaterThan(100);
    const copies = sources
      .filter((f) => PAGES.test(f))
      .flatMap((f) =>
        typedWords(readFileSync(f, 'utf8'))
          .filter((w) => long.has(same(w)))
          .map((w) => `${f}: "${w}" is the name of ${long.get(same(w))}; read it from the registry`),
      );
    expect(copies).toEqual([]);
  });

  it("no page or component links to a rule's address by hand", () => {
    const byHref = new Map(records.map((r) => [r.href, r.id]));
    const typed = sources
      .filter((f) => PAGES.test(f) && /\.(astro|tsx)$/.test(f))
      .flatMap((f) =>
        [...withoutComments(readFileSync(f, 'utf8')).matchAll(/<a\s+href="([^"]+)"[^>]*>([^<{]*)<\/a>/g)]
          .filter((m) => byHref.has(m[1]!))
          .map((m) => `${f}: <a href="${m[1]}">${m[2]}</a> types a link to ${byHref.get(m[1]!)}; write <RuleLink id="${byHref.get(m[1]!)}" />`),
      );
    expect(typed).toEqual([]);
  });

  it("no page, component or site module types the name of a phase of the CCG's round: they read the engine's PHASES", () => {
    const names = new Map([...PHASES, SOLO_ADVENTURE_PHASE].map((p) => [same(p.name), p.id]));
    const typed = sources
      .filter((f) => PAGES.test(f) || f.startsWith('src/site/') || f.startsWith('src/widgets/'))
      .flatMap((f) =>
        typedWords(readFileSync(f, 'utf8'))
          .filter((w) => names.has(same(w)))
          .map((w) => `${f}: "${w}" is the name of the phase ${names.get(same(w))}; read it from the engine's PHASES`),
      );
    expect(typed).toEqual([]);
    expect(typedWords("phase('ready', 'Ready Phase', 'x')").some((w) => names.has(same(w)))).toBe(true);
  });

  it('reads the sources it checks (a sanity check on the reader)', () => {
    expect(sources.length).toBeGreaterThan(200);
    expect(typedWords('const a = "Cost"; // "Not this"\n/* "nor this" */ <a>Words here</a>')).toEqual(['Cost', 'Words here']);
  });
});
