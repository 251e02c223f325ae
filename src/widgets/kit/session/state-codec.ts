/**
 * A record codec for a tool whose game is its encoded state (the kit's URL
 * codec): a record is read with the tool's link schema, so a saved game and a
 * link are read alike, and two records relate through their setup and moves.
 */
import { readEncodedState, type UrlSchema } from '../url-state.ts';
import type { RecordCodec, Relation } from './machine.ts';
import { snapshotRelation } from './relation.ts';

export function stateCodec<T>(schema: UrlSchema<T>, gameOf: (state: T) => { setup: unknown; moves: readonly unknown[] }): RecordCodec & { decode: (record: string) => T | null } {
  const decode = (record: string): T | null => {
    const r = readEncodedState(record, schema);
    return r.ok ? r.value : null;
  };
  return {
    decode,
    check: (text) => {
      const r = readEncodedState(text, schema);
      return r.ok ? { ok: true, value: text } : { ok: false, error: r.error };
    },
    relation: (a, b): Relation => {
      if (a === b) return 'same';
      const x = decode(a);
      const y = decode(b);
      return x === null || y === null ? 'different' : snapshotRelation(gameOf(x), gameOf(y));
    },
  };
}
