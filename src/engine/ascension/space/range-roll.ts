/**
 * The Range roll of S.M.A.R.T. combat (M14, [9.2]): each side rolls every
 * Agility die of its ships at once; the dice are read from the highest down,
 * place by place, and the first difference wins. A side that runs out of
 * dice first loses; rolls identical to the end change nothing (AM-39). The
 * winner moves the attacking ships one band closer or further (AM-40).
 */
import { comparePools, ZERO, type Fraction } from '../../core/dice/index.ts';
import { BOUNDS, flag, guarded, list, optional, read, shape, whole } from '../input/index.ts';
import { chanceText } from '../odds/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult } from '../result.ts';

export interface RangeRollOdds {
  attackerDice: number;
  defenderDice: number;
  attackerWins: Fraction;
  defenderWins: Fraction;
  noChange: Fraction;
}

export function solveRangeRoll(attackerDice: number, defenderDice: number, readings: Readings): AscensionResult<RangeRollOdds> {
  if (attackerDice > BOUNDS.agilityPerSide || defenderDice > BOUNDS.agilityPerSide) {
    return err(`A side may roll at most ${BOUNDS.agilityPerSide} Agility dice here.`, 'ascension.a-9-2', attackerDice > BOUNDS.agilityPerSide ? 'attacker' : 'defender');
  }
  const { win, tie, lose } = comparePools(attackerDice, defenderDice);
  const toAttacker = readings.rangeTies === 'attacker';
  const value = { attackerDice, defenderDice, attackerWins: toAttacker ? win.add(tie) : win, defenderWins: lose, noChange: toAttacker ? ZERO : tie };
  return ok(value, [
    step(`Attacker ${attackerDice} Agility dice against defender ${defenderDice}, each sorted from the highest, compared place by place.`, 'ascension.a-9-2'),
    step('When one side runs out of dice first, the other wins.', 'ascension.AM-39'),
    toAttacker
      ? step(`Under this reading identical rolls go to the attacker: attacker ${chanceText(value.attackerWins)}, defender ${chanceText(lose)}.`, 'ascension.AM-39')
      : step(`Attacker wins ${chanceText(win)}, defender ${chanceText(lose)}, identical rolls (no change) ${chanceText(tie)}.`, 'ascension.AM-39'),
    step('The winner moves the attacking ships one band closer or further.', 'ascension.AM-40'),
  ]);
}

const readSide = list(
  'A side\'s ships',
  shape('A ship', { agility: whole('Agility', 0, BOUNDS.agility, 'ascension.a-9-5'), disabled: optional(flag('Disabled', 'ascension.a-9-4'), false) }, 'ascension.a-9-5'),
  0,
  BOUNDS.fleet,
  'ascension.a-9-1',
);
const readRange = shape('A Range roll', { attacker: readSide, defender: readSide }, 'ascension.a-9-2');

/** The chances of the Range roll between two sides' ships (Agility halved for Disabled ships). */
export function rangeRollOdds(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<RangeRollOdds> {
  return guarded('ascension.a-9-2', () => {
    const r = read(readRange, input);
    if (!r.ok) return r;
    const total = (ships: readonly { agility: number; disabled: boolean }[]): number => ships.reduce((n, s) => n + (s.disabled ? Math.floor(s.agility / 2) : s.agility), 0);
    return solveRangeRoll(total(r.value.attacker), total(r.value.defender), readings);
  });
}
