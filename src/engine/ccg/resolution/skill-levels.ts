/**
 * The level a crew member holds a skill at: its grants in order (an expert
 * grant raises a trained skill, a trained grant adds nothing to an expert one),
 * then the changes of level from the skill level table (gain a level, lose a
 * level, suppressed, set). Kept apart from the collection of the pool
 * (`resources.ts`), which traces each step, so that a form can count a crew
 * member's Jack-of-all-Trades slots without loading the pool's readers.
 * Typed input only: the entry points read theirs first (`readCrewMember`).
 */
import type { Skill, SkillLevel } from '../cards/index.ts';
import type { CrewInput, SkillLevelChange, SkillLevelStep, SkillState } from './types.ts';

export interface SkillLevelRow {
  change: SkillLevelStep;
  label: string;
  /** The level after the change, for each level before it. */
  result: Readonly<Record<SkillState, SkillState>>;
}

/** The skill level table: rows are changes, columns the level before the change. */
export const SKILL_LEVEL_TABLE: readonly SkillLevelRow[] = [
  { change: 'gain', label: 'Gain a level', result: { unskilled: 'trained', trained: 'expert', expert: 'expert' } },
  { change: 'lose', label: 'Lose a level', result: { unskilled: 'unskilled', trained: 'unskilled', expert: 'trained' } },
  { change: 'suppress', label: 'Suppressed', result: { unskilled: 'unskilled', trained: 'unskilled', expert: 'unskilled' } },
];

/** The level after one more grant of the skill: a trained grant leaves an expert skill at expert. */
export function levelAfterGrant(before: SkillState, grant: SkillLevel): SkillLevel {
  return before === 'expert' ? 'expert' : grant;
}

/** The level after one change of level (a row of the table, or an effect that sets it). */
export function levelAfterChange(from: SkillState, change: SkillLevelChange): SkillState {
  if (typeof change === 'object') return change.set;
  return SKILL_LEVEL_TABLE.find((r) => r.change === change)!.result[from];
}

/** The level a crew member holds one skill at, from its grants and then its changes, in order. */
export function heldSkillLevel(crew: Pick<CrewInput, 'skills' | 'changes'>, skill: Skill): SkillState {
  let level: SkillState = 'unskilled';
  for (const g of crew.skills) if (g.skill === skill) level = levelAfterGrant(level, g.level);
  for (const c of crew.changes ?? []) if (c.skill === skill) level = levelAfterChange(level, c.change);
  return level;
}

/** Tokens a crew member's Jack-of-all-Trades lets the captain declare: 2 at expert, 1 at trained, none without it. */
export function jackSlotsOf(crew: Pick<CrewInput, 'skills' | 'changes'>): number {
  const jack = heldSkillLevel(crew, 'jack');
  return jack === 'expert' ? 2 : jack === 'trained' ? 1 : 0;
}
