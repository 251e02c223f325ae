/**
 * The one policy for keeping games on this device, shared by every tool that
 * keeps a game and by both sides of the storage (the writer refuses what the
 * reader would refuse).
 */

/** The longest record of a game that is saved, set aside or read back (a long game is a few thousand characters). */
export const MAX_RECORD = 200_000;
/** Games set aside kept at most (the oldest goes first; a later point of a game replaces an earlier one). */
export const MAX_ASIDE = 20;
/** The longest stored value read (the game, or the list set aside), and the deepest nesting of its JSON. */
export const MAX_STORED = MAX_RECORD * (MAX_ASIDE + 1) + 10_000;
export const MAX_STORED_DEPTH = 6;
