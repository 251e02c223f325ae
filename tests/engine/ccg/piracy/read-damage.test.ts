/**
 * Damage and wounds read once, at the edge (issue 20, part 3): an upgrade, a
 * crew, the source and the points are read with the CCG readers
 * (`piracy/read-damage.ts`); every refusal names its rule and the dotted path
 * of the field; piracy and restoring read their cards with the same readers,
 * and the damage itself takes typed values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { DAMAGE_LIMITS } from '../../../../src/engine/ccg/piracy/limits.ts';
import { applyStructureDamage, applyWounds, readyPhaseRestore, resolvePiracy, restoreByEffect } from '../../../../src/engine/ccg/piracy/index.ts';
import { HARDENED_SKIRMISH } from '../../../../src/engine/ccg/examples/piracy.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const plating = { id: 'p', name: 'Plating', structureCapacity: 4, structure: 1, hardened: [{ from: 'Plating', value: 2, countermeasure: ['Missile'] }], resilient: false, traits: ['Armour'] };
const marine = { id: 'm', name: 'Marine', woundCapacity: 3, wounds: 0, armor: [{ from: 'Vest', value: 1, reflec: true }], mechanical: false, resilient: true, traits: ['Soldier'] };
const missile = { name: 'a missile', critical: [{ from: 'Warhead', value: 1, card: 'w1', traits: ['Missile'] }] };
const laser = { name: 'a laser', armorPenetration: [{ from: 'Laser Rifle', value: 1, traits: ['Laser'] }] };

/** `o` with `key` set to `value` (undefined leaves it out). */
const set = (o: object, key: string, value: unknown) => ({ ...o, [key]: value });

describe('an upgrade, a crew and the source of the damage are read at the edge', () => {
  it('accepts every field it knows and keeps it', () => {
    const r = applyStructureDamage(plating, 3, missile);
    expect(r).toMatchObject({ ok: true, value: { card: 'p', before: 1, protection: 2, applied: 1, after: 2, jettisoned: false } });
    expect(r.ok && r.trace.map((s) => s.rule)).toContain('ccg.keyword.countermeasure');
    expect(applyWounds(marine, 2, laser)).toMatchObject({ ok: true, value: { card: 'm', protection: 1, applied: 1, after: 1 } });
    expect(applyStructureDamage({ id: 'u', name: 'Turret', structureCapacity: DAMAGE_LIMITS.value, structure: 0 }, DAMAGE_LIMITS.value, { name: 'x' })).toMatchObject({ ok: true, value: { jettisoned: true } });
  });

  it("refuses each bad field of an upgrade with its sentence, rule and path", () => {
    const cases: Refusal<unknown>[] = [
      [null, 'ccg.upgrade', 'upgrade', /^An upgrade must be an object/],
      [set(plating, 'id', ''), 'ccg.upgrade', 'upgrade.id', /^The id of every upgrade must not be empty\.$/],
      [set(plating, 'name', undefined), 'ccg.upgrade', 'upgrade.name', /^The name of every upgrade must be text\.$/],
      [set(plating, 'name', 'x'.repeat(61)), 'ccg.upgrade', 'upgrade.name', /at most 60 characters/],
      [set(plating, 'structureCapacity', 0), 'ccg.structure', 'upgrade.structureCapacity', /^The structure capacity of Plating must be a whole number from 1 to 99\.$/],
      [set(plating, 'structureCapacity', 100), 'ccg.structure', 'upgrade.structureCapacity', /from 1 to 99/],
      [set(plating, 'structure', 1.5), 'ccg.structure', 'upgrade.structure', /^The structure damage on Plating must be a whole number from 0 to 99\.$/],
      [set(plating, 'structure', 4), 'ccg.jettison', 'upgrade.structure', /^Plating already has 4 structure damage against a capacity of 4, so it would have been jettisoned\.$/],
      [set(plating, 'hardened', 'two'), 'ccg.keyword.hardened', 'upgrade.hardened', /must be a list/],
      [set(plating, 'hardened', [7]), 'ccg.keyword.hardened', 'upgrade.hardened.0', /^Each source of Hardened on Plating must say where it comes from and its value\.$/],
      [set(plating, 'hardened', [{ from: ' ', value: 1 }]), 'ccg.keyword.hardened', 'upgrade.hardened.0.from', /must not be empty/],
      [set(plating, 'hardened', [{ from: 'Plating', value: -1 }]), 'ccg.keyword.hardened', 'upgrade.hardened.0.value', /^Hardened on Plating must be a whole number from 0 to 99\.$/],
      [set(plating, 'hardened', [{ from: 'Plating', value: 1, countermeasure: 7 }]), 'ccg.keyword.countermeasure', 'upgrade.hardened.0.countermeasure', /must be a list of names, or names separated by commas/],
      [set(plating, 'hardened', [{ from: 'Plating', value: 1, countermeasure: [''] }]), 'ccg.keyword.countermeasure', 'upgrade.hardened.0.countermeasure.0', /^A trait must not be empty\.$/],
      [set(plating, 'resilient', 'yes'), 'ccg.keyword.resilient', 'upgrade.resilient', /^Whether Plating is Resilient must be true or false\.$/],
      [set(plating, 'traits', Array.from({ length: DAMAGE_LIMITS.rows + 1 }, () => 'T')), 'ccg.trait', 'upgrade.traits', /from 0 to 20 entries/],
    ];
    expectRefusals((upgrade) => applyStructureDamage(upgrade, 1, missile), cases);
  });

  it('refuses each bad field of a crew with its sentence, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      ['Marine', 'ccg.crew', 'crew', /^A crew must be an object/],
      [set(marine, 'id', 3), 'ccg.crew', 'crew.id', /^The id of every crew must be text\.$/],
      [set(marine, 'woundCapacity', '3'), 'ccg.wound', 'crew.woundCapacity', /^The wound capacity of Marine must be a whole number from 1 to 99\.$/],
      [set(marine, 'wounds', -1), 'ccg.wound', 'crew.wounds', /^The wounds on Marine must be/],
      [set(marine, 'wounds', 3), 'ccg.jettison', 'crew.wounds', /^Marine already has 3 wounds against a capacity of 3/],
      [set(marine, 'armor', [{ from: 'Vest', value: 100 }]), 'ccg.keyword.armor', 'crew.armor.0.value', /^Armor on Marine must be a whole number from 0 to 99\.$/],
      [set(marine, 'armor', [{ from: 'Vest', value: 1, reflec: 1 }]), 'ccg.keyword.reflec', 'crew.armor.0.reflec', /^Whether Vest has Reflec must be true or false\.$/],
      [set(marine, 'mechanical', null), 'ccg.keyword.mechanical', 'crew.mechanical', /Mechanical must be true or false/],
      [set(marine, 'resilient', 0), 'ccg.keyword.resilient', 'crew.resilient', /Resilient must be true or false/],
      [set(marine, 'traits', [1]), 'ccg.trait', 'crew.traits.0', /^A trait must be text\.$/],
    ];
    expectRefusals((crew) => applyWounds(crew, 1, laser), cases);
  });

  it('refuses bad points and a bad source at their paths', () => {
    expect(applyStructureDamage(plating, 1.5, missile)).toMatchObject({ ok: false, rule: 'ccg.structure', field: 'points', error: 'Structure damage must be a whole number from 0 to 99.' });
    expect(applyWounds(marine, 100, laser)).toMatchObject({ ok: false, rule: 'ccg.wound', field: 'points', error: 'Wounds must be a whole number from 0 to 99.' });
    expect(applyStructureDamage(plating, 1, undefined)).toMatchObject({ ok: false, rule: 'ccg.structure', field: 'source' });
    expect(applyStructureDamage(plating, 1, { name: '' })).toMatchObject({ ok: false, rule: 'ccg.structure', field: 'source.name' });
    expect(applyWounds(marine, 1, { name: 'x', armorPenetration: {} })).toMatchObject({ ok: false, rule: 'ccg.keyword.armor-penetration', field: 'source.armorPenetration' });
    const boost = (b: object) => applyStructureDamage(plating, 1, { name: 'x', critical: [b] });
    expect(boost({ value: 1 })).toMatchObject({ ok: false, rule: 'ccg.keyword.critical', field: 'source.critical.0.from' });
    expect(boost({ from: 'W', value: -1 })).toMatchObject({ ok: false, rule: 'ccg.keyword.critical', field: 'source.critical.0.value', error: 'Critical from W must be a whole number from 0 to 99.' });
    expect(boost({ from: 'W', value: 1, card: '' })).toMatchObject({ ok: false, rule: 'ccg.keyword.critical', field: 'source.critical.0.card' });
    expect(boost({ from: 'W', value: 1, traits: 5 })).toMatchObject({ ok: false, rule: 'ccg.keyword.critical', field: 'source.critical.0.traits' });
  });

  it('piracy reads both sides’ upgrades and Critical with the same readers, distinct ids at their own path', () => {
    const { attacker, defender } = HARDENED_SKIRMISH.input;
    const up = defender.upgrades![0]!;
    expect(resolvePiracy({ attacker, defender: { ...defender, upgrades: [{ ...up, name: undefined }] } })).toMatchObject({ ok: false, rule: 'ccg.upgrade', field: 'defender.upgrades.0.name' });
    expect(resolvePiracy({ attacker, defender: { ...defender, upgrades: [up, { ...up }] } })).toMatchObject({ ok: false, rule: 'ccg.upgrade', field: 'defender.upgrades.1.id' });
    expect(resolvePiracy({ attacker: { ...attacker, critical: [{ from: 'Rack', value: 1, traits: 'Missile,'.repeat(21) }] }, defender })).toMatchObject({ ok: false, rule: 'ccg.keyword.critical', field: 'attacker.critical.0.traits' });
    expect(resolvePiracy({ attacker: { ...attacker, critical: 'lots' as unknown as [] }, defender })).toMatchObject({ ok: false, rule: 'ccg.keyword.critical', field: 'attacker.critical' });
  });

  it("piracy reads each side's assignment at the edge, before the damage is worked out", () => {
    const { attacker, defender } = HARDENED_SKIRMISH.input;
    const fight = (attack: unknown, returnFire?: unknown) => resolvePiracy({ attacker, defender, attack, returnFire } as Parameters<typeof resolvePiracy>[0]);
    expect(fight('all')).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'attack', error: 'An assignment of damage must be an object.' });
    expect(fight({ upgrades: {} })).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'attack.upgrades' });
    expect(fight({ upgrades: [null] })).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'attack.upgrades.0', error: 'Each entry of an assignment must name an upgrade and its points.' });
    expect(fight({ upgrades: [{ points: 1 }] })).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'attack.upgrades.0.upgrade' });
    expect(fight({ upgrades: [{ upgrade: 'mora-plating', points: 100 }] })).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'attack.upgrades.0.points', error: 'Points assigned to an upgrade must be a whole number from 0 to 99.' });
    expect(fight({ expense: 1 }, { expense: -1 })).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'returnFire.expense', error: 'Points assigned to expense must be a whole number from 0 to 99.' });
  });

  it('restoring reads its requests, points and means at the edge', () => {
    expect(readyPhaseRestore({ crew: [marine], restore: [{ card: 'm' } as never] })).toMatchObject({ ok: false, rule: 'ccg.restore', field: 'restore.0.points', error: 'Points to restore must be a whole number from 0 to 99.' });
    expect(readyPhaseRestore({ crew: [marine], restore: 'm' as unknown as [] })).toMatchObject({ ok: false, rule: 'ccg.restore', field: 'restore' });
    expect(readyPhaseRestore({ crew: [marine], restore: [{ card: '', points: 1 }] })).toMatchObject({ ok: false, rule: 'ccg.restore', field: 'restore.0.card' });
    const effect = (points: unknown, means: unknown) => restoreByEffect({ target: { kind: 'crew', card: { ...marine, wounds: 2 } }, points, means, source: 'Kit' } as Parameters<typeof restoreByEffect>[0]);
    expect(effect(1, 'prayer')).toMatchObject({ ok: false, rule: 'ccg.restore', field: 'means', error: expect.stringMatching(/^The kind of restoring effect must be one of "crew-ability", "gear"/) });
    expect(effect('1', 'gear')).toMatchObject({ ok: false, rule: 'ccg.restore', field: 'points' });
  });

  it('restoring reads its cards with the same readers', () => {
    expect(readyPhaseRestore({ crew: [{ ...marine, name: '' }] })).toMatchObject({ ok: false, rule: 'ccg.crew', field: 'crew.0.name' });
    expect(readyPhaseRestore({ crew: [marine, marine] })).toMatchObject({ ok: false, rule: 'ccg.crew', field: 'crew.1.id' });
    expect(readyPhaseRestore({ crew: [marine], upgrades: [{ ...plating, id: 'm' }] })).toMatchObject({ ok: false, rule: 'ccg.upgrade', field: 'upgrades.0.id' });
    expect(restoreByEffect({ target: { kind: 'upgrade', card: { ...plating, structure: 9 } }, points: 1, means: 'gear', source: 'Kit' })).toMatchObject({ ok: false, rule: 'ccg.jettison', field: 'target.card.structure' });
    expect(restoreByEffect({ target: { kind: 'crew', card: { ...marine, wounds: 2 } }, points: 1, means: 'other-effect', source: 'Medic' })).toMatchObject({ ok: true, value: { before: 2, after: 1 } });
  });

  it('never throws: whatever a field holds, the damage is dealt or refused with a registered rule', () => {
    const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -2, max: 120 }), fc.double(), fc.string({ maxLength: 3 }), fc.boolean(), fc.constant([]), fc.constant({}), fc.array(fc.anything(), { maxLength: 2 }));
    const key = (o: object) => fc.constantFrom(...Object.keys(o));
    fc.assert(
      fc.property(key(plating), anything, key(missile.critical[0]!), anything, anything, (k, v, bk, bv, points) => {
        const r = applyStructureDamage(set(plating, k, v), points, { name: 'x', critical: [set(missile.critical[0]!, bk, bv)] });
        if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
      }),
      { seed: 2026, numRuns: 400 },
    );
    fc.assert(
      fc.property(key(marine), anything, anything, (k, v, ap) => {
        const r = applyWounds(set(marine, k, v), 1, { name: 'x', armorPenetration: ap });
        if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
      }),
      { seed: 2026, numRuns: 300 },
    );
  });
});
