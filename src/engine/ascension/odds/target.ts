/**
 * The target of one die: a die succeeds when it shows the target or less.
 * Targets outside 1–6 are clamped (AM-02), or, under the natural-roll house
 * rule, held to 1–5 so a 1 always succeeds and a 6 always fails.
 */
import { clampTarget, frac, type Fraction } from '../../core/dice/index.ts';
import type { Readings } from '../readings.ts';
import { step, type Step } from '../result.ts';
import type { AscensionRuleId } from '../rules.ts';
import { chanceText, signed } from './show.ts';

export interface DieTarget {
  /** The target the rule computes, before any clamp. */
  raw: number;
  /** The face a die must show or beat (low) to succeed, 0–6. */
  used: number;
  /** The chance one die succeeds: used / 6. */
  perDie: Fraction;
}

export function dieTarget(raw: number, readings: Readings): DieTarget {
  const used = readings.naturalRolls === 'on' ? Math.max(1, Math.min(5, raw)) : clampTarget(raw);
  return { raw, used, perDie: frac(used, 6) };
}

/** Trace steps for a target: the clamp when one applies, then the chance per die. */
export function targetSteps(what: string, target: DieTarget, rule: AscensionRuleId): Step[] {
  const steps: Step[] = [];
  if (target.used !== target.raw) {
    const why =
      target.used === 0 ? 'no face is that low, so no die can succeed' : target.used === 6 ? 'every face succeeds' : 'the house rule keeps 1 a success and 6 a failure';
    steps.push(step(`${what} ${signed(target.raw)} is outside the die: it counts as ${target.used} (${why}).`, 'ascension.AM-02'));
  }
  steps.push(step(`${what} ${target.used}: each die succeeds ${target.used === 0 ? 'on no face' : `on 1–${target.used}`}, a chance of ${chanceText(target.perDie)}.`, rule));
  return steps;
}
