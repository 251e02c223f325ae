/** What the turn tracker can hold at once: what the box holds ([2.0], T1). */
export const TRACKER_LIMITS = {
  /** Systems kept: 15 Star System hexes. */
  systems: 15,
  /** Revolts standing: 6 Revolt markers. */
  revoltMarkers: 6,
  /** Blockades standing: each needs a ship, and there are 12. */
  ships: 12,
} as const;
