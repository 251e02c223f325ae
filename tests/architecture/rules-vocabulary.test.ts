/**
 * No rules vocabulary in widgets beyond the engine's exports (issue 20, "Done
 * when"): a limit a form or a link holds input to, and a number of the rules
 * a widget shows, are the engine's named values, never typed again in a
 * widget. Typed again, they drift: a field takes what the engine refuses, or
 * a page says "of 73 MC" after the goal has changed.
 *
 * Held mechanically, on the widgets' code with comments taken out:
 * - the readers of a form field (`parseWhole`, `parseName`) take their
 *   upper limit by name: no `max:` that is a bare number;
 * - the kernel's readers in a link (`whole`, `decimal`) take their upper
 *   limit by name, not as a bare number;
 * - each game's numbers that readers meet in sentences (the Traders goal and
 *   its units, the deck sizes) appear in a widget only through the engine's
 *   name for them.
 * A file that still types one is listed below with the numbers it types, and
 * the list only shrinks (it is empty now): a file listed that no longer types it fails
 * the test.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src/widgets';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path.replace(/\\/g, '/')] : [];
  });
}

/** The code of a file without its comments (block, line and JSX comments), so that prose about a rule is free to name its numbers. */
export function codeOf(source: string): string {
  return source
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[\s;{},)])\/\/.*$/gm, '$1');
}

interface Check {
  what: string;
  /** Folders (under src/widgets) where it holds. */
  where: readonly string[];
  /** Each match is one number typed where the engine's name belongs. */
  pattern: RegExp;
}

const CHECKS: readonly Check[] = [
  { what: 'a form field’s limit typed as a number', where: [''], pattern: /\bparse(?:Whole|Name)\([^;]*?\bmax:\s*(-?\d+)\s*[,}]/g },
  { what: 'a link reader’s range typed as numbers', where: [''], pattern: /\b(?:whole|decimal)\(\s*(?:'[^']*'|`[^`]*`|"[^"]*")\s*,\s*[^,()]+,\s*(-?\d+)\s*,/g },
  { what: 'the Traders goal (GOAL) or units per MC (MC) typed as a number', where: ['traders'], pattern: /(?<![\w.])(73|1000|1_000|73_000)(?![\w.])/g },
  { what: 'a deck size (STANDARD_DECK_LIMITS) typed as a number', where: ['deck', 'solo'], pattern: /\bof (20|60)\b/g },
];

/** Files that still type one, with the numbers, until they read the engine's names (the list only shrinks). */
const WAITING: Readonly<Record<string, readonly string[]>> = {};

const files = sources(ROOT);
const found = new Map<string, string[]>();
for (const file of files) {
  const code = codeOf(readFileSync(file, 'utf8'));
  for (const check of CHECKS) {
    if (!check.where.some((w) => file.startsWith(`${ROOT}/${w}`))) continue;
    for (const m of code.matchAll(check.pattern)) {
      const numbers = m.slice(1).filter((x): x is string => x !== undefined);
      found.set(file, [...(found.get(file) ?? []), ...numbers]);
    }
  }
}

describe('no rules vocabulary in widgets beyond the engine’s exports', () => {
  it('reads the widgets, and each check finds what it looks for (a sanity check)', () => {
    expect(files.length).toBeGreaterThan(100);
    const hit = (check: Check, code: string) => [...code.matchAll(check.pattern)].length;
    expect(hit(CHECKS[0]!, "parseWhole(t, { min: 0, max: 99, label: 'x' })")).toBe(1);
    expect(hit(CHECKS[0]!, "parseWhole(t, { min: 0, max: LIMITS.vp, label: 'x' })")).toBe(0);
    expect(hit(CHECKS[0]!, "parseName(t, { label: 'x', max: 120 })")).toBe(1);
    expect(hit(CHECKS[1]!, "whole('A Tech Level', 0, 99, RULE)")).toBe(1);
    expect(hit(CHECKS[1]!, "whole('A Tech Level', 0, TL.max, RULE)")).toBe(0);
    expect(hit(CHECKS[2]!, '<span>of 73 MC</span>')).toBe(1);
    expect(hit(CHECKS[2]!, 'units.div(1000)')).toBe(1);
    expect(hit(CHECKS[2]!, 'formatMoney(GOAL)')).toBe(0);
    expect(hit(CHECKS[3]!, 'Adventure cards: {n} of 20')).toBe(1);
    expect(codeOf('const a = 1; // of 73 MC\n/* 1000 */ const b = `x//y`;')).toBe('const a = 1; \n const b = `x//y`;');
  });

  it('types no limit or number of the rules in a widget, except in the files still waiting', () => {
    const unlisted = [...found].filter(([file]) => !(file in WAITING)).map(([file, numbers]) => `${file}: ${numbers.join(', ')}`);
    expect(unlisted, 'name the engine’s value (export one from the engine if there is none)').toEqual([]);
  });

  it('lists only files that still type one (the list only shrinks)', () => {
    for (const [file, numbers] of Object.entries(WAITING)) expect(found.get(file) ?? [], file).toEqual(numbers);
  });
});
