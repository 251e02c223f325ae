import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fightEnemyShip, type EnemyShip } from '../../../../src/engine/ccg/piracy/enemy-ship.ts';
import type { Combatant } from '../../../../src/engine/ccg/piracy/ship-values.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { Step } from '../../../../src/engine/ccg/result.ts';

const registered = (trace: Step[]) => trace.every((s) => isRuleId(s.rule));

const scout: Combatant = { captain: 'ahab', name: 'Ahab', ship: { id: 'scout', name: 'Type S Scout', attack: 3, defense: 1, initiative: 3 } };
const corsair: EnemyShip = { name: 'Vargr Corsair', attack: 3, defense: 1, structure: 5 };

describe('enemy ships', () => {
  it('puts the captain\'s damage on the enemy and the enemy\'s damage on one expense', () => {
    const r = fightEnemyShip({ captain: scout, role: 'attacker', enemy: corsair });
    expect(r.ok && r.value).toMatchObject({ enemyDamageBefore: 0, enemyDamageAfter: 2, enemyStructure: 5, destroyed: false, captainExpense: 2 });
    expect(r.ok && r.trace.map((s) => s.rule)).toContain('ccg.note.piracy-one-expense');
    expect(r.ok && registered(r.trace)).toBe(true);
  });

  it('accumulates damage over rounds until the enemy is destroyed (it never repairs)', () => {
    let damage = 0;
    let rounds = 0;
    let destroyed = false;
    while (!destroyed && rounds < 10) {
      const r = fightEnemyShip({ captain: scout, role: 'attacker', enemy: { ...corsair, damage } });
      if (!r.ok) throw new Error(r.error);
      damage = r.value.enemyDamageAfter;
      destroyed = r.value.destroyed;
      rounds += 1;
    }
    expect(rounds).toBe(3);
    expect(damage).toBe(6);
  });

  it('treats unprinted enemy values as 0', () => {
    const r = fightEnemyShip({ captain: scout, role: 'attacker', enemy: { name: 'Drone', structure: 4 } });
    expect(r.ok && r.value.captainFire.defenseValue.final).toBe(0);
    expect(r.ok && r.value.enemyFire.attackValue.final).toBe(0);
    expect(r.ok && r.value).toMatchObject({ enemyDamageAfter: 3, captainExpense: 0 });
    expect(r.ok && r.trace.filter((s) => s.text.includes('no printed')).length).toBe(3);
  });

  it('lets the captain choose the role: the order of fire changes, and while the enemy survives the numbers do not', () => {
    const a = fightEnemyShip({ captain: scout, role: 'attacker', enemy: corsair });
    const d = fightEnemyShip({ captain: scout, role: 'defender', enemy: corsair });
    if (!a.ok || !d.ok) throw new Error('expected both to resolve');
    expect(d.value.enemyDamageAfter).toBe(a.value.enemyDamageAfter);
    expect(d.value.captainExpense).toBe(a.value.captainExpense);
    const firstShot = (t: Step[]) => t.find((s) => s.text.includes('gives'))?.text ?? '';
    expect(firstShot(a.trace)).toMatch(/^Ahab's Attack Value/);
    expect(firstShot(d.trace)).toMatch(/^Vargr Corsair's Attack Value/);
  });

  it('an enemy destroyed by the captain’s attack never fires back; as defender the captain takes its fire first', () => {
    const finishing = { ...corsair, damage: 3 };
    const a = fightEnemyShip({ captain: scout, role: 'attacker', enemy: finishing });
    const d = fightEnemyShip({ captain: scout, role: 'defender', enemy: finishing });
    if (!a.ok || !d.ok) throw new Error('expected both to resolve');
    expect(a.value).toMatchObject({ destroyed: true, enemyFired: false, captainExpense: 0 });
    expect(a.trace.map((s) => s.rule)).toContain('ccg.note.enemy-ship-return-fire');
    expect(a.trace.some((s) => s.text.includes('becomes one expense'))).toBe(false);
    expect(d.value).toMatchObject({ destroyed: true, enemyFired: true, captainExpense: 2 });
    expect(registered(a.trace) && registered(d.trace)).toBe(true);
  });

  it('an enemy with no printed structure is destroyed by the first point of damage, never by none', () => {
    const blank: EnemyShip = { name: 'Derelict', attack: 2 };
    const none = fightEnemyShip({ captain: { ...scout, ship: { ...scout.ship, attack: 0 } }, role: 'attacker', enemy: blank });
    expect(none.ok && none.value).toMatchObject({ enemyDamageAfter: 0, destroyed: false, enemyFired: true, captainExpense: 1 });
    const one = fightEnemyShip({ captain: scout, role: 'attacker', enemy: blank });
    expect(one.ok && one.value).toMatchObject({ destroyed: true, enemyFired: false, captainExpense: 0 });
  });

  it('uses the enemy\'s initiative (0 when unprinted) for initiative conditions', () => {
    const withPlate: Combatant = { ...scout, attackModifiers: [{ source: 'Thruster Plate', amount: 1, when: { kind: 'opponent-lower-initiative' } }] };
    const r = fightEnemyShip({ captain: withPlate, role: 'attacker', enemy: { ...corsair, initiative: undefined } });
    expect(r.ok && r.value.captainFire.attackValue.final).toBe(4);
    const faster = fightEnemyShip({ captain: withPlate, role: 'attacker', enemy: { ...corsair, initiative: 5 } });
    expect(faster.ok && faster.value.captainFire.attackValue.final).toBe(3);
  });

  it('refuses a destroyed enemy, a missing role and bad values', () => {
    expect(fightEnemyShip({ captain: scout, role: 'attacker', enemy: { ...corsair, damage: 5 } })).toMatchObject({ ok: false, field: 'enemy.damage' });
    expect(fightEnemyShip({ captain: scout, role: 'bystander' as 'attacker', enemy: corsair })).toMatchObject({ ok: false, field: 'role' });
    expect(fightEnemyShip({ captain: scout, role: 'attacker', enemy: { ...corsair, structure: -1 } })).toMatchObject({ ok: false, field: 'enemy.structure' });
  });

  it('damage only grows, the enemy is destroyed exactly when its damage reaches its structure, and fires back unless the attack destroyed it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom('attacker' as const, 'defender' as const),
        (av, dv, enemyAv, structure, before, role) => {
          const enemy: EnemyShip = { name: 'E', attack: enemyAv, defense: dv, structure, damage: Math.min(before, structure - 1) };
          const r = fightEnemyShip({ captain: { ...scout, ship: { ...scout.ship, attack: av } }, role, enemy });
          if (!r.ok) return false;
          const v = r.value;
          return (
            v.enemyDamageAfter === v.enemyDamageBefore + Math.max(0, av - dv) &&
            v.destroyed === v.enemyDamageAfter >= structure &&
            v.enemyFired === !(role === 'attacker' && v.destroyed) &&
            v.captainExpense === (v.enemyFired ? Math.max(0, enemyAv - scout.ship.defense) : 0) &&
            registered(r.trace)
          );
        },
      ),
    );
  });
});

describe('enemy ship wording', () => {
  it('names an enemy ship once, not as its own owner', () => {
    const r = fightEnemyShip({ captain: scout, role: 'attacker', enemy: corsair });
    const text = r.ok ? r.trace.map((s) => s.text).join(' ') : '';
    expect(text).toContain('Defense Value of Vargr Corsair is 1');
    expect(text).not.toContain("Vargr Corsair's Vargr Corsair");
  });
});
