/**
 * Exact odds, all from the dice kernel (fractions, never floats or sampling):
 * roll-offs, market prices, space battles, planetfall encounters, villains
 * before a Patron, replacement quality.
 */
// Each entry point reads its input (`unknown` from outside) once; the `…Of`, `…At` and plain-noun
// forms take input already read, for the engine's own callers (the advice, the game).
export { contest, contestRule, type Contest, type ContestRow } from './contest.ts';
export { rollOff, rollOffOf, rollOffOdds, ROLL_OFF_LIMITS, type RollOffSide, type RollOffValue } from './roll-off.ts';
export { marketOdds, marketOf, offerStanding, standingOf, newPatronOdds, newPatron, readMarketQuestion, type NewPatronQuestion, type NewPatronOdds, multiplierDistribution, priceDistribution, meanBasePrice, meanMultiplier, meanPrice, type MarketQuestion, type MarketOdds, type OfferStanding } from './market.ts';
export { battleOdds, battleOddsFrom, battleAt, freshBattle, deckBattleOdds, deckBattle, readCrewForBattle, clearBattleCache, expectedHitsIfWon, type BattleAt, type BattleCrew, type BattlePosition, type BattleOdds, type DeckBattleOdds, type CrewForBattle, type Shooter } from './battle.ts';
export { encounterOdds, encounterOddsOf, encounterWounds, attackersFromRow, clearEncounterCaches, BOUNDS_WIDTH, ENCOUNTER_BUDGET, ENCOUNTER_LIMITS, type Attacker, type CrewInput, type EncounterAsked, type EncounterQuestion, type EncounterOdds, type EncounterWounds, type Precision } from './encounter.ts';
export { villainsBeforePatron, villainsBefore, makeUp, FULL_DECK_MAKE_UP, type PileMakeUp, type VillainsBeforePatron } from './patron.ts';
export { replacementOdds, hireOdds, hire, type QualityOdds } from './replacement.ts';
