/** Movement ([3.0]–[3.4], T8): the jump reach of a ship, a fleet, an exploring Scout or an Asset alone. */
export { jumpReach, jumpRating, solveJump, readJump, readJumpShip, MOVERS, MAX_DISTANCE, type JumpReach, type JumpInput, type JumpShip, type Mover } from './reach.ts';
export { SHIP_KINDS, SHIP_NAMES, type ShipKind } from './ships.ts';
