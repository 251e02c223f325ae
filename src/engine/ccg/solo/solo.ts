/**
 * Solo play: the three scenarios, the Opposition of The Dirty Half-Dozen with
 * its priority lists, the challenges and their points, the deck limits the
 * challenges set, the dues at the end of phases, and where the hidden
 * complication goes in the solo Adventure Phase.
 *
 * Every text here is our own short wording; the site's solo page reads this
 * data. Where our copy of the booklet lost an icon, the entry says so and a
 * `ccg.note.*` id explains our reading.
 */
import { plural } from '../../core/text.ts';
import { STANDARD_DECK_LIMITS, checkDeckList, type DeckLimits, type DeckReport } from '../deck/index.ts';
import type { Phase } from '../round/index.ts';
import { isPhase } from '../round/index.ts';
import { err, ok, step, type CcgErr, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { nextInt, shuffle, type RngState } from '../../core/rng.ts';

// ---------------------------------------------------------------------------
// Scenarios

export const SOLO_SCENARIO_IDS = ['alone-in-the-black', 'cost-of-doing-business', 'dirty-half-dozen'] as const;
export type SoloScenarioId = (typeof SOLO_SCENARIO_IDS)[number];

export interface SoloScenario {
  id: SoloScenarioId;
  number: 1 | 2 | 3;
  name: string;
  /** One line: what the scenario is about. */
  summary: string;
  /** What is on the table at the start. */
  setup: string;
  objective: string;
  victoryThreshold: number;
  /** What works against the captain, in short words. */
  opposition: readonly string[];
  rule: RuleId;
}

export const SOLO_SCENARIOS: readonly SoloScenario[] = [
  {
    id: 'alone-in-the-black',
    number: 1,
    name: 'Alone in the Black',
    summary: 'The plain solo game: you against your own complications.',
    setup: 'The captain controls all four contract slots: four contracts, each with one face-down complication.',
    objective: 'Reach 20 Victory Points before going bankrupt.',
    victoryThreshold: 20,
    opposition: ['No Opposition.'],
    rule: 'ccg.solo.alone-in-the-black',
  },
  {
    id: 'cost-of-doing-business',
    number: 2,
    name: 'The Cost of Doing Business',
    summary: 'Success is taxed: the more Victory Points you hold, the more each round costs.',
    setup: 'The captain controls all four contract slots: four contracts, each with one face-down complication.',
    objective: 'Reach 20 Victory Points before going bankrupt.',
    victoryThreshold: 20,
    opposition: ['At the end of every Ready Phase, pay Credits equal to your Victory Points at that moment.'],
    rule: 'ccg.solo.cost-of-doing-business',
  },
  {
    id: 'dirty-half-dozen',
    number: 3,
    name: 'The Dirty Half-Dozen',
    summary: 'Six hired guns arrive one by one to wound and tie down your crew.',
    setup: 'The captain controls all four contract slots: four contracts, each with one face-down complication. Shuffle the six-card Opposition deck.',
    objective: 'Reach 20 Victory Points before going bankrupt.',
    victoryThreshold: 20,
    opposition: [
      'At the end of every Procurement Phase, draw one Opposition card and put it into play; reshuffle the Opposition discard pile whenever the deck is empty.',
      'In the Action Phase the Opposition is always first captain, acts whenever it can, and follows its priority lists.',
      'It uses crew abilities that wound your crew or exert them.',
      'It pays no Credits costs of its crew abilities, but pays every other cost, such as exerting.',
      'Opposition crew leave play as any crew would, into the Opposition discard pile.',
      'At the end of every Resolution Phase, pay 1 Credit for each Opposition crew in play.',
    ],
    rule: 'ccg.solo.dirty-half-dozen',
  },
];

export function findSoloScenario(id: string): SoloScenario | undefined {
  return SOLO_SCENARIOS.find((s) => s.id === id);
}

// ---------------------------------------------------------------------------
// The Opposition (The Dirty Half-Dozen)

/** The six crew of the Opposition deck. */
export const OPPOSITION_DECK = [
  'Doctor Wishik',
  'Flint',
  'Rika Honami',
  'Vorn Drusus',
  'Wabapawap, Speaker of the Tree',
  'Walter Glen, IMC',
] as const;

/** Credits paid per Opposition crew in play at the end of the Resolution Phase (our reading of a lost icon). */
export const OPPOSITION_UPKEEP_PER_CREW = 1;

export interface PriorityStep {
  order: number;
  key: string;
  text: string;
  /** The booklet's example for this step, when it gives one. */
  example?: string;
  /** Our copy lost an icon in this step. */
  iconLost?: boolean;
  /** The reading of ours that applies, when one does. */
  note?: RuleId;
}

/** Which ability the Opposition uses, best first. */
export const OPPOSITION_ABILITY_PRIORITY: readonly PriorityStep[] = [
  { order: 1, key: 'wounding-first', text: 'An ability that wounds, before any other.' },
  { order: 2, key: 'most-wounds', text: 'The ability that deals the most wounds.' },
  { order: 3, key: 'fixed-target', text: 'An ability that picks its own target, before one that lets you pick.', example: 'Walter Glen, IMC' },
];

/** Which target the Opposition picks, best first. */
export const OPPOSITION_TARGET_PRIORITY: readonly PriorityStep[] = [
  { order: 1, key: 'can-remove', text: 'A target the effect can remove from play.' },
  { order: 2, key: 'most-effective', text: 'The target the ability works best against.', example: 'Flint', iconLost: true, note: 'ccg.note.opposition-lost-icons' },
  { order: 3, key: 'lowest-wound-capacity', text: 'The target with the lowest wound capacity.' },
  { order: 4, key: 'no-armor', text: 'A target without Armor.' },
  { order: 5, key: 'most-of-lost-icon', text: 'The target with the most of a quantity shown by an icon our copy lost; settle it with the printed booklet.', iconLost: true, note: 'ccg.note.opposition-lost-icons' },
  { order: 6, key: 'random', text: 'At random.' },
];

// ---------------------------------------------------------------------------
// Challenges

export const SOLO_CHALLENGE_IDS = [
  'adventure-25',
  'adventure-30',
  'adventure-one-copy',
  'adventure-five-non-native',
  'captains-50',
  'captains-40',
  'captains-two-copies',
  'captains-one-copy',
  'opposition-one-start',
  'opposition-two-start',
  'contract-slots-3',
  'contract-slots-2',
  'hand-size-6',
  'hand-size-5',
  'two-complications',
  'unlimited-complication-slots',
  'cost-to-play',
  'procurement-wounds',
  'jettison-after-ability',
] as const;
export type SoloChallengeId = (typeof SOLO_CHALLENGE_IDS)[number];

export type SoloChallengeGroup = 'adventure-deck' | 'captains-deck' | 'opposition-start' | 'contract-slots' | 'hand-size' | 'complications' | 'opposition';

export interface SoloChallenge {
  id: SoloChallengeId;
  /** A short title. */
  name: string;
  group: SoloChallengeGroup;
  /** What the challenge asks, in a sentence. */
  text: string;
  points: number;
  /** Fewer points when taken with another challenge. */
  pointsWith?: readonly { challenge: SoloChallengeId; points: number }[];
  /** Challenges that cannot be taken with this one. */
  excludes: readonly SoloChallengeId[];
  /** Only these scenarios offer it; every scenario when absent. */
  scenarios?: readonly SoloScenarioId[];
  /** Our copy lost an icon in its wording. */
  iconLost?: boolean;
  /** The reading of ours that applies, when one does. */
  note?: RuleId;
}

export const SOLO_CHALLENGE_GROUPS: readonly { id: SoloChallengeGroup; title: string }[] = [
  { id: 'adventure-deck', title: 'Adventure deck' },
  { id: 'captains-deck', title: "Captain's deck" },
  { id: 'opposition-start', title: 'Opposition crew at the start (The Dirty Half-Dozen)' },
  { id: 'contract-slots', title: 'Fewer contract slots' },
  { id: 'hand-size', title: 'Smaller hand' },
  { id: 'complications', title: 'Complications' },
  { id: 'opposition', title: 'Opposition effects' },
];

export const SOLO_CHALLENGES: readonly SoloChallenge[] = [
  { id: 'adventure-25', name: '25-card adventure deck', group: 'adventure-deck', text: 'Adventure deck of 25 cards.', points: 5, excludes: ['adventure-30'] },
  { id: 'adventure-30', name: '30-card adventure deck', group: 'adventure-deck', text: 'Adventure deck of 30 cards.', points: 10, excludes: ['adventure-25'] },
  { id: 'adventure-one-copy', name: 'One copy of each adventure card', group: 'adventure-deck', text: 'At most 1 copy of each adventure card.', points: 10, excludes: [], note: 'ccg.note.solo-copy-caps' },
  {
    id: 'adventure-five-non-native',
    name: 'Five non-native contracts',
    group: 'adventure-deck',
    text: 'At least 5 adventure cards whose contracts need a capability your ship does not have natively.',
    points: 15,
    pointsWith: [
      { challenge: 'adventure-25', points: 10 },
      { challenge: 'adventure-30', points: 5 },
    ],
    excludes: [],
    note: 'ccg.note.solo-non-native',
  },
  { id: 'captains-50', name: "50-card captain's deck", group: 'captains-deck', text: "Captain's deck of 50 cards.", points: 5, excludes: ['captains-40'] },
  { id: 'captains-40', name: "40-card captain's deck", group: 'captains-deck', text: "Captain's deck of 40 cards.", points: 15, excludes: ['captains-50'] },
  { id: 'captains-two-copies', name: "Two copies of each captain's card", group: 'captains-deck', text: "At most 2 copies of each captain's card.", points: 5, excludes: ['captains-one-copy'], note: 'ccg.note.solo-copy-caps' },
  { id: 'captains-one-copy', name: "One copy of each captain's card", group: 'captains-deck', text: "At most 1 copy of each captain's card.", points: 20, excludes: ['captains-two-copies'], note: 'ccg.note.solo-copy-caps' },
  { id: 'opposition-one-start', name: 'One Opposition crew at the start', group: 'opposition-start', text: 'One Opposition crew is in play from the start.', points: 3, excludes: ['opposition-two-start'], scenarios: ['dirty-half-dozen'], note: 'ccg.note.solo-challenge-scope' },
  { id: 'opposition-two-start', name: 'Two Opposition crew at the start', group: 'opposition-start', text: 'Two Opposition crew are in play from the start.', points: 10, excludes: ['opposition-one-start'], scenarios: ['dirty-half-dozen'], note: 'ccg.note.solo-challenge-scope' },
  { id: 'contract-slots-3', name: 'Three contract slots', group: 'contract-slots', text: 'Play with 3 contract slots.', points: 10, excludes: ['contract-slots-2'] },
  { id: 'contract-slots-2', name: 'Two contract slots', group: 'contract-slots', text: 'Play with 2 contract slots.', points: 25, excludes: ['contract-slots-3'] },
  { id: 'hand-size-6', name: 'Hand size 6', group: 'hand-size', text: 'Hand size 6.', points: 5, excludes: ['hand-size-5'] },
  { id: 'hand-size-5', name: 'Hand size 5', group: 'hand-size', text: 'Hand size 5.', points: 10, excludes: ['hand-size-6'] },
  { id: 'two-complications', name: 'Two complications per new contract', group: 'complications', text: 'Each new contract enters play with 2 complications attached instead of 1.', points: 15, excludes: [] },
  { id: 'unlimited-complication-slots', name: 'Unlimited complication slots', group: 'complications', text: 'Contracts have no limit on complication slots.', points: 10, excludes: [] },
  {
    id: 'cost-to-play',
    name: 'A wound or damage to play each card',
    group: 'opposition',
    text: 'Every card you play costs 1 extra wound on one of your crew or 1 structure damage on one of your upgrades, when you have one to take it.',
    points: 10,
    excludes: [],
  },
  {
    id: 'procurement-wounds',
    name: 'Wounds after procurement',
    group: 'opposition',
    text: 'At the end of every Procurement Phase each of your crew takes 1 wound, and you cannot restore wounds from crew in the Ready Phase.',
    points: 5,
    excludes: [],
  },
  {
    id: 'jettison-after-ability',
    name: 'Jettison after using an ability',
    group: 'opposition',
    text: 'Using an ability of certain card types (three icons our copy lost) costs you that card: jettison it.',
    points: 20,
    excludes: [],
    iconLost: true,
    note: 'ccg.note.opposition-lost-icons',
  },
];

export function findSoloChallenge(id: string): SoloChallenge | undefined {
  return SOLO_CHALLENGES.find((c) => c.id === id);
}

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

// ---------------------------------------------------------------------------
// Dues at the end of phases

export type SoloDue =
  | { kind: 'expense'; credits: number; reason: string; rule: RuleId }
  | { kind: 'draw-opposition'; reason: string; rule: RuleId }
  | { kind: 'wound-each-crew'; wounds: number; reason: string; rule: RuleId };

export interface SoloPhaseEndInput {
  scenario: string;
  challenges: readonly string[];
  /** The phase that is ending. */
  phase: Phase;
  /** The captain's Victory Points now. */
  vp: number;
  /** Opposition crew in play now (The Dirty Half-Dozen). */
  oppositionCrewInPlay?: number;
}

/** What the scenario and challenges make happen as `phase` ends, in order. */
export function soloEndOfPhase(input: SoloPhaseEndInput): CcgResult<SoloDue[]> {
  const score = scoreSoloChallenges(input.scenario, input.challenges);
  if (!score.ok) return score;
  if (typeof input.phase !== 'string' || !isPhase(input.phase)) return err(`"${String(input.phase)}" is not a phase of the round.`, 'ccg.solo', 'phase');
  if (!Number.isSafeInteger(input.vp) || input.vp < 0) return err('Victory Points must be a whole number of 0 or more.', 'ccg.victory-points', 'vp');
  const crew = input.oppositionCrewInPlay ?? 0;
  if (!Number.isSafeInteger(crew) || crew < 0 || crew > OPPOSITION_DECK.length) {
    return err(`Opposition crew in play must be a whole number from 0 to ${OPPOSITION_DECK.length}.`, 'ccg.solo.dirty-half-dozen', 'oppositionCrewInPlay');
  }
  const s = score.value.settings;
  const dues: SoloDue[] = [];
  const trace: Step[] = [];
  if (input.phase === 'ready' && s.readyPhaseUpkeep) {
    if (input.vp > 0) {
      const reason = `The Cost of Doing Business: with ${input.vp} Victory Points, pay ${input.vp} Credits as the Ready Phase ends.`;
      dues.push({ kind: 'expense', credits: input.vp, reason, rule: 'ccg.solo.cost-of-doing-business' });
      trace.push(step(reason, 'ccg.solo.cost-of-doing-business'));
    } else {
      trace.push(step('The Cost of Doing Business: with 0 Victory Points there is nothing to pay.', 'ccg.solo.cost-of-doing-business'));
    }
  }
  if (input.phase === 'procurement' && s.oppositionDeck) {
    const reason = 'The Dirty Half-Dozen: draw an Opposition card and put it into play as the Procurement Phase ends.';
    dues.push({ kind: 'draw-opposition', reason, rule: 'ccg.solo.dirty-half-dozen' });
    trace.push(step(reason, 'ccg.solo.dirty-half-dozen'));
  }
  if (input.phase === 'procurement' && s.woundsAfterProcurement) {
    const reason = 'Challenge: each of your crew takes 1 wound as the Procurement Phase ends.';
    dues.push({ kind: 'wound-each-crew', wounds: 1, reason, rule: 'ccg.solo.challenges' });
    trace.push(step(reason, 'ccg.solo.challenges'));
  }
  if (input.phase === 'resolution' && s.oppositionUpkeepPerCrew > 0) {
    const credits = crew * s.oppositionUpkeepPerCrew;
    if (credits > 0) {
      const reason = `The Dirty Half-Dozen: ${crew} Opposition crew in play, so pay ${plural(credits, 'Credit')} as the Resolution Phase ends.`;
      dues.push({ kind: 'expense', credits, reason, rule: 'ccg.solo.dirty-half-dozen' });
      trace.push(step(reason, 'ccg.solo.dirty-half-dozen'));
    } else {
      trace.push(step('The Dirty Half-Dozen: no Opposition crew in play, so nothing to pay.', 'ccg.solo.dirty-half-dozen'));
    }
    trace.push(step(`We read the lost Credits icon as ${OPPOSITION_UPKEEP_PER_CREW} Credit per Opposition crew.`, 'ccg.note.opposition-upkeep'));
  }
  if (dues.length === 0 && trace.length === 0) trace.push(step(`Nothing extra happens in ${s.scenario === 'alone-in-the-black' ? 'Alone in the Black' : 'this scenario'} as this phase ends.`, 'ccg.solo'));
  return ok(dues, trace);
}

// ---------------------------------------------------------------------------
// The Opposition deck

export interface OppositionPiles {
  deck: string[];
  discard: string[];
  rng: RngState;
}

export interface OppositionDraw extends OppositionPiles {
  /** The card put into play, or null when all six are already in play. */
  card: string | null;
  reshuffled: boolean;
}

const isRng = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff;

/** A freshly shuffled Opposition deck. */
export function newOppositionDeck(rng: RngState): CcgResult<OppositionPiles> {
  if (!isRng(rng)) return err('The random state must be a whole number from 0 to 4294967295.', 'ccg.solo.dirty-half-dozen', 'rng');
  const [deck, next] = shuffle(rng, OPPOSITION_DECK);
  return ok({ deck, discard: [], rng: next }, [step('The six Opposition cards are shuffled into the Opposition deck.', 'ccg.solo.dirty-half-dozen')]);
}

/**
 * Draw the top Opposition card. The deck never runs out: when it is empty the
 * Opposition discard pile is shuffled to form it again. The first element of
 * `deck` is the top card.
 */
export function drawOpposition(piles: OppositionPiles): CcgResult<OppositionDraw> {
  if (!isRng(piles.rng)) return err('The random state must be a whole number from 0 to 4294967295.', 'ccg.solo.dirty-half-dozen', 'rng');
  const seen = new Set<string>();
  for (const pile of ['deck', 'discard'] as const) {
    const cards: unknown = piles[pile];
    if (!Array.isArray(cards)) return err(`The Opposition ${pile} must be a list of card names.`, 'ccg.solo.dirty-half-dozen', pile);
    for (const [i, name] of cards.entries()) {
      if (typeof name !== 'string' || !(OPPOSITION_DECK as readonly string[]).includes(name)) {
        return err(`"${String(name)}" is not one of the six Opposition cards.`, 'ccg.solo.dirty-half-dozen', `${pile}.${i}`);
      }
      if (seen.has(name)) return err(`${name} appears twice in the Opposition piles; there is one of each.`, 'ccg.solo.dirty-half-dozen', `${pile}.${i}`);
      seen.add(name);
    }
  }
  let deck = [...piles.deck];
  let discard = [...piles.discard];
  let rng = piles.rng;
  let reshuffled = false;
  const trace: Step[] = [];
  if (deck.length === 0 && discard.length > 0) {
    [deck, rng] = shuffle(rng, discard);
    discard = [];
    reshuffled = true;
    trace.push(step(`The Opposition deck is empty, so its discard pile (${plural(deck.length, 'card')}) is shuffled to form a new deck.`, 'ccg.solo.dirty-half-dozen'));
  }
  const card = deck.shift() ?? null;
  if (card === null) {
    trace.push(step('All six Opposition crew are already in play, so there is nothing to draw.', 'ccg.solo.dirty-half-dozen'));
  } else {
    trace.push(step(`${card} enters play for the Opposition.`, 'ccg.solo.dirty-half-dozen'));
  }
  return ok({ card, deck, discard, rng, reshuffled }, trace);
}

// ---------------------------------------------------------------------------
// Solo Adventure Phase, stage 1: where the hidden complication goes

export interface SoloContract {
  id: string;
  name?: string;
  vp: number;
  complicationSlots: number;
  /** Complications attached now; Trifling ones take no slot. */
  complications: readonly { id: string; trifling?: boolean }[];
}

export interface HiddenComplicationInput {
  contracts: readonly SoloContract[];
  unlimitedComplicationSlots?: boolean;
  rng: RngState;
  /** The complication the captain discards when every contract is full. */
  discard?: string;
}

export interface HiddenComplicationPlacement {
  /** The contract the new face-down complication attaches to. */
  contract: string;
  /** True when every contract is full, so one complication on `contract` must be discarded first. */
  mustDiscard: boolean;
  /** Complications the captain may discard (when `mustDiscard`). */
  discardCandidates: string[];
  /** The captain's validated choice, or null when none was given. */
  discard: string | null;
  /** Contracts tied for the place, when a random pick settled it. */
  tiedWith: string[];
  rng: RngState;
}

function validateContracts(input: HiddenComplicationInput): CcgErr | null {
  if (!isRng(input.rng)) return err('The random state must be a whole number from 0 to 4294967295.', 'ccg.round.solo-adventure.stage-1', 'rng');
  if (!Array.isArray(input.contracts) || input.contracts.length === 0) {
    return err('There must be at least one contract in play to attach the complication to.', 'ccg.round.solo-adventure.stage-1', 'contracts');
  }
  const ids = new Set<string>();
  for (const [i, c] of input.contracts.entries()) {
    if (typeof c !== 'object' || c === null || typeof c.id !== 'string' || c.id === '') return err(`Contract ${i + 1} needs an id.`, 'ccg.contract', `contracts.${i}.id`);
    if (ids.has(c.id)) return err(`Two contracts share the id ${c.id}.`, 'ccg.contract', `contracts.${i}.id`);
    ids.add(c.id);
    if (!Number.isSafeInteger(c.vp) || c.vp < 0) return err(`The Victory Points of contract ${c.id} must be a whole number.`, 'ccg.victory-points', `contracts.${i}.vp`);
    if (!Number.isSafeInteger(c.complicationSlots) || c.complicationSlots < 0) {
      return err(`The complication slots of contract ${c.id} must be a whole number.`, 'ccg.card-slots', `contracts.${i}.complicationSlots`);
    }
    if (!Array.isArray(c.complications)) return err(`Contract ${c.id} needs its list of attached complications.`, 'ccg.complication', `contracts.${i}.complications`);
    for (const [j, k] of c.complications.entries()) {
      if (typeof k !== 'object' || k === null || typeof k.id !== 'string' || k.id === '') {
        return err(`Complication ${j + 1} on contract ${c.id} needs an id.`, 'ccg.complication', `contracts.${i}.complications.${j}.id`);
      }
      if (ids.has(k.id)) return err(`The id ${k.id} is used twice.`, 'ccg.complication', `contracts.${i}.complications.${j}.id`);
      ids.add(k.id);
    }
  }
  return null;
}

/**
 * Stage 1 of the solo Adventure Phase: the face-down complication goes on the
 * highest-VP contract that still has a free complication slot; when every
 * contract is full, on the lowest-VP contract after the captain discards one
 * complication already attached there. Contracts tied on VP are settled at
 * random with the seeded RNG (our reading, `ccg.note.solo-complication-ties`).
 */
export function placeHiddenComplication(input: HiddenComplicationInput): CcgResult<HiddenComplicationPlacement> {
  const bad = validateContracts(input);
  if (bad) return bad;
  const unlimited = input.unlimitedComplicationSlots === true;
  const label = (c: SoloContract) => c.name ?? c.id;
  const counted = (c: SoloContract) => c.complications.filter((k) => !k.trifling).length;
  const full = (c: SoloContract) => !unlimited && counted(c) >= c.complicationSlots;
  const trace: Step[] = [];
  let rng = input.rng;

  const pickAmong = (tied: readonly SoloContract[], why: string): SoloContract => {
    if (tied.length === 1) return tied[0] as SoloContract;
    const [i, next] = nextInt(rng, 0, tied.length - 1);
    rng = next;
    const chosen = tied[i] as SoloContract;
    trace.push(step(`${tied.map(label).join(', ')} are tied ${why}; a random pick chooses ${label(chosen)}.`, 'ccg.note.solo-complication-ties'));
    return chosen;
  };

  const levels = [...new Set(input.contracts.map((c) => c.vp))].sort((a, b) => b - a);
  if (unlimited) trace.push(step('Contracts have no limit on complication slots in this game, so none is ever full.', 'ccg.solo.challenges'));
  for (const vp of levels) {
    const atLevel = input.contracts.filter((c) => c.vp === vp);
    const open = atLevel.filter((c) => !full(c));
    for (const c of atLevel.filter(full)) {
      trace.push(step(`${label(c)} (${vp} VP) already has ${counted(c)} of ${c.complicationSlots} complication slots filled, so it is passed over.`, 'ccg.round.solo-adventure.stage-1'));
    }
    if (open.length === 0) continue;
    const target = pickAmong(open, `at ${vp} VP with a free slot`);
    trace.push(step(`The face-down complication attaches to ${label(target)}, the highest-VP contract with a free complication slot (${vp} VP).`, 'ccg.round.solo-adventure.stage-1'));
    if (input.discard !== undefined) {
      return err('No complication needs to be discarded: a contract still has a free slot.', 'ccg.round.solo-adventure.stage-1', 'discard');
    }
    return ok({ contract: target.id, mustDiscard: false, discardCandidates: [], discard: null, tiedWith: open.length > 1 ? open.map((c) => c.id) : [], rng }, trace);
  }

  const lowest = levels[levels.length - 1] as number;
  const lowestContracts = input.contracts.filter((c) => c.vp === lowest);
  const target = pickAmong(lowestContracts, `for the lowest VP (${lowest})`);
  const candidates = target.complications.filter((k) => !k.trifling).map((k) => k.id);
  trace.push(step(`Every contract is full, so the complication goes to ${label(target)}, the lowest-VP contract (${lowest} VP), once one complication already attached there is discarded.`, 'ccg.round.solo-adventure.stage-1'));
  let discard: string | null = null;
  if (input.discard !== undefined) {
    if (!candidates.includes(input.discard)) {
      return err(`${String(input.discard)} is not a complication attached to ${label(target)} that takes a slot; choose one of ${candidates.join(', ') || 'none'}.`, 'ccg.round.solo-adventure.stage-1', 'discard');
    }
    discard = input.discard;
    trace.push(step(`The captain discards ${discard} from ${label(target)} to make room.`, 'ccg.round.solo-adventure.stage-1'));
  } else if (candidates.length > 0) {
    trace.push(step(`The captain now chooses which of ${candidates.join(', ')} to discard.`, 'ccg.round.solo-adventure.stage-1'));
  }
  return ok(
    { contract: target.id, mustDiscard: candidates.length > 0, discardCandidates: candidates, discard, tiedWith: lowestContracts.length > 1 ? lowestContracts.map((c) => c.id) : [], rng },
    trace,
  );
}
