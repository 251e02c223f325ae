/**
 * The turn as data, for the site's diagram and the game's trace: the seven
 * phases in order, what each does, where it leads, and every branch (a Patron
 * first, an offer refused, a layover, victory, defeat) with the rule that
 * decides it. `FLOW_NODES` adds the steps between phases and the ends.
 */
import type { TradersNoteId, TradersRuleId } from '../rules/index.ts';
import { PHASE_NAMES } from './phase-names.ts';

export type PhaseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type PhaseId = `phase-${PhaseNumber}`;
export type FlowNodeId = PhaseId | 'setup' | 'take-off' | 'arrival' | 'victory' | 'defeat' | 'circuit-end';

export interface Branch {
  /** When this branch is taken, in a few words. */
  when: string;
  to: FlowNodeId;
  rule: TradersRuleId;
  /** Where `when` is our reading of the rule, not its words: the note (drawn with the "Our reading" label). */
  note?: TradersNoteId;
}

/** A sentence of ours that follows `does` and states our reading of an unclear rule, with the note it rests on. */
export interface FlowReading {
  text: string;
  note: TradersNoteId;
}

export interface FlowNode {
  id: FlowNodeId;
  name: string;
  rule: TradersRuleId;
  /** What happens here, in a sentence: the book's rule, in our words. */
  does: string;
  /** What the diagram says here that the book does not: our readings, each labelled with its note. */
  readings?: readonly FlowReading[];
  /** Where play goes when no branch is taken; null for an end. */
  next: FlowNodeId | null;
  branches: readonly Branch[];
  /** Phases 1-3 and 5-7 take a week together; the jump takes no set time (t-0-turn). */
  time: 'week' | 'jump' | 'none';
}

export interface Phase extends FlowNode {
  id: PhaseId;
  number: PhaseNumber;
  /** The phase this one repeats (5 is 1 again, 6 is 2 again). */
  sameAs?: PhaseNumber;
}

// The book names the state (both pilots down, no first aid); checking it after every untreated wound is A19.
const defeatByCrew: Branch = { when: 'Captain and 1st Officer both out of action after an untreated wound', to: 'defeat', rule: 'traders.t-2-c-iii', note: 'A19' };
const defeatAllDown: Branch = { when: 'no officer left active', to: 'defeat', rule: 'traders.t-2-d-iii' };

export const PHASES: readonly Phase[] = [
  {
    id: 'phase-1',
    number: 1,
    name: PHASE_NAMES[0],
    rule: 'traders.t-1',
    does: 'Turn Encounter cards into a row until a Patron shows; reshuffle the discards when the draw pile is empty.',
    next: 'phase-2',
    branches: [{ when: 'the first card is the Patron', to: 'phase-3', rule: 'traders.t-2' }],
    time: 'week',
  },
  {
    id: 'phase-2',
    number: 2,
    name: PHASE_NAMES[1],
    rule: 'traders.t-2',
    does: 'Each villain attacks an officer, cards of one type ganging up on one target, then the crew may strike back; rounds repeat until no villain is left.',
    readings: [{ text: 'A gang is cards of one name, attacking as one villain once a round.', note: 'A11' }],
    next: 'phase-3',
    branches: [defeatByCrew, defeatAllDown],
    time: 'week',
  },
  {
    id: 'phase-3',
    number: 3,
    name: PHASE_NAMES[2],
    rule: 'traders.t-3',
    does: "2D6 picks the goods, 4D6 minus the leader's power sets the price; after buying, replacements may be hired.",
    readings: [{ text: 'Repairs are paid after the purchase too.', note: 'A32' }],
    next: 'take-off',
    branches: [
      { when: 'the offer is refused or too dear', to: 'phase-1', rule: 'traders.t-3-b' },
      { when: 'house rule: take off without cargo', to: 'take-off', rule: 'traders.A26' },
    ],
    time: 'week',
  },
  {
    id: 'phase-4',
    number: 4,
    name: PHASE_NAMES[3],
    rule: 'traders.t-4',
    does: 'Jump to the next stop and fight one enemy ship until one side has three hits; fly past a world where the cargo cannot be sold, fighting twice.',
    next: 'arrival',
    branches: [{ when: 'the Beowulf takes a third hit', to: 'defeat', rule: 'traders.t-4-e-iii' }],
    time: 'jump',
  },
  {
    id: 'phase-5',
    number: 5,
    name: PHASE_NAMES[4],
    rule: 'traders.t-5',
    does: 'Search for a buyer as in phase 1.',
    next: 'phase-6',
    branches: [{ when: 'the first card is the Patron', to: 'phase-7', rule: 'traders.t-2' }],
    time: 'week',
    sameAs: 1,
  },
  {
    id: 'phase-6',
    number: 6,
    name: PHASE_NAMES[5],
    rule: 'traders.t-6',
    does: 'Fight the villains drawn before the buyer as in phase 2.',
    next: 'phase-7',
    branches: [defeatByCrew, defeatAllDown],
    time: 'week',
    sameAs: 2,
  },
  {
    id: 'phase-7',
    number: 7,
    name: PHASE_NAMES[6],
    rule: 'traders.t-7',
    does: "4D6 plus the leader's power sets the buyer's offer; take it or look for another buyer.",
    next: 'phase-1',
    branches: [
      { when: 'the offer is refused (0.1 MC from the second refusal on)', to: 'phase-5', rule: 'traders.t-7-reject' },
      { when: 'money after the sale reaches 73 MC', to: 'victory', rule: 'traders.t-7-win' },
      { when: 'one-circuit reading: the sale is at the last stop or beyond', to: 'circuit-end', rule: 'traders.A06' },
    ],
    time: 'week',
  },
];

export const FLOW_NODES: readonly FlowNode[] = [
  {
    id: 'setup',
    name: 'Set-up',
    rule: 'traders.t-0-setup',
    does: 'Trader cards face up, the other two decks face down, the Beowulf at Regina with no money of its own.',
    readings: [{ text: 'The Encounter deck is shuffled first.', note: 'A27' }],
    next: 'phase-1',
    branches: [],
    time: 'none',
  },
  ...PHASES,
  {
    id: 'take-off',
    name: 'Take-off',
    rule: 'traders.t-3-e',
    does: 'A pilot must be active: with both recuperating, wait a week for 0.1 MC and roll which one is fit.',
    next: 'phase-4',
    branches: [
      { when: 'a layover on the first turn or with under 0.1 MC', to: 'defeat', rule: 'traders.t-3-e-iii' },
      { when: 'no pilot aboard at all', to: 'defeat', rule: 'traders.A20' },
    ],
    time: 'none',
  },
  {
    id: 'arrival',
    name: 'Arrival',
    rule: 'traders.t-3-d-v',
    does: 'Officers waiting in care on this world rejoin; if a replacement holds the post, keep one of them.',
    readings: [{ text: 'They rejoin on landing, before the stop’s encounters.', note: 'A34' }],
    next: 'phase-5',
    branches: [{ when: 'house rule: no cargo aboard', to: 'phase-1', rule: 'traders.A26' }],
    time: 'none',
  },
  { id: 'victory', name: 'Victory', rule: 'traders.t-7-win', does: 'The crew holds 73 MC and buys a subsidized liner.', next: null, branches: [], time: 'none' },
  { id: 'defeat', name: 'Defeat', rule: 'traders.t-0-end', does: 'The crew has disbanded or the Beowulf is destroyed.', next: null, branches: [], time: 'none' },
  { id: 'circuit-end', name: 'End of the circuit', rule: 'traders.A06', does: 'One-circuit reading: play stops after a sale at the last stop, scored by progress.', next: null, branches: [], time: 'none' },
];

export const phaseRule = (n: PhaseNumber): TradersRuleId => PHASES[n - 1]!.rule;
