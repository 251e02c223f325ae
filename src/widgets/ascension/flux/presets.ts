/**
 * The flux calculator's examples: the book's two ([8.8], E6 and E7), then
 * situations of our own that show the other dice and rolls. Ours are
 * labelled as ours. Each is a whole calculator state.
 */
import { NOTHING_IN_PLACE } from '../../../engine/ascension/flux/index.ts';
import { INITIAL, type FluxState } from './state.ts';

export interface FluxExample {
  id: string;
  label: string;
  /** Where it comes from, said on hover and under the answer. */
  source: string;
  state: FluxState;
}

const at = (patch: Partial<FluxState>): FluxState => ({ ...INITIAL, ...patch });

export const FLUX_EXAMPLES: readonly FluxExample[] = [
  { id: 'e6', label: 'Book: one Society, one Resource', source: 'The rulebook’s example in [8.8] (E6); it compares no Tech Levels, so equal ones stand in.', state: at({}) },
  { id: 'e7', label: 'Book: TL 11 against TL 10', source: 'The rulebook’s example in [8.8] (E7).', state: at({ yourTl: '11' }) },
  { id: 'two-dice', label: 'Two dice, TL 11 against 10', source: 'Our example: the book’s E7 with a Diplomat rolling two dice.', state: at({ yourTl: '11', dice: '2', action: 'negotiate' }) },
  {
    id: 'two-systems',
    label: 'Trade between two systems',
    source: 'Our example: 3 + 2 World Panels, a TL 9 Diplomat against TL 11, two dice.',
    state: at({ action: 'trade-between', systems: [{ societies: '2', resources: '1' }, { societies: '1', resources: '1' }], yourTl: '9', systemTl: '11', dice: '2', inPlace: { ...NOTHING_IN_PLACE, diplomat: true } }),
  },
  { id: 'embassy', label: 'Embassy at level 2', source: 'Our example: an Embassy powered to level 2 rolls three dice.', state: at({ action: 'negotiate', roller: 'embassy', level: '2' }) },
  { id: 'treaty', label: 'Embassy’s Treaty roll', source: 'Our example: the same Embassy attempts a Treaty and rolls one die.', state: at({ action: 'treaty', roller: 'embassy', level: '2', purpose: 'treaty' }) },
  { id: 'sabotage', label: 'Sabotage, three dice', source: 'Our example: a Shadow Agent with three Sabotage dice at a level 2 Outpost.', state: at({ action: 'sabotage', dice: '3', sabotage: true, outpostLevel: '2', inPlace: { ...NOTHING_IN_PLACE, agent: true, outpost: true } }) },
  {
    id: 'requisition',
    label: 'Requisition, an Agent in place',
    source: 'Our example: the Economic panel’s one die at TL 11 against 10, with a Shadow Agent of yours in the system.',
    state: at({ action: 'requisition', roller: 'faction-panel', yourTl: '11', inPlace: { ...NOTHING_IN_PLACE, agent: true } }),
  },
  { id: 'mystery', label: 'Mystery, two dice', source: 'Our example: a Diplomat with two Mystery dice at a Resource showing M 2.', state: at({ roll: 'secret', secret: 'mystery', secretDice: '2', secretValue: '2' }) },
];
