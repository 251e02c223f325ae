/**
 * The opposed roll put to the engine (`rollOff`): each side's cards and
 * officers as the powers it adds to its one 4D6 (a power typed by hand is
 * handed over as typed, so the engine's own sentence says what is wrong
 * with it), and the answer as text: the chances printed by the dice kernel
 * and the engine's steps. A refused power is named at its row. Pure.
 */
import { rollOff } from '../../../engine/traders/odds/index.ts';
import type { TraceStep } from '../../../engine/core/result.ts';
import type { TradersRuleId } from '../../../engine/traders/rules/index.ts';
import { chanceText, type ChanceText } from '../../kit/chance.ts';
import { num, solveAll, type Refusals, type Unchecked } from '../../kit/form.ts';
import { castMember, OTHER } from '../shared/cast.ts';
import { sideCount, sideLabel, typedPower, type RollOffAsked, type Row } from './state.ts';

export type RollOffAnswer = { ok: true; a: string; b: string; difference: number; win: ChanceText; tie: ChanceText; lose: ChanceText; trace: TraceStep[] } | Unchecked;

/** The rule the trace opens with: a ship's shot, a gang's attack, or a plain attack. */
function ruleFor(s: RollOffAsked): TradersRuleId {
  const rows = [...s.a, ...s.b];
  if (rows.some((r) => castMember(r.who)?.ship)) return 'traders.t-4-d';
  if (sideCount(s.a) > 1 || sideCount(s.b) > 1) return 'traders.t-2-gang';
  return 'traders.t-2-b';
}

/** A row's power as the engine reads it: the cast's printed power, or the text typed. */
const powerOf = (r: Row): unknown => (r.who === OTHER ? num(typedPower(r)) : (castMember(r.who)?.power ?? 0));

const sideOf = (rows: readonly Row[], fallback: string) => ({ label: rows.length ? sideLabel(rows) : fallback, powers: rows.flatMap((r) => Array.from({ length: r.count }, () => powerOf(r))) });

/** The engine names a power by its place among the side's powers (`a.powers.3`); the form names the row it came from (`a.1.power`). */
function byRow(fields: Refusals, s: RollOffAsked): Refusals {
  const out: Record<string, Refusals[string]> = {};
  for (const [path, e] of Object.entries(fields)) {
    const m = /^([ab])\.powers\.(\d+)$/.exec(path);
    if (!m) {
      out[path] = e;
      continue;
    }
    const rows = s[m[1] as 'a' | 'b'];
    let k = Number(m[2]);
    const i = rows.findIndex((r) => (k -= r.count) < 0);
    out[`${m[1]}.${i < 0 ? rows.length - 1 : i}.power`] = e;
  }
  return out;
}

const CLEAN = { a: { powers: [0] }, b: { powers: [0] } };

export function computeRollOff(s: RollOffAsked): RollOffAnswer {
  const input = { a: sideOf(s.a, 'side A'), b: sideOf(s.b, 'side B') };
  const rule = ruleFor(s);
  const r = solveAll((i) => rollOff((i as typeof input).a, (i as typeof input).b, rule), input, CLEAN);
  if (!r.ok) return { ...r, fields: byRow(r.fields, s) };
  const v = r.value;
  return { ok: true, a: input.a.label, b: input.b.label, difference: v.difference, win: chanceText(v.win), tie: chanceText(v.tie), lose: chanceText(v.lose), trace: r.trace };
}
