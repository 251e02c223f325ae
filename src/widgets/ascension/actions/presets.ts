/**
 * The action check's examples, all ours: the book prints no card values.
 * Each shows one check the engine makes: a fleet's lowest Jump and a
 * Disabled ship's halved one, a Jump-1 Scout exploring (AM-54), a Treaty
 * against Siege, Fortify on a powered Defense Outpost, Sedition with the
 * Agent in place (AM-57).
 */
import { NOTHING_IN_PLACE } from '../../../engine/ascension/flux/index.ts';
import { INITIAL, type ActionsState } from './state.ts';

export interface ActionsExample {
  id: string;
  label: string;
  source: string;
  state: ActionsState;
}

const at = (patch: Partial<ActionsState>): ActionsState => ({ ...INITIAL, ...patch });

export const ACTIONS_EXAMPLES: readonly ActionsExample[] = [
  { id: 'fleet', label: 'A fleet at its lowest Jump', source: 'Our example: a Jump-3 Destroyer and a Jump-2 Cruiser move together two systems away.', state: INITIAL },
  {
    id: 'disabled',
    label: 'A Disabled Cruiser holds the fleet back',
    source: 'Our example: the same fleet with the Cruiser Disabled and the Destroyer at Jump 3: the Cruiser’s Jump halves to 1.',
    state: at({ ships: [{ kind: 'destroyer', jump: '3', disabled: false }, { kind: 'cruiser', jump: '3', disabled: true }] }),
  },
  {
    id: 'scout',
    label: 'A Jump-1 Scout explores',
    source: 'Our example: Explore with Scout lowers its Jump to 0, which our reading raises to 1 (AM-54).',
    state: at({ choice: 'explore', ships: [{ kind: 'scout', jump: '1', disabled: false }], distance: '1', explored: false }),
  },
  { id: 'treaty', label: 'Siege on a Treaty system', source: 'Our example: a fleet ordered to besiege a system allied with the Imperium.', state: at({ choice: 'siege', treaty: true }) },
  {
    id: 'fortify',
    label: 'Fortify at level 1',
    source: 'Our example: Fortify played on a Defense Outpost already at level 1.',
    state: at({ choice: 'fortify', outpostKind: 'defense', outpostLevel: '1' }),
  },
  {
    id: 'sedition',
    label: 'Sedition, the Agent in place',
    source: 'Our example: a Shadow Agent of yours already in a system with two Societies (AM-57).',
    state: at({ choice: 'sedition', inPlace: { ...NOTHING_IN_PLACE, agent: true }, societies: '2' }),
  },
];
