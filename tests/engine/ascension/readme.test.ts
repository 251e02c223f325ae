/**
 * The examples of src/engine/ascension/README.md are run, so they stay true
 * (the same way tests/engine/ccg/readme.test.ts runs src/engine/README.md).
 * Every ```ts block runs on its own: its imports are read from
 * src/engine/ascension (paths relative to it), and a statement ending in
 * `// → value` checks its value (an object or a list is matched in part: the
 * fields shown must be there, with those values).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const engine = resolve(process.cwd(), 'src/engine/ascension');
const readme = readFileSync(join(engine, 'README.md'), 'utf8');
const found = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)];
const blocks = found.map((m) => m[1]!);
const titles = found.map((m) => [...readme.slice(0, m.index).matchAll(/^#+ (.+)$/gm)].pop()?.[1] ?? 'top');

/** `import { a, b as c } from './x.ts';` → `const { a, b: c } = await __import('<src/engine/ascension>/x.ts');` */
function importLine(line: string): string {
  const m = /^import (type )?\{([^}]*)\} from '\.\/([^']+)';$/.exec(line.trim());
  if (!m) return line;
  if (m[1]) return '';
  const names = m[2]!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => n.replace(/\s+as\s+/, ': '));
  return `const { ${names.join(', ')} } = await __import(${JSON.stringify(join(engine, m[3]!))});`;
}

/** `expr; // → value` → a check of `expr` against `value`. */
function checkLine(line: string): string {
  const m = /^(\s*)(.+?);\s*\/\/ → (.+)$/.exec(line);
  return m ? `${m[1]}__check(${m[2]}, ${m[3]}, ${JSON.stringify(m[2])});` : line;
}

function asBody(block: string): string {
  const source = block.split('\n').map(importLine).map(checkLine).join('\n');
  return ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
}

const check = (actual: unknown, expected: unknown, what: string) =>
  typeof expected === 'object' && expected !== null ? expect(actual, what).toMatchObject(expected) : expect(actual, what).toBe(expected);
const load = (path: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ path);
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<void>;

describe('src/engine/ascension/README.md', () => {
  it('has examples for every domain, and checks values in them', () => {
    expect(blocks.length).toBeGreaterThan(12);
    expect(blocks.join('\n').match(/\/\/ → /g)?.length ?? 0).toBeGreaterThan(60);
    for (const domain of ['flux/', 'movement/', 'checks/', 'planetary/', 'space/', 'economy/', 'turn/', 'planetfall/']) expect(blocks.some((b) => b.includes(`'./${domain}`)), domain).toBe(true);
  });

  it('shows each new input it documents: no Society, the action and its facts, Treaty, jump reach, Outposts, the systems kept', () => {
    const all = blocks.join('\n');
    for (const input of ['systemTl: null', 'societyTl: null', "action: 'sedition'", 'inPlace:', 'treaty: true', 'exploring: true', 'improveOutpost(', "type: 'add-system'", 'pendingLossPick(']) expect(all, input).toContain(input);
  });

  blocks.forEach((block, i) => {
    it(`example ${i + 1} (${titles[i]}) runs and says what it shows`, async () => {
      await new AsyncFunction('__check', '__import', asBody(block))(check, load);
    });
  });
});
