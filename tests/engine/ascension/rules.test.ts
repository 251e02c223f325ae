/** The rule registry: every section, sub-anchor and note of the spec, with locations and summaries. */
import { describe, expect, it } from 'vitest';
import { NOTE_ANCHORS, RULES, SECTION_ANCHORS, SUB_ANCHORS, isAscensionRuleId, ruleSummary } from '../../../src/engine/ascension/rules.ts';

describe('rule registry', () => {
  it('has the 39 sections, 8 sub-anchors and 60 notes (the spec\'s 56, AM-57 on where a Shadow Agent\'s action starts, AM-58 on Ship Size, AM-59 on Administration, AM-60 on Events and the Action Count, AM-61 on trade between systems and AM-62 on Sensors)', () => {
    expect(SECTION_ANCHORS).toHaveLength(39);
    expect(SUB_ANCHORS).toHaveLength(8);
    expect(NOTE_ANCHORS).toHaveLength(62);
    expect(Object.keys(RULES)).toHaveLength(39 + 8 + 62);
  });

  it('names sections a-<major>-<minor>, with no [11.0] and [12.0] kept', () => {
    for (const a of SECTION_ANCHORS) expect(a).toMatch(/^a-\d+-\d+$/);
    expect(SECTION_ANCHORS).not.toContain('a-11-0');
    expect(SECTION_ANCHORS).toContain('a-12-0');
    expect(SUB_ANCHORS).toEqual(['a-4-2-outposts', 'a-8-1-end', 'a-8-9-trade', 'a-8-9-treaties', 'a-8-9-revolts', 'a-9-1-initiative', 'a-9-6-siege', 'a-9-6-assault']);
  });

  it('numbers the notes AM-01 to AM-62 in order', () => {
    expect(NOTE_ANCHORS).toEqual(Array.from({ length: 62 }, (_, i) => `AM-${String(i + 1).padStart(2, '0')}`));
  });

  it('locates each id in book terms, never by a site address', () => {
    for (const [id, entry] of Object.entries(RULES)) {
      const anchor = id.slice('ascension.'.length);
      expect(entry.at.anchor).toBe(anchor);
      expect(entry.at.kind).toBe(anchor.startsWith('AM-') ? 'note' : 'section');
      expect(JSON.stringify(entry)).not.toMatch(/https?:|\/ascension\//);
    }
  });

  it('gives each id a one-sentence summary, and a title only to [12.0], which no content block names', () => {
    for (const id of Object.keys(RULES)) {
      if (!isAscensionRuleId(id)) throw new Error(id);
      expect(RULES[id].title, id).toBe(id === 'ascension.a-12-0' ? '[12.0] Glossary' : undefined);
      const summary = ruleSummary(id);
      expect(summary).toMatch(/^[A-Z"[].*\.$/);
      expect(summary.slice(0, -1)).not.toMatch(/\.\s+[A-Z]/);
    }
  });

  it('knows its own ids only', () => {
    expect(isAscensionRuleId('ascension.a-3-2')).toBe(true);
    expect(isAscensionRuleId('ascension.a-9-6-siege')).toBe(true);
    expect(isAscensionRuleId('ascension.AM-05')).toBe(true);
    expect(isAscensionRuleId('ascension.a-11-0')).toBe(false);
    expect(isAscensionRuleId('ascension.AM-63')).toBe(false);
    expect(isAscensionRuleId('toString')).toBe(false);
    expect(isAscensionRuleId('ccg.cost')).toBe(false);
  });
});
