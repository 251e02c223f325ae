/**
 * The round tracker: a state machine for a game played with real cards (who acts, what they may do, the victory checks).
 * This file is the folder's public face: code outside `tracker/` imports from here.
 */
export * from './tracker.ts';
