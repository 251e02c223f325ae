/**
 * The resolver's examples: the book's two figures of [9.6] (E8, E9: the
 * ratings are the book's, the attackers ours), then situations of our own.
 */
import { INITIAL, type SiegeState } from './state.ts';

export interface SiegeExample {
  id: string;
  label: string;
  source: string;
  state: SiegeState;
}

const at = (patch: Partial<SiegeState>): SiegeState => ({ ...INITIAL, ...patch });
const ship = (missiles: string, tl: string, hull = '24') => ({ missiles, tl, hull, damage: '0', disabled: false });

export const SIEGE_EXAMPLES: readonly SiegeExample[] = [
  { id: 'e8', label: 'Book: Siege rating 8', source: 'The rulebook’s figure in [9.6] (E8): Siege values 3 + 2 + 3. The book names no attacker: the ship with ten Missiles at equal Tech Level is our own choice.', state: at({}) },
  { id: 'tl-up', label: 'The same ship, TL 11', source: 'Our example: E8 with the ship one Tech Level above the Society, so it hits on 1–4.', state: at({ fleet: [ship('10', '11')] }) },
  {
    id: 'defense',
    label: 'Society and an unpowered Defense',
    source: 'Our example: a Society with S 2 and a Defense Outpost at level 0 (rating 3), four Missiles one Tech Level up.',
    state: at({ societies: [{ siege: '2', battle: '1' }], defenses: [{ level: '0', owner: 'defender' }], fleet: [ship('4', '11', '12')] }),
  },
  {
    id: 'fleet',
    label: 'Two ships against a powered Outpost',
    source: 'Our example: two ships besiege a level 1 Outpost defended by two Societies.',
    state: at({ societies: [{ siege: '2', battle: '2' }, { siege: '1', battle: '2' }], target: 'outpost', level: '1', fleet: [ship('6', '11', '14'), ship('5', '10', '12')] }),
  },
  {
    id: 'no-society',
    label: 'No Society: a Defense Outpost alone',
    source: 'Our example: a system with no Society, so Tech Level 0, guarded by one Defense Outpost at level 1 (rating 2); four Missiles from a Tech Level 0 ship hit on 1–3.',
    state: at({ societies: [], defenses: [{ level: '1', owner: 'defender' }], target: 'defense', defense: 0, fleet: [ship('4', '0', '8')] }),
  },
  { id: 'e9', label: 'Book: Battle rating 6', source: 'The rulebook’s figure in [9.6] (E9): Battle values 1 + 2 + 3. The book names no attacker: the six-die Soldier at equal Tech Level is our own choice.', state: at({ attack: 'assault' }) },
  {
    id: 'counter',
    label: 'Assault: the world strikes back',
    source: 'Our example: a Battle rating of 4 against a two-die Soldier of Tech Level 11 on a Tech Level 10 world.',
    state: at({ attack: 'assault', societies: [{ siege: '2', battle: '4' }], soldiers: [{ dice: '2', tl: '11' }] }),
  },
];
