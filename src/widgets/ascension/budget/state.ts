/**
 * The Budget and victory calculator's state: the three Faction Panel
 * Budgets, your bars, smuggling, the costs of the cards you hold and one you
 * may buy; and for the final score both players' systems, Treaties, bars and
 * Faction Panel Tech Levels. Every number as typed. Pure; no DOM.
 */
import type { ReadingKey } from '../../../engine/ascension/index.ts';
import type { Changed } from '../shared/readings.ts';

export const UNDER = ['world', 'defense', 'embassy', 'factory', 'starport'] as const;
export type Under = (typeof UNDER)[number];

export interface BarRow {
  face: '1' | '2';
  under: Under;
  smuggled: boolean;
}
export interface SystemRow {
  treaty: boolean;
  bars: BarRow[];
}
export interface PlayerRow {
  name: string;
  tls: [string, string, string];
  systems: SystemRow[];
}

export interface BudgetState {
  tab: 'budget' | 'victory';
  panels: [string, string, string];
  bars: BarRow[];
  agents: string;
  /** Costs of the Asset and Ship cards held, typed as a list ("3 4 2"). */
  held: string;
  /** The cost of a card to buy; empty when none. */
  buying: string;
  players: [PlayerRow, PlayerRow];
  readings: Changed;
}

export const BUDGET_READINGS: readonly ReadingKey[] = ['factoryDoubling'];
export const MAX_BARS = 64;
export const MAX_SYSTEMS = 30;
/** The most characters of the card costs typed as a list (the field and the link alike). */
export const HELD_MAX = 400;
/** The most characters of a player's name. */
export const NAME_MAX = 40;

export const bar = (face: '1' | '2', under: Under = 'world', smuggled = false): BarRow => ({ face, under, smuggled });

export const INITIAL: BudgetState = {
  tab: 'budget',
  panels: ['4', '3', '4'],
  bars: [],
  agents: '0',
  held: '',
  buying: '',
  players: [
    { name: 'Ann', tls: ['10', '10', '10'], systems: [{ treaty: false, bars: [bar('1')] }] },
    { name: 'Bo', tls: ['10', '10', '10'], systems: [{ treaty: false, bars: [bar('1')] }] },
  ],
  readings: {},
};
