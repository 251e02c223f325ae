/**
 * The books' worked examples, as engine inputs with the results the books give.
 * This file is the folder's public face: code outside `examples/` imports from here.
 */
export * from './costs.ts';
export * from './decks.ts';
export * from './enemy-ship.ts';
export * from './piracy.ts';
export * from './resolution.ts';
export * from './round.ts';
export * from './timing.ts';
