/**
 * The round: its six phases and their stages, victory, and Infamy (Rules Reference Appendix I).
 * This file is the folder's public face: code outside `round/` imports from here.
 */
export * from './phases.ts';
export * from './round.ts';
export * from './purposes.ts';
export * from './victory.ts';
export * from './read-victory.ts';
export * from './infamy.ts';
export * from './captains.ts';
export * from './limits.ts';
