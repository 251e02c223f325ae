/** The seeded random state a solo decision carries (`core/rng.ts`): a 32-bit unsigned whole number. */
import { isWhole } from '../../core/validate.ts';
import { err, type CcgErr } from '../result.ts';
import type { RuleId } from '../rules.ts';

const MAX_RNG_STATE = 0xffffffff;

/** An error naming `rule` and the field `rng` when `value` is not a random state, else null. */
export function checkRngState(value: unknown, rule: RuleId): CcgErr | null {
  return isWhole(value, 0, MAX_RNG_STATE) ? null : err(`The random state must be a whole number from 0 to ${MAX_RNG_STATE}.`, rule, 'rng');
}
