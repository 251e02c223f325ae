/** Small English helpers for the sentences the engine writes into traces and errors. */

/** `plural(1, 'card')` → "1 card"; `plural(3, 'card')` → "3 cards"; irregular forms by the third argument. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `['A', 'B', 'C']` → "A, B and C"; one name alone; an empty list gives `none` ('' unless told). */
export function listAnd(names: readonly string[], none = ''): string {
  if (names.length <= 1) return names[0] ?? none;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A value shown in a refusal: short, and never the whole of a long or nested input (nor a throw on one with no prototype). */
export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  if (value === undefined) return 'nothing';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? 'a list' : 'an object';
}
