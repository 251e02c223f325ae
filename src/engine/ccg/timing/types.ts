/**
 * The data of the queue tool: plain, JSON-serialisable objects only, so a
 * judge tool can keep the whole situation (history included) in a URL.
 */
import type { Phase } from '../round/index.ts';

/** Card types a queue item or a card in play can have. */
export const CARD_TYPES = ['ship', 'crew', 'gear', 'upgrade', 'connection', 'event', 'heroic-action'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The two transient card types: they leave play once their effect is done. */
export const TRANSIENT_TYPES: readonly CardType[] = ['event', 'heroic-action'];

/** The timing indicator before the dash on a card, or none. */
export const TIMINGS = ['action', 'reaction', 'none'] as const;
export type Timing = (typeof TIMINGS)[number];

/** A captain at the table, as given by the setup. */
export interface Captain {
  id: string;
  name: string;
  initiative: number;
}

/** A card in play that a cost or a target can refer to. */
export interface CardInPlay {
  id: string;
  name: string;
  exerted: boolean;
  type: CardType;
}

/** A card in a discard pile. */
export interface CardRef {
  id: string;
  name: string;
}

/** A captain and the few things of theirs the queue needs. */
export interface QueueCaptain extends Captain {
  /**
   * The Expense Value the captain can still expend to pay Credits costs (the
   * cards in hand and on the deck, added up). The queue does not track which
   * cards are expended; the costs and expenses tool does.
   */
  credits: number;
  cards: CardInPlay[];
  /** Tokens in the captain's Resource Pool, by label (`'Admin (trained)'`). */
  tokens: string[];
  /** The captain's discard pile (captain's cards), oldest first. */
  discard: CardRef[];
}

/**
 * A cost paid when the item is added. `cardId` left out means the card that
 * generates the effect (a card refers to itself when the cost does not say).
 */
export type Cost =
  | { kind: 'credits'; amount: number }
  | { kind: 'exert'; cardId?: string }
  | { kind: 'jettison'; cardId?: string }
  | { kind: 'discard-token'; token: string };

/** What an effect targets. Targeting is explicit: no `target`, no targeting. */
export type Target =
  | { kind: 'item'; id: string }
  | { kind: 'card'; id: string }
  | { kind: 'captain'; id: string };

/** One attribute changed by an amount (may be negative). */
export interface ValueDelta {
  attribute: string;
  amount: number;
}

/**
 * A stronger version of a change-value effect that applies when a condition
 * holds. The queue does not model every game fact, so the condition is
 * described in words and declared true or false by whoever sets up the item.
 */
export interface ConditionalChanges {
  condition: string;
  holds: boolean;
  changes: ValueDelta[];
}

export type Effect =
  | { kind: 'cancel'; target: Target }
  | {
      kind: 'change-value';
      target?: Target;
      /** Who or what is changed when the effect does not target (`'your ship'`). */
      subject?: string;
      changes: ValueDelta[];
      untilEndOfRound: boolean;
      instead?: ConditionalChanges;
    }
  | { kind: 'gain-token'; token: string; target?: Target }
  | { kind: 'describe'; text: string; target?: Target };

export type EffectKind = Effect['kind'];

/** Where an item comes from: a card played from hand, or an ability of a card in play. */
export type ItemSource =
  | { kind: 'card'; cardType: CardType; cardId?: string }
  | { kind: 'ability'; cardId: string; ability?: string };

/** What a move gives to add an item; left-out fields take the rules' defaults. */
export interface ItemSpec {
  /** Unique in the state; made up when left out. */
  id?: string;
  name: string;
  controller: string;
  source: ItemSource;
  /** Defaults: events are reactions, heroic actions are actions, anything else has no indicator. */
  timing?: Timing;
  limited?: boolean;
  /** The phases the effect may be generated in; `null` or left out for no restriction. */
  phases?: Phase[] | null;
  costs?: Cost[];
  effect: Effect;
  /** Words shown with the item (for example what happens after the queue, such as Replenish). */
  reminder?: string;
}

/** An item on the queue (or in the log), every field settled. */
export interface QueueItem {
  id: string;
  name: string;
  controller: string;
  source: { kind: 'card'; cardType: CardType; cardId: string } | { kind: 'ability'; cardId: string; ability: string };
  /** The name of the card the ability is on (abilities only), for the log. */
  sourceName: string | null;
  timing: Timing;
  limited: boolean;
  phases: Phase[] | null;
  costs: Cost[];
  transient: boolean;
  effect: Effect;
  reminder: string | null;
  /** The id of the item that cancelled this one, once it is cancelled. */
  cancelledBy: string | null;
}

/** A value change that resolved, kept until the round ends (or for good). */
export interface AppliedChange {
  itemId: string;
  source: string;
  /** The captain, card or words naming what changed. */
  subject: string;
  target: Target | null;
  attribute: string;
  amount: number;
  untilEndOfRound: boolean;
  /** The captain whose side it changes (the target's controller, else the item's controller). */
  captain?: string;
}

export type Outcome = 'resolved' | 'cancelled' | 'failed';

/** One resolved item in the log. */
export interface LogEntry {
  item: QueueItem;
  outcome: Outcome;
  /** One sentence: what came of it. */
  text: string;
}

/** Everything but the history: one point in time. */
export interface QueueSnapshot {
  /** Seating order, clockwise. */
  captains: QueueCaptain[];
  /** The acting captain, or null when there is none (for example Ready Phase, stage 1). */
  acting: string | null;
  phase: Phase;
  stage: number;
  /** The captain with priority: the acting captain, else the highest Initiative. */
  priority: string;
  /** Whose turn it is to respond or pass; null when nothing is pending. */
  respond: string | null;
  /**
   * Who may add a reaction while something is pending: anyone at any time (the
   * rules' timing indicator), or, on the stricter reading, only the captain whose
   * turn it is in the response window (see ccg.note.reactions-out-of-turn).
   */
  reactions: ReactionReading;
  /** Pending items, bottom first: the last one is the top and resolves first. */
  queue: QueueItem[];
  /** Captains who have passed in a row in the current response window. */
  passed: string[];
  /** Keys of the Limited effects generated this round. */
  limitedUsed: string[];
  /** Value changes that resolved and still last. */
  changes: AppliedChange[];
  /** Resolved items, first resolved first. */
  log: LogEntry[];
  /** Counter for made-up ids. */
  nextId: number;
  /** A short label of the move that produced this state. */
  lastMove: string;
}

export interface QueueHistory {
  /** Earlier states, oldest first. */
  past: QueueSnapshot[];
  /** Undone states, the next one to redo first. */
  future: QueueSnapshot[];
}

export interface QueueState extends QueueSnapshot {
  history: QueueHistory;
}

export type ReactionReading = 'any-time' | 'in-turn';

/** What `createQueue` needs. */
export interface QueueSetup {
  /** Left out: reactions at any time (the rules). */
  reactions?: ReactionReading;
  captains: Array<Captain & { credits?: number; cards?: CardInPlay[]; tokens?: string[]; discard?: CardRef[] }>;
  acting?: string | null;
  phase: Phase;
  stage?: number;
}

/** A move as data, so presets and URLs can replay a sequence. */
export type QueueMove =
  | { kind: 'add'; item: ItemSpec }
  | { kind: 'pass'; captain: string }
  | { kind: 'pass-all' }
  | { kind: 'set-stage'; phase: Phase; stage: number; acting: string | null }
  | { kind: 'end-round' }
  | { kind: 'undo'; steps?: number }
  | { kind: 'redo'; steps?: number };
