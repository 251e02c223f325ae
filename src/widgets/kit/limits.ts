/** Limits shared by a tool's fields and its link reader, so a link the tool writes always reopens. Pure. */

/** The most characters a typed number keeps, in its field and in its tool's link (one limit for both). */
export const TYPED_MAX = 12;
