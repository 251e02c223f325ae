/** The solo points calculator's state (what is in the URL) and its reader. */
import { SOLO_CHALLENGE_IDS, SOLO_SCENARIO_IDS, type SoloChallengeId, type SoloScenarioId } from '../../engine/ccg/solo/index.ts';
import { choice, list, own, pathTo, record, refuse, type Reader } from '../../engine/core/read.ts';
import { ok } from '../../engine/core/result.ts';
import type { RuleId } from '../../engine/ccg/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import { urlSchema } from '../kit/url-state.ts';
import { keepingEdition, readEditionSetting } from '../edition/link.ts';

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

const RULE: RuleId = 'ccg.solo';

/**
 * Shape checks only, with the engine's readers: a known scenario, known
 * challenge ids (each once). Whether the choice is allowed (clashes,
 * scenario-only challenges) is the engine's to say.
 */
const SOLO_READER: Reader<SoloPointsState, RuleId> = record('A solo game must be an object.', RULE, (raw, path) => {
  const edition = readEditionSetting(own(raw, 'edition'));
  if (!edition.ok) return refuse(edition.error, RULE, pathTo(path, 'edition'));
  const scenario = choice('The solo scenario', SOLO_SCENARIO_IDS, RULE)(own(raw, 'scenario'), pathTo(path, 'scenario'));
  if (!scenario.ok) return scenario;
  const challenges = list('The challenges', choice('A challenge', SOLO_CHALLENGE_IDS, RULE), 0, SOLO_CHALLENGE_IDS.length, RULE)(own(raw, 'challenges'), pathTo(path, 'challenges'));
  if (!challenges.ok) return challenges;
  return ok({ scenario: scenario.value, challenges: [...new Set(challenges.value)], ...(edition.value ? { edition: edition.value } : {}) });
});

export function parseSoloPointsState(raw: unknown): Parsed<SoloPointsState> {
  const r = SOLO_READER(raw, '');
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
}

/** Links of the solo calculator: a scenario, at most every challenge and the edition, far below the default length. */
export const SOLO_URL = urlSchema(keepingEdition(parseSoloPointsState), {
  maxLength: 2_000,
  maxDepth: 4,
});
