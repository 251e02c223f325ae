/**
 * The kernel's readers (`core/read.ts`) bound to the Ascension rule registry:
 * every Ascension entry point reads its input with these, once, at the edge.
 */
import { readersFor, type Reader as CoreReader } from '../../core/read.ts';
import type { AscensionRuleId } from '../rules.ts';

export type Reader<T> = CoreReader<T, AscensionRuleId>;
export type { ReaderValue } from '../../core/read.ts';

export const { refuse, whole, choice, flag, label, text, optional, nullable, list, tuple, shape, keyed, variant, refine, map, read, guarded } = readersFor<AscensionRuleId>();
