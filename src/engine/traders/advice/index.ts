/** Exact odds for the decision the game waits for, from the game state and the odds module. */
export * from './advice.ts';
