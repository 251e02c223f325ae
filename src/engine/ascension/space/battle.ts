/**
 * The round-by-round space battle resolver, S.M.A.R.T. ([9.2]) or Standard
 * ([9.3]): at every step the battle says what it waits for and
 * `battleStepOdds` gives the exact odds; the player rolls at the table and
 * enters the result, and the battle moves on. Built on the kernel's machine,
 * so a list of events replays exactly.
 */
import { defineMachine } from '../../core/machine.ts';
import { isRecord } from '../../core/validate.ts';
import { err } from '../result.ts';
import type { AscensionRuleId } from '../rules.ts';
import { beams, disabledCheck, impact, missiles, pointDefense, rangeRoll, sensors, spinal, stealth, withdraw } from './battle-moves.ts';
import { setupBattle } from './battle-setup.ts';
import { shipOf, sideLeft, stepNow } from './battle-flow.ts';
import type { BattleEvent, BattleState, BattleStep } from './battle-types.ts';
import type { Side } from './initiative.ts';

/** A move the battle takes now: the step's ship and target, each still wanting its rolled result, or a withdrawal. */
export interface BattleOption {
  type: BattleEvent['type'];
  ship?: string;
  target?: string;
  side?: Side;
}

const SIDES: readonly Side[] = ['attacker', 'defender'];

/** The sides with a ship that may act at this step. */
function sidesNow(state: BattleState, step: BattleStep): Side[] {
  if (step.kind === 'over') return [];
  if ('ship' in step) {
    const side = shipOf(state, step.ship)?.side;
    return side ? [side] : [];
  }
  return SIDES.filter((side) => sideLeft(state, side).length > 0);
}

export const spaceBattle = defineMachine<unknown, BattleState, BattleEvent, AscensionRuleId, 'type', BattleStep, BattleOption>({
  key: 'type',
  setup: setupBattle,
  moves: { sensors, missiles, spinal, beams, 'point-defense': pointDefense, impact, 'disabled-check': disabledCheck, range: rangeRoll, withdraw, stealth },
  unknown: (event) =>
    err(
      isRecord(event) && typeof event.type === 'string' ? `"${event.type.slice(0, 40)}" is not a step of a space battle.` : 'An event must be an object with a type naming a battle step.',
      'ascension.a-9-2',
      'type',
    ),
  // The step's ship's side acts (both sides at the Range roll); the options are the step's targets, and a withdrawal when it is open.
  turn: {
    who: (state) => sidesNow(state, stepNow(state)),
    legal(state) {
      const s = stepNow(state);
      const steps: BattleOption[] =
        s.kind === 'over' || s.kind === 'stalled'
          ? []
          : s.kind === 'range'
            ? [{ type: 'range' }]
            : 'targets' in s && s.targets.length > 0
              ? s.targets.map((target) => ({ type: s.kind, ship: s.ship, target }))
              : [{ type: s.kind, ship: s.ship }];
      const withdrawals = SIDES.filter((side) => sideLeft(state, side).length > 0 && withdraw(state, { type: 'withdraw', side }).ok).map((side): BattleOption => ({ type: 'withdraw', side }));
      return [...steps, ...withdrawals];
    },
    waitingFor: stepNow,
  },
});

/** What the battle waits for: the machine's `turn(state).waitingFor`. */
export const currentStep = (state: BattleState): BattleStep => spaceBattle.turn(state).waitingFor;
