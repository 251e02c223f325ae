/**
 * The calculator's examples: the book's Budget figure in [5.0] (E2: its
 * total of 11; the three addends were lost in our copy, so 4 + 3 + 4 stand
 * in), then situations of our own.
 */
import { INITIAL, bar, type BudgetState } from './state.ts';

export interface BudgetExample {
  id: string;
  label: string;
  source: string;
  state: BudgetState;
}

export const BUDGET_EXAMPLES: readonly BudgetExample[] = [
  { id: 'e2', label: 'Book: the starting Budget', source: 'The rulebook’s figure in [5.0] (E2): a starting Budget of 11. Its three addends were lost in our copy; 4 + 3 + 4 stand in.', state: INITIAL },
  {
    id: 'upkeep',
    label: 'Bars, smuggling and upkeep',
    source: 'Our example: two trade bars (one smuggled on by an opponent), a Factory at level 1, one smuggling Agent of yours, four cards held, and a card costing 3 to buy.',
    state: { ...INITIAL, bars: [bar('2'), bar('1', 'world', true), bar('1', 'factory')], agents: '1', held: '3 4 2 2', buying: '3' },
  },
  {
    id: 'score',
    label: 'Score with a Treaty',
    source: 'Our example: Ann holds a Treaty in a system with bars of 2 and 2 and a Factory at level 2 (12 VP), and a Starport and a Resource bar of 1 elsewhere: 14 VP.',
    state: {
      ...INITIAL,
      tab: 'victory',
      players: [
        { name: 'Ann', tls: ['10', '11', '9'], systems: [{ treaty: true, bars: [bar('2'), bar('2'), bar('2', 'factory')] }, { treaty: false, bars: [bar('1', 'starport'), bar('1')] }] },
        { name: 'Bo', tls: ['10', '10', '10'], systems: [{ treaty: false, bars: [bar('2'), bar('2'), bar('2'), bar('1', 'embassy')] }, { treaty: false, bars: [bar('2'), bar('2', 'defense')] }] },
      ],
    },
  },
  {
    id: 'tie',
    label: 'A tie broken',
    source: 'Our example: both players score 8 VP and hold no Treaty; Bo has more World Panels with a bar of his, so Bo wins.',
    state: {
      ...INITIAL,
      tab: 'victory',
      players: [
        { name: 'Ann', tls: ['9', '9', '9'], systems: [{ treaty: false, bars: [bar('2'), bar('2'), bar('2', 'starport'), bar('2', 'factory')] }] },
        { name: 'Bo', tls: ['11', '11', '11'], systems: [{ treaty: false, bars: [bar('2'), bar('2'), bar('2'), bar('1'), bar('1')] }] },
      ],
    },
  },
];
