/**
 * A side of a fight and an enemy ship read once, at the edge (issue 20, part
 * 3): `piracy/read-ship.ts` (`readCombatant`, `readShip`, `readControlled`,
 * `readModifier`, `readCondition`) and `readEnemyShip` read them with the CCG
 * readers, each refusal with its rule and dotted path; `valueAgainst`, piracy
 * and the enemy-ship fight take what was read and never check it again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fightEnemyShip, opponentView, readCombatant, readEnemyShip, readSuccessTrigger, readSuccessTriggers, resolvePiracy, shipValue, type Combatant } from '../../../../src/engine/ccg/piracy/index.ts';
import { DAMAGE_LIMITS } from '../../../../src/engine/ccg/piracy/limits.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const ship = { id: 's', name: 'Scout', attack: 2, defense: 1, initiative: 3 };
const me = { captain: 'me', name: 'Mora', ship, controls: [{ id: 'g', name: 'Gunner Gil', type: 'crew', traits: ['Gunner'] }] };
const foe: Combatant = { captain: 'foe', name: 'Foe', ship: { id: 'f', name: 'Trader', attack: 1, defense: 0, initiative: 1 } };
const withShip = (key: string, value: unknown) => ({ ...me, ship: { ...ship, [key]: value } });
const withMod = (m: unknown, key = 'attackModifiers') => ({ ...me, [key]: [m] });
const mod = { source: 'Laser', amount: 1 };

describe('a side of a fight is read at the edge', () => {
  it('refuses each bad field with its message, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      [null, 'ccg.ship', 'self', /^Each side must be an object with a captain and a ship\.$/],
      [{ ...me, captain: '' }, 'ccg.ship', 'self.captain', /^The captain id of every side must not be empty\.$/],
      [{ ...me, name: 7 }, 'ccg.ship', 'self.name', /^The captain's name must be text\.$/],
      [{ ...me, ship: 'Scout' }, 'ccg.ship', 'self.ship', /^The ship must be an object with a name and its values\.$/],
      [withShip('name', 'S'.repeat(61)), 'ccg.ship', 'self.ship.name', /^The ship's name must be at most 60 characters long\.$/],
      [withShip('attack', -1), 'ccg.attack-value', 'self.ship.attack', /^The native Attack Value of Scout must be a whole number from 0 to 99\.$/],
      [withShip('attack', DAMAGE_LIMITS.value + 1), 'ccg.attack-value', 'self.ship.attack', /from 0 to 99/],
      [withShip('defense', '1'), 'ccg.defense-value', 'self.ship.defense', /^The native Defense Value of Scout must be a whole number from 0 to 99\.$/],
      [withShip('initiative', 1.5), 'ccg.initiative', 'self.ship.initiative', /^The initiative of Scout must be a whole number from 0 to 99\.$/],
      [{ ...me, controls: [{ id: 'x', name: 'Jo', type: 'event' }] }, 'ccg.permanents', 'self.controls.0.type', /^The type of Jo must be one of "ship", "crew", "gear", "upgrade", "connection"\.$/],
      [{ ...me, controls: [{ id: 'x', name: ' ', type: 'crew' }] }, 'ccg.permanents', 'self.controls.0.name', /must not be empty/],
      [{ ...me, controls: Array(2 * DAMAGE_LIMITS.rows + 1).fill(me.controls[0]) }, 'ccg.permanents', 'self.controls', /from 0 to 40 entries/],
      [withMod('Laser'), 'ccg.modifier', 'self.attackModifiers.0', /^Each Attack Value modifier must be an object with a source and an amount\.$/],
      [withMod({ amount: 1 }), 'ccg.modifier', 'self.attackModifiers.0.source', /^The source of each Attack Value modifier must be text\.$/],
      [withMod({ source: 'Laser' }), 'ccg.modifier', 'self.attackModifiers.0.amount', /^The Attack Value modifier from Laser must be a whole number from -99 to 99\.$/],
      [withMod({ source: 'Screen', amount: 0.5 }, 'defenseModifiers'), 'ccg.modifier', 'self.defenseModifiers.0.amount', /^The Defense Value modifier from Screen must be a whole number/],
      [withMod({ ...mod, otherwise: 0.5, when: { kind: 'opponent-lower-initiative' } }), 'ccg.modifier', 'self.attackModifiers.0.otherwise', /^The amount otherwise of the modifier from Laser must be a whole number from -99 to 99\.$/],
      [withMod({ source: 'Doubler', factor: -1 }), 'ccg.modifier', 'self.attackModifiers.0.factor', /^The factor of the modifier from Doubler must be a number from 0 to 99\.$/],
      [withMod({ source: 'Doubler', factor: Number.NaN }), 'ccg.modifier', 'self.attackModifiers.0.factor', /must be a number from 0 to 99/],
      [withMod({ ...mod, when: { kind: 'weather' } }), 'ccg.modifier', 'self.attackModifiers.0.when.kind', /^A condition needs a kind: "opponent-lower-initiative", /],
      [withMod({ ...mod, when: { kind: 'controls' } }), 'ccg.modifier', 'self.attackModifiers.0.when', /^A "controls" condition must name a card type, a trait, or both\.$/],
      [withMod({ ...mod, when: { kind: 'controls', trait: '  ' } }), 'ccg.modifier', 'self.attackModifiers.0.when', /must name a card type, a trait, or both/],
      [withMod({ ...mod, when: { kind: 'opponent-controls', cardType: 'event' } }), 'ccg.permanents', 'self.attackModifiers.0.when.cardType', /^The card type a condition names must be one of "ship", /],
      [withMod({ ...mod, card: '' }), 'ccg.modifier', 'self.attackModifiers.0.card', /^The card that gives the modifier from Laser must not be empty\.$/],
      [{ ...me, attackModifiers: Array(DAMAGE_LIMITS.rows + 1).fill(mod) }, 'ccg.modifier', 'self.attackModifiers', /^The Attack Value modifiers must hold from 0 to 20 entries\.$/],
    ];
    expectRefusals((self) => shipValue('attack', self, opponentView(foe)), cases);
    // The same reader is piracy's edge, at the side's own path.
    expect(resolvePiracy({ attacker: withShip('attack', -1), defender: foe })).toMatchObject({ ok: false, rule: 'ccg.attack-value', field: 'attacker.ship.attack' });
  });

  it('reads a sound side, keeping what it is given and leaving out what it is not', () => {
    const side = {
      ...me,
      attackModifiers: [
        { source: 'Laser', amount: -99, when: { kind: 'controls', trait: ' Gunner ' }, otherwise: 99, card: 'u1' },
        { source: 'Doubler', factor: 0.5, when: { kind: 'opponent-controls', cardType: 'gear' } },
      ],
      extra: 'ignored',
    };
    expect(readCombatant(side, 'side')).toEqual({
      ok: true,
      trace: [],
      value: {
        ...me,
        attackModifiers: [
          { source: 'Laser', amount: -99, when: { kind: 'controls', trait: 'Gunner' }, otherwise: 99, card: 'u1' },
          { source: 'Doubler', factor: 0.5, when: { kind: 'opponent-controls', cardType: 'gear' } },
        ],
      },
    });
    expect(shipValue('attack', withMod({ source: 'Gun deck', amount: 2, when: { kind: 'controls', trait: 'gunner' } }), opponentView(foe))).toMatchObject({ ok: true, value: { final: 4 } });
  });

  it('whatever a side or one of its fields is, the reader answers with a value or a refusal with a registered rule, never a throw', () => {
    const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -200, max: 200 }), fc.double(), fc.string({ maxLength: 6 }), fc.array(fc.anything(), { maxLength: 3 }), fc.object({ maxDepth: 2 }), fc.boolean());
    fc.assert(
      fc.property(junk, fc.constantFrom('captain', 'name', 'ship', 'controls', 'attackModifiers', 'defenseModifiers'), junk, fc.constantFrom('source', 'amount', 'factor', 'otherwise', 'when', 'card'), junk, (whole, key, value, modKey, inner) => {
        for (const input of [whole, { ...me, [key]: value }, withMod({ ...mod, [modKey]: inner }), withMod({ ...mod, when: { kind: 'controls', [modKey]: inner } })]) {
          const r = shipValue('defense', input, opponentView(foe));
          if (!r.ok) {
            expect(isRuleId(r.rule), r.rule).toBe(true);
            expect(r.field === undefined || r.field.startsWith('self'), r.field).toBe(true);
          }
        }
      }),
      { seed: 2026, numRuns: 400 },
    );
  });
});

describe('an enemy ship is read at the edge', () => {
  const corsair = { name: 'Vargr Corsair', attack: 3, defense: 1, structure: 5 };
  it('refuses each bad field with its message, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      [null, 'ccg.enemy-ship', undefined, /^Give the captain, the role and the enemy ship\.$/],
      [{ captain: withShip('defense', -2), role: 'attacker', enemy: corsair }, 'ccg.defense-value', 'captain.ship.defense', /from 0 to 99/],
      [{ captain: me, role: 'bystander', enemy: corsair }, 'ccg.enemy-ship', 'role', /^The role the captain chooses must be one of "attacker", "defender"\.$/],
      [{ captain: me, role: 'attacker', enemy: 'Corsair' }, 'ccg.enemy-ship', 'enemy', /^The enemy ship must be an object with a name\.$/],
      [{ captain: me, role: 'attacker', enemy: { ...corsair, name: '' } }, 'ccg.enemy-ship', 'enemy.name', /^The enemy ship's name must not be empty\.$/],
      [{ captain: me, role: 'attacker', enemy: { ...corsair, structure: -1 } }, 'ccg.structure', 'enemy.structure', /^The structure of Vargr Corsair must be a whole number from 0 to 99\.$/],
      [{ captain: me, role: 'attacker', enemy: { ...corsair, initiative: '2' } }, 'ccg.initiative', 'enemy.initiative', /^The initiative of Vargr Corsair must be/],
      [{ captain: me, role: 'attacker', enemy: { ...corsair, damage: DAMAGE_LIMITS.carried + 1 } }, 'ccg.enemy-ship', 'enemy.damage', /^The damage already on Vargr Corsair must be a whole number from 0 to 999\.$/],
      [{ captain: me, role: 'attacker', enemy: { ...corsair, damage: 5 } }, 'ccg.enemy-ship', 'enemy.damage', /^Vargr Corsair already has 5 damage against a structure of 5: it is destroyed/],
      [{ captain: me, role: 'attacker', enemy: { ...corsair, attackModifiers: [{ source: 'Ram' }] } }, 'ccg.modifier', 'enemy.attackModifiers.0.amount', /^The Attack Value modifier from Ram must be/],
    ];
    expectRefusals(fightEnemyShip, cases);
  });

  it('reads a sound enemy: values left out stay unprinted, damage is 0 unless given', () => {
    expect(readEnemyShip({ name: 'Drone', structure: 4, extra: 1 }, 'enemy')).toEqual({ ok: true, trace: [], value: { name: 'Drone', structure: 4, damage: 0 } });
    expect(fightEnemyShip({ captain: me, role: 'defender', enemy: { name: 'Drone', structure: 4 } })).toMatchObject({ ok: true, value: { enemyDamageAfter: 2 } });
  });

  it('whatever an enemy ship is, the reader answers with a value or a refusal with a registered rule, never a throw', () => {
    const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -5, max: 1200 }), fc.string({ maxLength: 6 }), fc.array(fc.anything(), { maxLength: 3 }), fc.object({ maxDepth: 2 }));
    fc.assert(
      fc.property(fc.constantFrom('name', 'attack', 'defense', 'initiative', 'structure', 'damage', 'attackModifiers', 'defenseModifiers'), junk, junk, (key, value, role) => {
        for (const input of [{ captain: me, role: 'attacker', enemy: { ...corsair, [key]: value } }, { captain: me, role, enemy: corsair }]) {
          const r = fightEnemyShip(input);
          if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
        }
      }),
      { seed: 2026, numRuns: 300 },
    );
  });
});

describe('the effects of a successful attack are read at the edge', () => {
  const effect = { source: 'Smuggler', text: 'Draw a card.' };
  it('refuses each bad field with its message, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      ['Draw', 'ccg.piracy', 'self', /^Each effect of a successful attack must be a group of values\.$/],
      [{ text: 'Draw a card.' }, 'ccg.piracy', 'self.source', /^The card of each effect of a successful attack must be text\.$/],
      [{ source: 'S'.repeat(61), text: 'x' }, 'ccg.piracy', 'self.source', /at most 60 characters/],
      [{ source: 'Smuggler', text: ' ' }, 'ccg.piracy', 'self.text', /^What Smuggler does on a successful attack must not be empty\.$/],
      [{ source: 'Smuggler', text: 'x'.repeat(161) }, 'ccg.piracy', 'self.text', /at most 160 characters/],
      [{ ...effect, replenish: 'yes' }, 'ccg.keyword.replenish', 'self.replenish', /^Whether Smuggler replenishes must be true or false\.$/],
    ];
    expectRefusals((v) => readSuccessTrigger(v, 'self'), cases);
    expect(readSuccessTriggers(Array(DAMAGE_LIMITS.rows + 1).fill(effect), 'self')).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'self' });
    // Piracy reads them with the attacker's side, at the side's path.
    expect(resolvePiracy({ attacker: { ...me, onSuccess: [{ source: 'Smuggler' }] }, defender: foe })).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'attacker.onSuccess.0.text' });
  });

  it('reads a sound effect, and piracy lists it once the attack succeeds', () => {
    expect(readSuccessTrigger({ ...effect, replenish: true }, 'self')).toEqual({ ok: true, value: { ...effect, replenish: true }, trace: [] });
    expect(readSuccessTrigger(effect, 'self')).toEqual({ ok: true, value: effect, trace: [] });
    const r = resolvePiracy({ attacker: { ...me, ship: { ...ship, attack: 5 }, onSuccess: [effect] }, defender: foe });
    expect(r.ok && r.value.triggered).toEqual([effect]);
  });

  it('whatever an effect is, the reader answers with a value or a refusal with a registered rule, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ source: fc.anything(), text: fc.anything(), replenish: fc.anything() }, { requiredKeys: [] })), (v) => {
        const r = readSuccessTrigger(v, 'self');
        if (!r.ok) expect(isRuleId(r.rule)).toBe(true);
      }),
    );
  });
});
