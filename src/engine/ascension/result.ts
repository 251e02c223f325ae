/** The generic result and trace types, bound to the Ascension rule registry. */
import type { Err, Ok, Result, TraceStep } from '../core/result.ts';
import type { AscensionRuleId } from './rules.ts';

export type Step = TraceStep<AscensionRuleId>;
export type AscensionOk<T> = Ok<T, AscensionRuleId>;
export type AscensionErr = Err<AscensionRuleId>;
export type AscensionResult<T> = Result<T, AscensionRuleId>;
export { ok, err, step } from '../core/result.ts';
