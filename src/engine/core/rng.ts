/**
 * A small seeded pseudo-random generator (mulberry32). The state is a plain
 * number so it can live inside serialisable engine state and travel in a URL.
 * Every call returns the value and the next state; nothing is hidden.
 */

export type RngState = number;

export function seedRng(seed: number): RngState {
  return seed >>> 0;
}

/** A float in [0, 1) and the state to use next. */
export function nextFloat(state: RngState): [number, RngState] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, next];
}

/** A whole number in [min, max] (both included) and the next state. */
export function nextInt(state: RngState, min: number, max: number): [number, RngState] {
  const [f, next] = nextFloat(state);
  return [min + Math.floor(f * (max - min + 1)), next];
}

/** A shuffled copy of `items` (Fisher-Yates) and the next state. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, n] = nextInt(s, 0, i);
    s = n;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, s];
}

/** One element picked uniformly, and the next state. `items` must not be empty. */
export function pick<T>(state: RngState, items: readonly T[]): [T, RngState] {
  const [i, next] = nextInt(state, 0, items.length - 1);
  return [items[i] as T, next];
}
