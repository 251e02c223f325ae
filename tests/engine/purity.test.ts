/**
 * The engine is pure and stands alone: it imports only its own modules, and
 * uses no clock, no global randomness, no DOM and no Node APIs.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ENGINE = join(process.cwd(), 'src/engine');
/** The packages the engine may use: pure libraries with no DOM or Node APIs. */
const ALLOWED_PACKAGES = new Set(['fraction.js']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('src/engine', () => {
  const sources = files(ENGINE).map((f) => ({ file: relative(process.cwd(), f), text: readFileSync(f, 'utf8') }));

  it('imports only modules inside src/engine and the allowed pure packages', () => {
    const bad: string[] = [];
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
        const spec = m[1]!;
        const target = join(file, '..', spec);
        if (ALLOWED_PACKAGES.has(spec)) continue;
        if (!spec.startsWith('.') || !target.startsWith('src/engine')) bad.push(`${file} imports ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('uses no clock, global randomness, DOM or process', () => {
    const bad: string[] = [];
    for (const { file, text } of sources) {
      const code = text
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/`(?:\\.|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g, "''")
        .replace(/\/\/.*$/gm, '');
      for (const pattern of [/Math\.random\(/, /\bDate\b/, /\bdocument\./, /\bwindow\./, /\bprocess\./, /\blocalStorage\b/]) {
        if (pattern.test(code)) bad.push(`${file}: ${pattern}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
