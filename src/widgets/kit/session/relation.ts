/**
 * How two records relate when a record is a fixed head and a list of moves
 * separated by one character: a later point of a game keeps the head and
 * extends the moves.
 */
import type { Relation } from './machine.ts';

/** `head` ends where the moves start (e.g. after the last `~`); moves are separated by `sep`. */
export function prefixRelation(a: string, b: string, sep: string, headEnd: (record: string) => number): Relation {
  if (a === b) return 'same';
  const extendsIt = (long: string, short: string) => {
    if (!long.startsWith(short)) return false;
    const moves = short.length - headEnd(short);
    return moves === 0 ? headEnd(long) === headEnd(short) : long.charAt(short.length) === sep;
  };
  if (extendsIt(b, a)) return 'a-behind';
  if (extendsIt(a, b)) return 'a-ahead';
  return 'different';
}

/**
 * How two snapshots of a tool's state relate when each holds a game as a
 * setup and a list of moves: another setup is another game; otherwise the
 * moves decide (a snapshot differing only in its forms is taken as the later).
 */
export function snapshotRelation(a: { setup: unknown; moves: readonly unknown[] }, b: { setup: unknown; moves: readonly unknown[] }): Relation {
  if (JSON.stringify(a.setup ?? null) !== JSON.stringify(b.setup ?? null)) return 'different';
  const prefix = (short: readonly unknown[], long: readonly unknown[]) => short.every((m, i) => JSON.stringify(m) === JSON.stringify(long[i]));
  if (a.moves.length <= b.moves.length && prefix(a.moves, b.moves)) return 'a-behind';
  if (prefix(b.moves, a.moves)) return 'a-ahead';
  return 'different';
}
