/**
 * The victory check, run at the last stage of every phase, and the win by
 * being the last captain left after bankruptcies.
 *
 * Our reading (ccg.note.victory-threshold): the check says "met" in one
 * sentence and "exceeded" in the next; we read both as "at or over the
 * threshold", so 20 Victory Points win against the default threshold of 20.
 * Our reading (ccg.note.victory-final-tie): when the leaders are also level on
 * Initiative, the winner is drawn at random, as the rules do for the other
 * Initiative ties (the first captain, the fourth contract slot).
 */
import { pick, type RngState } from '../../core/rng.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';

export const DEFAULT_VICTORY_THRESHOLD = 20;

export interface VictoryCaptain {
  id: string;
  /** Victory Points earned so far. */
  vp: number;
  /** The captain's current Initiative (their ship's, after modifiers). */
  initiative: number;
}

export interface VictoryInput {
  /** Captains still in the game. */
  captains: readonly VictoryCaptain[];
  /** Victory Points needed to win; 20 when left out. */
  threshold?: number;
  /** Captains already removed by bankruptcy. */
  eliminated?: readonly string[];
  /** Needed only when a tie survives Victory Points and Initiative. */
  rng?: RngState;
}

export type VictoryReason = 'threshold' | 'last-captain' | 'none' | 'no-captains';

export interface VictoryResult {
  /** The winner's id, or null when nobody has won (yet). */
  winner: string | null;
  reason: VictoryReason;
  /** Captains at or over the threshold. */
  reached: string[];
  /** True when the winner was drawn at random from a full tie. */
  drawnAtRandom: boolean;
  /** The RNG state after any draw (unchanged when nothing was drawn). */
  rng?: RngState;
}

/**
 * Decide whether anyone has won, and who, from input already read
 * (`readVictoryInput`; the game and the tracker build it typed). `checkVictory`
 * is the edge that reads it first.
 */
export function decideVictory(input: VictoryInput): CcgResult<VictoryResult> {
  const threshold = input.threshold ?? DEFAULT_VICTORY_THRESHOLD;
  const { captains } = input;
  const eliminated = input.eliminated ?? [];
  const trace: Step[] = [];
  const base = { drawnAtRandom: false, ...(input.rng === undefined ? {} : { rng: input.rng }) };

  if (captains.length === 0) {
    trace.push(step('No captain is left in the game, so nobody wins.', 'ccg.bankruptcy'));
    return ok({ ...base, winner: null, reason: 'no-captains', reached: [] }, trace);
  }
  const reached = captains.filter((c) => c.vp >= threshold);
  const reachedIds = reached.map((c) => c.id);

  if (captains.length === 1 && eliminated.length > 0) {
    const last = captains[0] as VictoryCaptain;
    trace.push(
      step(
        `${eliminated.join(', ')} went bankrupt, leaving ${last.id} as the only captain: ${last.id} wins, whatever the Victory Points.`,
        'ccg.bankruptcy',
      ),
    );
    return ok({ ...base, winner: last.id, reason: 'last-captain', reached: reachedIds }, trace);
  }

  if (reached.length === 0) {
    const best = Math.max(...captains.map((c) => c.vp));
    trace.push(step(`Nobody has reached ${threshold} Victory Points (the most is ${best}), so the game goes on.`, 'ccg.victory'));
    return ok({ ...base, winner: null, reason: 'none', reached: [] }, trace);
  }

  for (const c of reached) {
    trace.push(
      step(
        c.vp === threshold
          ? `${c.id} has exactly ${c.vp} Victory Points, which meets the threshold of ${threshold}; meeting it is enough.`
          : `${c.id} has ${c.vp} Victory Points, over the threshold of ${threshold}.`,
        c.vp === threshold ? 'ccg.note.victory-threshold' : 'ccg.victory',
      ),
    );
  }
  if (reached.length === 1) {
    const only = reached[0] as VictoryCaptain;
    trace.push(step(`${only.id} is the only captain at or over the threshold and wins.`, 'ccg.victory'));
    return ok({ ...base, winner: only.id, reason: 'threshold', reached: reachedIds }, trace);
  }

  const topVp = Math.max(...reached.map((c) => c.vp));
  const byVp = reached.filter((c) => c.vp === topVp);
  if (byVp.length === 1) {
    const w = byVp[0] as VictoryCaptain;
    trace.push(step(`Several captains are at or over the threshold; ${w.id} has the most Victory Points (${topVp}) and wins.`, 'ccg.victory'));
    return ok({ ...base, winner: w.id, reason: 'threshold', reached: reachedIds }, trace);
  }
  const topInit = Math.max(...byVp.map((c) => c.initiative));
  const byInit = byVp.filter((c) => c.initiative === topInit);
  const names = byVp.map((c) => c.id).join(' and ');
  if (byInit.length === 1) {
    const w = byInit[0] as VictoryCaptain;
    trace.push(
      step(`${names} are level on ${topVp} Victory Points; ${w.id} has the highest Initiative (${topInit}) and wins.`, 'ccg.initiative'),
    );
    return ok({ ...base, winner: w.id, reason: 'threshold', reached: reachedIds }, trace);
  }
  if (input.rng === undefined) {
    return err(
      `${byInit.map((c) => c.id).join(' and ')} are level on Victory Points and Initiative; a random state is needed to draw the winner.`,
      'ccg.note.victory-final-tie',
      'rng',
    );
  }
  const [w, rng] = pick(input.rng, byInit);
  trace.push(
    step(
      `${byInit.map((c) => c.id).join(' and ')} are level on ${topVp} Victory Points and Initiative ${topInit}; the winner is drawn at random: ${w.id}.`,
      'ccg.note.victory-final-tie',
    ),
  );
  return ok({ winner: w.id, reason: 'threshold', reached: reachedIds, drawnAtRandom: true, rng }, trace);
}
