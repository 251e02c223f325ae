/** Every rule id the engine can cite resolves to a real page and anchor of the built site. */
import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../../src/engine/ccg/rules.ts';
import { DIST, builtHtml, idsIn } from './site.ts';

test('every registered rule id resolves to a built page and anchor', () => {
  const broken: string[] = [];
  for (const [id, entry] of Object.entries(RULES) as [string, { page: string; anchor?: string }][]) {
    if (!existsSync(join(DIST, entry.page, 'index.html'))) {
      broken.push(`${id}: no page ${entry.page}`);
      continue;
    }
    if (entry.anchor && !idsIn(builtHtml(entry.page)).has(entry.anchor)) broken.push(`${id}: no #${entry.anchor} on ${entry.page}`);
  }
  expect(broken).toEqual([]);
});
