/**
 * Enemy-ship mode's bridge to the engine: the captain's side and the enemy
 * read from the typed text (blank enemy values are "not printed"), and the
 * enemy-ship presets as tool states. Loaded with the enemy-ship view only.
 */
import type { ControlledCard } from '../../engine/ccg/piracy/index.ts';
import type { EnemyShip, EnemyShipInput } from '../../engine/ccg/piracy/index.ts';
import type { EnemyShipPreset } from '../../engine/ccg/examples/index.ts';
import { cleanState, type PiracyState } from './state.ts';
import { Reading, readCombatant, readUpgrades, type FieldErrors } from './reading.ts';
import { sideFrom, text } from './presets.ts';

export function stateFromEnemyPreset(p: EnemyShipPreset): PiracyState {
  const e = p.input.enemy;
  return {
    ...cleanState(),
    mode: 'enemy',
    preset: p.id,
    attacker: sideFrom(p.input.captain),
    role: p.input.role,
    enemy: { name: e.name, attack: text(e.attack), defense: text(e.defense), initiative: text(e.initiative), structure: text(e.structure), damage: text(e.damage ?? 0), round: 1 },
  };
}

export interface EnemyReading {
  input: EnemyShipInput;
  errors: FieldErrors;
  ok: boolean;
}

export function toEnemyInput(s: PiracyState): EnemyReading {
  const r = new Reading();
  const captain = readCombatant(r, s.attacker, 'captain', 'captain');
  // Upgrades attached to the captain's ship are cards the captain controls (for conditions).
  const upgrades = readUpgrades(r, s.attacker, 'captain');
  captain.controls = [...(captain.controls ?? []), ...upgrades.map((u): ControlledCard => ({ id: u.id, name: u.name, type: 'upgrade', traits: u.traits ?? [] }))];
  const e = s.enemy;
  const enemy: EnemyShip = { name: r.name(e.name, 'enemy.name', 'the enemy ship’s name') };
  const attack = r.optionalWhole(e.attack, 'enemy.attack', 'the Attack Value');
  const defense = r.optionalWhole(e.defense, 'enemy.defense', 'the Defense Value');
  const initiative = r.optionalWhole(e.initiative, 'enemy.initiative', 'the initiative');
  const structure = r.optionalWhole(e.structure, 'enemy.structure', 'the structure');
  if (attack !== undefined) enemy.attack = attack;
  if (defense !== undefined) enemy.defense = defense;
  if (initiative !== undefined) enemy.initiative = initiative;
  if (structure !== undefined) enemy.structure = structure;
  enemy.damage = r.whole(e.damage, 'enemy.damage', 'the damage from earlier rounds', 0, 999);
  return { input: { captain, role: s.role, enemy }, errors: r.errors, ok: r.ok };
}
