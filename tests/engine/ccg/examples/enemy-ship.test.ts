import { describe, expect, it } from 'vitest';
import { fightEnemyShip } from '../../../../src/engine/ccg/piracy/enemy-ship.ts';
import { ENEMY_SHIP_PRESETS, RAIDER_CONTRACT } from '../../../../src/engine/ccg/examples/enemy-ship.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

describe('enemy-ship preset (ours): the Raider', () => {
  it('deals 2 a round (3 with the Gunner against Defense Value 1) and takes one expense of 1', () => {
    const r = fightEnemyShip(RAIDER_CONTRACT.input);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.captainFire.attackValue.final).toBe(3);
    expect(r.value.captainFire.damage).toBe(2);
    expect(r.value.enemyFire.damage).toBe(1);
    expect(r.value.captainExpense).toBe(1);
    expect(r.value).toMatchObject({ enemyDamageBefore: 0, enemyDamageAfter: 2, enemyStructure: 4, destroyed: false });
    expect(r.trace.every((s) => isRuleId(s.rule))).toBe(true);
  });

  it('is destroyed in the second round when its damage is carried over', () => {
    const first = fightEnemyShip(RAIDER_CONTRACT.input);
    if (!first.ok) throw new Error(first.error);
    const second = fightEnemyShip({ ...RAIDER_CONTRACT.input, enemy: { ...RAIDER_CONTRACT.input.enemy, damage: first.value.enemyDamageAfter } });
    if (!second.ok) throw new Error(second.error);
    expect(second.value).toMatchObject({ enemyDamageBefore: 2, enemyDamageAfter: 4, destroyed: true });
  });

  it('is listed once, with a unique id', () => {
    expect(ENEMY_SHIP_PRESETS).toContain(RAIDER_CONTRACT);
    expect(new Set(ENEMY_SHIP_PRESETS.map((p) => p.id)).size).toBe(ENEMY_SHIP_PRESETS.length);
  });
});
