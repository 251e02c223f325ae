/**
 * A scenario and its chosen challenges, judged as a whole: known ids, no
 * repeats, no two that set the same thing, scenario-only challenges in their
 * scenario; the challenge points, the settings the choice makes for the game,
 * and a deck list checked against the deck limits it sets.
 */
import { plural } from '../../core/text.ts';
import { STANDARD_DECK_LIMITS, checkDeckList, type DeckLimits, type DeckReport } from '../deck/index.ts';
import { err, ok, step, type CcgErr, type CcgResult, type Step } from '../result.ts';
import { SOLO_CHALLENGE_IDS, findSoloChallenge, type SoloChallenge, type SoloChallengeId } from './challenges.ts';
import { OPPOSITION_DECK, OPPOSITION_UPKEEP_PER_CREW } from './opposition.ts';
import { SOLO_SCENARIO_IDS, findSoloScenario, type SoloScenario, type SoloScenarioId } from './scenarios.ts';

/** What a scenario and its chosen challenges set for the game. */
export interface SoloSettings {
  scenario: SoloScenarioId;
  victoryThreshold: number;
  contractSlots: number;
  handSize: number;
  deckLimits: DeckLimits;
  complicationsPerNewContract: number;
  unlimitedComplicationSlots: boolean;
  /** The Opposition deck, or null when the scenario has none. */
  oppositionDeck: readonly string[] | null;
  oppositionCrewAtStart: number;
  /** Cost of Doing Business: pay Credits equal to VP at the end of each Ready Phase. */
  readyPhaseUpkeep: boolean;
  /** Credits per Opposition crew in play at the end of each Resolution Phase (0 without an Opposition). */
  oppositionUpkeepPerCrew: number;
  extraCostToPlay: boolean;
  woundsAfterProcurement: boolean;
  noWoundRestoreInReadyPhase: boolean;
  jettisonAfterAbility: boolean;
}

export interface ChallengePoints {
  challenge: SoloChallengeId;
  points: number;
  text: string;
}

export interface SoloScore {
  scenario: SoloScenarioId;
  /** The chosen challenges in catalogue order, each with its points. */
  breakdown: ChallengePoints[];
  total: number;
  settings: SoloSettings;
}

function validateSelection(scenario: string, challenges: readonly string[]): CcgErr | { scenario: SoloScenario; chosen: SoloChallenge[] } {
  const found = typeof scenario === 'string' ? findSoloScenario(scenario) : undefined;
  if (!found) {
    return err(`"${String(scenario)}" is not a solo scenario; choose ${SOLO_SCENARIO_IDS.join(', ')}.`, 'ccg.solo', 'scenario');
  }
  if (!Array.isArray(challenges)) return err('The challenges must be a list of challenge ids.', 'ccg.solo.challenges', 'challenges');
  const chosen: SoloChallenge[] = [];
  for (const [i, id] of challenges.entries()) {
    const c = typeof id === 'string' ? findSoloChallenge(id) : undefined;
    if (!c) return err(`"${String(id)}" is not a solo challenge.`, 'ccg.solo.challenges', `challenges.${i}`);
    if (chosen.includes(c)) return err(`The challenge "${c.name}" is chosen twice; each counts once.`, 'ccg.solo.challenges', `challenges.${i}`);
    if (c.scenarios && !c.scenarios.includes(found.id)) {
      return err(`"${c.name}" belongs to ${c.scenarios.map((s) => findSoloScenario(s)?.name ?? s).join(' and ')}, not to ${found.name}.`, 'ccg.note.solo-challenge-scope', `challenges.${i}`);
    }
    const clash = chosen.find((other) => c.excludes.includes(other.id));
    if (clash) {
      return err(`"${c.name}" and "${clash.name}" cannot both be taken: they set the same thing two ways.`, 'ccg.note.solo-challenge-scope', `challenges.${i}`);
    }
    chosen.push(c);
  }
  chosen.sort((a, b) => SOLO_CHALLENGE_IDS.indexOf(a.id) - SOLO_CHALLENGE_IDS.indexOf(b.id));
  return { scenario: found, chosen };
}

function settingsFor(scenario: SoloScenario, chosen: readonly SoloChallenge[]): SoloSettings {
  const has = (id: SoloChallengeId) => chosen.some((c) => c.id === id);
  const adventureSize = has('adventure-30') ? 30 : has('adventure-25') ? 25 : STANDARD_DECK_LIMITS.adventure.size;
  const captainsSize = has('captains-40') ? 40 : has('captains-50') ? 50 : STANDARD_DECK_LIMITS.captains.size;
  const deckLimits: DeckLimits = {
    adventure: { ...STANDARD_DECK_LIMITS.adventure, size: adventureSize },
    captains: { ...STANDARD_DECK_LIMITS.captains, size: captainsSize },
  };
  if (adventureSize !== STANDARD_DECK_LIMITS.adventure.size) deckLimits.adventure.sizeRule = 'ccg.solo.challenges';
  if (captainsSize !== STANDARD_DECK_LIMITS.captains.size) deckLimits.captains.sizeRule = 'ccg.solo.challenges';
  if (has('adventure-one-copy')) Object.assign(deckLimits.adventure, { hardCopyCap: 1, hardCapRule: 'ccg.note.solo-copy-caps' });
  const captainsCap = has('captains-one-copy') ? 1 : has('captains-two-copies') ? 2 : undefined;
  if (captainsCap !== undefined) Object.assign(deckLimits.captains, { hardCopyCap: captainsCap, hardCapRule: 'ccg.note.solo-copy-caps' });
  if (has('adventure-five-non-native')) deckLimits.nonNativeAdventureMinimum = 5;
  const dirty = scenario.id === 'dirty-half-dozen';
  return {
    scenario: scenario.id,
    victoryThreshold: scenario.victoryThreshold,
    contractSlots: has('contract-slots-2') ? 2 : has('contract-slots-3') ? 3 : 4,
    handSize: has('hand-size-5') ? 5 : has('hand-size-6') ? 6 : 7,
    deckLimits,
    complicationsPerNewContract: has('two-complications') ? 2 : 1,
    unlimitedComplicationSlots: has('unlimited-complication-slots'),
    oppositionDeck: dirty ? OPPOSITION_DECK : null,
    oppositionCrewAtStart: has('opposition-two-start') ? 2 : has('opposition-one-start') ? 1 : 0,
    readyPhaseUpkeep: scenario.id === 'cost-of-doing-business',
    oppositionUpkeepPerCrew: dirty ? OPPOSITION_UPKEEP_PER_CREW : 0,
    extraCostToPlay: has('cost-to-play'),
    woundsAfterProcurement: has('procurement-wounds'),
    noWoundRestoreInReadyPhase: has('procurement-wounds'),
    jettisonAfterAbility: has('jettison-after-ability'),
  };
}

/**
 * Validate a scenario and its challenges (known ids, no repeats, no two that
 * set the same thing, scenario-only challenges in their scenario) and add up
 * the challenge points. The value also carries the settings the challenges set.
 */
export function scoreSoloChallenges(scenario: string, challenges: readonly string[]): CcgResult<SoloScore> {
  const selection = validateSelection(scenario, challenges);
  if ('ok' in selection) return selection;
  const { scenario: s, chosen } = selection;
  const trace: Step[] = [step(`Scenario ${s.number}: ${s.name}.`, s.rule)];
  const breakdown: ChallengePoints[] = [];
  for (const c of chosen) {
    const reduced = c.pointsWith?.find((p) => chosen.some((o) => o.id === p.challenge));
    const points = reduced ? reduced.points : c.points;
    const because = reduced ? `, not ${c.points}, because "${findSoloChallenge(reduced.challenge)?.name ?? reduced.challenge}" is also taken` : '';
    const text = `${c.name}: ${plural(points, 'challenge point')}${because}.`;
    breakdown.push({ challenge: c.id, points, text });
    trace.push(step(text, 'ccg.solo.challenges'));
  }
  const total = breakdown.reduce((sum, b) => sum + b.points, 0);
  trace.push(step(chosen.length === 0 ? 'No challenges are taken: 0 challenge points.' : `In all: ${total} challenge points.`, 'ccg.solo.challenges'));
  return ok({ scenario: s.id, breakdown, total, settings: settingsFor(s, chosen) }, trace);
}

/** Check a deck list against the deck sizes and copy limits a scenario's challenges set. */
export function checkSoloDeckList(text: string, scenario: string, challenges: readonly string[]): CcgResult<DeckReport> {
  const score = scoreSoloChallenges(scenario, challenges);
  if (!score.ok) return score;
  const report = checkDeckList(text, score.value.settings.deckLimits);
  if (!report.ok) return report;
  const { deckLimits } = score.value.settings;
  const first = step(
    `The chosen challenges ask for ${deckLimits.adventure.size} adventure cards and ${deckLimits.captains.size} captain's cards.`,
    'ccg.solo.challenges',
  );
  return ok(report.value, [first, ...report.trace]);
}
