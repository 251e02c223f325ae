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
import type { BattleEvent, BattleState } from './battle-types.ts';

export const spaceBattle = defineMachine<unknown, BattleState, BattleEvent, AscensionRuleId>({
  key: 'type',
  setup: setupBattle,
  moves: { sensors, missiles, spinal, beams, 'point-defense': pointDefense, impact, 'disabled-check': disabledCheck, range: rangeRoll, withdraw, stealth },
  unknown: (event) =>
    err(
      isRecord(event) && typeof event.type === 'string' ? `"${event.type.slice(0, 40)}" is not a step of a space battle.` : 'An event must be an object with a type naming a battle step.',
      'ascension.a-9-2',
      'type',
    ),
});
