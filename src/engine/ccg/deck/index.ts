/**
 * Deck construction: the Captain's Deck and Adventure Deck lists, their sizes and copy limits (Rules Reference: Deck Construction).
 * This file is the folder's public face: code outside `deck/` imports from here.
 */
export * from './deck.ts';
export * from './read-deck.ts';
export * from './types.ts';
