/** The spec's reference figures R1–R33, reproduced exactly as fractions under the recommended readings. */
import { describe, expect, it } from 'vitest';
import { chanceAtLeast, mean } from '../../../src/engine/core/dice/index.ts';
import { budgetReport, repairOdds, treatyCheck, victory } from '../../../src/engine/ascension/economy/index.ts';
import { fluxOdds, sabotageOdds, secretRollOdds } from '../../../src/engine/ascension/flux/index.ts';
import { assaultPass, siegePass } from '../../../src/engine/ascension/planetary/index.ts';
import { withReadings } from '../../../src/engine/ascension/readings.ts';
import { disableChance, energyOdds, missileOdds, rangeRollOdds, sensorsOdds, stealthOdds } from '../../../src/engine/ascension/space/index.ts';
import { DEFAULT_READINGS } from '../../../src/engine/ascension/readings.ts';
import { actionOrder } from '../../../src/engine/ascension/turn/index.ts';
import { text, value } from './helpers.ts';

const asset = (dice: number) => ({ kind: 'asset' as const, dice });
const flux = (systems: [number, number][], yourTl: number, systemTl: number, dice: number) =>
  value(fluxOdds({ systems: systems.map(([societies, resources]) => ({ societies, resources })), yourTl, systemTl, roller: asset(dice) }));
const siege838 = { societies: [{ siege: 3, battle: 1 }, { siege: 2, battle: 2 }, { siege: 3, battle: 3 }], defenses: [] };
const siegeWith = (tl: number) => value(siegePass({ system: siege838, target: { kind: 'world', barFace: 1 }, societyTl: 10, fleet: [{ missiles: 10, tl, hull: 60 }] }));

describe('reference figures', () => {
  it('R1 flux, 1 Society + 1 Resource, equal TL, 1 die: 1/3', () => expect(text(flux([[1, 1]], 10, 10, 1).pass)).toBe('1/3'));
  it('R2 the same at TL 11 against 10: 1/2', () => expect(text(flux([[1, 1]], 11, 10, 1).pass)).toBe('1/2'));
  it('R3 R2 with 2 dice: 3/4', () => expect(text(flux([[1, 1]], 11, 10, 2).pass)).toBe('3/4'));
  it('R4 1 panel, TL 8 against 10, 4 dice: 0', () => expect(text(flux([[1, 0]], 8, 10, 4).pass)).toBe('0'));
  it('R5 4 panels, TL 12 against 10, 1 die: 1', () => expect(text(flux([[2, 2]], 12, 10, 1).pass)).toBe('1'));
  it('R6 two systems 3 + 2 panels, TL 9 against 11, 2 dice: 3/4', () => expect(text(flux([[2, 1], [1, 1]], 9, 11, 2).pass)).toBe('3/4'));
  it('R7 Embassy level 2 (3 dice), target 2: 19/27', () => {
    const r = value(fluxOdds({ systems: [{ societies: 1, resources: 1 }], yourTl: 10, systemTl: 10, roller: { kind: 'embassy', level: 2 } }));
    expect(r.dice).toBe(3);
    expect(text(r.pass)).toBe('19/27');
  });
  it('R8 its Treaty flux (1 die), target 2: 1/3', () => {
    const r = value(fluxOdds({ systems: [{ societies: 1, resources: 1 }], yourTl: 10, systemTl: 10, roller: { kind: 'embassy', level: 2 }, purpose: 'treaty' }));
    expect(r.dice).toBe(1);
    expect(text(r.pass)).toBe('1/3');
  });
  it('R9 Sabotage 3 dice, target 2: power lost 0/1/2/3 = 8/27, 4/9, 2/9, 1/27', () => {
    const r = value(sabotageOdds({ flux: { systems: [{ societies: 1, resources: 1 }], yourTl: 10, systemTl: 10, roller: asset(3) }, outpostLevel: 2 }));
    expect(r.flux.successTable.map((o) => text(o.chance))).toEqual(['8/27', '4/9', '2/9', '1/27']);
  });
  it('R10 Mystery 2 dice, M 2: 5/9', () => expect(text(value(secretRollOdds({ kind: 'mystery', dice: 2, value: 2 })).find)).toBe('5/9'));
  it('R11 Siege 8 (3 + 2 + 3), 10 Missiles, equal TL: 7/128', () => {
    const r = siegeWith(10);
    expect(r.rating).toBe(8);
    expect(text(r.attack.success)).toBe('7/128');
  });
  it('R12 the same with the ship one TL up: 5888/19683', () => expect(text(siegeWith(11).attack.success)).toBe('5888/19683'));
  it('R13 the same with the ship one TL down: 67/19683', () => expect(text(siegeWith(9).attack.success)).toBe('67/19683'));
  it('R14 S 2 + an unpowered Defense (rating 3), 4 Missiles, TL +1: 16/27', () => {
    const r = value(siegePass({ system: { societies: [{ siege: 2, battle: 0 }], defenses: [{ level: 0, owner: 'defender' }] }, target: { kind: 'world', barFace: 1 }, societyTl: 10, fleet: [{ missiles: 4, tl: 11, hull: 30 }] }));
    expect(r.rating).toBe(3);
    expect(text(r.attack.success)).toBe('16/27');
  });
  it('R15 counter-fire at 8: mean 28, P(≥ 28) = 100865/186624', () => {
    const counter = siegeWith(10).counter!;
    expect(text(counter.mean)).toBe('28');
    expect(text(chanceAtLeast(counter.damage, 28))).toBe('100865/186624');
  });
  const battle6 = { societies: [{ siege: 0, battle: 1 }, { siege: 0, battle: 2 }, { siege: 0, battle: 3 }], defenses: [] };
  it('R16 Assault against Battle 6 (1 + 2 + 3), a 6-die Soldier, equal TL: 1/64', () => {
    const r = value(assaultPass({ system: battle6, target: { kind: 'world', barFace: 1 }, societyTl: 10, soldiers: [{ dice: 6, tl: 10 }] }));
    expect(r.rating).toBe(6);
    expect(text(r.attack.success)).toBe('1/64');
  });
  it('R17 Battle 6 against a 4-die Soldier: 0', () => {
    expect(text(value(assaultPass({ system: battle6, target: { kind: 'world', barFace: 1 }, societyTl: 10, soldiers: [{ dice: 4, tl: 10 }] })).attack.success)).toBe('0');
  });
  it('R18 Assault reply: 4 dice against Soldier rating 2, Society TL 10 against Soldier TL 11: 11/27', () => {
    const r = value(assaultPass({ system: { societies: [{ siege: 0, battle: 4 }], defenses: [] }, target: { kind: 'world', barFace: 1 }, societyTl: 10, soldiers: [{ dice: 2, tl: 11 }] }));
    expect(r.counter.dice).toBe(4);
    expect(r.counter.hitOn.used).toBe(2);
    expect(text(r.counter.eliminated)).toBe('11/27');
  });
  it('R19 Range roll, 1 die each: attacker 5/12, defender 5/12, no change 1/6', () => {
    const r = value(rangeRollOdds({ attacker: [{ agility: 1 }], defender: [{ agility: 1 }] }));
    expect([r.attackerWins, r.defenderWins, r.noChange].map(text)).toEqual(['5/12', '5/12', '1/6']);
  });
  it('R20 Range roll, 2 dice against 1: 161/216, 55/216, 0', () => {
    const r = value(rangeRollOdds({ attacker: [{ agility: 2 }], defender: [{ agility: 1 }] }));
    expect([r.attackerWins, r.defenderWins, r.noChange].map(text)).toEqual(['161/216', '55/216', '0']);
  });
  it('R21 Stealth 2 dice at range 3: 5/9', () => expect(text(value(stealthOdds({ stealth: 2, range: 3 })).success)).toBe('5/9'));
  it('R22 Stealth at range 1: 0', () => expect(text(value(stealthOdds({ stealth: 2, range: 1 })).success)).toBe('0'));
  it('R23 Sensors 2 dice, Size 5, range 2: 3/4', () => expect(text(value(sensorsOdds({ sensors: 2, targetSize: 5, range: 2 })).success)).toBe('3/4'));
  const beams = () => value(energyOdds({ weapon: 'beams', dice: 3, targetSize: 4, range: 1, targetShields: 1 }));
  it('R24 Beams 3 dice, Size 4, range 1, Shields 1: P(0) 8/27, mean 5/2', () => {
    expect(text(beams().none)).toBe('8/27');
    expect(text(beams().mean)).toBe('5/2');
  });
  it('R25 the same, damage 0/2/3/…/9', () => {
    expect(beams().table.map((o) => `${o.value}:${text(o.chance)}`)).toEqual(['0:8/27', '2:2/9', '3:2/9', '4:1/18', '5:1/9', '6:13/216', '7:1/72', '8:1/72', '9:1/216']);
  });
  it('R26 4 Missiles against ECM 1, PD 2 dice, Missile Size 2, Missile to Hit 3: P(0) 2/9, mean 49/6', () => {
    const r = value(missileOdds({ missiles: 4, missileSize: 2, targetEcm: 1, targetPointDefense: 2, targetMissileToHit: 3 }));
    expect(r.fired).toBe(3);
    expect(text(r.none)).toBe('2/9');
    expect(text(r.mean)).toBe('49/6');
  });
  it('R27 the Disabled check: 1/3', () => expect(text(disableChance(DEFAULT_READINGS))).toBe('1/3'));
  it('R28 repair at a level-1 Starport: P(≥ 7) 7/12, mean 7', () => {
    const r = value(repairOdds({ starportLevel: 1, hull: 30, damage: 14 }));
    expect(r.dice).toBe(2);
    expect(text(chanceAtLeast(r.repaired, 7))).toBe('7/12');
    expect(text(mean(r.repaired))).toBe('7');
  });
  it('R29 order: A (5, Shadow, 40) against B (5, Diplomacy, 12) → B, A', () => {
    const r = value(actionOrder({ cards: [{ player: 'A', initiative: 5, action: 'shadow', cardId: 40 }, { player: 'B', initiative: 5, action: 'diplomacy', cardId: 12 }] }));
    expect(r.order).toEqual(['B', 'A']);
    expect(r.decidedBy).toEqual(['action-type']);
  });
  const treaty = (faces: number[]) => ({
    worldPanels: faces.map((barFace, i) => ({ kind: i === 0 ? ('society' as const) : ('resource' as const), barFace, owner: 'you' as const })),
    outposts: [{ kind: 'factory' as const, level: 2, owner: 'you' as const }],
    roller: asset(1),
    yourTl: 10,
    systemTl: 10,
  });
  it('R30 Treaty: bars 1, 2 against a level-2 Factory: yes at least, no exactly', () => {
    expect(value(treatyCheck(treaty([1, 2]))).eligible).toBe(true);
    expect(value(treatyCheck(treaty([1, 2]), withReadings({ treatyPower: 'exact' }))).eligible).toBe(false);
  });
  it('R31 Budget 4 + 3 + 4 = 11', () => expect(value(budgetReport({ panelBudgets: [4, 3, 4] })).budget).toBe(11));
  it('R32 Treaty: bars 1, 1, 2 against a level-2 Factory: yes under both readings', () => {
    expect(value(treatyCheck(treaty([1, 1, 2]))).eligible).toBe(true);
    expect(value(treatyCheck(treaty([1, 1, 2]), withReadings({ treatyPower: 'exact' }))).eligible).toBe(true);
  });
  it('R33 VP: Treaty system bars 2, 2 and a level-2 Factory; elsewhere a Starport 1 and a Resource 1: 14', () => {
    const r = value(
      victory({
        players: [
          { id: 'A', systems: [{ treaty: true, bars: [{ face: 2 }, { face: 2 }, { face: 2, outpost: 'factory' }] }, { bars: [{ face: 1, outpost: 'starport' }, { face: 1 }] }], factionTls: [10, 10, 10] },
          { id: 'B', systems: [], factionTls: [10, 10, 10] },
        ],
      }),
    );
    expect(r.scores[0]!.vp).toBe(14);
  });
});
