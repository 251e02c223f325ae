/**
 * The opposed roll put to the engine (`contest`): each side's rows as picked
 * (who, how many, and a power typed by hand handed over as typed, so the
 * engine's own sentence says what is wrong with it), and the answer as text:
 * the chances printed by the dice kernel and the engine's steps. The engine
 * names a refused power by its row, which is the form's field. Pure.
 */
import { contest } from '../../../engine/traders/odds/index.ts';
import type { TraceStep } from '../../../engine/core/result.ts';
import { chanceText, type ChanceText } from '../../kit/chance.ts';
import { num, solveAll, type Unchecked } from '../../kit/form.ts';
import { OTHER } from '../shared/cast.ts';
import { sideLabel, typedPower, type RollOffAsked, type Row } from './state.ts';

export type RollOffAnswer = { ok: true; a: string; b: string; difference: number; win: ChanceText; tie: ChanceText; lose: ChanceText; trace: TraceStep[] } | Unchecked;

/** A row as the engine reads it: the power only for a card typed by hand. */
const rowOf = (r: Row) => (r.who === OTHER ? { who: r.who, count: r.count, power: num(typedPower(r)) } : { who: r.who, count: r.count });

export function computeRollOff(s: RollOffAsked): RollOffAnswer {
  const labels = { a: s.a.length ? sideLabel(s.a) : 'side A', b: s.b.length ? sideLabel(s.b) : 'side B' };
  const input = { a: s.a.map(rowOf), b: s.b.map(rowOf) };
  // A refused power is set to 0 and the contest asked again, so every bad row is named at once.
  const clean = { a: input.a.map((r) => ({ ...r, power: 0 })), b: input.b.map((r) => ({ ...r, power: 0 })) };
  const r = solveAll((i) => contest(i, labels), input, clean);
  if (!r.ok) return r;
  const v = r.value;
  return { ok: true, a: labels.a, b: labels.b, difference: v.difference, win: chanceText(v.win), tie: chanceText(v.tie), lose: chanceText(v.lose), trace: r.trace };
}
