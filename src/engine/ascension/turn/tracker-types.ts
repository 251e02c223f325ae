/** The turn tracker's state and events. */
import type { ActionBar, ActionType, PanelSlot } from '../board/index.ts';
import type { OutpostKind } from '../economy/index.ts';
import type { DecidedBy, RevealedCard } from './order.ts';
import type { EndOfTurnStepId } from './structure.ts';

export interface AbilityBox {
  name: string;
  /** Uses per game; null for an ability marked "Always". */
  boxes: number | null;
  marked: number;
}

export interface TrackedPlayer {
  id: string;
  /** Uses per turn of each type, from the three Faction Panels. */
  counts: Readonly<Record<ActionType, number>>;
  /** Uses marked this turn. */
  used: Record<ActionType, number>;
  abilities: AbilityBox[];
}

export type TrackerStage = 'reveal' | 'play' | 'end-of-turn';

/** A panel of a tracked system, by kind and number (0-based). */
export interface PanelRef {
  kind: 'society' | 'resource' | 'outpost';
  index: number;
}
export type WorldRef = PanelRef & { kind: 'society' | 'resource' };

/** A World Panel's bar: its face (0: none) and the player who owns it. */
export interface TrackedBar {
  face: number;
  owner: string | null;
}

/** A Revolt or a Blockade standing, and how many end-of-turn steps it has stood through. */
export interface Standing {
  /** The turn it began. */
  since: number;
  /** End-of-turn loss steps it has stood through, a loss taken or not. */
  turns: number;
}

export interface TrackedSociety extends TrackedBar {
  revolt: Standing | null;
}

export interface TrackedOutpost {
  kind: OutpostKind;
  level: number;
  owner: string;
}

export interface TrackedBlockade extends Standing {
  panel: WorldRef;
  /** The player whose Destroyer or Cruiser sits on the panel. */
  by: string;
}

/** A system whose bars, Revolts and Blockades the tracker keeps from turn to turn. */
export interface TrackedSystem {
  name: string;
  societies: TrackedSociety[];
  resources: TrackedBar[];
  outposts: TrackedOutpost[];
  blockades: TrackedBlockade[];
  /** Power and Trade taken by end-of-turn losses so far, one per loss. */
  taken: number;
  /** Bars brought to nothing by those losses and returned to their owners. */
  barsReturned: number;
}

/** A player's pick of the panel a loss comes off, when several qualify (AM-20, AM-21). */
export interface LossPick extends PanelRef {
  system: number;
}

export interface TurnTrackerState {
  turn: number;
  /** The action slot in play, 1–6. */
  slot: number;
  stage: TrackerStage;
  players: TrackedPlayer[];
  /** The cards revealed for the current slot, once revealed. */
  revealed: RevealedCard[];
  /** The order of play for the current slot. */
  order: string[];
  decidedBy: DecidedBy[];
  /** How many players of `order` have played. */
  played: number;
  /** Who led the latest action: picks the first end-of-turn battle. */
  lastLeader: string | null;
  /** End-of-turn steps checked so far, in order. */
  endSteps: EndOfTurnStepId[];
  /** The systems whose state the tracker keeps across turns, in the order they were added. */
  systems: TrackedSystem[];
}

export interface PanelInput {
  slot: PanelSlot;
  /** Action Count of the slot's two types, in board order. */
  counts: [number, number];
  abilities: { name: string; boxes: number | 'always' }[];
}

export interface TurnTrackerSetup {
  players: { id: string; panels: PanelInput[] }[];
}

export type TurnTrackerEvent =
  | { type: 'reveal'; cards: RevealedCard[] }
  | { type: 'play'; player: string; use: 'action' | 'event'; actionType?: ActionType }
  | { type: 'react'; player: string; kind: 'security-detail' | 'mitigate' | 'react-event' }
  | { type: 'ability'; player: string; index: number }
  | { type: 'end-step'; step: EndOfTurnStepId; picks?: LossPick[] }
  | { type: 'next-turn' }
  | { type: 'add-system'; name: string; societies?: { face?: number; owner?: string | null }[]; resources?: { face?: number; owner?: string | null }[]; outposts?: { kind: OutpostKind; level?: number; owner: string }[] }
  | { type: 'set-bar'; system: number; panel: WorldRef; face: number; owner: string | null }
  | { type: 'build-outpost'; system: number; kind: OutpostKind; owner: string }
  | { type: 'power-outpost'; system: number; index: number; level: number }
  | { type: 'remove-outpost'; system: number; index: number }
  | { type: 'revolt'; system: number; society: number; active: boolean }
  | { type: 'blockade'; system: number; panel: WorldRef; by: string | null };

export type { ActionBar };
