/**
 * The action check's state: the Action chosen, and the facts a judge states
 * about it (the ships or Asset that move and where to, the target system's
 * Treaty, the Outpost powered, what stands in the system), every number as
 * typed, and the readings changed. `link.ts` reads one back. Pure; no DOM.
 */
import type { CheckedChoice } from '../../../engine/ascension/checks/index.ts';
import type { OutpostKind } from '../../../engine/ascension/economy/index.ts';
import { NOTHING_IN_PLACE, type Fact } from '../../../engine/ascension/flux/index.ts';
import type { ReadingKey } from '../../../engine/ascension/index.ts';
import type { ShipKind } from '../../../engine/ascension/movement/index.ts';
import type { Changed } from '../shared/readings.ts';

export interface ShipRow {
  kind: ShipKind;
  jump: string;
  disabled: boolean;
}

export interface ActionsState {
  choice: CheckedChoice;
  ships: ShipRow[];
  /** Connected systems away; empty when only the reach is asked. */
  distance: string;
  /** The destination system is explored. */
  explored: boolean;
  treaty: boolean;
  soldiersAboard: boolean;
  outpostKind: OutpostKind;
  outpostLevel: string;
  inPlace: Readonly<Record<Fact, boolean>>;
  societies: string;
  resources: string;
  readings: Changed;
}

export const ACTIONS_READINGS: readonly ReadingKey[] = ['halveJump', 'exploreReach', 'securityDetailFlux'];
export const MAX_SHIPS = 4;
export const NEW_SHIP: ShipRow = { kind: 'destroyer', jump: '2', disabled: false };

export const INITIAL: ActionsState = {
  choice: 'move-fleet',
  ships: [
    { kind: 'destroyer', jump: '3', disabled: false },
    { kind: 'cruiser', jump: '2', disabled: false },
  ],
  distance: '2',
  explored: true,
  treaty: false,
  soldiersAboard: false,
  outpostKind: 'defense',
  outpostLevel: '0',
  inPlace: NOTHING_IN_PLACE,
  societies: '1',
  resources: '1',
  readings: {},
};
