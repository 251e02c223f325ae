/**
 * Sabotage (M2, [8.2]): a Shadow Agent's flux at an Outpost takes one power
 * per success. Successes past the Outpost's power are wasted, or under the
 * other reading of AM-08 the next one destroys it.
 */
import { chance, mapValues, outcomes, ZERO, type Distribution, type Fraction } from '../../core/dice/index.ts';
import { BOUNDS, guarded, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { chanceText } from '../odds/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { ok, step, type AscensionResult } from '../result.ts';
import { readFluxInput, solveFlux, type FluxOdds, type FluxRequest } from './flux.ts';

const readSabotage = shape(
  'A Sabotage roll',
  {
    flux: readFluxInput,
    outpostLevel: whole('The Outpost\'s power level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts'),
  },
  'ascension.a-8-2',
);
export type SabotageInput = ReaderValue<typeof readSabotage>;

export interface SabotageOdds {
  flux: FluxOdds;
  /** Power taken from the Outpost, 0 up to its level. */
  powerLost: Distribution;
  powerLostTable: { value: number; chance: Fraction }[];
  /** The chance the Outpost is destroyed (0 unless AM-08 reads "destroys"). */
  destroyed: Fraction;
}

export function sabotageOdds(input: { flux: FluxRequest; outpostLevel: number } | unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<SabotageOdds> {
  return guarded('ascension.a-8-2', () => {
    const r = read(readSabotage, input);
    if (!r.ok) return r;
    const flux = solveFlux({ ...r.value.flux, mode: 'count' }, readings);
    // The flux's own refusals name its fields; under Sabotage they sit inside `flux`.
    if (!flux.ok) return { ...flux, field: flux.field === undefined ? 'flux' : `flux.${flux.field}` };
    const level = r.value.outpostLevel;
    const powerLost = mapValues(flux.value.successes, (n) => Math.min(n, level));
    const destroys = readings.sabotageAtZero === 'destroys';
    const destroyed = destroys ? chance(flux.value.successes, (n) => n > level) : ZERO;
    const trace = [
      ...flux.trace,
      step(`Each success takes 1 power from the Outpost at level ${level}.`, 'ascension.a-8-2'),
      destroys
        ? step(`Under this reading a success beyond its power destroys the Outpost: ${chanceText(destroyed)}.`, 'ascension.AM-08')
        : step(`Successes beyond its ${level} power are wasted; Sabotage never destroys the panel.`, 'ascension.AM-08'),
    ];
    return ok({ flux: flux.value, powerLost, powerLostTable: outcomes(powerLost), destroyed }, trace);
  });
}
