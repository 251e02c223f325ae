/**
 * The flux calculator's state: every field as typed, the action chosen, the
 * readings changed, and whether the exact fractions show. The whole state
 * travels in the link; `link.ts` reads one back. Pure; no DOM.
 */
import { NOTHING_IN_PLACE, type Fact, type FluxPurpose } from '../../../engine/ascension/flux/index.ts';
import type { ReadingKey } from '../../../engine/ascension/index.ts';
import type { Changed } from '../shared/readings.ts';

export const ROLLERS = ['asset', 'faction-panel', 'embassy'] as const;
export type RollerKind = (typeof ROLLERS)[number];

export interface SystemRow {
  societies: string;
  resources: string;
}

export interface FluxState {
  /** A flux roll, or a Mystery or Adventure roll for a Secret card. */
  roll: 'flux' | 'secret';
  /** The action the flux is for (a FLUX_PRESETS id), or "custom". */
  action: string;
  systems: SystemRow[];
  yourTl: string;
  systemTl: string;
  /** No Society shows a Tech Level: the system counts as TL 0 (AM-03). */
  noSociety: boolean;
  roller: RollerKind;
  dice: string;
  level: string;
  cultural: boolean;
  purpose: FluxPurpose;
  /** Sabotage: count the dice that succeed against an Outpost's power. */
  sabotage: boolean;
  /** What the player says stands in the system, for the action's needs (the engine decides from them). */
  inPlace: Readonly<Record<Fact, boolean>>;
  outpostLevel: string;
  secret: 'mystery' | 'adventure';
  secretDice: string;
  secretValue: string;
  exact: boolean;
  readings: Changed;
}

/** The readings this tool lets the reader switch (spec section 8). */
export const FLUX_READINGS: readonly ReadingKey[] = ['naturalRolls', 'embassyTreatyDice', 'starportTradeDice', 'sabotageAtZero', 'securityDetailFlux', 'culturalEmbassy'];

export const MAX_SYSTEMS = 4;

export const INITIAL: FluxState = {
  roll: 'flux',
  action: 'custom',
  systems: [{ societies: '1', resources: '1' }],
  yourTl: '10',
  systemTl: '10',
  noSociety: false,
  roller: 'asset',
  dice: '1',
  level: '0',
  cultural: false,
  purpose: 'roll',
  sabotage: false,
  inPlace: NOTHING_IN_PLACE,
  outpostLevel: '1',
  secret: 'mystery',
  secretDice: '1',
  secretValue: '2',
  exact: false,
  readings: {},
};

/** The question put to the engine: the state without what only changes the display. */
export const questionOf = (s: FluxState): FluxState => ({ ...s, exact: false });
