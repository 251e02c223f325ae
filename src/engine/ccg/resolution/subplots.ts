/**
 * Subplots: optional extra goals on a contract or complication, each met all
 * together or not at all, once the card's own requirements are met, from what
 * those requirements leave. The captain chooses which to try. This module lists
 * which subplots, and which combinations of them, can be met, and why not; and
 * carries out an attempt.
 *
 * The card's requirements and the subplots tried are planned together, so the
 * tokens spent on the card are the ones the subplots need least: a captain who
 * can meet both never loses a subplot to a poor choice of token for the card.
 */
import { listAnd, plural } from '../../core/text.ts';
import { err, ok, step } from '../result.ts';
import type { CcgResult, Step } from '../result.ts';
import { optional, read, shape, type Reader } from '../readers.ts';
import { readCards, readGroup, readPins, readPool, readSubplots } from './input.ts';
import type { ResourcePool, SubplotInput } from './types.ts';
import { planTrace, restrictPlan } from './plan.ts';
import { solveGroups } from './solver.ts';
import type { ControlledCard, Payment, Pin, Plan, RequirementGroup, Shortfall } from './requirements.ts';
import { describeToken } from './tokens.ts';
import type { PoolToken } from './tokens.ts';


export interface SubplotVerdict {
  id: string;
  name: string;
  vp: number;
  achievable: boolean;
  /** Why not, when it cannot be met (even on its own). */
  reason?: string;
  shortfalls?: Shortfall[];
  /** How it would be met on its own (with the card's requirements), when it can be. */
  payments?: Payment[];
}

export interface CombinationVerdict {
  subplots: string[];
  achievable: boolean;
  vp: number;
  reason?: string;
}

export interface SubplotReport {
  /** False when the card's own requirements cannot be met: then no subplot can be tried. */
  mainFeasible: boolean;
  mainShortfalls?: Shortfall[];
  subplots: SubplotVerdict[];
  /** Every combination of two or more subplots (up to six subplots), achievable or not. */
  combinations: CombinationVerdict[];
  /** The achievable set worth the most Victory Points (then the most subplots, then the most flexible pool left). */
  best: { subplots: string[]; vp: number; remaining: PoolToken[] } | null;
}

export interface SubplotPlanInput {
  pool: ResourcePool;
  cards?: ControlledCard[];
  /** The card's own requirements, planned together with the subplots; omit when they are already met. */
  main?: RequirementGroup;
  subplots: SubplotInput[];
  pins?: Pin[];
}


const MAX_COMBINATION_SUBPLOTS = 6;

/**
 * The subplots a captain tries (a list already read: ids, each once): each must
 * be one of the card's; all of them when `tryIds` is left out.
 */
export function checkTried(tryIds: readonly string[] | undefined, subplots: readonly { id: string }[], cardName: string): CcgResult<string[]> {
  const ids = tryIds ?? subplots.map((s) => s.id);
  for (const [i, id] of ids.entries()) {
    if (!subplots.some((s) => s.id === id)) return err(`${cardName} has no subplot "${id}".`, 'ccg.subplot', `trySubplots.${i}`);
  }
  return ok([...ids]);
}

/** "the subplot X", unless the name already says subplot. */
export function subplotLabel(s: { name: string }): string {
  return /subplot/i.test(s.name) ? s.name : `the subplot ${s.name}`;
}
const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

const toGroup = (s: SubplotInput): RequirementGroup => ({ id: s.id, name: subplotLabel(s), requirements: s.requirements });

/** Which subplots, and which combinations, can be met; and the best set to try. */
export function planSubplots(input: SubplotPlanInput): CcgResult<SubplotReport> {
  const r = read(readSubplotPlanInput, input);
  return r.ok ? planChecked(r.value) : r;
}

/** What `planSubplots` reads: the pool, the cards, the card's own requirements (if still to meet), the subplots and the captain's choices. */
export const readSubplotPlanInput: Reader<SubplotPlanInput> = shape(
  'The pool and the subplots',
  { pool: readPool, cards: optional(readCards, []), main: optional(readGroup, undefined), subplots: readSubplots, pins: optional(readPins, []) },
  'ccg.subplot',
);

/** `planSubplots` for checked input. */
export function planChecked(input: SubplotPlanInput): CcgResult<SubplotReport> {
  const { pool } = input;
  const cards = input.cards ?? [];
  const subplots = { value: input.subplots };
  const tokens = pool.tokens;
  const pins = input.pins ?? [];
  const base: RequirementGroup[] = input.main ? [{ ...input.main, id: 'main' }] : [];
  const trace: Step[] = [];

  const mainOnly = solveGroups(base, tokens, cards, pins.filter((p) => (p.group ?? 'main') === 'main'));
  if (!mainOnly.ok) return mainOnly;
  if (!mainOnly.value.feasible) {
    const name = input.main?.name ?? 'the card';
    trace.push(step(`No subplot can be tried: the requirements of ${name} cannot be met first. ${mainOnly.value.summary}`, 'ccg.subplot'));
    return ok(
      {
        mainFeasible: false,
        mainShortfalls: mainOnly.value.shortfalls,
        subplots: subplots.value.map((s) => ({ id: s.id, name: s.name, vp: s.vp, achievable: false, reason: `The requirements of ${name} must be met first, and they cannot be.` })),
        combinations: [],
        best: null,
      },
      trace,
    );
  }

  const pinsFor = (ids: string[]) => pins.filter((p) => ids.includes(p.group ?? 'main'));
  const verdicts: SubplotVerdict[] = [];
  for (const s of subplots.value) {
    const r = solveGroups([...base, toGroup(s)], tokens, cards, pinsFor(['main', s.id]));
    if (!r.ok) return r;
    if (r.value.feasible) {
      const payments = r.value.plan.payments.filter((p) => p.group === s.id);
      verdicts.push({ id: s.id, name: s.name, vp: s.vp, achievable: true, payments });
      trace.push(step(`${capital(subplotLabel(s))} can be met${input.main ? ` along with ${input.main.name}` : ''}${payments.some((p) => p.how === 'token') ? `, with ${payments.flatMap((p) => (p.how === 'token' ? [describeToken(p.token.token)] : [])).join(' and ')}` : ''}.`, 'ccg.subplot'));
    } else {
      verdicts.push({ id: s.id, name: s.name, vp: s.vp, achievable: false, reason: r.value.summary, shortfalls: r.value.shortfalls });
      trace.push(step(`${capital(subplotLabel(s))} cannot be met: ${r.value.summary}`, 'ccg.subplot'));
    }
  }

  const combinations: CombinationVerdict[] = [];
  const n = subplots.value.length;
  let best: { subplots: string[]; vp: number; remaining: PoolToken[]; flex: number } | null = null;
  const consider = (ids: string[], vp: number, plan: Plan) => {
    const remaining = plan.remaining;
    const flex = plan.flexibilityLeft;
    if (!best || vp > best.vp || (vp === best.vp && (ids.length > best.subplots.length || (ids.length === best.subplots.length && flex > best.flex)))) {
      best = { subplots: ids, vp, remaining, flex };
    }
  };
  for (const v of verdicts) {
    if (!v.achievable) continue;
    const s = subplots.value.find((x) => x.id === v.id)!;
    const r = solveGroups([...base, toGroup(s)], tokens, cards, pinsFor(['main', s.id]));
    if (r.ok && r.value.feasible) consider([s.id], s.vp, r.value.plan);
  }
  if (n <= MAX_COMBINATION_SUBPLOTS) {
    for (let mask = 1; mask < 1 << n; mask++) {
      const chosen = subplots.value.filter((_, i) => mask & (1 << i));
      if (chosen.length < 2) continue;
      const ids = chosen.map((s) => s.id);
      const vp = chosen.reduce((sum, s) => sum + s.vp, 0);
      const lone = chosen.filter((s) => !verdicts.find((v) => v.id === s.id)?.achievable);
      if (lone.length > 0) {
        combinations.push({ subplots: ids, achievable: false, vp, reason: `${listAnd(lone.map((s) => s.name))} cannot be met even on ${lone.length === 1 ? 'its' : 'their'} own.` });
        continue;
      }
      const r = solveGroups([...base, ...chosen.map(toGroup)], tokens, cards, pinsFor(['main', ...ids]));
      if (!r.ok) return r;
      if (r.value.feasible) {
        combinations.push({ subplots: ids, achievable: true, vp });
        consider(ids, vp, r.value.plan);
      } else {
        combinations.push({ subplots: ids, achievable: false, vp, reason: `Each can be met alone, but not all together: ${r.value.summary}` });
      }
    }
    const together = combinations.filter((c) => c.achievable);
    if (together.length > 0) {
      trace.push(step(`Combinations that can be met together: ${together.map((c) => c.subplots.map((id) => subplots.value.find((s) => s.id === id)!.name).join(' + ')).join('; ')}.`, 'ccg.subplot'));
    }
  } else {
    trace.push(step(`With more than ${MAX_COMBINATION_SUBPLOTS} subplots, combinations are not listed one by one; each subplot is judged on its own.`, 'ccg.subplot'));
  }
  const b = best as { subplots: string[]; vp: number; remaining: PoolToken[]; flex: number } | null;
  if (b) {
    trace.push(step(`The most rewarding set to try is ${listAnd(b.subplots.map((id) => subplots.value.find((s) => s.id === id)!.name))}, worth ${plural(b.vp, 'Victory Point')}; the captain may try any achievable set, or none.`, 'ccg.subplot'));
  }
  return ok({ mainFeasible: true, subplots: verdicts, combinations, best: b ? { subplots: b.subplots, vp: b.vp, remaining: b.remaining } : null }, trace);
}

// ---------------------------------------------------------------------------
// Carrying out an attempt (shared by the resolution helpers)

export interface SubplotResult {
  id: string;
  name: string;
  resolved: boolean;
  vp: number;
  award?: string;
  reason?: string;
  payments: Payment[];
}

export interface AttemptResult {
  /** The joint plan of the main group and the subplots that are met. */
  plan: Plan;
  results: SubplotResult[];
  trace: Step[];
}

/**
 * Tries the chosen subplots in the captain's order. Each is met only if it can be
 * met together with the main group and the subplots met before it; one that
 * cannot costs nothing. Reserve groups (met later, if at all) are kept when possible.
 * Inputs must be validated and the main group feasible.
 */
export function attemptSubplots(
  main: RequirementGroup | null,
  subplots: SubplotInput[],
  attempt: string[],
  tokens: readonly PoolToken[],
  cards: readonly ControlledCard[],
  pins: Pin[],
  reserve: RequirementGroup[] = [],
): CcgResult<AttemptResult> {
  const base = main ? [main] : [];
  const pinsFor = (ids: string[]) => pins.filter((p) => ids.includes(p.group ?? 'main'));
  const start = solveGroups(base, tokens, cards, pinsFor(['main']));
  if (!start.ok) return start;
  if (!start.value.feasible) return err('The main requirements must be met before subplots are tried.', 'ccg.subplot');
  let plan = start.value.plan;
  const met: SubplotInput[] = [];
  const results: SubplotResult[] = [];
  const trace: Step[] = [];
  for (const id of attempt) {
    const s = subplots.find((x) => x.id === id)!;
    const ids = ['main', ...met.map((m) => m.id), s.id];
    const r = solveGroups([...base, ...met.map(toGroup), toGroup(s)], tokens, cards, pinsFor(ids));
    if (!r.ok) return r;
    if (r.value.feasible) {
      met.push(s);
      plan = r.value.plan;
    } else {
      const alone = solveGroups([...base, toGroup(s)], tokens, cards, pinsFor(['main', s.id]));
      const clash = alone.ok && alone.value.feasible && met.length > 0 ? ` It could be met on its own, but not after ${listAnd(met.map((m) => m.name))}.` : '';
      results.push({ id: s.id, name: s.name, resolved: false, vp: 0, payments: [], reason: `${r.value.summary}${clash}` });
      trace.push(step(`${capital(subplotLabel(s))} is not met, and nothing is spent on it: ${r.value.summary}${clash}`, 'ccg.subplot'));
    }
  }
  // Keep what later requirements need, where the choices made so far allow it.
  const kept: RequirementGroup[] = [];
  for (const g of reserve) {
    const r = solveGroups([...base, ...met.map(toGroup), ...kept, g], tokens, cards, pinsFor(['main', ...met.map((m) => m.id), ...kept.map((k) => k.id), g.id]));
    if (r.ok && r.value.feasible) {
      kept.push(g);
      plan = r.value.plan;
    }
  }
  const doneIds = ['main', ...met.map((m) => m.id)];
  const finalPlan = restrictPlan(plan, doneIds, tokens);
  for (const s of met) {
    const payments = finalPlan.payments.filter((p) => p.group === s.id);
    const result: SubplotResult = { id: s.id, name: s.name, resolved: true, vp: s.vp, payments };
    if (s.award !== undefined) result.award = s.award;
    results.push(result);
  }
  results.sort((a, b) => attempt.indexOf(a.id) - attempt.indexOf(b.id));
  const groups = [...base, ...met.map(toGroup)];
  const subplotTrace = planTrace({ ...finalPlan, payments: finalPlan.payments.filter((p) => p.group !== 'main') }, groups, tokens);
  for (const s of met) {
    trace.push(step(`${capital(subplotLabel(s))}: all its requirements are met, so the captain claims its award${s.vp > 0 ? ` of ${plural(s.vp, 'Victory Point')}` : ''}${s.award ? ` (${s.award})` : ''}.`, 'ccg.subplot'));
  }
  if (kept.length > 0) {
    trace.push(step(`Tokens are chosen so that ${listAnd(kept.map((g) => g.name))} can still be met afterwards.`, 'ccg.resource-pool'));
  }
  return ok({ plan: finalPlan, results, trace: [...subplotTrace, ...trace] });
}

export { toGroup as subplotGroup };
