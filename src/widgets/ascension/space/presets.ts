/**
 * The resolver's examples. The book gives no ship values and no battle to
 * follow (its one combat figure, E10, shows only the reach of weapons on the
 * bands), so every ship here is ours and says so.
 */
import { INITIAL, SAMPLE_SHIPS, ship, type SpaceState } from './state.ts';

export interface SpaceExample {
  id: string;
  label: string;
  source: string;
  state: SpaceState;
}

export const SPACE_EXAMPLES: readonly SpaceExample[] = [
  { id: 'duel', label: 'S.M.A.R.T.: destroyer duel', source: 'Our example: two destroyers of our own making, three bands apart; the attacker holds the higher Initiative card.', state: INITIAL },
  {
    id: 'standard',
    label: 'Standard: cruiser against two destroyers',
    source: 'Our example: a cruiser attacks two destroyers in the Standard system, everyone in reach.',
    state: {
      ...INITIAL,
      system: 'standard',
      ships: [ship('Imperator', 'attacker', 6, SAMPLE_SHIPS.cruiser), ship('Lance', 'defender', 6, SAMPLE_SHIPS.destroyer), ship('Spear', 'defender', 3, SAMPLE_SHIPS.destroyer)],
    },
  },
  {
    id: 'scout',
    label: 'S.M.A.R.T.: a scout hides',
    source: 'Our example: a stealthy scout caught by a destroyer four bands away.',
    state: { ...INITIAL, startRange: '4', ships: [ship('Hunter', 'attacker', 4, SAMPLE_SHIPS.destroyer), ship('Wisp', 'defender', 8, SAMPLE_SHIPS.scout)] },
  },
  {
    id: 'under-way',
    label: 'A duel under way',
    source: 'Our example: the destroyer duel after its first round, both ships spotted and one band closer.',
    state: { ...INITIAL, moves: [['S', 0, 1, 1], ['S', 1, 0, 1], ['R', 'a', 'c'], ['T', 0, 0], ['T', 1, -1]] },
  },
];
