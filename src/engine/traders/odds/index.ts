/**
 * Exact odds, all from the dice kernel (fractions, never floats or sampling):
 * roll-offs, market prices, space battles, planetfall encounters, villains
 * before a Patron, replacement quality.
 */
export { rollOff, rollOffOdds, type RollOffSide, type RollOffValue } from './roll-off.ts';
export { marketOdds, offerStanding, newPatronOdds, type NewPatronQuestion, type NewPatronOdds, multiplierDistribution, priceDistribution, meanBasePrice, meanMultiplier, meanPrice, type MarketQuestion, type MarketOdds, type OfferStanding } from './market.ts';
export { battleOdds, battleOddsFrom, deckBattleOdds, clearBattleCache, expectedHitsIfWon, type BattlePosition, type BattleOdds, type DeckBattleOdds, type CrewForBattle, type Shooter } from './battle.ts';
export { encounterOdds, encounterWounds, attackersFromRow, BOUNDS_WIDTH, ENCOUNTER_BUDGET, ENCOUNTER_LIMITS, type Attacker, type CrewInput, type EncounterQuestion, type EncounterOdds, type EncounterWounds, type Precision } from './encounter.ts';
export { villainsBeforePatron, makeUp, FULL_DECK_MAKE_UP, type PileMakeUp, type VillainsBeforePatron } from './patron.ts';
export { replacementOdds, hireOdds, type QualityOdds } from './replacement.ts';
