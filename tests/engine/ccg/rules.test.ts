import { describe, expect, it } from 'vitest';
import { RULES, isRuleId, ruleHref } from '../../../src/engine/ccg/rules.ts';

describe('rule registry', () => {
  it('gives every id a title and a site path with a trailing slash', () => {
    for (const [id, entry] of Object.entries(RULES)) {
      expect(entry.title, id).not.toBe('');
      expect(entry.page, id).toMatch(/^\/ccg\/[a-z0-9/-]+\/$/);
      if ('anchor' in entry) expect(entry.anchor, id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('builds hrefs with the anchor', () => {
    expect(ruleHref('ccg.timing.queue')).toBe('/ccg/glossary/timing/#the-queue');
    expect(ruleHref('ccg.expenses')).toBe('/ccg/glossary/expenses/');
  });

  it('recognises registered ids only', () => {
    expect(isRuleId('ccg.expenses')).toBe(true);
    expect(isRuleId('ccg.not-a-rule')).toBe(false);
    expect(isRuleId('toString')).toBe(false);
  });
});
