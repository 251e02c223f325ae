/**
 * Solo play: the scenarios, the Opposition, the challenges and their points, the dues at the end of phases, and the solo Adventure Phase (Rules Booklet: Solo Play).
 * This file is the folder's public face: code outside `solo/` imports from here.
 */
export * from './scenarios.ts';
export * from './opposition.ts';
export * from './challenges.ts';
export * from './score.ts';
export * from './dues.ts';
export * from './hidden-complication.ts';
export * from './read-hidden-complication.ts';
export * from './challenge-choice.ts';
