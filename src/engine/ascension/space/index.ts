/** Space combat: ship ratings (T18), reach (T15), initiative (M8), each roll's odds (M9–M15), damage (M12), and the round-by-round resolver. */
export * from './damage.ts';
export { SHIP_RATINGS, RATING_INFO, WEAPON_REACH, readShipRatings, effectiveRating, effectiveRatings, halvesWhenDisabled, inReach, type ShipRating, type ShipRatings, type RatingInfo, type Weapon, type CombatPhase } from './ratings.ts';
export { energyOdds, solveEnergy, type EnergyOdds, type EnergyShot, type EnergyInput } from './energy.ts';
export { missileOdds, solveMissiles, missilesFired, missileDamage, missileHits, survivors, impactDamage, type MissileOdds, type MissileVolley, type MissileInput } from './missiles.ts';
export { sensorsOdds, stealthOdds, solveSensors, solveStealth, type RollOdds } from './spotting.ts';
export { rangeRollOdds, solveRangeRoll, type RangeRollOdds } from './range-roll.ts';
export { shipInitiative, firingOrder, type Side, type InitiativeShip } from './initiative.ts';
export { spaceBattle, currentStep, type BattleOption } from './battle.ts';
export { setupBattle } from './battle-setup.ts';
export { MISSILE_TOKENS, salvosLeft } from './battle-flow.ts';
export { battleStepOdds, type StepOdds } from './battle-odds.ts';
export type { BattleState, BattleEvent, BattleStep, BattleShip, Volley, BattlePhase, CombatSystem, BattleOutcome } from './battle-types.ts';
