/**
 * The siege and assault resolver's questions put to the engine: one pass of
 * the attacker acting now (`siegePass`, `assaultPass`), and the whole
 * action (`siegeForecast`, `assaultForecast`, which can take tens of
 * milliseconds). Text out. Pure; runs in a worker.
 */
import { assaultForecast, assaultPass, siegeForecast, siegePass } from '../../../engine/ascension/planetary/index.ts';
import { outcomes, type Distribution, type Fraction } from '../../../engine/core/dice/index.ts';
import type { TraceStep } from '../../../engine/core/result.ts';
import { chanceRows, chanceText, type ChanceRow, type ChanceText } from '../../kit/chance.ts';
import { num, solveAll, type Unchecked } from '../../kit/form.ts';
import { changedReadingsOf, readingsOf, type ChangedReading } from '../shared/readings.ts';
import { INITIAL, SIEGE_READINGS, type SiegeState } from './state.ts';

export interface PassOk {
  ok: true;
  attack: 'siege' | 'assault';
  rating: number;
  need: number;
  left: number;
  /** Whose dice roll (1-based numbers; several when pooled). */
  attackers: number[];
  dice: number;
  hitOn: number[];
  success: ChanceText;
  hits: ChanceRow[];
  /** Siege: the world's reply on the acting ship. */
  siegeCounter: { dice: number; mean: string; table: ChanceRow[]; destroyed: ChanceText; disabled: ChanceText; checked: ChanceText } | null;
  /** Assault: the world's reply on the Soldiers. */
  assaultCounter: { dice: number; hitOn: number; threshold: number; eliminated: ChanceText } | null;
  trace: TraceStep[];
}

export type PassAnswer = (PassOk | Unchecked) & { readings: ChangedReading[] };

export interface ForecastOk {
  ok: true;
  method: 'one-pass' | 'lifetimes';
  stripped: ChanceText;
  repelled: ChanceText;
  held: ChanceText;
  stalemate: ChanceText;
  lost: (ChanceText | null)[];
  trace: TraceStep[];
}
export type ForecastAnswer = ForecastOk | { ok: false; error: string; rule: string; field?: string };

export type SiegeRequest = { kind: 'pass' | 'forecast'; state: SiegeState };
export type SiegeReply = PassAnswer | ForecastAnswer;

/** The engine input, with the same field paths as its refusals. */

/** What a siege pass and an assault pass show alike: the rating, the attackers and their dice, the chance and the hits. */
function passCommon(v: { rating: number; need: number; left: number; attack: { attackers: number[]; dice: number[]; hitOn: { used: number }[]; success: Fraction; hits: Distribution } }) {
  return {
    rating: v.rating,
    need: v.need,
    left: v.left,
    attackers: v.attack.attackers.map((a) => a + 1),
    dice: v.attack.dice.reduce((a, b) => a + b, 0),
    hitOn: v.attack.hitOn.map((h) => h.used),
    success: chanceText(v.attack.success),
    hits: chanceRows(outcomes(v.attack.hits)),
  };
}

export function siegeInput(s: SiegeState): Record<string, unknown> {
  const target = s.target === 'world' ? { kind: 'world', barFace: num(s.barFace) } : s.target === 'outpost' ? { kind: 'outpost', level: num(s.level) } : { kind: 'defense', index: s.defense };
  const base = {
    system: { societies: s.societies.map((x) => ({ siege: num(x.siege), battle: num(x.battle) })), defenses: s.defenses.map((d) => ({ level: num(d.level), owner: d.owner })) },
    target,
    // No Society listed: the system has no Tech Level of its own and counts as 0 (AM-03).
    societyTl: s.societies.length > 0 ? num(s.societyTl) : null,
    treaty: s.treaty,
    actor: s.actor,
    stripped: num(s.stripped),
  };
  return s.attack === 'siege'
    ? { ...base, fleet: s.fleet.map((f) => ({ missiles: num(f.missiles), tl: num(f.tl), hull: num(f.hull), damage: num(f.damage), disabled: f.disabled })) }
    : { ...base, soldiers: s.soldiers.map((x) => ({ dice: num(x.dice), tl: num(x.tl) })) };
}

const CLEAN_SOCIETY = { siege: 0, battle: 0 };
const CLEAN_DEFENSE = { level: 0, owner: 'defender' };

function cleanOf(s: SiegeState): Record<string, unknown> {
  const c = siegeInput(INITIAL);
  return {
    ...c,
    system: { societies: [CLEAN_SOCIETY], defenses: [CLEAN_DEFENSE] },
    target: s.target === 'world' ? { kind: 'world', barFace: 1 } : s.target === 'outpost' ? { kind: 'outpost', level: 0 } : { kind: 'defense', index: 0 },
    stripped: 0,
    treaty: false,
    fleet: [{ missiles: 1, tl: 10, hull: 40, damage: 0, disabled: false }],
    soldiers: [{ dice: 1, tl: 10 }],
  };
}

function pass(s: SiegeState): PassAnswer {
  const readings = readingsOf(s.readings);
  const texts = changedReadingsOf(SIEGE_READINGS, s.readings);
  const input = siegeInput(s);
  if (s.attack === 'siege') {
    const r = solveAll((i) => siegePass(i, readings), input, cleanOf(s));
    if (!r.ok) return { ...r, readings: texts };
    const v = r.value;
    return {
      ok: true,
      attack: 'siege',
      ...passCommon(v),
      siegeCounter:
        v.counter && v.afterCounter
          ? {
              dice: v.counter.dice,
              mean: v.counter.mean.toFraction(),
              table: chanceRows(v.counter.table),
              destroyed: chanceText(v.afterCounter.destroyed),
              disabled: chanceText(v.afterCounter.disabledNow),
              checked: chanceText(v.afterCounter.checkRolled),
            }
          : null,
      assaultCounter: null,
      trace: r.trace,
      readings: texts,
    };
  }
  const r = solveAll((i) => assaultPass(i, readings), input, cleanOf(s));
  if (!r.ok) return { ...r, readings: texts };
  const v = r.value;
  return {
    ok: true,
    attack: 'assault',
    ...passCommon(v),
    siegeCounter: null,
    assaultCounter: { dice: v.counter.dice, hitOn: v.counter.hitOn.used, threshold: v.counter.threshold, eliminated: chanceText(v.counter.eliminated) },
    trace: r.trace,
    readings: texts,
  };
}

function forecast(s: SiegeState): ForecastAnswer {
  const readings = readingsOf(s.readings);
  const r = s.attack === 'siege' ? siegeForecast(siegeInput(s), readings) : assaultForecast(siegeInput(s), readings);
  if (!r.ok) return { ok: false, error: r.error, rule: r.rule, ...(r.field === undefined ? {} : { field: r.field }) };
  const v = r.value;
  return {
    ok: true,
    method: v.method,
    stripped: chanceText(v.stripped),
    repelled: chanceText(v.repelled),
    held: chanceText(v.held),
    stalemate: chanceText(v.stalemate),
    lost: v.lost.map((l) => (l === null ? null : chanceText(l))),
    trace: r.trace,
  };
}

export function computeSiege(req: SiegeRequest): SiegeReply {
  return req.kind === 'pass' ? pass(req.state) : forecast(req.state);
}
