/**
 * The last of the piracy tool's own checks, moved to the engine's edge (issue
 * 20, part 3): the traits typed in one field (`readTraits`, split at commas
 * by `splitTraits`, one limit each shared with the field and the link) and
 * the points of each assignment (`readUpgradeDamage`, `readAssignment`). Every
 * refusal names its rule and the dotted path of the field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { TEXT_LIMITS } from '../../../../src/engine/ccg/limits.ts';
import { DAMAGE_LIMITS } from '../../../../src/engine/ccg/piracy/limits.ts';
import { readAssignment, readTraits, readUpgrade, readUpgradeDamage, resolvePiracy, splitTraits } from '../../../../src/engine/ccg/piracy/index.ts';
import { HARDENED_SKIRMISH } from '../../../../src/engine/ccg/examples/piracy.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const traits = readTraits('The traits of Hull Plating', 'ccg.trait');
const long = 'L'.repeat(TEXT_LIMITS.name + 1);

describe('traits typed in one field are read by the engine', () => {
  it('splits at commas, trims each trait, makes runs of spaces one and leaves out empty ones', () => {
    expect(splitTraits(' Missile ,  Heavy   Weapon,, ,Laser ')).toEqual(['Missile', 'Heavy Weapon', 'Laser']);
    expect(splitTraits('')).toEqual([]);
    expect(traits('Missile, Heavy  Weapon', 'u.traits')).toEqual({ ok: true, value: ['Missile', 'Heavy Weapon'], trace: [] });
    expect(traits(' , ', 'u.traits')).toEqual({ ok: true, value: [], trace: [] });
    // A list is read as before.
    expect(traits(['Missile'], 'u.traits')).toEqual({ ok: true, value: ['Missile'], trace: [] });
    // At the limits: the whole text, one trait, the number of traits.
    const full = Array.from({ length: DAMAGE_LIMITS.rows }, (_, i) => String.fromCharCode(65 + i)).join(',');
    expect(traits(full, 'u.traits')).toMatchObject({ ok: true, value: { length: DAMAGE_LIMITS.rows } });
    expect(traits(`${'x'.repeat(TEXT_LIMITS.name)},${'y'.repeat(TEXT_LIMITS.traits - TEXT_LIMITS.name - 1)}`, 'u.traits')).toMatchObject({ ok: true });
  });

  it('refuses each bad text at the field’s own path, with its message and rule', () => {
    const cases: Refusal<unknown>[] = [
      [5, 'ccg.trait', 'u.traits', /^The traits of Hull Plating must be a list of names, or names separated by commas\.$/],
      [null, 'ccg.trait', 'u.traits', /must be a list of names, or names separated by commas/],
      ['x,'.repeat(TEXT_LIMITS.traits), 'ccg.trait', 'u.traits', /^The traits of Hull Plating must be at most 120 characters long\.$/],
      [`Missile, ${long}`, 'ccg.trait', 'u.traits', /^The traits of Hull Plating are separated by commas, and each must be at most 60 characters: “L{24}…” has 61\.$/],
      ['a,'.repeat(DAMAGE_LIMITS.rows + 1), 'ccg.trait', 'u.traits', /^The traits of Hull Plating must be at most 20, separated by commas; 21 are given\.$/],
      [[long], 'ccg.trait', 'u.traits.0', /^A trait must be at most 60 characters long\.$/],
    ];
    expectRefusals((v) => traits(v, 'u.traits'), cases);
  });

  it('every card that carries traits reads them so, each with its own rule and path', () => {
    const plating = { id: 'p', name: 'Plating', structureCapacity: 4, structure: 0 };
    expect(readUpgrade({ ...plating, traits: `A, ${long}` }, 'defender.upgrades.0')).toMatchObject({ ok: false, rule: 'ccg.trait', field: 'defender.upgrades.0.traits' });
    expect(readUpgrade({ ...plating, traits: 'Armour, Hull' }, 'u')).toMatchObject({ ok: true, value: { traits: ['Armour', 'Hull'] } });
    const hardened = (h: object) => readUpgrade({ ...plating, hardened: [{ from: 'Plating', ...h }] }, 'u');
    expect(hardened({ value: 2, countermeasure: `Missile, ${long}` })).toMatchObject({ ok: false, rule: 'ccg.keyword.countermeasure', field: 'u.hardened.0.countermeasure' });
    expect(hardened({ value: 2, countermeasure: 'Missile, Torpedo' })).toMatchObject({ ok: true, value: { hardened: [{ from: 'Plating', value: 2, countermeasure: ['Missile', 'Torpedo'] }] } });
    // Countermeasure with no Hardened value: refused beside the Hardened field, saying what to give.
    expect(hardened({ countermeasure: 'Missile' })).toEqual(
      expect.objectContaining({ ok: false, rule: 'ccg.keyword.countermeasure', field: 'u.hardened.0.value', error: 'Countermeasure only changes Hardened: give Plating a Hardened value too.' }),
    );
    const { attacker, defender } = HARDENED_SKIRMISH.input;
    expect(resolvePiracy({ attacker: { ...attacker, critical: [{ from: 'Rack', value: 1, traits: long }] }, defender })).toMatchObject({ ok: false, rule: 'ccg.keyword.critical', field: 'attacker.critical.0.traits' });
    expect(resolvePiracy({ attacker, defender: { ...defender, controls: [{ id: 'c', name: 'Jo', type: 'crew', traits: long }] } })).toMatchObject({ ok: false, rule: 'ccg.trait', field: 'defender.controls.0.traits' });
  });

  it('whatever the traits are, the reader answers with a list of short traits or a refusal with a registered rule, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.array(fc.string({ maxLength: 70 }), { maxLength: 25 }), fc.anything()), (v) => {
        const r = traits(v, 'u.traits');
        if (!r.ok) {
          expect(isRuleId(r.rule)).toBe(true);
          expect(r.field).toMatch(/^u\.traits(\.\d+)?$/);
        } else {
          expect(r.value.length).toBeLessThanOrEqual(DAMAGE_LIMITS.rows);
          for (const t of r.value) expect(t.length).toBeLessThanOrEqual(TEXT_LIMITS.name);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the points of an assignment are read by the engine', () => {
  it('refuses each bad entry at its own path, with its message and rule', () => {
    const cases: Refusal<unknown>[] = [
      [{ upgrade: 'u1', points: 'two' }, 'ccg.piracy', 'attack.upgrades.0.points', /^Points assigned to an upgrade must be a whole number from 0 to 99\.$/],
      [{ upgrade: 'u1', points: 1.5 }, 'ccg.piracy', 'attack.upgrades.0.points', /from 0 to 99/],
      [{ upgrade: 'u1', points: -1 }, 'ccg.piracy', 'attack.upgrades.0.points', /from 0 to 99/],
      [{ upgrade: 'u1', points: DAMAGE_LIMITS.value + 1 }, 'ccg.piracy', 'attack.upgrades.0.points', /from 0 to 99/],
      [{ upgrade: '', points: 1 }, 'ccg.piracy', 'attack.upgrades.0.upgrade', /^The upgrade an entry names must not be empty\.$/],
      ['u1', 'ccg.piracy', 'attack.upgrades.0', /^Each entry of an assignment must name an upgrade and its points\.$/],
    ];
    expectRefusals((v) => readUpgradeDamage(v, 'attack.upgrades.0'), cases);
    expect(readAssignment({ upgrades: [], expense: 'rest' }, 'returnFire')).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'returnFire.expense', error: 'Points assigned to expense must be a whole number from 0 to 99.' });
  });

  it('reads sound points, up to the one limit the field’s + button keeps', () => {
    expect(readUpgradeDamage({ upgrade: 'u1', points: DAMAGE_LIMITS.value }, 'a')).toEqual({ ok: true, value: { upgrade: 'u1', points: 99 }, trace: [] });
    expect(readAssignment({ upgrades: [{ upgrade: 'u1', points: 0 }], expense: 3 }, 'a')).toEqual({ ok: true, value: { upgrades: [{ upgrade: 'u1', points: 0 }], expense: 3 }, trace: [] });
  });

  it('whatever an entry holds, the reader answers with a value or a refusal with a registered rule under the entry, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ upgrade: fc.anything(), points: fc.oneof(fc.anything(), fc.double(), fc.string({ maxLength: 8 })) }, { requiredKeys: [] })), (v) => {
        const r = readUpgradeDamage(v, 'attack.upgrades.3');
        if (!r.ok) {
          expect(isRuleId(r.rule)).toBe(true);
          expect(r.field).toMatch(/^attack\.upgrades\.3(\.(upgrade|points))?$/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
