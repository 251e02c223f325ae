/** The solo points calculator's state (what is in the URL) and its reader. */
import { SOLO_CHALLENGE_IDS, SOLO_SCENARIO_IDS, type SoloChallengeId, type SoloScenarioId } from '../../engine/ccg/solo/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import { urlSchema } from '../kit/url-state.ts';
import { readEditionSetting } from '../edition/link.ts';

export interface SoloPointsState {
  scenario: SoloScenarioId;
  challenges: SoloChallengeId[];
  /** The Rules Reference edition cited, or both side by side; left out for the later edition (`edition/ui.tsx`). */
  edition?: 'earlier' | 'compare';
}

export const INITIAL_SOLO_POINTS: SoloPointsState = {
  scenario: 'alone-in-the-black',
  challenges: [],
};

/**
 * Shape checks only: known scenario, known challenge ids. Whether the choice
 * is allowed (clashes, scenario-only challenges) is the engine's to say.
 */
export function parseSoloPointsState(raw: unknown): Parsed<SoloPointsState> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'it does not hold a solo game.' };
  const { scenario, challenges, edition: setting } = raw as {
    scenario?: unknown;
    challenges?: unknown;
    edition?: unknown;
  };
  const edition = readEditionSetting(setting);
  if (!edition.ok) return edition;
  if (typeof scenario !== 'string' || !(SOLO_SCENARIO_IDS as readonly string[]).includes(scenario)) return { ok: false, error: 'it names no known solo scenario.' };
  if (!Array.isArray(challenges) || challenges.length > SOLO_CHALLENGE_IDS.length)
    return {
      ok: false,
      error: 'its list of challenges is not one this tool writes.',
    };
  const unknown = challenges.find((c) => typeof c !== 'string' || !(SOLO_CHALLENGE_IDS as readonly string[]).includes(c));
  if (unknown !== undefined) return { ok: false, error: 'it names a challenge that does not exist.' };
  return {
    ok: true,
    value: {
      scenario: scenario as SoloScenarioId,
      challenges: [...new Set(challenges as SoloChallengeId[])],
      ...(edition.value ? { edition: edition.value } : {}),
    },
  };
}

/** Links of the solo calculator: a scenario, at most every challenge and the edition, far below the default length. */
export const SOLO_URL = urlSchema(parseSoloPointsState, {
  maxLength: 2_000,
  maxDepth: 4,
});
