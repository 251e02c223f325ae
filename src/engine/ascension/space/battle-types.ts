/** The space battle resolver's state, events and steps. */
import type { Readings } from '../readings.ts';
import type { Side } from './initiative.ts';
import type { ShipRatings } from './ratings.ts';

export type CombatSystem = 'smart' | 'standard';

export interface BattleShip {
  id: string;
  side: Side;
  /** Printed ratings; Disabled halves them when used. */
  ratings: ShipRatings;
  initiative: number;
  damage: number;
  disabled: boolean;
  destroyed: boolean;
  withdrawn: boolean;
  /** S.M.A.R.T.: on the spotted side of the board (always true in Standard combat). */
  spotted: boolean;
  salvosUsed: number;
}

/** Missiles on their way: fired in the Missiles phase, striking in the Attack phase. */
export interface Volley {
  from: string;
  target: string;
  count: number;
  missileSize: number;
}

export type BattlePhase = 'sensors' | 'missiles' | 'attack' | 'impacts' | 'range' | 'target' | 'over';

/** Within a ship's attack: spinal, then beams, then (when missiles strike at the end of each ship's attack) its own missiles. */
export type AttackSlot = 'spinal' | 'beams' | 'own-missiles';

export interface BattleOutcome {
  /** The side left holding the field; null when both are gone. */
  winner: Side | null;
  reason: string;
}

export interface BattleState {
  system: CombatSystem;
  readings: Readings;
  round: number;
  range: number;
  maxRange: number;
  ships: BattleShip[];
  /** Ship ids in firing order (M8). */
  order: string[];
  phase: BattlePhase;
  /** Index into `order` of the ship whose step it is. */
  cursor: number;
  slot: AttackSlot;
  volleys: Volley[];
  /** Ships that have rolled Point Defense this Attack phase (AM-37). */
  pointDefenseUsed: string[];
  /** A ship owing a Disabled check after damage (M12). */
  pendingCheck: string | null;
  /** Sides whose ships sit on a System Panel (Blockade) and cannot withdraw. */
  blockaded: Side[];
  outcome: BattleOutcome | null;
  /** Nothing has happened yet this round: a Standard battle may be left here (the end of the last round). */
  roundStart: boolean;
}

export type BattleEvent =
  | { type: 'sensors'; ship: string; target: string | null; spotted?: boolean }
  | { type: 'missiles'; ship: string; target: string | null }
  | { type: 'spinal'; ship: string; target: string | null; damage?: number }
  | { type: 'beams'; ship: string; target: string | null; damage?: number }
  | { type: 'point-defense'; ship: string; kills: number[] }
  | { type: 'impact'; ship: string; damage: number }
  | { type: 'disabled-check'; ship: string; disabled: boolean }
  | { type: 'range'; winner: Side | 'none'; move?: 'closer' | 'further' }
  | { type: 'withdraw'; side: Side }
  | { type: 'stealth'; ship: string; success: boolean | null };

/** What the battle waits for next. */
export type BattleStep =
  | { kind: 'disabled-check'; ship: string }
  | { kind: 'sensors' | 'missiles' | 'spinal' | 'beams' | 'stealth'; ship: string; targets: string[] }
  | { kind: 'point-defense'; ship: string; volleys: Volley[] }
  | { kind: 'impact'; ship: string; volley: Volley }
  | { kind: 'range' }
  /** A whole round passed with nothing any ship can do: only a withdrawal ends it. */
  | { kind: 'stalled' }
  | { kind: 'over'; outcome: BattleOutcome };
