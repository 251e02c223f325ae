/**
 * The solo challenges: each one's points, what it sets, which scenarios offer
 * it and which challenges it excludes, in the groups of the booklet's table.
 */
import type { RuleId } from '../rules.ts';
import type { SoloScenarioId } from './scenarios.ts';

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
  /**
   * The source note (its anchor on the Source notes page) that `text` itself rests on, where the
   * text is our reading: icons our copy lost, rebuilt from the words around them.
   */
  textNote?: string;
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
  { id: 'two-complications', name: 'Two complications per new contract', group: 'complications', text: 'Each new contract enters play with 2 complications attached instead of 1.', points: 15, excludes: [], textNote: 'solo-rebuilt-icons' },
  { id: 'unlimited-complication-slots', name: 'Unlimited complication slots', group: 'complications', text: 'Contracts have no limit on complication slots.', points: 10, excludes: [], textNote: 'solo-rebuilt-icons' },
  {
    id: 'cost-to-play',
    name: 'A wound or damage to play each card',
    group: 'opposition',
    text: 'Every card you play costs 1 extra wound on one of your crew or 1 structure damage on one of your upgrades, when you have one to take it.',
    points: 10,
    excludes: [],
    textNote: 'solo-rebuilt-icons',
  },
  {
    id: 'procurement-wounds',
    name: 'Wounds after procurement',
    group: 'opposition',
    text: 'At the end of every Procurement Phase each of your crew takes 1 wound, and you cannot restore wounds from crew in the Ready Phase.',
    points: 5,
    excludes: [],
    textNote: 'solo-rebuilt-icons',
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
