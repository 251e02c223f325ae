/**
 * The seven phases' names, in order (phases 5 and 6 repeat 1 and 2). The turn
 * as data (`phases.ts`, with what each phase does and where it leads) names
 * each phase from here; the game's view needs the names alone, so it reads
 * this small file and not the whole table.
 */
export const PHASE_NAMES = ['Finding a Patron', 'Planetfall encounter', 'Buy merchandise', 'Spaceflight encounter', 'Finding a Patron', 'Planetfall encounter', 'Sell merchandise'] as const;

/** A phase's name by its number (1 to 7). */
export const phaseName = (n: 1 | 2 | 3 | 4 | 5 | 6 | 7): string => PHASE_NAMES[n - 1]!;
