/** Planetary combat (M4–M6): Siege and Battle ratings, one pass of a Siege or Assault, and the whole action (AM-56). */
export { planetaryRating, successesToStrip, readPlanetarySystem, readTarget, type PlanetarySystem, type PlanetaryTarget, type AttackKind } from './system.ts';
export { siegePass, assaultPass, counterHitNumber, checkWorld, type SiegePass, type AssaultPass, type AttackRoll, type SiegeInput, type AssaultInput } from './pass.ts';
export { siegeDice, attackHitNumber, type SiegeShip, type Soldier } from './attackers.ts';
export { siegeForecast, assaultForecast } from './action.ts';
export type { PlanetaryForecast, ForecastMethod } from './forecast.ts';
