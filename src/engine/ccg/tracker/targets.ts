/** Every stage a jump could go to, phase by phase, with what the jump needs or why it is refused (for the jump picker). */
import type { CcgErr } from '../result.ts';
import { roundPhases, type PhaseDef, type StageDef } from '../round/index.ts';
import { ASK_ELIGIBLE, ASK_FIRST, planJump } from './jump.ts';
import type { TrackerState } from './types.ts';

export interface JumpTarget {
  stage: StageDef;
  /** The tracker stands here now. */
  here: boolean;
  /** The stage lies in the next round. */
  newRound: boolean;
  needsFirst: boolean;
  needsEligible: boolean;
  /** What the jump must be told, in the engine's words (the first captain, the eligible captains). */
  asks: CcgErr[];
  /** Why the engine refuses this jump (null when it takes it). */
  refused: CcgErr | null;
}

/** The phases of this game's round, each with its stages as jump targets. */
export function jumpTargets(s: TrackerState): { phase: PhaseDef; stages: JumpTarget[] }[] {
  return roundPhases(s.solo).map((phase) => ({
    phase,
    stages: phase.stages.map((stage) => {
      const here = phase.id === s.phase && stage.number === s.stage;
      const plan = planJump(s, phase.id, stage.number);
      return plan.ok
        ? {
            stage,
            here,
            newRound: plan.value.newRound,
            needsFirst: plan.value.needsFirst,
            needsEligible: plan.value.needsEligible,
            asks: [...(plan.value.needsFirst ? [ASK_FIRST] : []), ...(plan.value.needsEligible ? [ASK_ELIGIBLE] : [])],
            refused: null,
          }
        : { stage, here, newRound: false, needsFirst: false, needsEligible: false, asks: [], refused: plan };
    }),
  }));
}
