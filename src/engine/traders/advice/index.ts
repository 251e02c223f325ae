/** Odds for the decision the game waits for: the situation's, and beside each move the game allows. */
export { decisionOdds, offerComparison, searchLines, type DecisionOdds, type OddsLine, type OfferComparison } from './situation.ts';
export { moveAdvice, type MoveAdvice, type MoveOdds } from './moves.ts';
export { arrivalOdds, clearArrivalCache, readTripQuestion, tripAdvice, tripOf, TRIP_AHEAD, type RouteStop, type TripAdvice, type TripLot, type TripQuestion } from './trip.ts';
