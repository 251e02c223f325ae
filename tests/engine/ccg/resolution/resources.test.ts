import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SKILL_LEVEL_TABLE,
  SKILL_STATES,
  addTokens,
  applySkillChange,
  collectResources,
  crewSkillLevels,
  discardRemainingTokens,
  readPool,
} from '../../../../src/engine/ccg/resolution/index.ts';
import type { CollectInput, CrewInput, SkillState } from '../../../../src/engine/ccg/resolution/index.ts';
import { TOKEN_SKILLS } from '../../../../src/engine/ccg/resolution/index.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

const rulesRegistered = (r: CcgResult<unknown>) => (r.ok ? r.trace.every((s) => isRuleId(s.rule)) : isRuleId(r.rule));
const ship = { id: 'ship', name: 'Test Ship', capabilities: [] as CollectInput['ship']['capabilities'] };
const jackCrew = (level: 'trained' | 'expert', extra: CrewInput['skills'] = []): CrewInput => ({
  id: 'jo',
  name: 'Jo',
  skills: [{ skill: 'jack', level }, ...extra],
});

describe('skill level table', () => {
  it('gain: untrained to trained to expert (expert stays expert)', () => {
    expect(SKILL_STATES.map((s) => (applySkillChange(s, 'gain') as { value: SkillState }).value)).toEqual(['trained', 'expert', 'expert']);
  });
  it('lose: expert to trained to unskilled', () => {
    expect(SKILL_STATES.map((s) => (applySkillChange(s, 'lose') as { value: SkillState }).value)).toEqual(['unskilled', 'unskilled', 'trained']);
  });
  it('suppressed: always unskilled', () => {
    expect(SKILL_STATES.map((s) => (applySkillChange(s, 'suppress') as { value: SkillState }).value)).toEqual(['unskilled', 'unskilled', 'unskilled']);
  });
  it('set to a level: that level, whatever came before', () => {
    for (const from of SKILL_STATES) for (const to of SKILL_STATES) expect(applySkillChange(from, { set: to })).toMatchObject({ ok: true, value: to });
  });
  it('is data the site can render, and the function agrees with it', () => {
    expect(SKILL_LEVEL_TABLE.map((r) => r.label)).toEqual(['Gain a level', 'Lose a level', 'Suppressed']);
    for (const row of SKILL_LEVEL_TABLE) for (const from of SKILL_STATES) {
      const r = applySkillChange(from, row.change);
      expect(r.ok && r.value).toBe(row.result[from]);
      expect(rulesRegistered(r)).toBe(true);
    }
  });
  it('refuses an unknown change', () => {
    expect(applySkillChange('trained', 'double' as never)).toMatchObject({ ok: false, rule: 'ccg.skill-levels', field: 'change' });
    expect(applySkillChange('master' as never, 'gain')).toMatchObject({ ok: false, field: 'from' });
  });
});

describe('crew skill levels', () => {
  it('a crew member holds a skill at one level only: gaining expert over trained leaves expert', () => {
    const r = crewSkillLevels({ id: 'c', name: 'C', skills: [{ skill: 'tech', level: 'trained' }, { skill: 'tech', level: 'expert', source: 'kit' }] });
    expect(r.ok && r.value).toEqual({ tech: 'expert' });
    const back = crewSkillLevels({ id: 'c', name: 'C', skills: [{ skill: 'tech', level: 'expert' }, { skill: 'tech', level: 'trained' }] });
    expect(back.ok && back.value).toEqual({ tech: 'expert' });
  });
  it('applies changes after grants, in order', () => {
    const r = crewSkillLevels({
      id: 'c',
      name: 'C',
      skills: [{ skill: 'tech', level: 'expert' }, { skill: 'admin', level: 'trained' }],
      changes: [{ skill: 'tech', change: 'lose' }, { skill: 'admin', change: 'suppress' }, { skill: 'social', change: 'gain' }],
    });
    expect(r.ok && r.value).toEqual({ tech: 'trained', social: 'trained' });
  });
});

describe('collecting resources (Resource Phase, stage 1)', () => {
  it('one capability token per icon of the ship and of other sources', () => {
    const r = collectResources({
      captain: 'a',
      ship: { id: 'ship', name: 'Ship', capabilities: ['cargo', 'cargo', 'military-survey'] },
      otherSources: [{ id: 'up', name: 'Cargo Pod', capabilities: ['cargo'] }],
    });
    expect(r.ok && r.value.tokens.map((t) => [t.id, t.token])).toEqual([
      ['ship.1', { kind: 'capability', capability: 'cargo' }],
      ['ship.2', { kind: 'capability', capability: 'cargo' }],
      ['ship.3', { kind: 'capability', capability: 'military-survey' }],
      ['up.1', { kind: 'capability', capability: 'cargo' }],
    ]);
    expect(rulesRegistered(r)).toBe(true);
  });

  it('one skill token per skill at the level held', () => {
    const r = collectResources({
      captain: 'a',
      ship,
      crew: [{ id: 'c', name: 'C', skills: [{ skill: 'medical', level: 'expert' }, { skill: 'tech', level: 'trained' }, { skill: 'tech', level: 'expert' }] }],
    });
    expect(r.ok && r.value.tokens.map((t) => t.token)).toEqual([
      { kind: 'skill', skill: 'medical', level: 'expert' },
      { kind: 'skill', skill: 'tech', level: 'expert' },
    ]);
  });

  it('Jack-of-all-Trades at trained: one declared trained token of another skill', () => {
    const r = collectResources({ captain: 'a', ship, crew: [jackCrew('trained')], jack: [{ crew: 'jo', skills: ['science'] }] });
    expect(r.ok && r.value.tokens.map((t) => t.token)).toEqual([{ kind: 'skill', skill: 'science', level: 'trained' }]);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.jack-of-all-trades')).toBe(true);
  });

  it('Jack-of-all-Trades at expert: two trained tokens of two different skills', () => {
    const r = collectResources({ captain: 'a', ship, crew: [jackCrew('expert')], jack: [{ crew: 'jo', skills: ['science', 'admin'] }] });
    expect(r.ok && r.value.tokens.map((t) => t.token)).toEqual([
      { kind: 'skill', skill: 'science', level: 'trained' },
      { kind: 'skill', skill: 'admin', level: 'trained' },
    ]);
    const same = collectResources({ captain: 'a', ship, crew: [jackCrew('expert')], jack: [{ crew: 'jo', skills: ['admin', 'admin'] }] });
    expect(same).toMatchObject({ ok: false, rule: 'ccg.jack-of-all-trades', field: 'jack.0.skills.1' });
  });

  it('Jack-of-all-Trades: never Psionics, never a skill the crew member has, never too many', () => {
    expect(collectResources({ captain: 'a', ship, crew: [jackCrew('expert')], jack: [{ crew: 'jo', skills: ['psionics'] }] })).toMatchObject({
      ok: false,
      rule: 'ccg.jack-of-all-trades',
      field: 'jack.0.skills.0',
    });
    expect(collectResources({ captain: 'a', ship, crew: [jackCrew('trained', [{ skill: 'tech', level: 'trained' }])], jack: [{ crew: 'jo', skills: ['tech'] }] })).toMatchObject({
      ok: false,
      rule: 'ccg.jack-of-all-trades',
    });
    expect(collectResources({ captain: 'a', ship, crew: [jackCrew('trained', [{ skill: 'tech', level: 'expert' }])], jack: [{ crew: 'jo', skills: ['tech'] }] })).toMatchObject({
      ok: false,
      rule: 'ccg.note.jack-held-skills',
    });
    expect(collectResources({ captain: 'a', ship, crew: [jackCrew('trained')], jack: [{ crew: 'jo', skills: ['tech', 'admin'] }] })).toMatchObject({
      ok: false,
      field: 'jack.0.skills',
    });
    expect(collectResources({ captain: 'a', ship, crew: [jackCrew('trained')], jack: [{ crew: 'jo', skills: ['jack'] }] })).toMatchObject({ ok: false });
    expect(collectResources({ captain: 'a', ship, crew: [{ id: 'jo', name: 'Jo', skills: [] }], jack: [{ crew: 'jo', skills: ['tech'] }] })).toMatchObject({
      ok: false,
      rule: 'ccg.jack-of-all-trades',
      field: 'jack.0.crew',
    });
    expect(collectResources({ captain: 'a', ship, crew: [jackCrew('trained')], jack: [{ crew: 'nobody', skills: ['tech'] }] })).toMatchObject({ ok: false, field: 'jack.0.crew' });
    expect(collectResources({ captain: 'a', ship, crew: [jackCrew('expert')], jack: [{ crew: 'jo', skills: ['tech'] }, { crew: 'jo', skills: ['admin'] }] })).toMatchObject({
      ok: false,
      field: 'jack.1',
    });
  });

  it('an undeclared Jack-of-all-Trades gives nothing that phase', () => {
    const r = collectResources({ captain: 'a', ship, crew: [jackCrew('expert')] });
    expect(r.ok && r.value.tokens).toEqual([]);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.jack-of-all-trades' && /no tokens/.test(s.text))).toBe(true);
  });

  it('a suppressed Jack-of-all-Trades cannot be declared', () => {
    const r = collectResources({ captain: 'a', ship, crew: [{ ...jackCrew('trained'), changes: [{ skill: 'jack', change: 'suppress' }] }], jack: [{ crew: 'jo', skills: ['tech'] }] });
    expect(r).toMatchObject({ ok: false, rule: 'ccg.jack-of-all-trades' });
  });

  it('the captain may explicitly reject a token', () => {
    const r = collectResources({
      captain: 'a',
      ship: { id: 'ship', name: 'Ship', capabilities: ['cargo', 'survey'] },
      reject: [{ source: 'ship', token: { kind: 'capability', capability: 'cargo' } }],
    });
    expect(r.ok && r.value.tokens.map((t) => t.id)).toEqual(['ship.2']);
    const none = collectResources({ captain: 'a', ship, reject: [{ source: 'ship', token: { kind: 'capability', capability: 'cargo' } }] });
    expect(none).toMatchObject({ ok: false, rule: 'ccg.round.resource.stage-1', field: 'reject.0' });
  });

  it('refuses bad input with the field at fault', () => {
    expect(collectResources({ captain: '', ship })).toMatchObject({ ok: false, field: 'captain' });
    expect(collectResources({ captain: 'a', ship: { id: 's', name: 'S', capabilities: ['fuel' as never] } })).toMatchObject({ ok: false, field: 'ship.capabilities.0' });
    expect(collectResources({ captain: 'a', ship, crew: [{ id: 'ship', name: 'Twin', skills: [] }] })).toMatchObject({ ok: false, field: 'crew.0.id' });
    expect(collectResources({ captain: 'a', ship, crew: [{ id: 'c', name: 'C', skills: [{ skill: 'piloting' as never, level: 'trained' }] }] })).toMatchObject({
      ok: false,
      field: 'crew.0.skills.0.skill',
    });
  });

  it('property: tokens = capability icons + skills held (not Jack) + declared Jack tokens - rejections', () => {
    const skillArb = fc.constantFrom(...TOKEN_SKILLS);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('cargo', 'military', 'passenger', 'survey', 'cargo-passenger' as const), { maxLength: 5 }),
        fc.array(fc.record({ skill: skillArb, level: fc.constantFrom('trained' as const, 'expert' as const) }), { maxLength: 6 }),
        fc.boolean(),
        (caps, grants, rejectFirst) => {
          const crew: CrewInput = { id: 'c', name: 'C', skills: grants };
          const input: CollectInput = { captain: 'a', ship: { id: 's', name: 'S', capabilities: caps }, crew: [crew] };
          if (rejectFirst && caps.length > 0) input.reject = [{ source: 's', token: { kind: 'capability', capability: caps[0]! } }];
          const r = collectResources(input);
          if (!r.ok) return false;
          const held = new Set(grants.map((g) => g.skill)).size;
          const expected = caps.length + held - (rejectFirst && caps.length > 0 ? 1 : 0);
          const ids = new Set(r.value.tokens.map((t) => t.id));
          return r.value.tokens.length === expected && ids.size === expected && rulesRegistered(r);
        },
      ),
    );
  });
});

describe('pool helpers', () => {
  it('adds tokens from an effect, with fresh ids', () => {
    const r = addTokens({ captain: 'a', tokens: [{ id: 'x.1', token: { kind: 'capability', capability: 'cargo' }, source: 'x', sourceName: 'X' }] }, [
      { source: 'x', sourceName: 'X again', token: { kind: 'skill', skill: 'admin', level: 'trained' } },
    ]);
    expect(r.ok && r.value.tokens.map((t) => t.id)).toEqual(['x.1', 'x.2']);
    expect(rulesRegistered(r)).toBe(true);
    expect(addTokens({ captain: 'a', tokens: [] }, [{ source: 'x', sourceName: 'X', token: { kind: 'skill', skill: 'jack', level: 'trained' } as never }])).toMatchObject({
      ok: false,
      rule: 'ccg.jack-of-all-trades',
    });
  });

  it('stage 5 of the Resolution Phase empties the pool', () => {
    const r = discardRemainingTokens({ captain: 'a', tokens: [{ id: 'x.1', token: { kind: 'capability', capability: 'cargo' }, source: 'x', sourceName: 'X' }] });
    expect(r.ok && r.value.tokens).toEqual([]);
    expect(r.ok && r.trace[0]?.rule).toBe('ccg.round.resolution.stage-5');
  });

  it('validates a pool read from a URL', () => {
    const t = { id: 'x.1', token: { kind: 'capability', capability: 'cargo' }, source: 'x', sourceName: 'X' };
    expect(readPool({ captain: 'a', tokens: [t, t] }, 'pool')).toMatchObject({ ok: false, field: 'pool.tokens.1.id' });
    expect(readPool({ captain: 'a', tokens: 'many' }, 'pool')).toMatchObject({ ok: false, field: 'pool.tokens' });
    expect(readPool({ captain: 'a', tokens: [{ ...t, token: { kind: 'skill', skill: 'tech', level: 'x' } }] }, 'pool')).toMatchObject({ ok: false, field: 'pool.tokens.0.token.level' });
  });
});
