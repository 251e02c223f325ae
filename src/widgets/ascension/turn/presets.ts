/**
 * The tracker's examples, ours: the book prints no Faction Panel values.
 * "A tie on Initiative" reveals two cards of Initiative 5: Diplomacy stands
 * left of Shadow on the board, so its player goes first ([8.1]).
 */
import type { TurnTrackerSetup } from '../../../engine/ascension/turn/index.ts';
import { EMPTY_CARDS, formOf, type TurnState } from './state.ts';

export interface TurnExample {
  id: string;
  label: string;
  source: string;
  state: TurnState;
}

const TABLE: TurnTrackerSetup = {
  players: [
    {
      id: 'Ann',
      panels: [
        { slot: 'military-diplomacy', counts: [2, 1], abilities: [{ name: 'Fleet Doctrine', boxes: 2 }] },
        { slot: 'shadow-science', counts: [2, 1], abilities: [] },
        { slot: 'economic-movement', counts: [1, 2], abilities: [{ name: 'Trade Charter', boxes: 'always' }] },
      ],
    },
    {
      id: 'Bo',
      panels: [
        { slot: 'military-diplomacy', counts: [1, 2], abilities: [] },
        { slot: 'shadow-science', counts: [1, 2], abilities: [{ name: 'Deep Survey', boxes: 1 }] },
        { slot: 'economic-movement', counts: [2, 1], abilities: [] },
      ],
    },
  ],
};

const game = (moves: TurnState['moves']): TurnState => ({ setup: TABLE, moves, form: formOf(TABLE), cards: EMPTY_CARDS });

/** Six actions of our own making, each player's use within their Action Counts. */
const SIX_ACTIONS: TurnState['moves'] = [
  ['V', [7, 'military', 3], [4, 'economic', 22]],
  ['P', 0, 'a', ''],
  ['P', 1, 'a', ''],
  ['V', [2, 'shadow', 14], [6, 'any', 30]],
  ['P', 1, 'a', 'science'],
  ['P', 0, 'e', ''],
  ['V', [5, 'diplomacy', 8], [5, 'diplomacy', 9]],
  ['P', 1, 'a', ''],
  ['P', 0, 'a', ''],
  ['V', [3, 'movement', 17], [8, 'military', 2]],
  ['P', 1, 'a', ''],
  ['P', 0, 'a', ''],
  ['V', [6, 'science', 11], [6, 'economic', 25]],
  ['P', 0, 'a', ''],
  ['P', 1, 'a', ''],
  ['V', [1, 'any', 5], [9, 'shadow', 33]],
  ['P', 1, 'a', ''],
  ['P', 0, 'a', 'economic'],
];

export const TURN_EXAMPLES: readonly TurnExample[] = [
  { id: 'table', label: 'Ann and Bo sit down', source: 'Our example: two players with Faction Panels of our own making, at the start of turn 1.', state: game([]) },
  {
    id: 'tie',
    label: 'A tie on Initiative',
    source: 'Our example: Ann reveals Initiative 5, Shadow, card 40; Bo Initiative 5, Diplomacy, card 12. Diplomacy stands left of Shadow on the board, so Bo goes first.',
    state: game([['V', [5, 'shadow', 40], [5, 'diplomacy', 12]]]),
  },
  {
    id: 'end',
    label: 'The end of turn 1',
    source: 'Our example: six actions played, the end-of-turn steps to go through.',
    state: game(SIX_ACTIONS),
  },
  {
    id: 'revolt',
    label: 'A Revolt and a Blockade at the end of the turn',
    source:
      'Our example: in Vland a Revolt stands on a Society with no bar left, so its loss falls on another Society and the players pick which; Bo’s ship blockades Ann’s Resource, which loses its bar.',
    state: game([
      ['Y', 'Vland', [[0, -1], [2, 1], [1, 0]], [[1, 0]], [['f', 1, 1]]],
      ['R', 0, 0, 1],
      ['K', 0, 'r', 0, 1],
      ...SIX_ACTIONS,
      ['E', 'book-passage'],
      ['E', 'scenario-combat'],
    ]),
  },
];
