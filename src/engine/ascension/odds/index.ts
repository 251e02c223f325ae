/** Shared pieces of the game's odds: die targets under the readings, mixtures, and how chances are written. */
export * from './target.ts';
export * from './mixture.ts';
export * from './show.ts';
export * from './acyclic.ts';
