/** The seeded random state a solo decision carries (`core/rng.ts`): a 32-bit unsigned whole number. */
import type { RngState } from '../../core/rng.ts';
import { whole, type Reader } from '../readers.ts';
import type { RuleId } from '../rules.ts';

const MAX_RNG_STATE = 0xffffffff;

/** The reader of a random state, refused for `rule` (the decision that draws). */
export const rngState = (rule: RuleId): Reader<RngState> => whole('The random state', 0, MAX_RNG_STATE, rule);
