/** Every rule id the engine can cite resolves to a real page and anchor of the built site. */
import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../../src/engine/ccg/rules.ts';
import { ruleHref } from '../../src/site/rule-links/index.ts';
import { DIST, builtHtml, idsIn } from './site.ts';

test('every registered rule id resolves to a built page and anchor', () => {
  const broken: string[] = [];
  for (const id of Object.keys(RULES)) {
    const [page, anchor] = ruleHref(id)!.split('#') as [string, string | undefined];
    const entry = { page, anchor };
    if (!existsSync(join(DIST, entry.page, 'index.html'))) {
      broken.push(`${id}: no page ${entry.page}`);
      continue;
    }
    if (entry.anchor && !idsIn(builtHtml(entry.page)).has(entry.anchor)) broken.push(`${id}: no #${entry.anchor} on ${entry.page}`);
  }
  expect(broken).toEqual([]);
});
