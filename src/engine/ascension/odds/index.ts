/** Shared pieces of the game's odds: die targets under the readings, and how chances are written. */
export * from './target.ts';
export * from './show.ts';
