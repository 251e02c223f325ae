import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADVANCED_CAPABILITIES, BASIC_CAPABILITIES } from '../../../../src/engine/ccg/cards/icons.ts';
import {
  ALL_TOKEN_SPECS,
  TOKEN_SKILLS,
  capabilityParts,
  describeSpec,
  describeToken,
  poolFlexibility,
  tokenCountsAs,
  tokenFlexibility,
  tokenPays,
  readSpec,
  readToken,
} from '../../../../src/engine/ccg/resolution/index.ts';
import type { ResourceToken } from '../../../../src/engine/ccg/resolution/index.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

const ADVANCED = Object.keys(ADVANCED_CAPABILITIES) as (keyof typeof ADVANCED_CAPABILITIES)[];
const tokenArb: fc.Arbitrary<ResourceToken> = fc.oneof(
  fc.constantFrom(...BASIC_CAPABILITIES, ...ADVANCED).map((capability): ResourceToken => ({ kind: 'capability', capability })),
  fc.record({ skill: fc.constantFrom(...TOKEN_SKILLS), level: fc.constantFrom('trained' as const, 'expert' as const) }).map((s): ResourceToken => ({ kind: 'skill', ...s })),
);

describe('capability tokens', () => {
  it('a basic capability pays only its own requirement', () => {
    const cargo: ResourceToken = { kind: 'capability', capability: 'cargo' };
    expect(tokenPays(cargo, { kind: 'capability', capability: 'cargo' })).toBe(true);
    expect(tokenPays(cargo, { kind: 'capability', capability: 'passenger' })).toBe(false);
    expect(tokenPays(cargo, { kind: 'skill', skill: 'admin', level: 'trained' })).toBe(false);
  });

  it('an advanced capability pays either of its parts and counts as both', () => {
    for (const adv of ADVANCED) {
      const t: ResourceToken = { kind: 'capability', capability: adv };
      const parts = ADVANCED_CAPABILITIES[adv];
      for (const basic of BASIC_CAPABILITIES) {
        const expected = (parts as readonly string[]).includes(basic);
        expect(tokenPays(t, { kind: 'capability', capability: basic })).toBe(expected);
        expect(tokenCountsAs(t, basic)).toBe(expected);
      }
      expect(capabilityParts(adv)).toEqual(parts);
    }
  });
});

describe('skill tokens', () => {
  it('an expert token pays a trained requirement of its skill, a trained token never pays an expert one', () => {
    const expert: ResourceToken = { kind: 'skill', skill: 'medical', level: 'expert' };
    const trained: ResourceToken = { kind: 'skill', skill: 'medical', level: 'trained' };
    expect(tokenPays(expert, { kind: 'skill', skill: 'medical', level: 'trained' })).toBe(true);
    expect(tokenPays(expert, { kind: 'skill', skill: 'medical', level: 'expert' })).toBe(true);
    expect(tokenPays(trained, { kind: 'skill', skill: 'medical', level: 'trained' })).toBe(true);
    expect(tokenPays(trained, { kind: 'skill', skill: 'medical', level: 'expert' })).toBe(false);
    expect(tokenPays(expert, { kind: 'skill', skill: 'tech', level: 'trained' })).toBe(false);
  });

  it('Jack-of-all-Trades has no token of its own', () => {
    expect(TOKEN_SKILLS).not.toContain('jack');
    const r = readToken({ kind: 'skill', skill: 'jack', level: 'trained' }, 'token');
    expect(r).toMatchObject({ ok: false, rule: 'ccg.jack-of-all-trades', field: 'token.skill' });
  });
});

describe('flexibility', () => {
  it('counts how many kinds of token requirement a token pays', () => {
    fc.assert(
      fc.property(tokenArb, (t) => tokenFlexibility(t) === ALL_TOKEN_SPECS.filter((s) => tokenPays(t, s)).length),
    );
  });

  it('adds up over a pool', () => {
    const pool = [
      { id: 'a', token: { kind: 'capability', capability: 'military-survey' } as ResourceToken, source: 's', sourceName: 'S' },
      { id: 'b', token: { kind: 'skill', skill: 'tech', level: 'trained' } as ResourceToken, source: 's', sourceName: 'S' },
    ];
    expect(poolFlexibility(pool)).toBe(3);
  });
});

describe('validation and descriptions', () => {
  it('refuses unknown names with the field at fault', () => {
    expect(readToken({ kind: 'capability', capability: 'fuel' }, 'x')).toMatchObject({ ok: false, rule: 'ccg.capabilities', field: 'x.capability' });
    expect(readToken({ kind: 'skill', skill: 'piloting', level: 'trained' }, 'x')).toMatchObject({ ok: false, rule: 'ccg.skills', field: 'x.skill' });
    expect(readToken({ kind: 'skill', skill: 'tech', level: 'master' }, 'x')).toMatchObject({ ok: false, rule: 'ccg.skill-levels', field: 'x.level' });
    expect(readToken({ kind: 'vp' }, 'x')).toMatchObject({ ok: false, rule: 'ccg.token', field: 'x.kind' });
    expect(readToken(null, 'x')).toMatchObject({ ok: false, rule: 'ccg.token' });
  });

  it('a requirement shows a basic capability, not an advanced one', () => {
    expect(readSpec({ kind: 'capability', capability: 'cargo-passenger' }, 'r')).toMatchObject({ ok: false, rule: 'ccg.capabilities' });
    expect(readSpec({ kind: 'capability', capability: 'cargo' }, 'r').ok).toBe(true);
  });

  it('names tokens and requirements plainly', () => {
    expect(describeToken({ kind: 'capability', capability: 'cargo-passenger' })).toBe('Cargo/Passenger');
    expect(describeToken({ kind: 'skill', skill: 'starship-operations', level: 'expert' })).toBe('expert Starship Operations');
    expect(describeSpec({ kind: 'skill', skill: 'admin', level: 'trained' })).toBe('a trained or expert Admin token');
  });

  it('every error cites a registered rule', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const r = readToken(v, 't');
        return r.ok || isRuleId(r.rule);
      }),
    );
  });
});
