/**
 * The parts of the game view loaded when the reader asks for them, in one
 * request: the jump picker a phase of the map opens, and the reasons for the
 * moves not offered.
 */
export { default as JumpPanel } from './JumpPanel.tsx';
export { default as WhyNot } from './WhyNot.tsx';
