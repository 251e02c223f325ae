/**
 * The kernel's readers (`core/read`) bound to the Ascension rule registry:
 * every Ascension entry point reads its input with these, once, at the edge.
 */
import { readersFor, type Reader as CoreReader } from '../../core/read/index.ts';
import type { AscensionRuleId } from '../rules.ts';

export type Reader<T> = CoreReader<T, AscensionRuleId>;
export type { ReaderValue } from '../../core/read/index.ts';

export const { whole, choice, flag, label, text, optional, nullable, list, shape, keyed, variant, refine, read, guarded } = readersFor<AscensionRuleId>();
