/** JSON with sorted keys: two values are the same when this is (the order their keys were written in aside). */
import { isRecord } from './validate.ts';

export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}
