/**
 * Solo play: the scenarios, the solo Adventure Phase and challenge points (Rules Booklet: Solo Play).
 * This file is the folder's public face: code outside `solo/` imports from here.
 */
export * from './solo.ts';
export * from './challenge-choice.ts';
