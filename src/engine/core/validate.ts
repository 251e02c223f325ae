/**
 * Shape checks for input a person, a form or a URL hands the engine. Each is a
 * type guard, so a check and the narrowing it allows are one call. They say
 * nothing about the rules of any game: the caller turns a failed check into an
 * error value naming its own rule.
 */

/** A plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An integer of either sign (NaN, infinities and fractions fail). */
export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/**
 * A whole number: an integer from `min` (0 unless told) to `max` (no bound
 * unless told), both included.
 */
export function isWhole(value: unknown, min = 0, max = Number.POSITIVE_INFINITY): value is number {
  return isInteger(value) && value >= min && value <= max;
}

/** A non-empty string after trimming, at most `max` characters long. */
export function isText(value: unknown, max = Number.POSITIVE_INFINITY): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max;
}
