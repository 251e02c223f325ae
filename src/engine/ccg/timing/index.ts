/**
 * Timing: the queue of cards and abilities, priority, passing, responses and resolution, and the book cards that explain it (Rules Reference: Timing).
 * This file is the folder's public face: code outside `timing/` imports from here.
 */
export * from './queue.ts';
export * from './book-cards.ts';
export * from './types.ts';
export * from './state.ts';
export * from './template.ts';
export * from './limits.ts';
export * from './table-moves.ts';
