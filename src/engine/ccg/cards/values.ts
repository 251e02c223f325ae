/**
 * Modified values (attributes, costs): every modifier applies in full, in
 * order, even past zero; fractions round up; only the final value is floored
 * at zero. The negative running value is kept while modifiers still apply, as
 * in the booklet's Beowulf example.
 */
import { ok, step, type CcgOk, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';

/** Add `amount` (may be negative), or multiply by `factor` (e.g. 0.5 to halve). */
export type Modifier =
  | { source: string; amount: number }
  | { source: string; factor: number };

export interface ModifiedValue {
  native: number;
  /** The running value after each modifier, in order; may go below zero. */
  running: number[];
  /** The value after all modifiers, before the zero floor. */
  raw: number;
  /** The value the game uses: `raw`, or 0 when `raw` is below zero. */
  final: number;
}

function describe(m: Modifier): string {
  if ('amount' in m) return `${m.amount >= 0 ? '+' : '−'}${Math.abs(m.amount)} from ${m.source}`;
  return `×${m.factor} from ${m.source}`;
}

/**
 * Apply `modifiers` to a native value. `label` names the value in the trace
 * ("Attack Value of the Type S Scout"). `rule` is cited for the native value.
 *
 * An inner stage (issue 20, part 3): every caller reads the native value and
 * the modifiers at its own edge, each refusal there with its rule and the
 * field of that caller's input (`creditsCost`'s `modifiers.1.amount`, the
 * piracy ship reader's factors, the game's card values and round effects), so
 * it takes them typed (whole numbers; factors of 0 or more) and checks nothing
 * again: it always gives a value.
 */
export function applyModifiers(native: number, modifiers: readonly Modifier[], label: string, rule: RuleId = 'ccg.native'): CcgOk<ModifiedValue> {
  const trace: Step[] = [step(`The native ${label} is ${native}.`, rule)];
  const running: number[] = [];
  let value = native;
  for (const m of modifiers) {
    if ('amount' in m) value += m.amount;
    else {
      const exact = value * m.factor;
      value = Math.ceil(exact);
      if (value !== exact) trace.push(step(`${exact} is a fraction, so it rounds up to ${value}.`, 'ccg.modifier'));
    }
    running.push(value);
    trace.push(step(`${describe(m)} makes it ${value}${value < 0 ? ' (kept below zero while modifiers still apply)' : ''}.`, 'ccg.modifier'));
  }
  const final = Math.max(0, value);
  if (value < 0) trace.push(step(`With every modifier applied the value is ${value}, which counts as 0.`, 'ccg.modifier'));
  else if (modifiers.length > 0) trace.push(step(`The final ${label} is ${final}.`, 'ccg.modifier'));
  return ok({ native, running, raw: value, final }, trace);
}
