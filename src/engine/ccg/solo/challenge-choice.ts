/**
 * Choosing solo challenges one at a time: which challenges a scenario offers,
 * which ones a choice already made rules out, and what each is worth with the
 * others chosen. `scoreSoloChallenges` still judges the whole choice.
 */
import { listAnd } from '../../core/text.ts';
import { SOLO_CHALLENGES, type SoloChallenge, type SoloChallengeId } from './challenges.ts';
import { findSoloScenario, type SoloScenarioId } from './scenarios.ts';

export interface SoloChallengeOption {
  challenge: SoloChallenge;
  chosen: boolean;
  /** Why it cannot be added now (absent when it can, or when it is chosen and the scenario offers it). */
  unavailable?: string;
  /** Its points with the challenges chosen. */
  points: number;
  /** When another chosen challenge lowers its points: that challenge. */
  reducedBy?: SoloChallengeId;
}

const nameOf = (id: SoloChallengeId) => SOLO_CHALLENGES.find((c) => c.id === id)?.name ?? id;

export const offeredIn = (c: SoloChallenge, scenario: SoloScenarioId): boolean => c.scenarios === undefined || c.scenarios.includes(scenario);

/** Every challenge, as it stands for this scenario and this choice. */
export function soloChallengeOptions(scenario: SoloScenarioId, chosen: readonly SoloChallengeId[]): SoloChallengeOption[] {
  return SOLO_CHALLENGES.map((c) => {
    const isChosen = chosen.includes(c.id);
    const clash = c.excludes.find((x) => chosen.includes(x));
    const unavailable = !offeredIn(c, scenario)
      ? `Only in ${listAnd((c.scenarios ?? []).map((s) => findSoloScenario(s)?.name ?? s))}.`
      : clash && !isChosen
        ? `Not with “${nameOf(clash)}”.`
        : undefined;
    const reduced = c.pointsWith?.find((p) => chosen.includes(p.challenge));
    const option: SoloChallengeOption = {
      challenge: c,
      chosen: isChosen,
      points: reduced ? reduced.points : c.points,
    };
    if (unavailable !== undefined) option.unavailable = unavailable;
    if (reduced) option.reducedBy = reduced.challenge;
    return option;
  });
}

/** The chosen challenges a newly picked scenario still offers. */
export function keepOffered(scenario: SoloScenarioId, chosen: readonly SoloChallengeId[]): SoloChallengeId[] {
  return chosen.filter((id) => {
    const c = SOLO_CHALLENGES.find((x) => x.id === id);
    return c === undefined || offeredIn(c, scenario);
  });
}
