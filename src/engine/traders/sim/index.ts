/** Whole games played by a policy through the game's reducer, per-run summaries and shares over many runs. */
export * from './policies.ts';
export * from './simulate.ts';
export * from './compare.ts';
