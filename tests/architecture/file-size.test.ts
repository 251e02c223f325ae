/**
 * Small modules: an engine file holds at most about 500 lines and a widget file
 * about 350. A longer file says why at its top, in its first comment, with a
 * line that starts "Why this file is long:" (for example a state machine that
 * reads best in one place).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIMITS = [
  { root: 'src/engine', lines: 500 },
  { root: 'src/widgets', lines: 350 },
] as const;
const REASON = /^\s*\*?\s*Why this file is long:/m;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** The file's opening comment block, where the reason must stand. */
const head = (text: string) => /^\s*\/\*\*?[\s\S]*?\*\//.exec(text)?.[0] ?? '';

describe('file sizes', () => {
  for (const { root, lines } of LIMITS) {
    it(`every file under ${root} has at most ${lines} lines, or says at its top why it is longer`, () => {
      const files = sources(root);
      expect(files.length).toBeGreaterThan(20);
      const over = files
        .map((f) => ({ f, text: readFileSync(f, 'utf8') }))
        .filter(({ text }) => text.split('\n').length > lines && !REASON.test(head(text)))
        .map(({ f, text }) => `${f}: ${text.split('\n').length} lines`);
      expect(over).toEqual([]);
    });
  }
});
