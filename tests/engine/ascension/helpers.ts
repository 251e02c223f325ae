/** Test helpers: unwrap a result (failing loudly) and write fractions. */
import type { Fraction } from '../../../src/engine/core/dice/index.ts';

export function value<T>(r: { ok: true; value: T } | { ok: false; error: string; rule: string; field?: string }): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.rule} ${r.field ?? ''}: ${r.error}`);
  return r.value;
}

export const text = (f: Fraction): string => f.toFraction();
