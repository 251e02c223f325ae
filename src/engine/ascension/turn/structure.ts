/**
 * The game turn as data (T21, [8.1]) for the turn diagram and the tracker:
 * two phases of three actions, each action revealed, ordered and played,
 * then the end-of-turn steps in the order of AM-49.
 */
import type { AscensionRuleId } from '../rules.ts';

export interface TurnStepInfo {
  id: string;
  title: string;
  what: string;
  rules: AscensionRuleId[];
}

export interface TurnPhaseInfo {
  id: 'phase-one' | 'phase-two' | 'end-of-turn';
  title: string;
  /** Action slots of the phase (none at the end of the turn). */
  actions: number[];
  steps: TurnStepInfo[];
}

const actionSteps = (first: number): TurnStepInfo[] => [
  { id: 'place', title: 'Place cards', what: `Each player lays one card face down on each of action slots ${first}–${first + 2} of the Action Mat.`, rules: ['ascension.a-8-1'] },
  { id: 'reveal', title: 'Reveal', what: 'Both players turn over the card of the current slot.', rules: ['ascension.a-8-1'] },
  { id: 'order', title: 'Order', what: 'Higher Initiative first; then Action type left to right on the board; then the higher card ID.', rules: ['ascension.a-8-1', 'ascension.a-8-2'] },
  {
    id: 'play',
    title: 'Action or Event',
    what: 'In that order each player uses the Action (the card stays, a use is marked on the Faction Panel) or the Event (the card is discarded).',
    rules: ['ascension.a-8-1', 'ascension.a-8-3', 'ascension.a-8-4'],
  },
  { id: 'repeat', title: 'Next slot', what: 'Repeat reveal, order and play for the next slot of the phase.', rules: ['ascension.a-8-1'] },
];

/** The end-of-turn steps in order (AM-49). */
export const END_OF_TURN_STEPS: readonly TurnStepInfo[] = [
  { id: 'book-passage', title: 'Book Passage arrivals', what: 'Diplomats and Shadow Agents waiting on the Turn Track are placed at a Starport of their owner\'s choice.', rules: ['ascension.a-8-2', 'ascension.AM-49'] },
  {
    id: 'scenario-combat',
    title: 'Scenario combat',
    what: 'If the scenario asks for it, opposing ships sharing a Jump Point fight; the leader of the last action picks the first battle, then the players alternate.',
    rules: ['ascension.a-8-1-end', 'ascension.a-9-2', 'ascension.AM-49'],
  },
  { id: 'revolts', title: 'Revolt losses', what: 'Each active Revolt takes 1 from a bar in its system.', rules: ['ascension.a-8-9-revolts', 'ascension.AM-20', 'ascension.AM-49'] },
  { id: 'blockades', title: 'Blockade losses', what: 'Each standing Blockade takes 1 Trade in its system.', rules: ['ascension.a-8-2', 'ascension.AM-21', 'ascension.AM-49'] },
  { id: 'keep-cards', title: 'Keep up to two cards', what: 'Each player discards the hand or keeps up to two cards.', rules: ['ascension.a-8-1-end'] },
  { id: 'trim-budget', title: 'Trim to Budget', what: 'A player over Budget returns Asset or Ship cards to the bottom of their decks until within it.', rules: ['ascension.a-5-0', 'ascension.AM-50'] },
  { id: 'refill', title: 'Refill to eight', what: 'Each player is dealt cards up to a hand of eight.', rules: ['ascension.a-8-1-end'] },
];

export type EndOfTurnStepId = 'book-passage' | 'scenario-combat' | 'revolts' | 'blockades' | 'keep-cards' | 'trim-budget' | 'refill';
export const END_OF_TURN_IDS = END_OF_TURN_STEPS.map((s) => s.id) as EndOfTurnStepId[];

export const TURN_STRUCTURE: readonly TurnPhaseInfo[] = [
  { id: 'phase-one', title: 'Phase One', actions: [1, 2, 3], steps: actionSteps(1) },
  { id: 'phase-two', title: 'Phase Two', actions: [4, 5, 6], steps: actionSteps(4) },
  { id: 'end-of-turn', title: 'End of turn', actions: [], steps: [...END_OF_TURN_STEPS] },
];

/** Hand size after the refill, and cards a player may keep ([8.1], [7.0]). */
export const HAND_SIZE = 8;
export const CARDS_KEPT = 2;
export const ACTIONS_PER_TURN = 6;
export const ACTIONS_PER_PHASE = 3;

/**
 * Who picks each end-of-turn battle: the leader of the last action picks the
 * first, then the two players alternate ([9.2] End of Turn Combat).
 */
export function endOfTurnCombatPickers(leader: string, other: string, battles: number): string[] {
  return Array.from({ length: Math.max(0, Math.min(battles, 64)) }, (_, i) => (i % 2 === 0 ? leader : other));
}
