/** An engine reader's answer as a link reader gives it: the value, or the sentence naming what is wrong. Pure. */
import type { TradersResult } from '../../../engine/traders/rules/index.ts';
import type { Parsed } from '../../kit/numbers.ts';

export const parsedOf = <T,>(r: TradersResult<T>): Parsed<T> => (r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error });
