/**
 * The siege and assault resolver's state: the system (a Treaty or not,
 * Society S and B values — none at all for a system without a Society —,
 * Defense Outposts), the target panel, the Tech Level, the ships or
 * Soldiers, which of them attacks now and the successes already taken, the
 * readings changed, and whether the exact fractions show. Every number as
 * typed. `link.ts` reads a state back from a link. Pure; no DOM.
 */
import type { ReadingKey } from '../../../engine/ascension/index.ts';
import type { Changed } from '../shared/readings.ts';

export interface SocietyRow {
  siege: string;
  battle: string;
}
export interface DefenseRow {
  level: string;
  owner: 'attacker' | 'defender';
}
export interface ShipRow {
  missiles: string;
  tl: string;
  hull: string;
  damage: string;
  disabled: boolean;
}
export interface SoldierRow {
  dice: string;
  tl: string;
}

export type Attack = 'siege' | 'assault';
export type TargetKind = 'world' | 'outpost' | 'defense';

export interface SiegeState {
  attack: Attack;
  /** The system has a Treaty: the engine refuses any Siege or Assault there. */
  treaty: boolean;
  societies: SocietyRow[];
  defenses: DefenseRow[];
  target: TargetKind;
  /** The World Panel's bar face (0: no bar). */
  barFace: string;
  /** The targeted Outpost's power level. */
  level: string;
  /** Which Defense Outpost is the target (0-based, chosen from the list). */
  defense: number;
  /** The system's Tech Level; not asked (TL 0, AM-03) while no Society is listed. */
  societyTl: string;
  /** Successes already taken in this action. */
  stripped: string;
  /** Which ship or Soldier attacks now (0-based, chosen from the list). */
  actor: number;
  fleet: ShipRow[];
  soldiers: SoldierRow[];
  exact: boolean;
  readings: Changed;
}

export const SIEGE_READINGS: readonly ReadingKey[] = ['naturalRolls', 'defenseCount', 'fleetSiege', 'outpostDestruction', 'soldiers', 'assaultCounter', 'disabledCheck', 'destroyedAt', 'planetaryRepeat'];

export const MAX_PANELS = 6;
export const MAX_SHIPS = 4;
export const MAX_SOLDIERS = 8;

export const NEW_SHIP: ShipRow = { missiles: '6', tl: '10', hull: '20', damage: '0', disabled: false };
export const NEW_SOLDIER: SoldierRow = { dice: '4', tl: '10' };

export const INITIAL: SiegeState = {
  attack: 'siege',
  treaty: false,
  societies: [
    { siege: '3', battle: '1' },
    { siege: '2', battle: '2' },
    { siege: '3', battle: '3' },
  ],
  defenses: [],
  target: 'world',
  barFace: '1',
  level: '1',
  defense: 0,
  societyTl: '10',
  stripped: '0',
  actor: 0,
  fleet: [{ missiles: '10', tl: '10', hull: '24', damage: '0', disabled: false }],
  soldiers: [{ dice: '6', tl: '10' }],
  exact: false,
  readings: {},
};

/** The question put to the engine: the state without what only changes the display. */
export const questionOf = (s: SiegeState): SiegeState => ({ ...s, exact: false });
