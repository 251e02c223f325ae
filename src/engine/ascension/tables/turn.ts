/** Victory (T20) and the game turn (T21). */
import type { RuleTable } from './types.ts';

export const T20: RuleTable = {
  id: 'T20',
  title: 'Victory in the basic game',
  sections: ['a-10-1'],
  columns: ['Step', 'Rule'],
  rows: [
    ['Victory Points', 'the face of each of your bars, doubled in a system where you hold the Treaty'],
    ['Tie-break 1', 'most Treaties'],
    ['Tie-break 2', 'most Trade Agreements, counted as the World Panels carrying your bar (AM-51)'],
    ['Tie-break 3', 'lowest total Tech Level of your three Faction Panels'],
  ],
};

export const T21: RuleTable = {
  id: 'T21',
  title: 'The game turn',
  sections: ['a-8-1', 'a-8-1-end'],
  columns: ['Step', 'What'],
  rows: [
    ['Phase One', 'cards for actions 1–3 go face down; for each action: reveal, order them (M7), and each player uses the Action (the card stays, a use is marked) or the Event (the card is discarded)'],
    ['Phase Two', 'actions 4–6 the same way'],
    ['End of turn', 'scenario combat; keep up to two cards; trim pieces to the Budget (cards under their decks); refill the hand to eight'],
  ],
  note: 'Book Passage arrivals come first, then scenario combat, Revolt losses and Blockade losses, and then the cards and the Budget (AM-49).',
};
