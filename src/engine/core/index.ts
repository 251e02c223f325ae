/**
 * The game-agnostic kernel: results and traces, seeded randomness, shape
 * checks, turn order around a table, and the one state-machine shape every
 * game's machines are built on. Nothing here names a game.
 */
export * from './result.ts';
export * from './rng.ts';
export * from './roll.ts';
export * from './validate.ts';
export * from './read.ts';
export * from './text.ts';
export * from './turn-order.ts';
export * from './machine.ts';
export * from './dice/index.ts';
