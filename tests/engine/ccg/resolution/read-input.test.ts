/**
 * The last hand checks of the resolution readers moved onto the CCG readers
 * (`resolution/input.ts`, issue 20 part 3): a token, a requirement (simple or
 * elective), a contract's Victory Points and a change of skill level. Every
 * refusal with its message, rule and path; accepted input; and no input that
 * makes them throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readContractCard, readRequirement, readSkillLevelChange, readToken } from '../../../../src/engine/ccg/resolution/index.ts';
import { RESOLUTION_LIMITS as L } from '../../../../src/engine/ccg/limits.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const cargo = { kind: 'token', token: { kind: 'capability', capability: 'cargo' } };
const contract = { id: 'k1', name: 'Run the Blockade', requirements: [cargo], vp: 2 };

describe('the resolution readers read with the CCG readers alone', () => {
  it('refuse a bad token with its message, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      ['cargo', 'ccg.token', 'pool.0', /^The token at pool\.0 must be an object with a kind\.$/],
      [{ kind: 'coin' }, 'ccg.token', 'pool.0.kind', /^The token at pool\.0 must be of kind "capability" or "skill"\.$/],
      [{ kind: 'capability', capability: 'teleport' }, 'ccg.capabilities', 'pool.0.capability', /^"teleport" is not a capability; /],
      [{ kind: 'capability', capability: Object.create(null) }, 'ccg.capabilities', 'pool.0.capability', /^an object is not a capability; /],
      [{ kind: 'skill', skill: 'jack', level: 'trained' }, 'ccg.jack-of-all-trades', 'pool.0.skill', /^Jack-of-all-Trades has no token of its own/],
      [{ kind: 'skill', skill: 'juggling', level: 'trained' }, 'ccg.skills', 'pool.0.skill', /^"juggling" is not a skill of the game\.$/],
      [{ kind: 'skill', skill: 'combat', level: 'master' }, 'ccg.skill-levels', 'pool.0.level', /^A skill token is trained or expert, not "master"\.$/],
    ];
    expectRefusals((token) => readToken(token, 'pool.0'), cases);
    expect(readToken(null, '')).toEqual({ ok: false, rule: 'ccg.token', error: 'The token at the top must be an object with a kind.' });
  });

  it('refuse a bad requirement with its message, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      [7, 'ccg.contract', 'requirements.0', /^The requirement at requirements\.0 must be an object with a kind\.$/],
      [{ kind: 'toString' }, 'ccg.contract', 'requirements.0.kind', /^A requirement's kind is token, choice, jettison, expense, control or elective, not "toString"\.$/],
      [{}, 'ccg.contract', 'requirements.0.kind', /, not nothing\.$/],
      [{ kind: Object.create(null) }, 'ccg.contract', 'requirements.0.kind', /, not an object\.$/],
      [{ kind: 'elective', options: [cargo] }, 'ccg.subplot', 'requirements.0.options', /^An elective requirement \(at least two requirements to choose from\) must hold from 2 to 6 entries\.$/],
      [{ kind: 'elective', options: 'both' }, 'ccg.subplot', 'requirements.0.options', /^An elective requirement \(at least two requirements to choose from\) must be a list\.$/],
      [{ kind: 'elective', options: Array(L.options + 1).fill(cargo) }, 'ccg.subplot', 'requirements.0.options', /from 2 to 6 entries/],
      [{ kind: 'elective', options: [cargo, { kind: 'elective', options: [] }] }, 'ccg.subplot', 'requirements.0.options.1.kind', /^An elective requirement cannot hold another elective requirement\.$/],
      [{ kind: 'elective', options: [cargo, 'x'] }, 'ccg.contract', 'requirements.0.options.1', /^The requirement at requirements\.0\.options\.1 must be an object with a kind\.$/],
    ];
    expectRefusals((r) => readRequirement(r, 'requirements.0'), cases);
  });

  it("refuse a contract's Victory Points and a change of skill level with their messages, rules and paths", () => {
    expectRefusals<unknown>((c) => readContractCard(c, 'contract'), [
      [{ ...contract, vp: -1 }, 'ccg.victory-points', 'contract.vp', /^The Victory Points of a contract must be a whole number from 0 to /],
      [{ ...contract, vp: undefined }, 'ccg.victory-points', 'contract.vp', /must be a whole number/],
      ['k1', 'ccg.contract', 'contract', /^The contract must be an object\.$/],
    ]);
    expectRefusals<unknown>((c) => readSkillLevelChange(c, 'change'), [
      ['boost', 'ccg.skill-levels', 'change', /^A skill level change is gain, lose, suppress or set, not "boost"\.$/],
      [null, 'ccg.skill-levels', 'change', /not null\.$/],
      [Object.create(null), 'ccg.skill-levels', 'change.set', /not nothing\.$/],
      [{ set: 'master' }, 'ccg.skill-levels', 'change.set', /^A skill can be set to unskilled, trained or expert, not "master"\.$/],
    ]);
  });

  it('accept sound input as it is given', () => {
    expect(readToken({ kind: 'skill', skill: 'combat', level: 'expert', extra: 1 }, 't')).toEqual({ ok: true, trace: [], value: { kind: 'skill', skill: 'combat', level: 'expert' } });
    expect(readRequirement({ kind: 'elective', options: [cargo, cargo] }, 'r')).toMatchObject({ ok: true, value: { kind: 'elective', options: [cargo, cargo] } });
    expect(readContractCard(contract, 'c')).toMatchObject({ ok: true, value: { id: 'k1', vp: 2 } });
    expect(readSkillLevelChange('suppress', 'c')).toMatchObject({ ok: true, value: 'suppress' });
    expect(readSkillLevelChange({ set: 'unskilled' }, 'c')).toMatchObject({ ok: true, value: { set: 'unskilled' } });
  });

  it('answer any input with a value or a refusal with a registered rule, never a throw', () => {
    const junk = fc.oneof(fc.anything({ maxDepth: 2 }), fc.record({ kind: fc.constantFrom('token', 'choice', 'elective', 'capability', 'skill', 'set', '__proto__', 'constructor') }, { requiredKeys: [] }));
    fc.assert(
      fc.property(junk, (value) => {
        for (const r of [readToken(value, 'x'), readRequirement(value, 'x'), readContractCard(value, 'x'), readSkillLevelChange(value, 'x'), readRequirement({ kind: 'elective', options: [cargo, value] }, 'x')]) {
          if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
        }
      }),
      { seed: 2026, numRuns: 500 },
    );
  });
});
