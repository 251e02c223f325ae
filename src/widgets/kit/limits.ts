/** Limits shared by a tool's fields and its link reader, so a link the tool writes always reopens. Pure. */

/** The most characters a typed number keeps, in its field and in its tool's link (one limit for both). */
export const TYPED_MAX = 12;

/** Decimals shown for a chance known by its bounds (they are at most 1e-9 apart, and usually far closer). Apart from `chance.ts`, so a screen that only shows chances carries no engine code. */
export const BOUNDS_PLACES = 12;
