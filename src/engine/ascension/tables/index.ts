/** The rule book's tables T1–T21 as data the site draws. */
import { T10 } from './actions.ts';
import { T5, T6, T7, T8, T9 } from './board.ts';
import { T15, T16, T17, T18, T19 } from './combat.ts';
import { T1, T2, T3, T4 } from './pieces.ts';
import { T20, T21 } from './turn.ts';
import type { RuleTable } from './types.ts';
import { T11, T12, T13, T14 } from './world.ts';

export type { RuleTable, TableId } from './types.ts';
export { T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20, T21 };

export const TABLES: readonly RuleTable[] = [T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20, T21];

export function tableById(id: string): RuleTable | undefined {
  return TABLES.find((t) => t.id === id);
}
