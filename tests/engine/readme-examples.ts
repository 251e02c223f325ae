/**
 * Runs the examples of an engine README, so they stay true. Every ```ts block
 * runs on its own: its imports are read from `src/engine` (paths relative to
 * the README's folder), and a statement ending in `// → value` checks its
 * value (an object or a list is matched in part: the fields shown must be
 * there, with those values).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

/** `import { a, b as c } from './x.ts';` → `const { a, b: c } = await __import('<folder>/x.ts');` */
function importLine(line: string, folder: string): string {
  const m = /^import (type )?\{([^}]*)\} from '(\.{1,2}\/[^']+)';$/.exec(line.trim());
  if (!m) return line;
  if (m[1]) return '';
  const names = m[2]!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => n.replace(/\s+as\s+/, ': '));
  return `const { ${names.join(', ')} } = await __import(${JSON.stringify(join(folder, m[3]!))});`;
}

/** `expr; // → value` → a check of `expr` against `value`. */
function checkLine(line: string): string {
  const m = /^(\s*)(.+?);\s*\/\/ → (.+)$/.exec(line);
  return m ? `${m[1]}__check(${m[2]}, ${m[3]}, ${JSON.stringify(m[2])});` : line;
}

/** The block as the body of an async function, its types stripped. */
function asBody(block: string, folder: string): string {
  const source = block.split('\n').map((l) => importLine(l, folder)).map(checkLine).join('\n');
  return ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
}

const check = (actual: unknown, expected: unknown, what: string) =>
  typeof expected === 'object' && expected !== null ? expect(actual, what).toMatchObject(expected) : expect(actual, what).toBe(expected);
const load = (path: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ path);
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<void>;

/** The README's ```ts blocks, each with the heading it sits under. */
export function readmeExamples(path: string): { blocks: string[]; titles: string[] } {
  const readme = readFileSync(resolve(process.cwd(), path), 'utf8');
  const found = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)];
  return {
    blocks: found.map((m) => m[1]!),
    titles: found.map((m) => [...readme.slice(0, m.index).matchAll(/^#+ (.+)$/gm)].pop()?.[1] ?? 'top'),
  };
}

/** One test per example of the README at `path` (relative to the repository). */
export function runReadmeExamples(path: string): void {
  const folder = dirname(resolve(process.cwd(), path));
  const { blocks, titles } = readmeExamples(path);
  blocks.forEach((block, i) => {
    it(`example ${i + 1} (${titles[i]}) runs and says what it shows`, async () => {
      await new AsyncFunction('__check', '__import', asBody(block, folder))(check, load);
    });
  });
}
