/**
 * Dice, exactly: distributions of NdS + k and sums, opposed rolls with ties,
 * pools read die by die, and absorbing chains for fights that last until one
 * side is beaten. Every chance is a fraction; decimals only for display.
 * Seeded rolls for play are in `../roll.ts`.
 */
export * from './exact.ts';
export * from './distribution.ts';
export * from './mixture.ts';
export * from './opposed.ts';
export * from './pools.ts';
export * from './chain.ts';
export * from './battle.ts';
export * from './bounds.ts';
