/** The generic result and trace types, bound to the CCG rule registry. */
import type { Err, Ok, Result, TraceStep } from '../core/result.ts';
import type { RuleId } from './rules.ts';

export type Step = TraceStep<RuleId>;
export type CcgOk<T> = Ok<T, RuleId>;
export type CcgErr = Err<RuleId>;
export type CcgResult<T> = Result<T, RuleId>;
export { ok, err, step } from '../core/result.ts';
