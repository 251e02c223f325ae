/**
 * One session module: in the widgets, only the kit's game session touches
 * this device's storage, and every tool that keeps a game goes through it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const WIDGETS = files('src/widgets');
const SESSION = 'src/widgets/kit/session/';
const STORAGE = /\b(localStorage|sessionStorage)\b|addEventListener\(\s*['"]storage['"]/;

describe('one session module', () => {
  it('reads the widgets (a sanity check on the reader)', () => {
    expect(WIDGETS.length).toBeGreaterThan(50);
    expect(WIDGETS.filter((f) => f.startsWith(SESSION)).length).toBeGreaterThan(2);
  });

  it('only the kit session touches this device’s storage or hears other tabs', () => {
    const bad = WIDGETS.filter((f) => !f.startsWith(SESSION) && STORAGE.test(readFileSync(f, 'utf8')));
    expect(bad).toEqual([]);
  });

  it('every tool that keeps a game uses the kit session', () => {
    for (const f of ['src/widgets/traders/play/TradersPlay.tsx', 'src/widgets/ascension/turn/saved.ts', 'src/widgets/round/keep.ts']) {
      expect(readFileSync(f, 'utf8'), f).toMatch(/from '(\.\.\/)+kit\/session\/index\.ts'/);
    }
  });

  it('the policy is one set of numbers, named once', () => {
    const named = WIDGETS.filter((f) => /export const MAX_ASIDE\b/.test(readFileSync(f, 'utf8')));
    expect(named).toEqual(['src/widgets/kit/session/policy.ts']);
  });
});
