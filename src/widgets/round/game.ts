/**
 * What the round tracker loads when a game is shown (RoundTracker.tsx): the
 * game view with the parts of the tracker engine that play a game. The readers
 * of a game from outside (a link, a game kept on this device) use those parts
 * too, so they load through this file: after it, they bring only their own code.
 */
export { default as GameView } from './GameView.tsx';
export const loadLink = () => import('./link.ts');
export const loadKeep = () => import('./keep.ts');
