/**
 * The refusal table the CCG readers' tests share: each input refused by the
 * entry point under test, with the rule, the field path (undefined: none)
 * and the message it must give.
 */
import { expect } from 'vitest';
import type { Result } from '../../../src/engine/core/result.ts';

export type Refusal<I> = [input: I, rule: string, field: string | undefined, message: RegExp];

export function expectRefusals<I>(decide: (input: I) => Result<unknown>, cases: readonly Refusal<I>[]): void {
  for (const [input, rule, field, message] of cases) {
    const r = decide(input);
    expect(r, String(field)).toMatchObject({ ok: false, rule });
    expect(!r.ok && r.field, String(field)).toBe(field);
    expect(!r.ok && r.error, String(field)).toMatch(message);
  }
}
