/**
 * The order of the Resolution Phase for one captain, decided once for the
 * resolution tool and the game machine: complications before the contract,
 * each keeping tokens for what comes after it; a failed complication leaves the
 * captain ineligible; only a captain whose contract has no complication left
 * is eligible to try it.
 */
import { step } from '../result.ts';
import type { Step } from '../result.ts';
import type { RequirementGroup } from './requirements.ts';
import type { AdventureCardInput } from './types.ts';

/**
 * What a complication's attempt keeps tokens for: the complications still to
 * come, then the contract and the subplots the captain means to try.
 */
export function reserveAfterComplication(later: readonly AdventureCardInput[], contract?: { card: AdventureCardInput; trySubplots?: readonly string[] }): RequirementGroup[] {
  const groups: RequirementGroup[] = later.map((c, i) => ({ id: `later-${i + 1}:${c.id}`, name: c.name, requirements: c.requirements }));
  if (contract) {
    const c = contract.card;
    groups.push({ id: `contract:${c.id}`, name: c.name, requirements: c.requirements });
    const tried = contract.trySubplots ?? (c.subplots ?? []).map((s) => s.id);
    for (const s of c.subplots ?? []) if (tried.includes(s.id)) groups.push({ id: `contract:${c.id}:${s.id}`, name: s.name, requirements: s.requirements });
  }
  return groups;
}

/** A captain's standing once stage 2 is over for them. */
export interface Eligibility {
  eligible: boolean;
  step: Step;
}

/**
 * Stage 2 ends for a committed captain by passing or by failing a complication.
 * Failing counts as passing and leaves the captain ineligible; a pass makes the
 * captain eligible only when the contract has no complication left.
 */
export function eligibilityAfterStage2(input: { captainName: string; contractName: string; complicationsLeft: number; failed?: string }): Eligibility {
  const { captainName: who, contractName: what } = input;
  if (input.failed !== undefined) {
    return { eligible: false, step: step(`${who} could not resolve ${input.failed}, which counts as passing: ${who} is ineligible and cannot try ${what} this round.`, 'ccg.eligible') };
  }
  if (input.complicationsLeft === 0) return { eligible: true, step: step(`${what} has no complication left, so ${who} is eligible to resolve it.`, 'ccg.eligible') };
  return { eligible: false, step: step(`${what} still has a complication attached, so ${who} is ineligible.`, 'ccg.eligible') };
}
