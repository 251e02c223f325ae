/**
 * The round: captains' values and the victory check, one number each for the
 * victory check's reader and the round tracker's form and link. Apart from
 * `ccg/limits.ts`, so a tool that needs none of them loads none.
 */
export const ROUND_LIMITS = {
  /** A captain's Initiative. */
  initiative: 99,
  /** A captain's Victory Points. */
  vp: 999,
  /** The Victory Point threshold. */
  threshold: 999,
  /** A seeded random state: a 32-bit whole number. */
  rng: 0xffffffff,
} as const;
