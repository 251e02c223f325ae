/**
 * The flux calculator's questions put to the engine: the state's fields as
 * engine input (text the engine refuses stays text), the answer as text.
 * Pure; runs in the page (each answer takes well under a millisecond).
 */
import { FACTS, fluxOdds, sabotageOdds, secretRollOdds } from '../../../engine/ascension/flux/index.ts';
import { chanceOf, ONE } from '../../../engine/core/dice/index.ts';
import type { TraceStep } from '../../../engine/core/result.ts';
import { chanceRows, chanceText, type ChanceRow, type ChanceText } from '../../kit/chance.ts';
import { num, solveAll, type Refusals, type Unchecked } from '../../kit/form.ts';
import { changedReadingsOf, readingsOf, type ChangedReading } from '../shared/readings.ts';
import { FLUX_READINGS, INITIAL, type FluxState } from './state.ts';

export type FluxAnswer = FluxResult & { readings: ChangedReading[] };

type FluxResult =
  | {
      ok: true;
      kind: 'flux';
      pass: ChanceText;
      dice: number;
      target: number;
      rawTarget: number;
      worldPanels: number;
      edge: number;
      successes: ChanceRow[];
      trace: TraceStep[];
    }
  | { ok: true; kind: 'sabotage'; dice: number; target: number; level: number; anyLost: ChanceText; lost: ChanceRow[]; destroyed: ChanceText; destroys: boolean; trace: TraceStep[] }
  | { ok: true; kind: 'secret'; find: ChanceText; dice: number; target: number | null; trace: TraceStep[] }
  | Unchecked;

function roller(s: FluxState): unknown {
  if (s.roller === 'asset') return { kind: 'asset', dice: num(s.dice) };
  if (s.roller === 'faction-panel') return { kind: 'faction-panel' };
  return { kind: 'embassy', level: num(s.level), cultural: s.cultural };
}

/** The flux input the engine reads, with the same field paths as its refusals. */
export function fluxInput(s: FluxState): Record<string, unknown> {
  return {
    systems: s.systems.map((x) => ({ societies: num(x.societies), resources: num(x.resources) })),
    yourTl: num(s.yourTl),
    systemTl: s.noSociety ? null : num(s.systemTl),
    roller: roller(s),
    purpose: s.purpose,
    mode: s.sabotage ? 'count' : 'pass',
    action: s.action,
    inPlace: s.inPlace,
  };
}

/** A clean input passes every check, so each bad field is named once: every fact stated, no action to check. */
const CLEAN = { ...fluxInput(INITIAL), roller: { kind: 'asset', dice: 1 }, action: 'custom', inPlace: Object.fromEntries(FACTS.map((f) => [f, true])) };
const CLEAN_EMBASSY = { kind: 'embassy', level: 0, cultural: false };

export function computeFlux(s: FluxState): FluxAnswer {
  return { ...solveFlux(s), readings: changedReadingsOf(FLUX_READINGS, s.readings) };
}

function solveFlux(s: FluxState): FluxResult {
  const readings = readingsOf(s.readings);
  if (s.roll === 'secret') {
    const r = solveAll((input) => secretRollOdds(input, readings), { kind: s.secret, dice: num(s.secretDice), value: num(s.secretValue) }, { kind: 'mystery', dice: 1, value: 1 });
    if (!r.ok) return r;
    return { ok: true, kind: 'secret', find: chanceText(r.value.find), dice: r.value.dice, target: r.value.target?.used ?? null, trace: r.trace };
  }
  const clean = { ...CLEAN, roller: s.roller === 'embassy' ? CLEAN_EMBASSY : CLEAN.roller };
  if (s.sabotage) {
    const r = solveAll((input) => sabotageOdds(input, readings), { flux: fluxInput(s), outpostLevel: num(s.outpostLevel) }, { flux: { ...clean, mode: 'count' }, outpostLevel: 0 });
    if (!r.ok) return { ...r, fields: unprefixed(r.fields) };
    const v = r.value;
    return {
      ok: true,
      kind: 'sabotage',
      dice: v.flux.dice,
      target: v.flux.target.used,
      level: Number(s.outpostLevel.trim()),
      anyLost: chanceText(ONE.sub(chanceOf(v.powerLost, 0))),
      lost: chanceRows(v.powerLostTable),
      destroyed: chanceText(v.destroyed),
      destroys: readings.sabotageAtZero === 'destroys',
      trace: r.trace,
    };
  }
  const r = solveAll((input) => fluxOdds(input, readings), fluxInput(s), { ...clean, mode: 'pass' });
  if (!r.ok) return r;
  const v = r.value;
  return {
    ok: true,
    kind: 'flux',
    pass: chanceText(v.pass),
    dice: v.dice,
    target: v.target.used,
    rawTarget: v.target.raw,
    worldPanels: v.worldPanels,
    edge: v.edge,
    successes: chanceRows(v.successTable),
    trace: r.trace,
  };
}

/** Sabotage refusals name the flux fields under `flux.`; the form names them without. */
function unprefixed(fields: Refusals): Refusals {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^flux\./, ''), v]));
}
