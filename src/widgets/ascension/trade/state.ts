/**
 * The trade and treaty checker's state: the route and the two linked
 * panels of a Trade Agreement; a system's World Panels and Outposts for a
 * Treaty; the panels, Revolts and Blockades of a system at the end of the
 * turn; and who rolls, with the Tech Levels. Every number as typed. Pure.
 */
import type { ReadingKey } from '../../../engine/ascension/index.ts';
import type { Changed } from '../shared/readings.ts';
import type { TradeRoute } from '../../../engine/ascension/economy/index.ts';

export const OWNERS = ['none', 'you', 'opponent'] as const;
export type Owner = (typeof OWNERS)[number];
export const KINDS = ['defense', 'embassy', 'factory', 'starport'] as const;
export type OutpostKind = (typeof KINDS)[number];
export type Reach = 'none' | 'system' | 'panel';

export interface EndRow {
  barFace: string;
  owner: Owner;
}
export interface CountRow {
  societies: string;
  resources: string;
}
export interface PanelRow {
  kind: 'society' | 'resource';
  barFace: string;
  owner: Owner;
  revolt: boolean;
}
export interface OutpostRow {
  kind: OutpostKind;
  level: string;
  owner: Owner;
}
export interface PanelRef {
  kind: 'society' | 'resource' | 'outpost';
  index: number;
}

export interface TradeState {
  tab: 'trade' | 'treaty' | 'losses';
  route: TradeRoute;
  /** The Society's demand matches the Resource's supply. */
  matches: boolean;
  linked: boolean;
  /** A Diplomat or Embassy is in place. */
  presence: boolean;
  /** The Society's panel, then the Resource's (Starport trade: the World Panel only). */
  ends: [EndRow, EndRow];
  systems: [CountRow, CountRow];
  starportLevel: string;
  revolt: Reach;
  blockade: Reach;
  roller: 'asset' | 'embassy';
  dice: string;
  level: string;
  cultural: boolean;
  yourTl: string;
  systemTl: string;
  /** No Society shows a Tech Level (Treaty: counts as 0). */
  noSociety: boolean;
  /** The system's World Panels (Treaty) and, at the end of the turn, their Revolts. */
  panels: PanelRow[];
  outposts: OutpostRow[];
  hasTreaty: boolean;
  /** Panels a blockading ship sits on (end of turn). */
  blockades: number[];
  /** The panels picked when several qualify for a loss, in order. */
  picks: PanelRef[];
  exact: boolean;
  readings: Changed;
}

export const TRADE_READINGS: readonly ReadingKey[] = ['treatyPower', 'treatyBars', 'starportSupply', 'revoltScope', 'blockadeScope', 'embassyTreatyDice', 'starportTradeDice', 'culturalEmbassy', 'naturalRolls'];

export const MAX_PANELS = 6;

export const INITIAL: TradeState = {
  tab: 'trade',
  route: 'within',
  matches: true,
  linked: true,
  presence: true,
  ends: [
    { barFace: '0', owner: 'none' },
    { barFace: '0', owner: 'none' },
  ],
  systems: [
    { societies: '1', resources: '2' },
    { societies: '1', resources: '1' },
  ],
  starportLevel: '0',
  revolt: 'none',
  blockade: 'none',
  roller: 'asset',
  dice: '2',
  level: '0',
  cultural: false,
  yourTl: '10',
  systemTl: '10',
  noSociety: false,
  panels: [
    { kind: 'society', barFace: '1', owner: 'you', revolt: false },
    { kind: 'society', barFace: '2', owner: 'opponent', revolt: false },
    { kind: 'resource', barFace: '1', owner: 'you', revolt: false },
  ],
  outposts: [{ kind: 'factory', level: '2', owner: 'you' }],
  hasTreaty: false,
  blockades: [],
  picks: [],
  exact: false,
  readings: {},
};

export const questionOf = (s: TradeState): TradeState => ({ ...s, exact: false });
