/** The turn tracker's state and events. */
import type { ActionBar, ActionType, PanelSlot } from '../board/index.ts';
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
  | { type: 'end-step'; step: EndOfTurnStepId }
  | { type: 'next-turn' };

export type { ActionBar };
