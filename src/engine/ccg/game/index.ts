/**
 * The full game machine: setup, moves, the round run card by card, and the checks on a game state (Rules Booklet: the six phases; Rules Reference Appendix I).
 * This file is the folder's public face: code outside `game/` imports from here.
 */
export * from './game.ts';
export * from './types.ts';
