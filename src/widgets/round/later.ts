/**
 * The parts of the game view that load just after its first screen, in one
 * request: below the moves (the book's next step, what they may do, the
 * captains, undo), the jump picker a phase of the map opens, and the reasons
 * for the moves not offered.
 */
export { default as GameDetails } from './GameDetails.tsx';
export { default as JumpPanel } from './JumpPanel.tsx';
export { default as WhyNot } from './WhyNot.tsx';
