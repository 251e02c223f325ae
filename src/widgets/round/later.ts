/**
 * The part of the game view that loads just after its first screen: below the
 * moves (the book's next step, what they may do, the captains, undo). The jump
 * picker a phase of the map opens and the reasons for the moves not offered
 * load when asked for (GameView.tsx).
 */
export { default as GameDetails } from './GameDetails.tsx';
