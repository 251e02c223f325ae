/** Decimals shown for a chance known by its bounds (they are at most 1e-9 apart, and usually far closer). Apart from `chance.ts`, so a screen that only shows chances carries no engine code. */
export const BOUNDS_PLACES = 12;
