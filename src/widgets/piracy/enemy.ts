/**
 * Enemy-ship mode's bridge to the engine: the captain's side and the enemy
 * read from the typed text (blank enemy values are "not printed"), and the
 * enemy-ship presets as tool states. Loaded with the enemy-ship view only.
 */
import { num, opt } from '../kit/form.ts';
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
  /** The fight as the engine takes it (`readEnemyShipInput` reads it): names and numbers as typed. */
  input: { captain: ReturnType<typeof readCombatant>; role: PiracyState['role']; enemy: Record<string, unknown> };
  errors: FieldErrors;
  ok: boolean;
}

export function toEnemyInput(s: PiracyState): EnemyReading {
  const r = new Reading();
  const captain = readCombatant(r, s.attacker, 'captain', 'captain');
  // Upgrades attached to the captain's ship are cards the captain controls (for conditions).
  const upgrades = readUpgrades(r, s.attacker, 'captain');
  captain.controls = [...captain.controls, ...upgrades.map((u) => ({ id: u.id, name: u.name, type: 'upgrade', traits: u.traits }))];
  const e = s.enemy;
  const enemy: Record<string, unknown> = { name: e.name.trim().replace(/\s+/g, ' '), damage: num(e.damage) };
  for (const key of ['attack', 'defense', 'initiative', 'structure'] as const) {
    const value = opt(e[key]);
    if (value !== undefined) enemy[key] = value;
  }
  return { input: { captain, role: s.role, enemy }, errors: r.errors, ok: r.ok };
}
