/** Tables of the box and the board: components (T1), system panels (T2), pieces (T3), the Action card (T4). */
import type { RuleTable } from './types.ts';

export const T1: RuleTable = {
  id: 'T1',
  title: 'Components',
  sections: ['a-2-0'],
  columns: ['Quantity', 'Item'],
  rows: [
    ['2', 'Main Action Boards (reversible)'],
    ['6', 'Faction Panels (double-sided)'],
    ['2', 'Action Mats'],
    ['1', 'Turn Track with its marker'],
    ['1', 'World Panel tray'],
    ['2', 'Asset and Ship card trays'],
    ['2', 'Budget Tracker cards'],
    ['59', 'Jump Points'],
    ['40', 'Power Bars (double-sided)'],
    ['28', 'Outpost Panels (Defense, Embassy, Factory, Starport)'],
    ['15', 'Star System hexes'],
    ['6', 'Revolt markers'],
    ['90', 'black system connectors'],
    ['8', 'short black Faction Panel connectors'],
    ['26', 'Space Panels'],
    ['40', 'World Panels'],
    ['12', 'Ships with bases (Scouts, Destroyers, Cruisers)'],
    ['32', 'Ship name tags'],
    ['16', 'Asset stands with bases (Diplomats, Shadow Agents, Soldiers)'],
    ['32', 'Asset name tags'],
    ['1', 'Battle Board'],
    ['12', 'Missile tokens, lettered A–L'],
    ['18', 'coloured cubes'],
    ['96', 'base game cards'],
    ['32', 'Secret cards'],
    ['32', 'Asset cards'],
    ['32', 'Ship cards'],
    ['1', 'dry-erase marker'],
    ['1', 'Rulebook'],
    ['1', 'Scenario Book'],
    ['1', 'Quick Start Guide'],
  ],
  note: '31 kinds of item. The box holds two of each player\'s boards, mats and trackers: the game is for two (AM-48).',
};

export const T2: RuleTable = {
  id: 'T2',
  title: 'System panels',
  sections: ['a-2-1'],
  columns: ['Family', 'Kinds', 'Shows'],
  rows: [
    ['Space', 'Asteroid Field, Gas Giant, Empty Space', 'terrain; Gas Giants fuel ships'],
    ['World: Society', '—', 'Tech Level, Siege value (blue, S), Battle value (green, B), two Resource demands (tier 1 and tier 2)'],
    ['World: Resource', '—', 'supply (tier 1 and tier 2), Adventure value (A), Mystery value (M)'],
    ['Outpost', 'Defense, Embassy, Factory, Starport', 'built by players and powered by bars (T9)'],
  ],
  note: 'A system is a star hex with six connectors and six panel slots.',
};

export const T3: RuleTable = {
  id: 'T3',
  title: 'Pieces',
  sections: ['a-2-2', 'a-2-3', 'a-3-4'],
  columns: ['Piece', 'Job', 'Travel', 'Passenger rating'],
  rows: [
    ['Diplomat', 'Outposts, trade, Treaties, mitigation, mysteries', 'by ship, or alone one jump to an adjacent explored system', 'Envoy'],
    ['Shadow Agent', 'intelligence, sedition, sabotage, assassination, adventure', 'by ship, or alone one jump to an adjacent explored system', 'Agents'],
    ['Soldier', 'ground combat, security, martial law', 'by ship only', 'Troops'],
    ['Scout', 'exploring, mapping, courier work', 'the only ship that enters unexplored systems', '—'],
    ['Destroyer', 'the main warship; room for troops', 'as its card says', '—'],
    ['Cruiser', 'the strongest ship; how many may be in play is limited', 'as its card says', '—'],
  ],
  note: 'An Asset moving on its own ends on a World or Outpost panel, never on a Jump Point.',
};

export const T4: RuleTable = {
  id: 'T4',
  title: 'Parts of an Action card',
  sections: ['a-2-4'],
  columns: ['Part', 'Content'],
  rows: [
    ['a. Action bar', 'one Action type (T5), or Any'],
    ['b. Event', 'Standard, React or Combat (T11)'],
    ['c. Initiative number', 'upper left; orders the actions of a turn and the fire of ships'],
    ['d. World Class', 'upper right; A–D and any Space panels (T12)'],
    ['Card ID', 'lower left; the last tie-break of the action order'],
  ],
};
