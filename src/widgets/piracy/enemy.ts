/**
 * Enemy-ship mode's bridge to the engine: the captain's side and the enemy
 * read from the typed text (blank enemy values are "not printed"), and the
 * enemy-ship presets as tool states. Loaded with the enemy-ship view only.
 */
import { num, opt } from '../kit/form.ts';
import type { EnemyShipPreset } from '../../engine/ccg/examples/index.ts';
import { cleanState, type PiracyState } from './state.ts';
import { combatantFrom, upgradesFrom } from './reading.ts';
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

/** The fight as the engine takes it (`readEnemyShipInput` reads it): names and numbers as typed. */
export interface EnemyInput {
  captain: ReturnType<typeof combatantFrom>;
  role: PiracyState['role'];
  enemy: Record<string, unknown>;
}

/**
 * The captain's upgrades go to the engine as cards the captain controls
 * (for conditions), after the other cards: a refusal of one of them is at
 * `captain.controls.<cards + i>`, and is shown beside the upgrade's own field
 * (`captain.upgrades.<i>`).
 */
export function toEnemyInput(s: PiracyState): EnemyInput {
  const captain = combatantFrom(s.attacker, 'captain');
  captain.controls = [...captain.controls, ...upgradesFrom(s.attacker).map((u) => ({ id: u.id, name: u.name, type: 'upgrade', traits: u.traits }))];
  const e = s.enemy;
  const enemy: Record<string, unknown> = { name: e.name.trim().replace(/\s+/g, ' '), damage: num(e.damage) };
  for (const key of ['attack', 'defense', 'initiative', 'structure'] as const) {
    const value = opt(e[key]);
    if (value !== undefined) enemy[key] = value;
  }
  return { captain, role: s.role, enemy };
}

/** The field of the form an engine path of the enemy fight names: an upgrade's, for the controlled cards past the side's own (`toEnemyInput`). */
export function enemyField(path: string, s: PiracyState): string {
  const m = /^captain\.controls\.(\d+)(\..*)?$/.exec(path);
  const k = m ? Number(m[1]) - s.attacker.cards.length : -1;
  return m && k >= 0 ? `captain.upgrades.${k}${m[2] ?? ''}` : path;
}
