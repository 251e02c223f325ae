/** The game turn: Action types and ranks, the order of play (M7), the turn as data (T21, AM-49), and the turn tracker. */
export * from '../board/index.ts';
export { actionOrder, orderCards, readRevealedCard, type ActionOrder, type DecidedBy, type RevealedCard } from './order.ts';
export * from './structure.ts';
export { turnTracker, usesLeftOf, type TrackerWait } from './tracker.ts';
export { pendingLossPick, applyEndLosses, type LossQuestion, type LossStep } from './tracker-losses.ts';
export { panelName } from './tracker-systems.ts';
export { TRACKER_LIMITS } from './limits.ts';
export { setupTurnTracker } from './tracker-setup.ts';
export type { TurnTrackerEvent, TurnTrackerSetup, TurnTrackerState, TrackedPlayer, AbilityBox, PanelInput, TrackerStage, TrackedSystem, TrackedBar, TrackedSociety, TrackedOutpost, TrackedBlockade, Standing, PanelRef, WorldRef, LossPick } from './tracker-types.ts';
