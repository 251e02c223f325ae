/** Tables of the player boards and movement: Action types (T5), Faction Panels (T6), Jump Points (T7), jump reach (T8), Outposts (T9). */
import type { RuleTable } from './types.ts';

export const T5: RuleTable = {
  id: 'T5',
  title: 'Action types and their tie-break order',
  sections: ['a-8-1', 'a-8-2'],
  columns: ['Rank', 'Type', 'Faction Panel slot'],
  rows: [
    ['1', 'Military', 'Military/Diplomacy'],
    ['2', 'Diplomacy', 'Military/Diplomacy'],
    ['3', 'Shadow', 'Shadow/Science'],
    ['4', 'Science', 'Shadow/Science'],
    ['5', 'Economic', 'Economic/Movement'],
    ['6', 'Movement', 'Economic/Movement'],
    ['7', 'Any', 'any type that has a use left'],
  ],
  note: 'On tied Initiative the lower rank goes first; the board shows the types left to right in this order.',
};

export const T6: RuleTable = {
  id: 'T6',
  title: 'Parts of a Faction Panel',
  sections: ['a-8-3'],
  columns: ['Part', 'Meaning'],
  rows: [
    ['Slot', 'one panel each for Military/Diplomacy, Shadow/Science and Economic/Movement'],
    ['Kind', 'Noble House, Corporation or Society'],
    ['a. Action Count', 'uses per turn of each of its two Action types'],
    ['b. Special Abilities', 'two; their boxes are uses per game, or "Always"'],
    ['c. Budget', 'added into the starting Budget'],
    ['d. Tech Level', 'used when the panel itself rolls'],
  ],
};

export const T7: RuleTable = {
  id: 'T7',
  title: 'Jump Points',
  sections: ['a-3-1'],
  columns: ['Colour', 'Meaning'],
  rows: [
    ['Black', 'open to movement'],
    ['Red outline', 'obstructed: ships cannot use it'],
    ['Green outline', 'Entry Jump Point where forces come on the board; a fuel point in some scenarios'],
  ],
};

export const T8: RuleTable = {
  id: 'T8',
  title: 'Jump reach',
  sections: ['a-3-3', 'a-8-2'],
  columns: ['Case', 'Reach'],
  rows: [
    ['Jump 1 / 2 / 3', '1 / 2 / 3 connected systems'],
    ['A Scout exploring', 'its Jump rating − 1'],
    ['A fleet', 'the lowest Jump rating in it'],
    ['A Diplomat or Shadow Agent alone', '1, to explored systems only'],
  ],
  note: 'Between explored systems ships jump at full rating; only an exploring Scout enters an unexplored system. What a Jump-1 Scout can reach is settled with the book\'s figure (AM-54).',
};

export const T9: RuleTable = {
  id: 'T9',
  title: 'Outposts',
  sections: ['a-4-2-outposts', 'a-5-0', 'a-8-2'],
  columns: ['Outpost', 'Effect', 'Each level of power adds', 'Level 0 → 1 by'],
  rows: [
    ['Defense', 'Siege and Battle ratings +1', '+1 to both', 'Fortify, Improve Outpost'],
    [
      'Embassy',
      'acts as a Diplomat for negotiation, trade and Treaties, with the Military/Diplomacy panel\'s Tech Level; rolls 1 die (a Cultural Embassy, from the expansion, 2)',
      '+1 die; a Treaty attempt still rolls 1 (AM-05)',
      'Improve Outpost',
    ],
    ['Factory', 'its power counts double toward a Treaty (level 1 counts 2, level 2 counts 4)', '—', 'Improve Outpost'],
    ['Starport', 'entry point for ships and Assets; repairs; trade with the Imperium', '+1 repair die; supplies tier 2 from level 1 up (AM-17)', 'Improve Starport, Improve Outpost'],
  ],
  note: 'Levels: 0 unpowered, then 1 and 2. Any Outpost goes from 1 to 2 with Improve Technology. Each bar gives Victory Points and Budget equal to its face.',
};
