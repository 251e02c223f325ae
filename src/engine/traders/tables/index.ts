/** The game's data: decks, goods and market, route, costs, the turn's phases, and money. */
export * from './cards.ts';
export * from './market.ts';
export * from './route.ts';
export * from './costs.ts';
export * from './phases.ts';
export * from './phase-names.ts';
export * from './money.ts';
export * from './cast.ts';
