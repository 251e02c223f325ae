import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { declarePiracy, loseInfamyAtResolution, MAX_INFAMY, readInfamy } from '../../../../src/engine/ccg/round/infamy.ts';
import { MAX_CAPTAINS } from '../../../../src/engine/ccg/round/captains.ts';
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
      fc.property(fc.array(fc.record({ infamy: fc.integer({ min: 0, max: 5 }), conductedPiracy: fc.boolean() }), { maxLength: MAX_CAPTAINS }), (list) => {
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

describe('what the Infamy rules are handed is read at the edge', () => {
  it('refuses each bad field with its rule and path', () => {
    const declare: [unknown, string, string][] = [
      [{ captain: '', infamy: 0 }, 'captain', 'ccg.round.adventure.stage-2'],
      [{ captain: 'a', infamy: 1.5 }, 'infamy', 'ccg.infamy'],
      [{ captain: 'a', infamy: 0, committedContract: { id: 'c1' } }, 'committedContract.name', 'ccg.abandonment'],
      [{ captain: 'a', name: 'x'.repeat(61), infamy: 0 }, 'name', 'ccg.round.adventure.stage-2'],
    ];
    for (const [input, field, rule] of declare) expect(declarePiracy(input), JSON.stringify(input)).toMatchObject({ ok: false, field, rule });
    const lose: [unknown, string, string][] = [
      [[{ captain: 'a', infamy: 0, conductedPiracy: true }, { captain: 'a', infamy: 1, conductedPiracy: false }], '1.captain', 'ccg.round.resolution.stage-4'],
      [[{ captain: 'a', infamy: -1, conductedPiracy: true }], '0.infamy', 'ccg.infamy'],
      [[{ captain: 'a', infamy: 0, conductedPiracy: 'no' }], '0.conductedPiracy', 'ccg.round.resolution.stage-4'],
      [Array.from({ length: MAX_CAPTAINS + 1 }, (_, i) => ({ captain: `c${i}`, infamy: 0, conductedPiracy: true })), '', 'ccg.round.resolution.stage-4'],
    ];
    for (const [input, field, rule] of lose) expect(loseInfamyAtResolution(input), JSON.stringify(input)).toMatchObject({ ok: false, rule, ...(field ? { field } : {}) });
  });

  it('reads a tool\'s typed Infamy with the same reader, to MAX_INFAMY', () => {
    expect(readInfamy()(MAX_INFAMY, 'infamy')).toMatchObject({ ok: true, value: MAX_INFAMY });
    expect(readInfamy()(MAX_INFAMY + 1, 'attacker.infamy')).toMatchObject({ ok: false, rule: 'ccg.infamy', field: 'attacker.infamy', error: `Infamy tokens must be a whole number from 0 to ${MAX_INFAMY}.` });
    expect(declarePiracy({ captain: 'a', infamy: MAX_INFAMY + 1 })).toMatchObject({ ok: false, field: 'infamy' });
  });

  it('never throws, whatever it is handed', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        declarePiracy(x);
        loseInfamyAtResolution(x);
      }),
    );
    expect(declarePiracy(null)).toMatchObject({ ok: false });
    expect(loseInfamyAtResolution(Object.create(null))).toMatchObject({ ok: false });
  });
});
