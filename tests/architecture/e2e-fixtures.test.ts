/**
 * Browser tests take `test` from tests/e2e/fixtures.ts, which fails a test on any
 * content security policy violation, and every time limit they set scales with the
 * machine's pace (tests/pace.ts), so that a slower or busier machine gets more time.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const E2E = join(process.cwd(), 'tests/e2e');
const files = readdirSync(E2E, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && f !== 'fixtures.ts');

describe('browser tests', () => {
  it('import test and expect from fixtures.ts, never straight from @playwright/test', () => {
    const direct = files.filter((f) => /import\s*\{[^}]*\b(test|expect)\b[^}]*\}\s*from\s*'@playwright\/test'/.test(readFileSync(join(E2E, f), 'utf8')));
    expect(direct).toEqual([]);
  });

  it('set no time limit as a bare number: each goes through scaled() from tests/pace.ts', () => {
    const bare = files.flatMap((f) =>
      readFileSync(join(E2E, f), 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
        .filter(({ line }) => /(setTimeout\(\s*\d|timeout\s*[:=]\s*\d)/.test(line) && !/\bnew Promise\b/.test(line))
        .map(({ at }) => at),
    );
    expect(bare).toEqual([]);
  });
});
