/**
 * The kernel's readers (`core/read.ts`) bound to the Ascension rule registry:
 * every Ascension entry point reads its input with these, once, at the edge.
 */
import * as core from '../../core/read.ts';
import * as structure from '../../core/read-structure.ts';
import type { Reader as CoreReader, Readers } from '../../core/read.ts';
import type { AscensionRuleId } from '../rules.ts';

export type Reader<T> = CoreReader<T, AscensionRuleId>;
export type { ReaderValue } from '../../core/read.ts';

/** The kernel's functions, each typed with the Ascension rule ids (nothing is built at load, so a bundle keeps only those it calls). */
type Asc = Readers<AscensionRuleId>;
export const refuse: Asc['refuse'] = core.refuse;
export const whole: Asc['whole'] = core.whole;
export const choice: Asc['choice'] = core.choice;
export const flag: Asc['flag'] = core.flag;
export const label: Asc['label'] = core.label;
export const text: Asc['text'] = core.text;
export const optional: Asc['optional'] = core.optional;
export const nullable: Asc['nullable'] = core.nullable;
export const list: Asc['list'] = core.list;
export const tuple: Asc['tuple'] = structure.tuple;
export const shape: Asc['shape'] = structure.shape;
export const keyed: Asc['keyed'] = structure.keyed;
export const variant: Asc['variant'] = structure.variant;
export const refine: Asc['refine'] = structure.refine;
export const map: Asc['map'] = structure.map;
export const read: Asc['read'] = core.read;
export const guarded: Asc['guarded'] = structure.guarded;
