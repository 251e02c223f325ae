import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CrewState, UpgradeState } from '../../../../src/engine/ccg/piracy/damage.ts';
import { applyStructureDamage, applyWounds } from '../../../../src/engine/ccg/piracy/read-damage.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { Step } from '../../../../src/engine/ccg/result.ts';

const registered = (trace: Step[]) => trace.every((s) => isRuleId(s.rule));
const rulesOf = (trace: Step[]) => trace.map((s) => s.rule);

const plating = (hardened = 0, countermeasure: string[] = []): UpgradeState => ({
  id: 'plating',
  name: 'Plating',
  structureCapacity: 5,
  structure: 0,
  hardened: hardened > 0 ? [{ from: 'Plating', value: hardened, countermeasure }] : [],
});

const marine = (armor = 0, reflec = false): CrewState => ({
  id: 'marine',
  name: 'Marine',
  woundCapacity: 4,
  wounds: 0,
  armor: armor > 0 ? [{ from: 'Combat Armour', value: armor, reflec }] : [],
});

describe('structure damage', () => {
  it('lands in full on an upgrade without Hardened', () => {
    const r = applyStructureDamage(plating(), 3, { name: 'a missile' });
    expect(r.ok && r.value).toMatchObject({ assigned: 3, protection: 0, applied: 3, before: 0, after: 3, jettisoned: false });
  });

  it('Hardened reduces the damage from a source', () => {
    const r = applyStructureDamage(plating(2), 3, { name: 'a missile' });
    expect(r.ok && r.value).toMatchObject({ protection: 2, applied: 1, after: 1 });
    expect(r.ok && rulesOf(r.trace)).toContain('ccg.keyword.hardened');
  });

  it('Hardened cannot push damage below zero', () => {
    const r = applyStructureDamage(plating(4), 3, { name: 'a missile' });
    expect(r.ok && r.value.applied).toBe(0);
  });

  it('Critical on the source reduces Hardened', () => {
    const r = applyStructureDamage(plating(2), 3, { name: 'a missile', critical: [{ from: 'Warhead', value: 1 }] });
    expect(r.ok && r.value).toMatchObject({ protection: 1, applied: 2 });
    expect(r.ok && rulesOf(r.trace)).toContain('ccg.keyword.critical');
    const over = applyStructureDamage(plating(2), 3, { name: 'a missile', critical: [{ from: 'Warhead', value: 5 }] });
    expect(over.ok && over.value).toMatchObject({ protection: 0, applied: 3 });
  });

  it('Countermeasure ignores Critical from a source with the named trait, and only that trait', () => {
    const matched = applyStructureDamage(plating(2, ['Missile']), 3, { name: 'a missile', critical: [{ from: 'Warhead', value: 1, traits: ['missile'] }] });
    expect(matched.ok && matched.value).toMatchObject({ protection: 2, applied: 1 });
    expect(matched.ok && rulesOf(matched.trace)).toContain('ccg.keyword.countermeasure');
    const other = applyStructureDamage(plating(2, ['Missile']), 3, { name: 'a laser', critical: [{ from: 'Beam', value: 1, traits: ['Laser'] }] });
    expect(other.ok && other.value).toMatchObject({ protection: 1, applied: 2 });
  });

  it('jettisons the upgrade when its damage reaches the structure capacity', () => {
    const u = { ...plating(), structure: 3 };
    const r = applyStructureDamage(u, 2, { name: 'a missile' });
    expect(r.ok && r.value).toMatchObject({ after: 5, jettisoned: true });
    expect(r.ok && rulesOf(r.trace)).toContain('ccg.jettison');
    const short = applyStructureDamage(u, 1, { name: 'a missile' });
    expect(short.ok && short.value.jettisoned).toBe(false);
  });

  it('adds several Hardened sources and spends Critical on them in order (our reading)', () => {
    const u: UpgradeState = {
      ...plating(),
      hardened: [
        { from: 'Plating', value: 1 },
        { from: 'Shield Grid', value: 2, countermeasure: ['Laser'] },
      ],
    };
    const r = applyStructureDamage(u, 4, { name: 'a laser', critical: [{ from: 'Beam', value: 2, traits: ['Laser'] }] });
    // Plating loses its 1 to Critical; Shield Grid ignores the Laser's Critical and keeps 2.
    expect(r.ok && r.value).toMatchObject({ protection: 2, applied: 2 });
    expect(r.ok && rulesOf(r.trace)).toContain('ccg.note.protection-stacking');
  });

  it('refuses bad numbers, naming the field', () => {
    expect(applyStructureDamage(plating(), 1.5, { name: 'x' })).toMatchObject({ ok: false, field: 'points' });
    expect(applyStructureDamage({ ...plating(), structure: 5 }, 1, { name: 'x' })).toMatchObject({ ok: false, rule: 'ccg.jettison', field: 'upgrade.structure' });
    expect(applyStructureDamage({ ...plating(), structureCapacity: 0 }, 1, { name: 'x' })).toMatchObject({ ok: false, field: 'upgrade.structureCapacity' });
    expect(applyStructureDamage(plating(), 1, { name: 'x', critical: [{ from: 'y', value: -1 }] })).toMatchObject({ ok: false, field: 'source.critical.0.value' });
  });
});

describe('wounds', () => {
  it('Armor reduces wounds from a source', () => {
    const r = applyWounds(marine(2), 3, { name: 'a rifle' });
    expect(r.ok && r.value).toMatchObject({ protection: 2, applied: 1, after: 1 });
    expect(r.ok && rulesOf(r.trace)).toContain('ccg.keyword.armor');
  });

  it('Armor Penetration reduces Armor', () => {
    const r = applyWounds(marine(2), 3, { name: 'a rifle', armorPenetration: [{ from: 'Rifle', value: 1 }] });
    expect(r.ok && r.value).toMatchObject({ protection: 1, applied: 2 });
    expect(r.ok && rulesOf(r.trace)).toContain('ccg.keyword.armor-penetration');
  });

  it('Reflec ignores Armor Penetration from a Laser source, but not from others', () => {
    const laser = applyWounds(marine(2, true), 3, { name: 'a laser pistol', armorPenetration: [{ from: 'Laser Pistol', value: 2, traits: ['Laser'] }] });
    expect(laser.ok && laser.value).toMatchObject({ protection: 2, applied: 1 });
    expect(laser.ok && rulesOf(laser.trace)).toContain('ccg.keyword.reflec');
    const slug = applyWounds(marine(2, true), 3, { name: 'a gauss rifle', armorPenetration: [{ from: 'Gauss Rifle', value: 2, traits: ['Gauss'] }] });
    expect(slug.ok && slug.value).toMatchObject({ protection: 0, applied: 3 });
    const noReflec = applyWounds(marine(2, false), 3, { name: 'a laser pistol', armorPenetration: [{ from: 'Laser Pistol', value: 2, traits: ['Laser'] }] });
    expect(noReflec.ok && noReflec.value.applied).toBe(3);
  });

  it('jettisons the crew when its wounds reach its wound capacity', () => {
    const r = applyWounds({ ...marine(), wounds: 2 }, 2, { name: 'a blade' });
    expect(r.ok && r.value).toMatchObject({ after: 4, jettisoned: true });
  });

  it('refuses a crew that should already be gone', () => {
    expect(applyWounds({ ...marine(), wounds: 4 }, 1, { name: 'x' })).toMatchObject({ ok: false, field: 'crew.wounds' });
  });
});

const boost = fc.record({ from: fc.constantFrom('A', 'B'), value: fc.integer({ min: 0, max: 4 }), traits: fc.subarray(['Laser', 'Missile']) });

describe('damage properties', () => {
  it('applied damage is never negative, never above the points, and keywords only ever reduce it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.array(fc.record({ from: fc.constantFrom('A', 'Bb', 'Plate', 'x y'), value: fc.integer({ min: 0, max: 5 }), countermeasure: fc.subarray(['Laser', 'Missile']) }), { maxLength: 3 }),
        fc.array(boost, { maxLength: 3 }),
        fc.integer({ min: 0, max: 4 }),
        (points, hardened, critical, before) => {
          const u: UpgradeState = { id: 'u', name: 'U', structureCapacity: 5, structure: before, hardened };
          const r = applyStructureDamage(u, points, { name: 'S', critical });
          const bare = applyStructureDamage({ ...u, hardened: [] }, points, { name: 'S' });
          if (!r.ok || !bare.ok) return false;
          const v = r.value;
          return (
            v.applied >= 0 &&
            v.applied <= points &&
            v.applied <= bare.value.applied &&
            bare.value.applied === points &&
            v.after === before + v.applied &&
            v.jettisoned === v.after >= 5 &&
            registered(r.trace)
          );
        },
      ),
    );
  });

  it('with one Armor source and no Reflec, wounds are points minus (Armor minus Armor Penetration), floored', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (points, armor, ap) => {
        const r = applyWounds(marine(armor), points, { name: 'S', armorPenetration: [{ from: 'S', value: ap }] });
        return r.ok && r.value.applied === Math.max(0, points - Math.max(0, armor - ap)) && r.value.applied <= points && registered(r.trace);
      }),
    );
  });
});
