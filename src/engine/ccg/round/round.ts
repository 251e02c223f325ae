/**
 * The round, phase by phase and stage by stage: one table read by the site's
 * phase diagrams, the round tracker and the game state machine (`game.ts`).
 * The words are short summaries of our own; the rule id of each stage points
 * to the page that explains it.
 */
import { PHASES, SOLO_ADVENTURE_PHASE, type Phase } from './phases.ts';
import type { NoteRuleSlug, RuleId } from '../rules.ts';

export type { Phase } from './phases.ts';
export { PHASES, isPhase, phaseName } from './phases.ts';

/** A phase of the round, or the solo game's replacement for the Adventure Phase. */
export type RoundPhaseId = Phase | 'solo-adventure';

/**
 * How captains take part in a stage:
 * - `simultaneous`: everyone at once;
 * - `initiative-order`: from the first captain clockwise, each finishes before the next starts;
 * - `alternating`: from the first captain clockwise, one move each, round and round until the stage ends;
 * - `none`: the game does it (for example the victory check).
 */
export type Participation = 'simultaneous' | 'initiative-order' | 'alternating' | 'none';

/**
 * What a pass means in an alternating stage:
 * - `reopens`: a captain who passed may act again if anyone acted since; the stage
 *   ends when every captain passes one after another;
 * - `final`: a pass ends the captain's part in the stage.
 */
export type PassKind = 'reopens' | 'final';

export interface PassingRule {
  kind: PassKind;
  /** One sentence of ours. */
  text: string;
}

export interface StageDef {
  /** 1-based, in the order the stages are played. */
  number: number;
  /** A few words, for diagrams. */
  title: string;
  participation: Participation;
  /** What happens, in one short sentence of ours. */
  summary: string;
  /** The same for a solo game, where it differs. */
  soloSummary?: string;
  /**
   * The source note (its anchor on the Source notes page) that the summary rests on, where the
   * summary states our reading of an unclear rule: pages, previews, the published data and the
   * tracker's steps draw the summary with its "Our reading" label. Not of `soloSummary`.
   */
  summaryNote?: NoteRuleSlug;
  /** Only in stages where captains may pass. */
  passing?: PassingRule;
  /** Only where some captains are left out: who takes part. */
  eligibility?: string;
  victoryCheck: boolean;
  rule: RuleId;
}

export interface PhaseDef {
  id: RoundPhaseId;
  name: string;
  rule: RuleId;
  stages: readonly StageDef[];
}

const victoryStage = (n: number, rule: RuleId): StageDef => ({
  number: n,
  title: 'Victory check',
  participation: 'none',
  summary: 'A captain at or above the Victory Point threshold (20 unless changed) wins.',
  // The books say "met" for one captain and "exceeded" for several: at or above is note victory-threshold.
  summaryNote: 'victory-threshold',
  victoryCheck: true,
  rule,
});

const phaseName = (id: Phase): string => PHASES.find((p) => p.id === id)?.name ?? id;

export const READY_DEF: PhaseDef = {
  id: 'ready',
  name: phaseName('ready'),
  rule: 'ccg.round.ready',
  stages: [
    {
      number: 1,
      title: 'Ready',
      participation: 'simultaneous',
      summary: 'Every exerted card in play is readied.',
      victoryCheck: false,
      rule: 'ccg.round.ready.stage-1',
    },
    {
      number: 2,
      title: 'Hand size',
      participation: 'simultaneous',
      summary:
        'Each captain discards down to hand size (7 unless changed), may discard more, then draws back up to hand size or until the deck is empty; the deck is never reshuffled.',
      victoryCheck: false,
      rule: 'ccg.round.ready.stage-2',
    },
    {
      number: 3,
      title: 'First captain',
      participation: 'none',
      summary:
        'The captain whose ship has the highest Initiative picks the first captain for the round; if the highest Initiative is shared, the first captain is drawn at random.',
      victoryCheck: false,
      rule: 'ccg.round.ready.stage-3',
    },
    {
      number: 4,
      title: 'Restore and repair',
      participation: 'initiative-order',
      summary: 'Captains may pay 1 Credit per point to remove wounds from crew and structure damage from upgrades.',
      victoryCheck: false,
      rule: 'ccg.round.ready.stage-4',
    },
    {
      number: 5,
      title: 'Move gear',
      participation: 'initiative-order',
      summary: 'Captains may move gear between their own crew, each piece at most once; Integral gear stays put.',
      victoryCheck: false,
      rule: 'ccg.round.ready.stage-5',
    },
    victoryStage(6, 'ccg.round.ready.stage-6'),
  ],
};

export const ADVENTURE_DEF: PhaseDef = {
  id: 'adventure',
  name: phaseName('adventure'),
  rule: 'ccg.round.adventure',
  stages: [
    {
      number: 1,
      title: 'Play a complication',
      participation: 'initiative-order',
      summary:
        'Each captain draws an adventure card and attaches it face down to any contract as a complication, discarding one already there if the contract is full.',
      victoryCheck: false,
      rule: 'ccg.round.adventure.stage-1',
    },
    {
      number: 2,
      title: 'Choose an activity',
      participation: 'initiative-order',
      summary:
        'Each captain stays uncommitted, pursues a contract (paying 1 Credit per jump to reach a new one) or declares piracy (1 Credit and an Infamy token); leaving a contract costs its abandonment penalty.',
      victoryCheck: false,
      rule: 'ccg.round.adventure.stage-2',
    },
    victoryStage(3, 'ccg.round.adventure.stage-3'),
  ],
};

export const SOLO_ADVENTURE: PhaseDef = {
  id: 'solo-adventure',
  name: SOLO_ADVENTURE_PHASE.name,
  rule: 'ccg.round.solo-adventure',
  stages: [
    {
      number: 1,
      title: 'Hidden complication',
      participation: 'none',
      summary:
        'An unseen adventure card goes face down on the contract with the most Victory Points that still has room; if none has room, one complication is discarded from the contract with the fewest Victory Points and the card goes there.',
      victoryCheck: false,
      rule: 'ccg.round.solo-adventure.stage-1',
    },
    {
      number: 2,
      title: 'Open complication',
      participation: 'initiative-order',
      summary: 'The captain draws another adventure card, looks at it and attaches it, visible to all, to whichever contract they like.',
      victoryCheck: false,
      rule: 'ccg.round.solo-adventure.stage-2',
    },
    {
      number: 3,
      title: 'Choose an activity',
      participation: 'initiative-order',
      summary: 'The captain pursues a contract or stays uncommitted; piracy is not available alone.',
      victoryCheck: false,
      rule: 'ccg.round.solo-adventure.stage-3',
    },
    {
      number: 4,
      title: 'Victory check',
      participation: 'none',
      summary: 'The captain wins on reaching the Victory Point threshold (20 unless changed).',
      // Reaching it, not passing it: note victory-threshold.
      summaryNote: 'victory-threshold',
      victoryCheck: true,
      rule: 'ccg.round.solo-adventure.stage-4',
    },
  ],
};

export const PROCUREMENT_DEF: PhaseDef = {
  id: 'procurement',
  name: phaseName('procurement'),
  rule: 'ccg.round.procurement',
  stages: [
    {
      number: 1,
      title: 'Procure',
      participation: 'initiative-order',
      summary: 'Each captain puts cards into play by paying their cost, plus 1 Credit per Infamy token on each card.',
      victoryCheck: false,
      rule: 'ccg.round.procurement.stage-1',
    },
    victoryStage(2, 'ccg.round.procurement.stage-2'),
  ],
};

export const ACTION_DEF: PhaseDef = {
  id: 'action',
  name: phaseName('action'),
  rule: 'ccg.round.action',
  stages: [
    {
      number: 1,
      title: 'Take actions',
      participation: 'alternating',
      summary: 'Captains take one action or pass, in turn, round the table.',
      passing: {
        kind: 'reopens',
        text: 'A captain who passed may act again if anyone has acted since; the phase ends when every captain passes one after another.',
      },
      victoryCheck: false,
      rule: 'ccg.round.action.stage-1',
    },
    victoryStage(2, 'ccg.round.action.stage-2'),
  ],
};

export const RESOURCE_DEF: PhaseDef = {
  id: 'resource',
  name: phaseName('resource'),
  rule: 'ccg.round.resource',
  stages: [
    {
      number: 1,
      title: 'Collect tokens',
      participation: 'initiative-order',
      summary: 'Each captain takes a capability token per capability of their ship and a skill token per skill of each crew they control.',
      victoryCheck: false,
      rule: 'ccg.round.resource.stage-1',
    },
    victoryStage(2, 'ccg.round.resource.stage-2'),
  ],
};

export const RESOLUTION_DEF: PhaseDef = {
  id: 'resolution',
  name: phaseName('resolution'),
  rule: 'ccg.round.resolution',
  stages: [
    {
      number: 1,
      title: 'Reveal',
      participation: 'simultaneous',
      summary: 'Every face-down complication on a contract someone pursues is turned face up.',
      victoryCheck: false,
      rule: 'ccg.round.resolution.stage-1',
    },
    {
      number: 2,
      title: 'Complications and piracy',
      participation: 'alternating',
      summary: 'In turn, each captain tries one complication on their contract, carries out their piracy, plays a Resolution Phase action, or passes.',
      soloSummary: 'The captain tries one complication on their contract, plays a Resolution Phase action, or passes; solo play has no piracy.',
      passing: {
        kind: 'final',
        text: 'A pass ends the captain’s part in this stage, and failing to resolve a complication counts as a pass; the stage ends when everyone has passed.',
      },
      eligibility:
        'A captain who passes while their contract has no complication left becomes eligible; one whose contract still has a complication is not.',
      victoryCheck: false,
      rule: 'ccg.round.resolution.stage-2',
    },
    {
      number: 3,
      title: 'Resolve contracts',
      participation: 'initiative-order',
      summary: 'Eligible captains try to meet their contract’s requirements for its Victory Points and subplots; a resolved contract is replaced by its slot’s controller.',
      // The books have the slot's "owner" deal the new contract here and its controller elsewhere: note slot-owner.
      summaryNote: 'slot-owner',
      eligibility: 'Eligible captains only.',
      victoryCheck: false,
      rule: 'ccg.round.resolution.stage-3',
    },
    {
      number: 4,
      title: 'Lose Infamy',
      participation: 'none',
      summary: 'Every captain who carried out no piracy this round loses 1 Infamy token.',
      victoryCheck: false,
      rule: 'ccg.round.resolution.stage-4',
    },
    {
      number: 5,
      title: 'Discard tokens',
      participation: 'simultaneous',
      summary: 'Every token left in the Resource Pools is discarded.',
      victoryCheck: false,
      rule: 'ccg.round.resolution.stage-5',
    },
    victoryStage(6, 'ccg.round.resolution.stage-6'),
  ],
};

/** The six phases of a round, in order (the multi-captain game). */
export const ROUND: readonly PhaseDef[] = [
  READY_DEF,
  ADVENTURE_DEF,
  PROCUREMENT_DEF,
  ACTION_DEF,
  RESOURCE_DEF,
  RESOLUTION_DEF,
];

const ALL_PHASES: Readonly<Record<RoundPhaseId, PhaseDef>> = {
  ready: READY_DEF,
  adventure: ADVENTURE_DEF,
  'solo-adventure': SOLO_ADVENTURE,
  procurement: PROCUREMENT_DEF,
  action: ACTION_DEF,
  resource: RESOURCE_DEF,
  resolution: RESOLUTION_DEF,
};

/** The phases of a round in order; the solo game swaps in its own Adventure Phase. */
export function roundPhases(solo = false): readonly PhaseDef[] {
  return solo ? ROUND.map((p) => (p.id === 'adventure' ? SOLO_ADVENTURE : p)) : ROUND;
}

export function isRoundPhaseId(value: string): value is RoundPhaseId {
  return Object.prototype.hasOwnProperty.call(ALL_PHASES, value);
}

export function phaseDef(id: RoundPhaseId): PhaseDef {
  return ALL_PHASES[id];
}

/** The stage with that number, or undefined when the phase has no such stage. */
export function stageDef(id: RoundPhaseId, number: number): StageDef | undefined {
  return ALL_PHASES[id].stages.find((s) => s.number === number);
}

/** A point in the round. */
export interface RoundPoint {
  phase: RoundPhaseId;
  stage: number;
}

/** The first stage of a round. */
export function roundStart(): RoundPoint {
  return { phase: 'ready', stage: 1 };
}

/**
 * The stage after `point`, and whether it starts a new round. Undefined when
 * `point` names no stage.
 */
export function nextStage(point: RoundPoint, solo = false): { point: RoundPoint; newRound: boolean } | undefined {
  const phases = roundPhases(solo);
  const index = phases.findIndex((p) => p.id === point.phase);
  const phase = phases[index];
  if (phase === undefined || stageDef(phase.id, point.stage) === undefined) return undefined;
  if (point.stage < phase.stages.length) return { point: { phase: phase.id, stage: point.stage + 1 }, newRound: false };
  const following = phases[index + 1];
  if (following === undefined) return { point: roundStart(), newRound: true };
  return { point: { phase: following.id, stage: 1 }, newRound: false };
}

/** Every stage of a round in play order, flattened (for trackers and tests). */
export function roundStages(solo = false): readonly (RoundPoint & { def: StageDef })[] {
  return roundPhases(solo).flatMap((p) => p.stages.map((s) => ({ phase: p.id, stage: s.number, def: s })));
}

/** The steps of setting up a game, in order, with the rule each follows. */
export interface SetupStep {
  title: string;
  summary: string;
  rule: RuleId;
}

export const SETUP_STEPS: readonly SetupStep[] = [
  { title: 'Ship', summary: 'Each captain puts their ship into play.', rule: 'ccg.round.setup' },
  {
    title: 'Hand',
    summary: 'Each captain shuffles their Captain’s Deck and draws seven cards.',
    rule: 'ccg.round.setup',
  },
  {
    title: 'Contracts',
    summary:
      'Each captain shuffles their Adventure Deck; for each contract slot they control they play a contract face up and attach an unseen complication face down.',
    rule: 'ccg.round.setup',
  },
];
