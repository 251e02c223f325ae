/**
 * The three solo scenarios of the Rules Booklet: what each asks (its
 * Victory Point threshold) and what it adds to the game. Every text is our own
 * short wording; the site's solo page reads this data.
 */
import type { RuleId } from '../rules.ts';

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
