/**
 * The helper's examples. The rulebook's figure of a "+1" chain ([8.7], E5)
 * prints no panels, so these are ours, labelled so, each a planetfall walked
 * part or all of the way.
 */
import { INITIAL, type PlanetfallToolState } from './state.ts';

export interface PlanetfallExample {
  id: string;
  label: string;
  source: string;
  state: PlanetfallToolState;
}

const at = (patch: Partial<PlanetfallToolState>): PlanetfallToolState => ({ ...INITIAL, ...patch });

export const PLANETFALL_EXAMPLES: readonly PlanetfallExample[] = [
  { id: 'start', label: 'A Diplomat at a Class B world', source: 'Our example: one Space panel, five slots to fill; nothing drawn yet.', state: INITIAL },
  {
    id: 'chain',
    label: '“+1” chains, the book’s E5 kind',
    source: 'Our example of the chain the rulebook draws in [8.7] (E5): a “+1” Resource, a Resource, a “+1” Society, then a Society showing Tech Level 9.',
    state: at({ draws: [['d', 'plus-one', null], ['d', 'plain', null], ['d', 'plus-one', null], ['d', 'plain', 9]] }),
  },
  {
    id: 'agent',
    label: 'A Shadow Agent rated 2R',
    source: 'Our example: at a Class C world the Agent reveals a “+1” and a plain Resource for its first draw and keeps the “+1”.',
    state: at({ worldClass: 'C', asset: 'agent', rating: '2R', draws: [['2', 'plus-one', 'plain', 0, null]] }),
  },
  {
    id: 'last-slot',
    label: 'The last slot, Class D',
    source: 'Our example: a Soldier at a Class D world draws two “+1” Resources; one slot is left, and the tool asks whether to keep it for a Society.',
    state: at({ worldClass: 'D', asset: 'soldier', draws: [['d', 'plus-one', null], ['d', 'plus-one', null]] }),
  },
];
