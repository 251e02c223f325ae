import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, isRuleId } from '../../../src/engine/ccg/rules.ts';
import { ICONS } from '../../../src/engine/ccg/cards/index.ts';

describe('rule registry', () => {
  it('gives every id a location in the rule book, never a site address, and no title (the content holds every title)', () => {
    for (const [id, entry] of Object.entries(RULES)) {
      expect(entry.title, id).toBeUndefined();
      expect(JSON.stringify(entry.at), id).not.toContain('/');
      const slugs = Object.entries(entry.at).filter(([k]) => k !== 'kind' && k !== 'n').map(([, v]) => v as string);
      for (const s of slugs) expect(s, id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('places ids by their scheme', () => {
    expect(RULES['ccg.timing.queue'].at).toEqual({ kind: 'glossary', slug: 'timing', part: 'the-queue' });
    expect(RULES['ccg.keyword.cash'].at).toEqual({ kind: 'keyword', slug: 'cash' });
    expect(RULES['ccg.round.ready.stage-2'].at).toEqual({ kind: 'stage', phase: 'ready', n: 2 });
    expect(RULES['ccg.note.credits-floor'].at).toEqual({ kind: 'note', id: 'credits-floor' });
  });

  it('recognises registered ids only', () => {
    expect(isRuleId('ccg.expenses')).toBe(true);
    expect(isRuleId('ccg.not-a-rule')).toBe(false);
    expect(isRuleId('toString')).toBe(false);
  });
});

describe('the CCG engine and the site', () => {
  it('names the rule that explains each icon by its id, and holds no site address anywhere', () => {
    for (const icon of ICONS) {
      expect(isRuleId(icon.rule), icon.id).toBe(true);
      expect(Object.keys(icon), icon.id).not.toContain('page');
    }
    const dir = join(process.cwd(), 'src/engine/ccg');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(50);
    const addresses = files.filter((f) => /['"`]\/ccg\//.test(readFileSync(join(dir, f), 'utf8')));
    expect(addresses).toEqual([]);
  });
});
