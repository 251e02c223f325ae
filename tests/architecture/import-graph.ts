/**
 * The import graph of `src/` (and the MDX in `content/`), read from the source text:
 * every relative or aliased import, static, dynamic or type-only, resolved to a file,
 * each edge saying which of the three it is.
 * The architecture tests check its directions, that it has no circles, and that a part
 * loaded with import() is not also imported statically by the code that loads it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|astro|mdx|mjs)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;
/** Where an `import` or `export` statement starts (at a line's start, or after another statement). */
const STATEMENT_START = /(?:^|[;\n])[ \t]*(?:import|export)\b/g;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : SOURCE.test(name) ? [p] : [];
  });
}

/** Path aliases from tsconfig.json (`"@widgets/*": ["src/widgets/*"]`), if any. */
function aliases(): [prefix: string, target: string][] {
  const text = readFileSync(join(ROOT, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const paths = (JSON.parse(text).compilerOptions?.paths ?? {}) as Record<string, string[]>;
  return Object.entries(paths).map(([from, to]) => [from.replace(/\*$/, ''), resolve(ROOT, (to[0] ?? '').replace(/\*$/, ''))]);
}

function resolveSpecifier(file: string, spec: string, alias: [string, string][]): string | undefined {
  let base: string | undefined;
  if (spec.startsWith('.')) base = resolve(dirname(file), spec);
  else {
    const hit = alias.find(([prefix]) => spec.startsWith(prefix));
    if (hit) base = join(hit[1], spec.slice(hit[0].length));
  }
  if (base === undefined) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return undefined;
}

export interface Edge {
  from: string;
  to: string;
  /** `import()` (a part loaded when needed), a type-only import (gone once compiled), or a static import or re-export. */
  kind: 'static' | 'dynamic' | 'type';
}

/** Which kind of import `match` (a SPECIFIER match at `at` in `text`) is. */
function kindOf(text: string, match: string, at: number): Edge['kind'] {
  if (/^import\s*\(/.test(match)) {
    // In a type: typeof import('./x.ts'), or import('./x.ts').Name (not .then, .catch, .finally).
    const after = /^\s*\)\s*\.\s*(\w+)/.exec(text.slice(at + match.length))?.[1];
    const typed = /\btypeof\s*$/.test(text.slice(Math.max(0, at - 20), at)) || (after !== undefined && !['then', 'catch', 'finally'].includes(after));
    return typed ? 'type' : 'dynamic';
  }
  if (match.startsWith('import')) return 'static'; // import './styles.css'
  const before = text.slice(Math.max(0, at - 2000), at);
  const start = [...before.matchAll(STATEMENT_START)].pop();
  const head = start ? before.slice(start.index! + start[0].length - 6) : '';
  if (/^(?:import|export)\s+type\b/.test(head)) return 'type';
  // import { type A, type B } from '…': every name a type.
  const names = /^(?:import|export)\s*\{([^}]*)\}\s*$/.exec(head)?.[1];
  if (names !== undefined) {
    const list = names.split(',').map((n) => n.trim()).filter(Boolean);
    if (list.length > 0 && list.every((n) => n.startsWith('type '))) return 'type';
  }
  return 'static';
}

export function importGraph(): { files: string[]; edges: Edge[] } {
  const alias = aliases();
  const files = [...walk(join(ROOT, 'src')), ...walk(join(ROOT, 'content'))];
  const edges: Edge[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(SPECIFIER)) {
      const to = resolveSpecifier(file, m[2]!, alias);
      if (to !== undefined && SOURCE.test(to)) edges.push({ from: relative(ROOT, file), to, kind: kindOf(text, m[0], m.index!) });
    }
  }
  return { files: files.map((f) => relative(ROOT, f)), edges };
}

/**
 * The folder a file belongs to for the folder-level check: a game engine's domain
 * (`src/engine/ccg/timing`), the kernel's parts, one widget, or a top-level folder of `src/`.
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'content') return parts.slice(0, 2).join('/');
  if (parts[1] === 'engine') return parts.length > 4 ? parts.slice(0, 4).join('/') : parts.slice(0, 3).join('/');
  if (parts[1] === 'widgets' || parts[1] === 'site') return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
  return parts.slice(0, 2).join('/');
}

/** Strongly connected components with more than one member (Tarjan): the circles. */
export function circles(nodes: Iterable<string>, edges: readonly Pick<Edge, 'from' | 'to'>[]): string[][] {
  const out = new Map<string, string[]>();
  for (const e of edges) if (e.from !== e.to) out.set(e.from, [...(out.get(e.from) ?? []), e.to]);
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of out.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return found;
}
