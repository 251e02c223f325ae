/** Who acts now, in one sentence with its rule: the first thing the tracker shows. */
import type { RuleId } from '../rules.ts';
import { captainName, currentStage, isFirstCaptainStage } from './state.ts';
import type { TrackerState } from './types.ts';

export type TrackerActor =
  | { kind: 'captain'; captain: string; text: string; rule: RuleId }
  | { kind: 'everyone'; text: string; rule: RuleId }
  | { kind: 'nobody'; text: string; rule: RuleId };

/** Who acts now, in one sentence (read through the machine's `turn` hook: `whoActs` in machine.ts). */
export function actorNow(state: TrackerState): TrackerActor {
  const def = currentStage(state);
  if (state.status === 'over') {
    return {
      kind: 'nobody',
      text: `Nobody: the game is over, and ${captainName(state, state.winner ?? '')} has won.`,
      rule: 'ccg.victory',
    };
  }
  if (isFirstCaptainStage(def) && state.first === null) {
    return state.chooser === null
      ? {
          kind: 'nobody',
          text: 'Nobody chooses: the highest Initiative is shared, so the first captain is drawn at random.',
          rule: 'ccg.note.first-captain-tie',
        }
      : {
          kind: 'captain',
          captain: state.chooser,
          text: `${captainName(state, state.chooser)} chooses the first captain.`,
          rule: def.rule,
        };
  }
  if (state.active !== null) {
    const name = captainName(state, state.active);
    return {
      kind: 'captain',
      captain: state.active,
      text:
        def.participation === 'alternating'
          ? `${name}'s turn: one move, then the next captain clockwise.`
          : `${name} acts: everything ${name} does in this stage, then done.`,
      rule: def.participation === 'alternating' ? def.rule : 'ccg.initiative-order',
    };
  }
  if (state.complete && (def.participation === 'alternating' || def.participation === 'initiative-order')) {
    return {
      kind: 'nobody',
      text: 'Nobody: this stage is over. Go on to the next stage.',
      rule: def.rule,
    };
  }
  if (isFirstCaptainStage(def)) {
    return { kind: 'nobody', text: `Nobody: ${captainName(state, state.first ?? '')} is the first captain. Go on to the next stage.`, rule: def.rule };
  }
  if (def.participation === 'simultaneous') return { kind: 'everyone', text: 'Everyone at once.', rule: def.rule };
  if (def.victoryCheck)
    return {
      kind: 'nobody',
      text: 'Nobody: the game checks for victory.',
      rule: def.rule,
    };
  return {
    kind: 'nobody',
    text: 'Nobody: this stage needs no choice.',
    rule: def.rule,
  };
}
