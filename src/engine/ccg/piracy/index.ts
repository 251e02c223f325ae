/**
 * Piracy and ship combat: Attack and Defense Values, damage and its kinds, repairs, enemy ships (Rules Reference: Piracy, Enemy Ship, Damage).
 * This file is the folder's public face: code outside `piracy/` imports from here.
 */
export * from './piracy.ts';
export * from './damage.ts';
export * from './read-damage.ts';
export * from './repair.ts';
export * from './ship-values.ts';
export * from './read-ship.ts';
export * from './read-traits.ts';
export * from './enemy-ship.ts';
export * from './limits.ts';
