/**
 * Presets for the cost and payment tools: the worked examples of the books,
 * set up as engine input. The books never show a captain's hand or deck, and
 * our copy of the booklet lost several printed costs; every value that is ours
 * rather than the book's is listed in the preset's `standIns`.
 */
import type { CreditsCostInput } from '../costs/index.ts';
import type { PaymentInput } from '../costs/index.ts';
import type { ExpenseSeriesInput } from '../costs/index.ts';

export interface CostPreset {
  id: string;
  title: string;
  /** Where the example is in the books. */
  source: string;
  /** Values that are ours, not printed in the example. */
  standIns: string[];
  cost: CreditsCostInput;
  /** The book's numbers: the cost before the floor, and the cost paid. */
  expected: { raw: number; final: number };
  /** A hand and deck to pay it from (always stand-ins). `amount` equals `expected.final`. */
  payment?: PaymentInput;
}

const HAND_AND_DECK = 'The hand and deck (names, Expense Values, which deck cards are unseen) are ours; the books never show them.';

/** Booklet, Expenses: Aubrey procures the LSP Multi-Phased Array, cost 2. */
export const AUBREY_LSP: CostPreset = {
  id: 'aubrey-lsp',
  title: 'Aubrey procures the LSP Multi-Phased Array',
  source: 'Rules Booklet 2.0, Expenses, Expend, and Expense Value',
  standIns: [HAND_AND_DECK, 'Procured in the Procurement Phase with no Infamy: the booklet names neither.'],
  cost: { cardName: 'LSP Multi-Phased Array', printedCost: 2, act: 'procure', phase: 'procurement', infamyTokens: 0 },
  expected: { raw: 2, final: 2 },
  payment: {
    amount: 2,
    label: 'the cost of the LSP Multi-Phased Array',
    payer: 'aubrey',
    restriction: 'none',
    hand: [
      { id: 'aubrey-h1', name: 'Stand-in crew', ev: 3 },
      { id: 'aubrey-h2', name: 'Stand-in event', ev: 1 },
      { id: 'aubrey-h3', name: 'Stand-in gear', ev: 1 },
    ],
    deck: [
      { id: 'aubrey-d1', name: 'Stand-in deck card 1', ev: 2, known: false },
      { id: 'aubrey-d2', name: 'Stand-in deck card 2', ev: 1, known: false },
      { id: 'aubrey-d3', name: 'Stand-in deck card 3', ev: 3, known: false },
    ],
  },
};

/** Booklet, Modifier Example: the Beowulf lowers Reynold's cost to procure a 0-cost upgrade to -1, which counts as 0. */
export const REYNOLD_BEOWULF: CostPreset = {
  id: 'reynold-beowulf',
  title: "Reynold's Beowulf: a 0-cost upgrade for 1 less",
  source: 'Rules Booklet 2.0, Modifier Example',
  standIns: ['The upgrade is unnamed in the booklet; we call it "a 0-cost upgrade".'],
  cost: {
    cardName: 'a 0-cost upgrade',
    printedCost: 0,
    act: 'procure',
    phase: 'procurement',
    modifiers: [{ source: "Reynold's Beowulf", amount: -1 }],
  },
  expected: { raw: -1, final: 0 },
};

/** The same, when an opposing captain raises the cost: the raise starts from -1, not from 0. */
export const REYNOLD_BEOWULF_RAISED: CostPreset = {
  id: 'reynold-beowulf-raised',
  title: "Reynold's Beowulf, with an opponent's cost increase",
  source: 'Rules Booklet 2.0, Modifier Example',
  standIns: [
    'The upgrade is unnamed in the booklet; we call it "a 0-cost upgrade".',
    "The opponent's increase is +1 (the booklet gives no number): from -1 it reaches 0, so Reynold still pays nothing.",
  ],
  cost: {
    cardName: 'a 0-cost upgrade',
    printedCost: 0,
    act: 'procure',
    phase: 'procurement',
    modifiers: [
      { source: "Reynold's Beowulf", amount: -1 },
      { source: "an opposing captain's effect", amount: 1 },
    ],
  },
  expected: { raw: 0, final: 0 },
};

/** Booklet, Example of Play, Procurement Phase: Nymeria's Infamy token makes the Missile Barbette cost 1. */
export const NYMERIA_MISSILE_BARBETTE: CostPreset = {
  id: 'nymeria-missile-barbette',
  title: 'Nymeria procures the Missile Barbette with one Infamy token',
  source: 'Rules Booklet 2.0, Example of Play: Procurement Phase',
  standIns: [
    'Printed cost 0: our copy lost the number, and the booklet has her expend until she reaches 1 with one Infamy token.',
    HAND_AND_DECK,
    'Predatory Tactics is in her hand because she plays it later, in the Resolution Phase; its EV of 2 is our own choice, as the book does not print it.',
  ],
  cost: { cardName: 'Missile Barbette', printedCost: 0, act: 'procure', phase: 'procurement', infamyTokens: 1 },
  expected: { raw: 1, final: 1 },
  payment: {
    amount: 1,
    label: 'the cost of the Missile Barbette',
    payer: 'nymeria',
    restriction: 'none',
    hand: [
      { id: 'nymeria-h1', name: 'Predatory Tactics', ev: 2 },
      { id: 'nymeria-h2', name: 'Stand-in connection', ev: 1 },
    ],
    deck: [
      { id: 'nymeria-d1', name: 'Stand-in deck card 1', ev: 1, known: false },
      { id: 'nymeria-d2', name: 'Stand-in deck card 2', ev: 2, known: false },
    ],
  },
};

const AHAB_HAND = [
  { id: 'ahab-h1', name: 'Stand-in event', ev: 2 },
  { id: 'ahab-h2', name: 'Stand-in crew', ev: 1 },
  { id: 'ahab-h3', name: 'Stand-in gear', ev: 3 },
];
const AHAB_DECK = [
  { id: 'ahab-d1', name: 'Stand-in deck card 1', ev: 2, known: false },
  { id: 'ahab-d2', name: 'Stand-in deck card 2', ev: 1, known: false },
  { id: 'ahab-d3', name: 'Stand-in deck card 3', ev: 2, known: false },
];

/** Booklet, Example of Play, Procurement Phase: Ahab hires George Zamepiimaakha. */
export const AHAB_GEORGE: CostPreset = {
  id: 'ahab-george',
  title: 'Ahab hires George Zamepiimaakha',
  source: 'Rules Booklet 2.0, Example of Play: Procurement Phase',
  standIns: ['Printed cost 2: our copy of the booklet lost the number.', HAND_AND_DECK],
  cost: { cardName: 'George Zamepiimaakha', printedCost: 2, act: 'procure', phase: 'procurement', infamyTokens: 0 },
  expected: { raw: 2, final: 2 },
  payment: { amount: 2, label: 'the cost of George Zamepiimaakha', payer: 'ahab', restriction: 'none', hand: AHAB_HAND, deck: AHAB_DECK },
};

/** Booklet, Example of Play, Procurement Phase: Ahab attaches a Body Pistol to George. */
export const AHAB_BODY_PISTOL: CostPreset = {
  id: 'ahab-body-pistol',
  title: 'Ahab attaches a Body Pistol to George',
  source: 'Rules Booklet 2.0, Example of Play: Procurement Phase',
  standIns: [
    'Printed cost 1: our copy of the booklet lost the number.',
    HAND_AND_DECK,
    'Paid from what is left after George: the stand-in EV 2 event went to pay for him.',
  ],
  cost: { cardName: 'Body Pistol', printedCost: 1, act: 'procure', phase: 'procurement', infamyTokens: 0 },
  expected: { raw: 1, final: 1 },
  payment: {
    amount: 1,
    label: 'the cost of the Body Pistol',
    payer: 'ahab',
    restriction: 'none',
    hand: AHAB_HAND.filter((c) => c.id !== 'ahab-h1'),
    deck: AHAB_DECK,
  },
};

/** Booklet, Example of Play, Action Phase: each of George's two actions costs 1 Credit. */
export const AHAB_GEORGE_ACTION: CostPreset = {
  id: 'ahab-george-action',
  title: "George's action, 1 Credit",
  source: 'Rules Booklet 2.0, Example of Play: Action Phase',
  standIns: ['The skills each action grants were lost in our copy; they do not change the cost.'],
  cost: { cardName: "George Zamepiimaakha's action", printedCost: 1, act: 'ability', phase: 'action' },
  expected: { raw: 1, final: 1 },
};

export const COST_PRESETS: readonly CostPreset[] = [
  AUBREY_LSP,
  REYNOLD_BEOWULF,
  REYNOLD_BEOWULF_RAISED,
  NYMERIA_MISSILE_BARBETTE,
  AHAB_GEORGE,
  AHAB_BODY_PISTOL,
  AHAB_GEORGE_ACTION,
];

export interface SeriesPreset {
  id: string;
  title: string;
  source: string;
  standIns: string[];
  input: ExpenseSeriesInput;
}

/**
 * Rules Reference, Expenses: EV is never split. A 3-EV card expended for an
 * expense of 1 gives nothing toward a second expense of 2.
 */
export const NO_SPLIT: SeriesPreset = {
  id: 'no-split',
  title: 'A 3-EV card cannot pay 1 here and 2 there',
  source: 'Rules Reference (later edition), Expenses, Expend, and Expense Value',
  standIns: ['The card names, the deck, and the two expenses of 1 and 2 are ours, built on the rule\'s own numbers.'],
  input: {
    payer: 'tylor',
    hand: [{ id: 'tylor-h1', name: 'Stand-in card', ev: 3 }],
    deck: [
      { id: 'tylor-d1', name: 'Stand-in deck card 1', ev: 1, known: false },
      { id: 'tylor-d2', name: 'Stand-in deck card 2', ev: 2, known: false },
    ],
    expenses: [
      { amount: 1, label: 'the first expense (1)' },
      { amount: 2, label: 'the second expense (2)' },
    ],
  },
};

export const SERIES_PRESETS: readonly SeriesPreset[] = [NO_SPLIT];
