/**
 * How the two bounded planetfall solvers number their positions: cards left
 * in mixed radix, four officer slots per attacker, and the lookup tables for
 * who attacks next and whom. Shared so that both walk the same positions.
 */
import type { EncounterStart } from './encounter-exact.ts';
import type { EncounterModel } from './encounter-model.ts';

/** Slots per attacker in a group: a position is attacker × 4 + officer. */
export const OFFICER_SLOTS = 4;

export interface EncounterLayout {
  /** Cards of each attacker at the most (the row's, or more when the start says so). */
  counts: number[];
  /** How many attackers. */
  A: number;
  /** Slots per group. */
  stride: number;
  /** radix[i] = product of (counts[j] + 1) for j < i: cards left, coded in mixed radix. */
  radix: number[];
  /** How many codes of cards left there are. */
  codes: number;
  /** The next attacker with cards after attacker i, for each set of attackers with cards (bit i set: i has cards): nextAlive[alive * A + i]. */
  nextAlive: Int8Array;
  /** The officer attacked after `last` (-1: nobody yet) with each crew: targets[mask * 5 + last + 1]. */
  targets: Int8Array;
}

export function encounterLayout(model: EncounterModel, start: EncounterStart): EncounterLayout {
  const counts = model.attackers.map((a, i) => Math.max(a.count, start.left[i] ?? 0));
  const A = counts.length;
  const radix: number[] = [];
  let codes = 1;
  for (const c of counts) {
    radix.push(codes);
    codes *= c + 1;
  }
  const nextAlive = new Int8Array((1 << A) * A);
  for (let alive = 0; alive < 1 << A; alive++) {
    for (let i = 0; i < A; i++) {
      let j = -1;
      for (let k = 1; k <= A && j < 0; k++) if (alive & (1 << ((i + k) % A))) j = (i + k) % A;
      nextAlive[alive * A + i] = j;
    }
  }
  const targets = new Int8Array(16 * 5);
  for (let mask = 0; mask < 16; mask++) for (let last = -1; last < 4; last++) targets[mask * 5 + last + 1] = model.targetAfter(mask, last);
  return { counts, A, stride: A * OFFICER_SLOTS, radix, codes, nextAlive, targets };
}

/**
 * The cycle of slots through `s0` in a group (crew `mask`, attackers with
 * cards `alive`): from each slot, the next attacker with cards attacks the
 * officer after the one just attacked. Writes the slots into `cycle`, marks
 * them in `done` and gives the cycle's length; -1 when the slots do not close
 * into a cycle (they always do for the rules as read: a guard, not a case).
 */
export function traceCycle(layout: EncounterLayout, s0: number, alive: number, mask: number, done: Uint8Array, cycle: Int32Array): number {
  const { A, stride, nextAlive, targets } = layout;
  let n = 0;
  let s = s0;
  do {
    if (done[s] || n >= stride) return -1;
    done[s] = 1;
    cycle[n++] = s;
    const next = nextAlive[alive * A + ((s / OFFICER_SLOTS) | 0)]!;
    const t = targets[mask * 5 + (s % OFFICER_SLOTS) + 1]!;
    if (next < 0 || t < 0) return -1;
    s = next * OFFICER_SLOTS + t;
  } while (s !== s0);
  return n;
}
