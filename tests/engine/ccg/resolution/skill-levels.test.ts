import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SKILLS } from '../../../../src/engine/ccg/cards/index.ts';
import { crewSkillLevels, heldSkillLevel, jackSlots, jackSlotsOf } from '../../../../src/engine/ccg/resolution/index.ts';
import type { CrewInput, SkillLevelChange } from '../../../../src/engine/ccg/resolution/index.ts';

const grant = fc.record({ skill: fc.constantFrom(...SKILLS), level: fc.constantFrom('trained' as const, 'expert' as const) });
const change = fc.record({
  skill: fc.constantFrom(...SKILLS),
  change: fc.oneof(fc.constantFrom<SkillLevelChange>('gain', 'lose', 'suppress'), fc.constantFrom('unskilled' as const, 'trained' as const, 'expert' as const).map((set) => ({ set }))),
});
const crew = fc.record({ skills: fc.array(grant, { maxLength: 12 }), changes: fc.option(fc.array(change, { maxLength: 12 }), { nil: undefined }) }).map(
  (c): CrewInput => ({ id: 'c', name: 'Crew', ...c, ...(c.changes === undefined && { changes: undefined }) }),
);

describe('the level a skill is held at, on typed input (skill-levels.ts)', () => {
  it('is the level the traced collection holds, for every skill of any checked crew member', () => {
    fc.assert(
      fc.property(crew, (c) => {
        const held = crewSkillLevels(c);
        expect(held.ok).toBe(true);
        for (const s of SKILLS) {
          const level = heldSkillLevel(c, s);
          expect(level === 'unskilled' ? undefined : level).toBe(held.ok ? held.value[s] : 'not read');
        }
      }),
    );
  });
  it('counts the Jack-of-all-Trades slots as the checked entry point does', () => {
    fc.assert(
      fc.property(crew, (c) => {
        expect(jackSlotsOf(c)).toBe(jackSlots(c));
      }),
    );
    expect(jackSlotsOf({ skills: [{ skill: 'jack', level: 'expert' }, { skill: 'jack', level: 'trained' }] })).toBe(2);
    expect(jackSlotsOf({ skills: [{ skill: 'jack', level: 'trained' }], changes: [{ skill: 'jack', change: 'gain' }] })).toBe(2);
    expect(jackSlotsOf({ skills: [{ skill: 'jack', level: 'expert' }], changes: [{ skill: 'jack', change: 'suppress' }] })).toBe(0);
    expect(jackSlotsOf({ skills: [] })).toBe(0);
  });
  it('jackSlots still counts nothing for a crew member that does not read', () => {
    expect(jackSlots({ id: 'c', name: 'C', skills: [{ skill: 'jack', level: 'master' as never }] })).toBe(0);
  });
});
