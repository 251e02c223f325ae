/**
 * Presets for the queue tool: the booklet's two Time is Money examples, as a
 * table setup and the moves that replay them. The booklet gives no
 * Initiative, Credits or cost for these cards; the stand-ins are listed.
 */
import { applyMoves, createQueue, type ItemSpec, type QueueMove, type QueueSetup, type QueueState } from '../timing/index.ts';
import { err, type CcgResult } from '../result.ts';

export interface QueuePreset {
  id: string;
  title: string;
  /** Where the example is in the books. */
  source: string;
  /** What the book says happens, in our words. */
  summary: string;
  /** Values that are ours, not printed in the example. */
  standIns: string[];
  setup: QueueSetup;
  moves: QueueMove[];
}

const STAND_INS = [
  'Solo sits first and is the acting captain in the Action Phase: the booklet names no phase; events can be played at any time.',
  'Initiative 2 for Solo and 1 for Gloval, and 3 Credits each to pay with.',
  'Time is Money costs 1 Credit and raises Initiative (the value’s icon is lost): see the card’s note.',
];

const TABLE: QueueSetup = {
  captains: [
    { id: 'solo', name: 'Solo', initiative: 2, credits: 3 },
    { id: 'gloval', name: 'Gloval', initiative: 1, credits: 3, cards: [{ id: 'liach', name: "Liach, T'zen and Giiar", exerted: false, type: 'crew' }] },
  ],
  acting: 'solo',
  phase: 'action',
  stage: 1,
};

/** The palette's Time is Money (`book-cards-timing.ts`), played by Solo on himself. */
export const SOLO_PLAYS_TIME_IS_MONEY: ItemSpec = {
  id: 'time-is-money',
  name: 'Time is Money',
  controller: 'solo',
  source: { kind: 'card', cardType: 'event' },
  costs: [{ kind: 'credits', amount: 1 }],
  effect: { kind: 'change-value', changes: [{ attribute: 'Initiative', amount: 3 }], untilEndOfRound: false, target: { kind: 'captain', id: 'solo' } },
};

/** The palette's Liach, T'zen and Giiar ability, used by Gloval against Time is Money. */
export const GLOVAL_CANCELS_WITH_LIACH: ItemSpec = {
  id: 'liach-cancel',
  name: "Liach, T'zen and Giiar's ability",
  controller: 'gloval',
  source: { kind: 'ability', cardId: 'liach' },
  timing: 'reaction',
  costs: [{ kind: 'jettison' }],
  effect: { kind: 'cancel', target: { kind: 'item', id: 'time-is-money' } },
};

const PLAY_TIME_IS_MONEY: QueueMove = { kind: 'add', item: SOLO_PLAYS_TIME_IS_MONEY };

/** Example 1: nobody responds, so the one card on the queue resolves. */
export const TIME_IS_MONEY_UNANSWERED: QueuePreset = {
  id: 'time-is-money-unanswered',
  title: 'Time is Money, unanswered',
  source: 'Rules Booklet 2.0, Timing: The Queue (example 1)',
  summary: 'Solo plays Time is Money on himself. No captain responds, Solo included, so the queue of one card resolves and Solo gets +3.',
  standIns: STAND_INS,
  setup: TABLE,
  moves: [PLAY_TIME_IS_MONEY, { kind: 'pass', captain: 'solo' }, { kind: 'pass', captain: 'gloval' }],
};

/** Example 2: Gloval cancels it with Liach, T'zen and Giiar's ability. */
export const TIME_IS_MONEY_CANCELLED: QueuePreset = {
  id: 'time-is-money-cancelled',
  title: 'Time is Money, cancelled',
  source: 'Rules Booklet 2.0, Timing: The Queue (example 2)',
  summary:
    'Solo plays Time is Money; Gloval answers by jettisoning Liach, T’zen and Giiar to cancel it. The crew ability went on last, so it resolves first and cancels the card: ' +
    'Time is Money still counts as played, its cost stays paid, it goes to the discard pile, and Solo gains nothing.',
  standIns: STAND_INS,
  setup: TABLE,
  moves: [
    PLAY_TIME_IS_MONEY,
    { kind: 'pass', captain: 'solo' },
    { kind: 'add', item: GLOVAL_CANCELS_WITH_LIACH },
    { kind: 'pass', captain: 'solo' },
    { kind: 'pass', captain: 'gloval' },
    { kind: 'pass', captain: 'solo' },
    { kind: 'pass', captain: 'gloval' },
  ],
};

export const TIMING_PRESETS: readonly QueuePreset[] = [TIME_IS_MONEY_UNANSWERED, TIME_IS_MONEY_CANCELLED];

/** Set up a preset's table and play its moves; the trace covers every move. */
export function runPreset(preset: QueuePreset): CcgResult<QueueState> {
  const start = createQueue(preset.setup);
  if (!start.ok) return err(`Preset ${preset.id}: ${start.error}`, start.rule, start.field);
  const played = applyMoves(start.value, preset.moves);
  if (!played.ok) return played;
  return { ...played, trace: [...start.trace, ...played.trace] };
}
