/**
 * The largest inputs the CCG engine reads at its edge, each one number used by
 * the engine's readers, the tools' form fields and their link readers (so a
 * link a tool writes always reopens, and a form never takes what the engine
 * refuses). A value past a limit is refused with the limit stated, never cut.
 * The game machine and the books' examples stay far inside them.
 */

/** Names, ids and short texts, in characters. */
export const TEXT_LIMITS = {
  /** A name a person types: a captain, a card, a subplot, a trait, where a skill comes from. */
  name: 60,
  /** An id the engine or a tool gives a card, a token or a group. */
  id: 60,
  /** An id of a card or a captain in a game the engine plays (`game/`): letters, digits and . _ : -. */
  gameId: 64,
  /** A list of traits typed in one field, separated by commas. */
  traits: 120,
  /** What a card does, in a few words typed by the reader (an effect of a successful attack). */
  effect: 160,
  /** A number typed as text (Victory Points, Credits, a count): the digits and a sign. */
  number: 6,
  /** A deck list pasted or typed whole: far more than the 81 lines of a legal deck with comments. */
  deckList: 12_000,
} as const;

/** The most Infamy tokens read for one captain: no rule caps them, and no game comes near. */
export const MAX_INFAMY = 99;

/**
 * A cost and its payment, as a person types them: the engine's readers
 * (`costs/cost.ts`, `costs/expenses/read-payment.ts`) refuse past these, and
 * the expense tool's fields, its lists of rows and its link reader hold the
 * same numbers, so whatever the tool accepts its link keeps and the engine
 * reads, and what the engine refuses the tool refuses under the same rule.
 */
export const COST_LIMITS = {
  /** A printed cost, a card's Expense Value or Expendable value, the amount of one expense in a run. */
  value: 99,
  /** The most a cost modifier adds or takes away. */
  change: 999,
  /** The largest factor a cost modifier multiplies by. */
  factor: 10,
  /** Infamous cards in play. */
  infamous: 20,
  /** Cost modifiers on one cost (`ccg.modifier`). */
  modifiers: 20,
  /** Expenses paid one after another, in a run (`ccg.expenses`). */
  expenses: 20,
  /** Cards in hand the search for payments looks through: 2^12 ways to pay (`ccg.hand-size`). */
  hand: 12,
  /** Expendable cards in play the search looks through (`ccg.keyword.expendable`). */
  expendable: 6,
  /** Cards in the deck a payment may turn: more than a legal deck holds (81 cards in all) (`ccg.captains-deck`). */
  deck: 100,
  /** The name of the card whose cost is worked out ("the ability of …" a game's card fits), and where a cost modifier comes from, in characters. */
  cardName: TEXT_LIMITS.effect,
  source: TEXT_LIMITS.effect,
} as const;

/** The Resource and Resolution Phases, for one captain (the resolution check's form holds the same). */
export const RESOLUTION_LIMITS = {
  /** Tokens of one kind in a pool. */
  tokensPerKind: 30,
  /** Tokens in a pool: every kind at its most (26 kinds of token). */
  poolTokens: 26 * 30,
  /** Capability icons on one card. */
  capabilities: 12,
  /** Other cards that show capability icons, besides the ship. */
  otherSources: 12,
  crew: 8,
  /** Skill grants (and changes) of one crew member. */
  skills: 12,
  /** Jack-of-all-Trades picks of one crew member (two at expert). */
  jackPicks: 2,
  /** Tokens added by other cards, and tokens rejected. */
  additions: 6,
  /** Cards the captain controls besides the ship and crew. */
  cards: 20,
  traits: 12,
  /** Complications on the contract pursued. */
  complications: 4,
  subplots: 6,
  /** Requirements of one card or subplot. */
  requirements: 10,
  /** Options of one choice or elective requirement. */
  options: 6,
  /** The captain's named choices (pins) for one card and its subplots. */
  pins: 7 * 10,
  /** Groups kept in reserve while a card is met. */
  reserve: 8,
  /** Victory Points printed on a contract or a subplot. */
  vp: 20,
  /** Credits of one expense requirement. */
  expense: 99,
  /** Other captains who complete the same contract (a game has at most four captains). */
  rivals: 3,
} as const;
