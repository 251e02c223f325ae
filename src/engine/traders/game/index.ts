/**
 * The game: a pure reducer on the kernel's machine. `setupGame`, `transition`,
 * `replay`, `legalMoves`, `pendingOf`, described positions to start from, and
 * the record codec for shareable URLs.
 */
export * from './types.ts';
export { setupGame, MAX_SEED } from './setup.ts';
export { checkPosition, positionFacts, positionText, POSITION_LIMITS, type PositionFacts } from './position.ts';
export { decodePosition, encodePosition } from './position-code.ts';
export { TRADERS_GAME, PLAYER, transition, replay, legalMoves, pendingOf } from './machine.ts';
export type { LegalMove, Pending } from './legal.ts';
export { chanceNeeds } from './flow.ts';
export { offerChoices } from './steps.ts';
export { aboard, leaderOf, fightersOf, activeRanksOf, officerName } from './draft.ts';
export { encodeRecord, decodeRecord, parseRecord, checkEvent, eventToken, tokenEvent, RECORD_LIMITS, type GameRecord } from './codec.ts';
