/**
 * The Traveller Customizable Card Game: the rules engine's shared face: the
 * rule registry, the result types and the input readers. Each domain has its
 * own face, imported directly (a face here re-exporting them would make the
 * domains and this folder import each other). Code outside `src/engine/ccg`
 * imports this file or a domain's `index.ts`, nothing else
 * (`tests/architecture/directions.test.ts`).
 *
 *   ./cards/index.ts       icons, keywords, modified values, limits on cards in play
 *   ./costs/index.ts       Credits costs, whether costs can be paid, expenses and their sessions
 *   ./deck/index.ts        deck lists read forgivingly, deck construction checked
 *   ./timing/index.ts      the queue: adding, priority, passing, resolving, undo
 *   ./piracy/index.ts      piracy and enemy ships: values, damage, wounds, restoring
 *   ./resolution/index.ts  tokens, collection, requirements, subplots, the Resolution Phase
 *   ./round/index.ts       the round as data, victory, Infamy, captains and tie-breaks
 *   ./tracker/index.ts     the round tracker for a game played with real cards
 *   ./game/index.ts        the whole game as a machine over plain JSON
 *   ./solo/index.ts        solo scenarios, challenges, the Opposition
 *   ./examples/index.ts    the books' worked examples, as presets and tests
 *   ./editions/index.ts    the two editions of the Rules Reference
 */
export * from './rules.ts';
export * from './result.ts';
export * from './readers.ts';
export * from './limits.ts';
