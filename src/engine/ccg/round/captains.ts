/**
 * The captains at a CCG table: how many may play, and how a shared highest
 * Initiative is settled. Turn order itself (clockwise, initiative order, runs
 * of passes) is the kernel's; these are the CCG's own choices fed into it.
 */
import { firstSeatedWins, noTieBreak, type TieBreak } from '../../core/turn-order.ts';

/** One captain is a solo game; a multi-captain game seats at most four. */
export const MIN_CAPTAINS = 1;
export const MAX_CAPTAINS = 4;

/** Whether `n` captains may sit at one table. */
export function isCaptainCount(n: number): boolean {
  return n >= MIN_CAPTAINS && n <= MAX_CAPTAINS;
}

/**
 * Ready Phase stage 3: with the highest Initiative shared nobody chooses the
 * first captain; the first captain is drawn at random from every captain
 * (`ccg.note.first-captain-tie`), a draw the caller makes with its own seed.
 */
export const firstCaptainTieBreak: TieBreak = noTieBreak;

/**
 * Priority with no acting captain goes to the highest Initiative; the rules do
 * not break a tie there, and we give it to the tied captain seated first
 * (`ccg.note.priority-ties`).
 */
export const priorityTieBreak: TieBreak = firstSeatedWins;
