/** The public face of the whole-action forecasts: read the input, check it, solve the chain. */
import { guarded, read } from '../input/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, type AscensionResult, type Step } from '../result.ts';
import { checkFleet } from './attackers.ts';
import { FORECAST_WORK_LIMIT, forecastWork, solveForecast, type ForecastSetup, type PlanetaryForecast } from './forecast.ts';
import { checkWorld, readAssaultInput, readSiegeInput, solveAssaultPass, solveSiegePass, type SiegeInput } from './pass.ts';
import { planetaryRating, stripSteps, successesToStrip, type AttackKind } from './system.ts';

/** The steps a forecast opens with: the system's Tech Level when it has no Society, the rating, and what strips the target. */
function headSteps(input: Pick<SiegeInput, 'treaty' | 'societyTl' | 'system' | 'target'>, kind: AttackKind, readings: Readings): Step[] {
  const world = checkWorld(input, kind);
  return [...('ok' in world ? [] : world.steps), ...planetaryRating(input.system, kind, readings).steps, ...stripSteps(input.system, input.target, readings, kind)];
}

function forecast(setup: ForecastSetup, readings: Readings): AscensionResult<PlanetaryForecast> {
  const { forecast: value, steps } = solveForecast(setup, readings);
  return ok(value, steps);
}

/** The exact odds of a whole Siege World action (AM-56): the target stripped, or the fleet lost. */
export function siegeForecast(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<PlanetaryForecast> {
  return guarded('ascension.a-9-6-siege', () => {
    const r = read(readSiegeInput, input);
    if (!r.ok) return r;
    // The first pass checks the Treaty, the system, the target and the fleet.
    const first = solveSiegePass(r.value, readings);
    if (!first.ok) return first;
    const afloat = checkFleet(r.value.fleet, readings);
    if (!afloat.ok) return afloat;
    const need = successesToStrip(r.value.system, r.value.target, readings);
    const setup: ForecastSetup = { kind: 'siege', system: r.value.system, target: r.value.target, societyTl: r.value.societyTl ?? 0, need, stripped: r.value.stripped, ships: r.value.fleet };
    const work = forecastWork(setup, readings);
    if (work > FORECAST_WORK_LIMIT) {
      return err(
        `These ships can last so many passes against this rating that the exact forecast is too long to work out on the spot (${work} against a limit of ${FORECAST_WORK_LIMIT}); use the pass-by-pass odds, or forecast fewer or different ships.`,
        'ascension.AM-56',
        'fleet',
      );
    }
    const result = forecast(setup, readings);
    return result.ok ? ok(result.value, [...headSteps(r.value, 'siege', readings), ...result.trace]) : result;
  });
}

/** The exact odds of a whole Assault World action (AM-56): the target stripped, or the Soldiers lost. */
export function assaultForecast(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<PlanetaryForecast> {
  return guarded('ascension.a-9-6-assault', () => {
    const r = read(readAssaultInput, input);
    if (!r.ok) return r;
    const first = solveAssaultPass(r.value, readings);
    if (!first.ok) return first;
    const need = successesToStrip(r.value.system, r.value.target, readings);
    const result = forecast({ kind: 'assault', system: r.value.system, target: r.value.target, societyTl: r.value.societyTl ?? 0, need, stripped: r.value.stripped, soldiers: r.value.soldiers }, readings);
    return result.ok ? ok(result.value, [...headSteps(r.value, 'assault', readings), ...result.trace]) : result;
  });
}
