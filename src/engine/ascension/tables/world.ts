/** Tables of Events and worlds: Events (T11), World Class (T12), Planetfall (T13), Trade routes (T14). */
import type { RuleTable } from './types.ts';

export const T11: RuleTable = {
  id: 'T11',
  title: 'Events',
  sections: ['a-8-4'],
  columns: ['Kind', 'Mark', 'Use'],
  rows: [
    ['Standard', '—', 'instead of the card\'s Action, from the mat'],
    ['Combat', 'crossed swords', 'during space combat; with a React stripe, also from the hand'],
    ['React', 'yellow stripe', 'from the hand, in answer to an opponent\'s card'],
  ],
  note: 'A card played for its Event goes to the discard pile, whatever the kind.',
};

export const T12: RuleTable = {
  id: 'T12',
  title: 'World Class',
  sections: ['a-8-6'],
  columns: ['Class', 'Outlook', 'Space panels', 'Slots left'],
  rows: [
    ['A', 'richest', '0', '6'],
    ['B', 'above average', '1', '5'],
    ['C', 'below average', '2', '4'],
    ['D', 'poorest', '3', '3'],
  ],
};

export const T13: RuleTable = {
  id: 'T13',
  title: 'Planetfall',
  sections: ['a-8-7'],
  columns: ['Who', 'Resources, then Societies'],
  rows: [
    ['Any Asset (aboard a ship in the system)', 'reveal one; a "+1" is placed and another drawn; Societies stop at one showing a Tech Level; with one Society slot left a "+1" is discarded and redrawn'],
    ['Diplomat, Soldier', 'one panel at a time, with no choice; chains still run (AM-52)'],
    ['Shadow Agent rated 2R', 'the first Resource draw is two: keep one, the other to the bottom of the stack; a "+1" then draws one'],
    ['Shadow Agent rated 2S', 'the same for the first Society draw'],
  ],
  note: 'When a "+1" Resource would take the last slot the tool asks whether to keep it for a Society (AM-53).',
};

export const T14: RuleTable = {
  id: 'T14',
  title: 'Trade Agreement routes',
  sections: ['a-8-9-trade'],
  columns: ['Route', 'Presence', 'Panels counted', 'Your Tech Level', 'Their Tech Level'],
  rows: [
    ['Within a system', 'a Diplomat or Embassy there', 'its World Panels', 'the Diplomat\'s (an Embassy: the Military/Diplomacy panel\'s)', 'that system\'s'],
    ['Two systems linked through explored space', 'a Diplomat or Embassy in either', 'all World Panels of both', 'the Diplomat\'s (an Embassy: the Military/Diplomacy panel\'s)', 'the system holding the Diplomat or Embassy'],
    ['Your Starport and a system', 'a Diplomat or Embassy in the World Panel\'s system', 'all World Panels of both', 'the Military/Diplomacy panel\'s', 'the World Panel\'s system'],
  ],
  note: 'Success puts a bar showing the tier (1 or 2) on the Society and the Resource; in Starport trade the one bar goes on the World Panel (AM-18). Tier 2 needs tier 1 and belongs to the owner of the bar. A Starport supplies tier 1 at any level and tier 2 from level 1 (AM-17).',
};
