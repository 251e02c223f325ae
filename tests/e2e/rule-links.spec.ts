/** Every rule id the engine can cite resolves to a real page and anchor of the built site. */
import { test, expect } from './fixtures.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleHref, ruleIdsOf } from '../../src/site/rule-links/index.ts';
import { gamesWithContent } from '../../src/site/games/index.ts';
import { DIST, builtHtml, idsIn } from './site.ts';

test('every registered rule id of every game with pages resolves to a built page and anchor', () => {
  const broken: string[] = [];
  const ids = gamesWithContent().flatMap((g) => ruleIdsOf(g.id));
  expect(ids.length).toBeGreaterThan(100);
  for (const id of ids) {
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

test('each game publishes its rule catalogue, terms and tables as versioned JSON that agree with the registry', () => {
  for (const game of gamesWithContent()) {
    const read = (file: string) => JSON.parse(readFileSync(join(DIST, game.base, file), 'utf8')) as { version: number; game: string } & Record<string, unknown>;
    const rules = read('rules.json') as unknown as { version: number; game: string; rules: Record<string, { href: string; title: string; page: string; note?: { href: string } }> };
    expect(rules.version).toBe(1);
    expect(rules.game).toBe(game.id);
    const ids = ruleIdsOf(game.id);
    expect(Object.keys(rules.rules).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(rules.rules[id]?.href, id).toBe(ruleHref(id));
    // A rule that is a source note says so, so that a tool's step citing it carries the "Our reading" label.
    for (const [id, r] of Object.entries(rules.rules)) expect(r.note?.href, id).toBe(r.href.includes('/source-notes/#') ? r.href : undefined);
    // Each rule names the page it leads to (a tool's rule preview says it) as that page's heading
    // does, whatever the heading adds in brackets or spacing ("Restricted (X) / Unrestricted").
    const words = (s: string) => s.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>|&#\d+;|&\w+;|\([^)]*\)/g, '').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
    const heading = (href: string) => words(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(builtHtml(href.split('#')[0]!))?.[1] ?? '');
    for (const [id, r] of Object.entries(rules.rules)) expect(words(r.page ?? ''), `${id}: "${r.page}" is not the heading of ${r.href}`).toBe(heading(r.href) || 'a heading');
    const terms = read('terms.json') as unknown as { version: number; terms: { href: string }[] };
    expect(terms.version).toBe(1);
    for (const t of terms.terms) expect(existsSync(join(DIST, t.href, 'index.html')), t.href).toBe(true);
    const tables = read('tables.json') as unknown as { version: number; tables: { columns: { key: string }[]; rows: Record<string, unknown>[] }[] };
    expect(tables.version).toBe(1);
    for (const t of tables.tables) for (const row of t.rows) expect(Object.keys(row).sort()).toEqual(t.columns.map((c) => c.key).sort());
  }
});
