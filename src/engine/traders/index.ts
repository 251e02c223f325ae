/**
 * Traveller Traders, the solo card-and-dice game: the public face of its
 * engine. Rule ids and summaries, reading switches, the tables, exact odds,
 * the game as a pure reducer (digital or table play, undo by replay, records
 * for URLs), odds beside each decision, and the simulator.
 */
export * from './rules/index.ts';
export * from './readings/index.ts';
export * from './tables/index.ts';
export * from './planetfall/index.ts';
export * from './odds/index.ts';
export * from './game/index.ts';
export * from './advice/index.ts';
export * from './sim/index.ts';
