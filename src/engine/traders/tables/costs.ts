/** Costs and the small D6 rolls (section 2.7): care, layovers, repairs, replacements and their quality. */
import { OFFICERS, rankOrder, type Rank } from './cards.ts';

/** Intensive care per wounded officer (t-2-c-i). */
export const CARE_COST = 100;
/** A layover week: both pilots recuperating at take-off, or a second or later refusal to sell (t-3-e-i, t-7-layover). */
export const LAYOVER_COST = 100;
/** Paid repair per hit (t-4-f-ii). */
export const REPAIR_COST = 100;

/** Replacement prices by rank (t-3-d-ii). */
export const REPLACEMENT_COST: Readonly<Record<Rank, number>> = { captain: 300, first: 250, second: 200, third: 150 };

/** The change to a replacement's listed power for a modified D6 (t-3-d-iii, A33: 6 or more is +1). */
export function replacementQuality(modifiedRoll: number): -1 | 0 | 1 {
  if (modifiedRoll <= 2) return -1;
  if (modifiedRoll <= 5) return 0;
  return 1;
}

export const REPLACEMENT_TABLE = [
  { rolls: '1-2', change: -1 },
  { rolls: '3-5', change: 0 },
  { rolls: '6 or more', change: 1 },
] as const;

/** The powers a replacement of a rank can have: its listed power changed by each row of the quality table (t-3-d-iii). */
export const replacementPowers = (rank: Rank): number[] => REPLACEMENT_TABLE.map((row) => OFFICERS[rank].power + row.change);

/** The pilot a D6 declares fit after a layover (t-3-e-ii). */
export const layoverPilot = (roll: number): 'captain' | 'first' => (roll <= 3 ? 'captain' : 'first');

/** In-battle repair thresholds (t-4-f, A30): the enemy after 3 Beowulf misses in a row, the Beowulf after 2 enemy misses with an active 2nd Officer. */
export const ENEMY_REPAIR_AFTER = 3;
export const BEOWULF_REPAIR_AFTER = 2;

/**
 * The bonus to the quality roll (t-3-d-iv, A33): the leader's power minus the
 * listed power of the post sought, only when the leader outranks the post, and
 * never below 0.
 */
export function qualityBonus(leaderRank: Rank | null, leaderPower: number, sought: Rank): number {
  if (leaderRank === null || rankOrder(leaderRank) >= rankOrder(sought)) return 0;
  return Math.max(0, leaderPower - OFFICERS[sought].power);
}
