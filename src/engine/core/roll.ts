/** Dice rolled through the seeded generator, so every roll can be replayed. */
import { nextInt, type RngState } from './rng.ts';

/** Roll `count` six-sided dice; returns the faces and the next state. */
export function rollD6(state: RngState, count: number): [number[], RngState] {
  const faces: number[] = [];
  let s = state;
  for (let i = 0; i < count; i++) {
    const [f, n] = nextInt(s, 1, 6);
    faces.push(f);
    s = n;
  }
  return [faces, s];
}

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
