import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { declarePiracy, loseInfamyAtResolution } from '../../../../src/engine/ccg/round/infamy.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

describe('declaring piracy', () => {
  it('costs 1 Credit and gains an Infamy token (Nymeria in the example of play)', () => {
    const r = declarePiracy({ captain: 'nymeria', name: 'Nymeria', infamy: 0 });
    expect(r.ok && r.value).toEqual({ captain: 'nymeria', creditsCost: 1, infamyBefore: 0, infamyAfter: 1, mustAbandon: null });
    expect(r.ok && r.trace.map((s) => s.rule)).toEqual(['ccg.round.adventure.stage-2', 'ccg.infamy']);
  });

  it('reports that a captain committed to a contract must abandon it', () => {
    const r = declarePiracy({ captain: 'ahab', infamy: 2, committedContract: { id: 'c1', name: 'Mid Passage Mark' } });
    expect(r.ok && r.value.mustAbandon).toEqual({ id: 'c1', name: 'Mid Passage Mark' });
    expect(r.ok && r.trace.map((s) => s.rule)).toContain('ccg.abandonment');
  });

  it('refuses a bad Infamy count', () => {
    expect(declarePiracy({ captain: 'a', infamy: -1 })).toMatchObject({ ok: false, field: 'infamy' });
  });
});

describe('Resolution stage 4', () => {
  it('takes a token from captains who conducted no piracy action, even declared pirates', () => {
    const r = loseInfamyAtResolution([
      { captain: 'nymeria', infamy: 1, conductedPiracy: true },
      { captain: 'ahab', infamy: 2, conductedPiracy: false },
      { captain: 'sakai', infamy: 1, conductedPiracy: false, declaredPirate: true },
      { captain: 'tylor', infamy: 0, conductedPiracy: false },
    ]);
    expect(r.ok && r.value.map((c) => [c.captain, c.after, c.lost])).toEqual([
      ['nymeria', 1, false],
      ['ahab', 1, true],
      ['sakai', 0, true],
      ['tylor', 0, false],
    ]);
    expect(r.ok && r.trace[2]?.text).toContain('even though they declared as a pirate');
  });

  it('refuses duplicates and missing answers', () => {
    expect(loseInfamyAtResolution([{ captain: 'a', infamy: 1, conductedPiracy: true }, { captain: 'a', infamy: 1, conductedPiracy: true }])).toMatchObject({ ok: false, field: '1.captain' });
    expect(loseInfamyAtResolution([{ captain: 'a', infamy: 1, conductedPiracy: undefined as unknown as boolean }])).toMatchObject({ ok: false, field: '0.conductedPiracy' });
  });

  it('never goes below zero and loses at most one token', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ infamy: fc.integer({ min: 0, max: 5 }), conductedPiracy: fc.boolean() }), { maxLength: 5 }), (list) => {
        const r = loseInfamyAtResolution(list.map((c, i) => ({ captain: `c${i}`, ...c })));
        if (!r.ok) return false;
        return (
          r.value.every((c, i) => {
            const input = list[i];
            if (!input) return false;
            const expected = input.conductedPiracy || input.infamy === 0 ? input.infamy : input.infamy - 1;
            return c.after === expected && c.after >= 0;
          }) && r.trace.every((s) => isRuleId(s.rule))
        );
      }),
    );
  });
});
