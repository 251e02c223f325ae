import { describe, expect, it } from 'vitest';
import { isTradersRuleId, NOTE_IDS, RULE_ANCHORS, RULES } from '../../../src/engine/traders/index.ts';

/** The spec's 65 rule ids, listed here on their own so the registry cannot drift unnoticed. */
const SPEC_RULES = [
  't-0-intro', 't-0-components', 't-0-setup', 't-0-end', 't-0-turn',
  't-1', 't-2', 't-2-gang', 't-2-a', 't-2-b', 't-2-c', 't-2-c-i', 't-2-c-ii', 't-2-c-iii', 't-2-d', 't-2-d-i', 't-2-d-ii', 't-2-d-iii', 't-2-e',
  't-3', 't-3-a', 't-3-b', 't-3-c', 't-3-c-i', 't-3-c-ii', 't-3-d', 't-3-d-i', 't-3-d-ii', 't-3-d-iii', 't-3-d-iv', 't-3-d-v', 't-3-e', 't-3-e-i', 't-3-e-ii', 't-3-e-iii',
  't-4', 't-4-a', 't-4-b', 't-4-c', 't-4-d', 't-4-d-i', 't-4-d-ii', 't-4-d-iii', 't-4-d-iv', 't-4-e', 't-4-e-i', 't-4-e-ii', 't-4-e-iii', 't-4-f', 't-4-f-i', 't-4-f-ii',
  't-5', 't-6', 't-7', 't-7-reject', 't-7-layover', 't-7-win', 't-7-next',
  't-0-deck-trader', 't-0-deck-encounter', 't-0-deck-starship', 't-3-merchandise', 't-3-merchandise-note', 't-3-market', 't-4-route',
];

describe('the Traders rule registry', () => {
  it('holds the 65 rule ids of the spec and the 37 notes, nothing else', () => {
    expect(SPEC_RULES).toHaveLength(65);
    expect(new Set(RULE_ANCHORS)).toEqual(new Set(SPEC_RULES));
    expect(NOTE_IDS).toEqual(Array.from({ length: 37 }, (_, i) => `A${String(i + 1).padStart(2, '0')}`));
    expect(Object.keys(RULES)).toHaveLength(65 + 37);
  });

  it('places rules on the rules page and notes on the source notes page, by anchor, with no site address', () => {
    expect(RULES['traders.t-2-c-ii'].at).toEqual({ kind: 'rule', anchor: 't-2-c-ii' });
    expect(RULES['traders.A07'].at).toEqual({ kind: 'note', anchor: 'A07' });
    for (const [id, entry] of Object.entries(RULES)) {
      // A rule of the book has its title here (its page shows only its number); a note's title is its page's.
      if (entry.at.kind === 'rule') expect(entry.title?.trim(), id).toBeTruthy();
      else expect(entry.title, id).toBeUndefined();
      expect(JSON.stringify(entry.at), id).not.toContain('/');
      expect(id).toBe(`traders.${entry.at.anchor}`);
    }
    expect(RULES['traders.t-7-win'].title).toBe('Victory');
  });

  it('recognises registered ids only', () => {
    expect(isTradersRuleId('traders.t-4-f-ii')).toBe(true);
    expect(isTradersRuleId('traders.A37')).toBe(true);
    expect(isTradersRuleId('traders.A38')).toBe(false);
    expect(isTradersRuleId('traders.t-8')).toBe(false);
    expect(isTradersRuleId('ccg.cost')).toBe(false);
    expect(isTradersRuleId('toString')).toBe(false);
  });

  it('gives every id a one-sentence summary of its own', () => {
    const seen = new Set<string>();
    for (const [id, { summary: text = '' }] of Object.entries(RULES)) {
      expect(text, id).toMatch(/^[A-Z0-9].*[.]$/);
      expect(text.length, id).toBeLessThan(220);
      expect(text, id).not.toMatch(/https?:|\/traders\//);
      expect(seen.has(text), `${id} repeats another summary`).toBe(false);
      seen.add(text);
    }
  });
});
