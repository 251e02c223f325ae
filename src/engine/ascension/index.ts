/**
 * Traveller Ascension: Imperial Warrant — the rules engine's shared face:
 * the rule registry, the readings, and the result types. Each domain has its
 * own face, imported directly (a face here re-exporting them would make the
 * domains and this folder import each other):
 *
 *   ./flux/index.ts        flux rolls, Sabotage, Mystery and Adventure (M1–M3)
 *   ./planetary/index.ts   Siege and Assault: ratings, one pass, the whole action (M4–M6)
 *   ./space/index.ts       space combat rolls (M8–M15) and the battle resolver
 *   ./economy/index.ts     Budget, repair, Victory, Treaties, trade, end-of-turn losses
 *   ./turn/index.ts        action order (M7), the turn as data, the turn tracker
 *   ./board/index.ts       the Action Board: the six Action types (T5) and Faction Panel slots
 *   ./movement/index.ts    jump reach: ships, fleets, exploring Scouts, Assets alone (T8)
 *   ./checks/index.ts      whether an Action choice may be played here (T10)
 *   ./planetfall/index.ts  World Class and the planetfall tool
 *   ./tables/index.ts      tables T1–T21
 *   ./examples/index.ts    the book's reproducible worked examples
 */
export * from './rules.ts';
export * from './readings.ts';
export * from './result.ts';
