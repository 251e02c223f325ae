/**
 * A preset for the enemy-ship fight of the piracy tool. The books print no
 * worked example of an enemy ship, so this one is ours: every card and value
 * is invented to show damage carried from round to round until the enemy is
 * destroyed, and the enemy's fire landing as one expense.
 */
import type { EnemyShipInput } from '../piracy/index.ts';

export interface EnemyShipPreset {
  id: string;
  title: string;
  source: string;
  standIns: string[];
  input: EnemyShipInput;
}

/**
 * The captain deals 2 damage a round against a structure of 4, so the enemy is
 * destroyed in the second round; the enemy's fire is an expense of 1 each round.
 * The enemy prints no initiative, so it counts as 0.
 */
export const RAIDER_CONTRACT: EnemyShipPreset = {
  id: 'raider-contract',
  title: 'Our example: a contract’s enemy ship',
  source: 'Made up for this site; no card values are from real cards',
  standIns: ['Every card and value in this example is invented; the enemy prints no initiative, so it counts as 0.'],
  input: {
    captain: {
      captain: 'ilsa',
      name: 'Ilsa',
      ship: { id: 'ilsa-ship', name: 'Patrol Corvette', attack: 2, defense: 1, initiative: 2 },
      controls: [{ id: 'ilsa-gunner', name: 'Gunner', type: 'crew', traits: ['Marine'] }],
      attackModifiers: [{ source: 'Gunner', amount: 1, when: { kind: 'controls', cardType: 'crew', trait: 'Marine' } }],
    },
    role: 'attacker',
    enemy: { name: 'Raider', attack: 2, defense: 1, structure: 4, damage: 0 },
  },
};

export const ENEMY_SHIP_PRESETS: readonly EnemyShipPreset[] = [RAIDER_CONTRACT];
