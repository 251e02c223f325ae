/** The generic result and trace types, bound to the Traders rule registry. */
import type { Err, Ok, Result, TraceStep } from '../../core/result.ts';
import type { TradersRuleId } from './registry.ts';

export type TradersStep = TraceStep<TradersRuleId>;
export type TradersOk<T> = Ok<T, TradersRuleId>;
export type TradersErr = Err<TradersRuleId>;
export type TradersResult<T> = Result<T, TradersRuleId>;
export { ok, err, step } from '../../core/result.ts';
