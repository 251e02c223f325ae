/**
 * The data of a game in progress: plain JSON (no classes, no Maps), so a judge
 * tool can keep the whole game in a URL. Cards are records that say where they
 * are; the captains' piles list card ids in order (top of a deck first).
 */
import type { RngState } from '../../core/rng.ts';
import type { Capability, Skill, SkillLevel } from '../cards/index.ts';
import type { RuleId } from '../rules.ts';
import type { RoundPhaseId } from '../round/index.ts';
import type { PoolToken, ResourceToken } from '../resolution/index.ts';
import type { Pin, Requirement } from '../resolution/index.ts';

export type { Requirement } from '../resolution/index.ts';

export type CaptainId = string;
export type CardId = string;

export const GAME_CARD_TYPES = ['ship', 'crew', 'gear', 'upgrade', 'connection', 'event', 'heroic-action', 'adventure'] as const;
export type GameCardType = (typeof GAME_CARD_TYPES)[number];

/** Captain's cards: the ones that live in a Captain's Deck. */
export const CAPTAIN_CARD_TYPES = ['crew', 'gear', 'upgrade', 'connection', 'event', 'heroic-action'] as const;

/**
 * Where a card is. `deck`, `hand`, `discard`, `adventure-deck` and
 * `adventure-discard` are the owner's piles; `play` is the table; `removed`
 * holds the cards of a bankrupt captain, out of the game for good.
 */
export const ZONES = ['deck', 'hand', 'discard', 'adventure-deck', 'adventure-discard', 'play', 'removed'] as const;
export type Zone = (typeof ZONES)[number];
export type PileZone = Exclude<Zone, 'play' | 'removed'>;

/** A skill a card has or gives. */
export interface SkillValue {
  skill: Skill;
  level: SkillLevel;
}

/** One subplot on a contract or complication: its requirements and the Victory Points it pays. */
export interface SubplotValues {
  requirements: Requirement[];
  /** Victory Points it awards (0 when the award is something else). */
  vp: number;
  /** The award in words, when it is not only Victory Points. */
  award?: string;
}

/** The contract face of an adventure card. */
export interface ContractValues {
  vp: number;
  distance: number;
  /** How many complications it can hold. */
  complicationSlots: number;
  /** Abandonment penalty in Credits. */
  abandonment: number;
  requirements: Requirement[];
  subplots?: SubplotValues[];
  traits?: string[];
}

/** The complication face of an adventure card. */
export interface ComplicationValues {
  requirements: Requirement[];
  /** Added to the abandonment penalty of the contract it is attached to (may be negative). */
  abandonmentModifier?: number;
  subplots?: SubplotValues[];
  traits?: string[];
}

/**
 * The printed values a card needs for the round's rules. Only the ones that
 * matter for the card's type are read; the others may be left out.
 */
export interface CardValues {
  /** Credits cost to procure or play (captain's cards). */
  cost?: number;
  /** Expense Value when expended (captain's cards). */
  ev?: number;
  // Ship
  initiative?: number;
  jump?: number;
  attack?: number;
  defense?: number;
  capabilities?: Capability[];
  /** Ship: its slots bar (crew, and upgrades by subtype). */
  slots?: { crew: number; computer: number; hardpoint: number; hull: number; internal: number };
  /** Ship: tonnage rating; upgrade: tonnage requirement. */
  tonnage?: number;
  // Crew and gear
  skills?: SkillValue[];
  /** Wounds a crew member can take before it is jettisoned. */
  woundCapacity?: number;
  // Upgrades
  structureCapacity?: number;
  /** Gear, upgrade or connection subtype. */
  subtype?: string;
  keywords?: string[];
  traits?: string[];
  // Adventure cards
  contract?: ContractValues;
  complication?: ComplicationValues;
}

export interface GameCard {
  id: CardId;
  name: string;
  owner: CaptainId;
  controller: CaptainId;
  type: GameCardType;
  zone: Zone;
  values: CardValues;
  /** In play: the card this one is attached to (gear to crew, upgrade to ship, complication to contract). */
  attachedTo?: CardId;
  /** An adventure card in play is either a contract or a complication. */
  playedAs?: 'contract' | 'complication';
  /** A complication not yet revealed. */
  faceDown?: boolean;
  exerted?: boolean;
  /** Wounds on a crew member, or structure damage on an upgrade. */
  damage?: number;
}

export type Activity =
  | { kind: 'uncommitted' }
  | { kind: 'contract'; contract: CardId }
  | { kind: 'piracy' };

export interface CaptainState {
  id: CaptainId;
  name: string;
  /** Id of the captain's ship card. */
  ship: CardId;
  /** Top card first. */
  deck: CardId[];
  hand: CardId[];
  discard: CardId[];
  /** Top card first. */
  adventureDeck: CardId[];
  adventureDiscard: CardId[];
  vp: number;
  infamy: number;
  handSize: number;
  pool: PoolToken[];
  activity: Activity;
  /** Whether the captain carried out a piracy action this round. */
  piracyDone: boolean;
  /** False once the captain has gone bankrupt. */
  inGame: boolean;
}

/** One of the four contract slots. */
export interface ContractSlot {
  index: number;
  controller: CaptainId | null;
  contract: CardId | null;
  /** The three-captain game's fourth slot, whose control follows the standings. */
  floating?: boolean;
}

/** A change that lasts until the end of the round (from an action, an ability or an event). */
export type RoundEffect =
  | { kind: 'value'; card: CardId; value: 'attack' | 'defense' | 'initiative' | 'jump'; amount: number; source: string }
  | { kind: 'skill'; card: CardId; skill: Skill; level: SkillLevel; source: string };

/** What the current stage has seen so far. Which fields matter depends on the stage. */
export interface StageProgress {
  /** Captains who have finished their part (initiative order) or sent their choice (simultaneous). */
  done: CaptainId[];
  /** Alternating stages: the active captain. */
  active: CaptainId | null;
  /** Action Phase: how many captains have passed one after another. */
  passStreak: number;
  /** Resolution stage 2: captains whose pass is final. */
  passed: CaptainId[];
  /** Ready stage 5: gear already moved this phase. */
  movedGear: CardId[];
  /** Resolution stage 3: contracts completed, waiting for every pursuer's turn before they pay out (competition). */
  completed: { contract: CardId; captain: CaptainId }[];
}

export type GameStatus = 'playing' | 'over';

export interface GameState {
  version: 1;
  rng: RngState;
  /** Victory Points needed to win. */
  threshold: number;
  solo: boolean;
  /** Seating order, clockwise. Bankrupt captains stay listed with `inGame: false`. */
  captains: CaptainState[];
  cards: Record<CardId, GameCard>;
  slots: ContractSlot[];
  round: number;
  phase: RoundPhaseId;
  stage: number;
  /** Chosen in Ready stage 3; null before that in the first round. */
  firstCaptain: CaptainId | null;
  progress: StageProgress;
  /** Captains eligible to resolve their contract (set in Resolution stage 2). */
  eligible: CaptainId[];
  effects: RoundEffect[];
  status: GameStatus;
  winner: CaptainId | null;
  /** Captains removed by bankruptcy, in order. */
  eliminated: CaptainId[];
}

/** Cards expended to pay a cost or meet an expense: cards from hand, then cards off the top of the deck. */
export interface Payment {
  hand?: CardId[];
  /** How many cards to expend off the top of the deck. */
  deck?: number;
}

/** A card played or an ability used as an action (or in a piracy action). */
export interface Play {
  /** The card played from hand, or the card in play whose ability is used. */
  card: CardId;
  /** What it does, in a few words, for the trace. */
  text?: string;
  /** Credits it costs (0 when left out). */
  cost?: number;
  pay?: Payment;
  /** Exert the card (for abilities with the exert cost or Use). */
  exert?: boolean;
  /** Changes that last until the end of the round. */
  effects?: RoundEffect[];
  /** For an event or heroic action from hand: move it to the bottom of the deck instead of the discard pile. */
  replenish?: boolean;
}

/**
 * An attempt to meet a card's requirements: the solver of `requirements.ts`
 * picks the tokens (keeping the pool as flexible as it can) unless `pins` fix
 * a choice; `subplots` lists the subplots to try, by index on the card, in order;
 * `pay` meets any expense the requirements impose, one payment per expense.
 */
export interface Attempt {
  pins?: Pin[];
  subplots?: number[];
  pay?: Payment[];
}

export type GameEvent =
  | { type: 'resolve-hand'; captain: CaptainId; discard: CardId[] }
  | { type: 'choose-first-captain'; captain: CaptainId; first: CaptainId }
  /**
   * Ready Phase, stage 4: restore wounds and repair structure, all in one Credits
   * cost (source note restore-cost). Name one card with `card` and `points`, or
   * several with `cards`. The captain's part of the stage ends with it.
   */
  | { type: 'restore'; captain: CaptainId; card?: CardId; points?: number; cards?: { card: CardId; points: number }[]; pay?: Payment }
  | { type: 'move-gear'; captain: CaptainId; gear: CardId; to: CardId; jettison?: CardId[] }
  /** `contract` is required except in solo stage 1, where the rules pick it (it must match when given). */
  | { type: 'place-complication'; captain: CaptainId; contract?: CardId; discard?: CardId }
  | {
      type: 'choose-activity';
      captain: CaptainId;
      activity: 'uncommitted' | 'contract' | 'piracy';
      contract?: CardId;
      /** Pays the abandonment penalty, when one is due. */
      payAbandonment?: Payment;
      /** Pays the jumps to a new contract, or the 1 Credit of piracy. */
      pay?: Payment;
    }
  | { type: 'procure'; captain: CaptainId; card: CardId; attachTo?: CardId; pay?: Payment; jettison?: CardId[] }
  | { type: 'act'; captain: CaptainId; play: Play }
  | { type: 'pass'; captain: CaptainId }
  | { type: 'collect'; captain: CaptainId; reject?: { source: CardId; token: ResourceToken }[]; jack?: { crew: CardId; skills: Skill[] }[] }
  | ({ type: 'resolve-complication'; captain: CaptainId; complication: CardId } & Attempt)
  | {
      type: 'piracy';
      captain: CaptainId;
      target: CaptainId;
      /** Cards and abilities either side adds to the fight (their effects last to the end of the round). */
      plays?: (Play & { by: CaptainId; replenishOnSuccess?: boolean })[];
      /** Attacker's damage: points on defender's upgrades; the rest is one expense. */
      attackUpgrades?: { upgrade: CardId; points: number }[];
      returnUpgrades?: { upgrade: CardId; points: number }[];
      /** How the defender meets the attacker's expense, and the attacker the defender's. */
      defenderPays?: Payment;
      attackerPays?: Payment;
    }
  | ({ type: 'resolve-contract'; captain: CaptainId } & Attempt)
  | { type: 'end-turn'; captain: CaptainId }
  | { type: 'incur-expense'; captain: CaptainId; amount: number; reason: string; pay?: Payment };

export type GameEventType = GameEvent['type'];

/** Who must act now. */
export type Actor =
  | { kind: 'captain'; captain: CaptainId; rule: RuleId }
  | { kind: 'simultaneous'; captains: CaptainId[]; rule: RuleId }
  | { kind: 'nobody'; reason: string; rule: RuleId };

/** A move open to a captain now. */
export interface MoveOption {
  captain: CaptainId;
  type: GameEventType;
  /** The move in a few words of ours. */
  text: string;
  rule: RuleId;
  /** Cards or captains the move can name (contracts, complications, targets...). */
  choices?: string[];
}
