/**
 * The game's plain-JSON state, its events and its steps. A step (`state.at`)
 * is where play stands: a decision waits for the player, a chance step waits
 * for dice or a card (rolled by the engine in digital play, typed in at the
 * table), and an automatic step is worked out at once by the flow.
 */
import type { Readings } from '../readings/index.ts';
import type { TradersRuleId, TradersStep } from '../rules/index.ts';
import type { EncounterKey, GoodsKey, MarketSide, PhaseNumber, Rank, StarshipKey, VillainKey, World } from '../tables/index.ts';

export type Mode = 'digital' | 'table';

// ---------------------------------------------------------------------------
// A described position (checked and turned into a game by position.ts)

/**
 * Where play resumes: `buy` (phase 1, looking for a Patron to buy from, no lot
 * aboard), `port` (after the purchase: hire, repair, take off) or `sell`
 * (phase 5, just landed with a lot).
 */
export const POSITION_PHASES = ['buy', 'port', 'sell'] as const;
export type PositionPhase = (typeof POSITION_PHASES)[number];

/** An officer's status at a described position (a wound waiting for the care decision is mid-encounter: not a position). */
export const POSITION_STATUSES = ['active', 'recuperating', 'care', 'dead'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

export interface OfficerPosition {
  rank: Rank;
  status: PositionStatus;
  /** His actual power; an original has the power on his card, a replacement one more, the same or one less. Defaults to the card's. */
  power?: number;
  /** Hired to stand in for an officer dead or left in care (t-3-d). */
  replacement?: boolean;
  /** Where he waits in intensive care (status `care` only). */
  careAt?: World;
}

export interface Position {
  phase: PositionPhase;
  /** 1 is the first turn, before the first sale. */
  turn: number;
  /** The stop on the route (0 is Regina at the start; past 12 the route starts over). */
  stop: number;
  /** Money on hand, in units of 1,000 Cr (0.1 MC = 100). */
  money: number;
  /** The lot aboard and what it cost (units); none when buying. */
  cargo?: { goods: GoodsKey; paid: number } | null;
  beowulfHits?: number;
  /** The officers: a rank no officer is listed for has lost its original for good. */
  crew: readonly OfficerPosition[];
  /** Encounter cards in the discard pile; the rest are shuffled into the draw pile. */
  discard?: readonly EncounterKey[];
}

/** A position as checked: every optional part filled in, the crew in rank order (originals first), the discard in deck order. */
export interface CheckedPosition extends Position {
  cargo: { goods: GoodsKey; paid: number } | null;
  beowulfHits: number;
  crew: readonly (Required<Omit<OfficerPosition, 'careAt'>> & { careAt?: World })[];
  discard: readonly EncounterKey[];
}

// ---------------------------------------------------------------------------

export interface GameInput {
  /** A whole number 0..4294967295 (the seed of the shuffles and dice in digital play). */
  seed: number;
  readings?: Partial<Readings>;
  /** 'digital' (default): the engine shuffles, draws and rolls; 'table': the player enters dice totals and cards. */
  mode?: Mode;
  /** Start from a described position (`position.ts`) instead of the set-up; checked like every input. */
  position?: Position;
}

/** wounded: hurt and waiting for the care decision; care: left in intensive care on `careAt`. */
export type OfficerStatus = 'active' | 'wounded' | 'recuperating' | 'care' | 'dead' | 'paid-off';

export interface Officer {
  /** `captain`, `first`, `second`, `third` for the originals; `captain-2` and so on for replacements. */
  id: string;
  rank: Rank;
  power: number;
  replacement: boolean;
  status: OfficerStatus;
  /** The world where he waits in care. */
  careAt?: World;
}

export interface Cargo {
  goods: GoodsKey;
  paid: number;
  /** The world where it cannot be sold, or null. */
  noSaleAt: World | null;
  boughtAt: number;
}

export interface EncounterAttacker {
  card: VillainKey;
  /** Cards still on the table (0: beaten). */
  count: number;
}

export interface EncounterState {
  attackers: EncounterAttacker[];
  /** The attacker to act next. */
  next: number;
  last: Rank | null;
  round: number;
}

export interface BattleState {
  enemy: StarshipKey;
  enemyHits: number;
  /** Beowulf shots in a row that missed (the enemy mends at 3). */
  beowulfMisses: number;
  /** Enemy shots in a row that missed (the Beowulf mends at 2 with an active 2nd Officer). */
  enemyMisses: number;
  next: 'beowulf' | 'enemy';
  /** Which battle of this jump (two when a world is passed). */
  number: 1 | 2;
  of: 1 | 2;
  shots: number;
}

export interface Offer {
  side: MarketSide;
  goods: GoodsKey;
  /** The 4D6 total as rolled, the modifier applied, and the multiplier in tenths. */
  roll: number;
  modifier: number;
  tenths: number;
  price: number;
}

export interface Jump {
  from: number;
  to: number;
  /** The world flown past (A05), or null. */
  passing: string | null;
}

export type EndCause = 'goal' | 'crew-disbanded' | 'crew-down' | 'layover-unpaid' | 'no-pilot' | 'ship-destroyed' | 'circuit-complete';

export interface GameEnd {
  outcome: 'won' | 'lost' | 'finished';
  cause: EndCause;
  rule: TradersRuleId;
  text: string;
  stop: number;
  phase: PhaseNumber;
  turn: number;
}

/** A dice roll or a card the current chance step needs. */
export type ChanceRequest =
  | { kind: 'roll'; dice: 1 | 2 | 4; label: string; rule: TradersRuleId }
  | { kind: 'card'; deck: 'encounter' | 'starship'; label: string; rule: TradersRuleId };

export type Step =
  // decisions
  | { kind: 'defend'; target: Rank }
  | { kind: 'care'; officer: string; target: Rank }
  | { kind: 'retaliate'; target: Rank; helpers: Rank[] }
  | { kind: 'offer' }
  | { kind: 'port'; hires: boolean }
  | { kind: 'layover' }
  | { kind: 'keep'; rank: Rank; officers: [string, string] }
  | { kind: 'after-sale' }
  // chance
  | { kind: 'draw' }
  | { kind: 'attack-roll'; target: Rank; helpers: Rank[] }
  | { kind: 'retaliate-roll'; target: Rank; lead: Rank; team: Rank[] }
  | { kind: 'goods-roll' }
  | { kind: 'price-roll'; side: MarketSide; goods?: GoodsKey }
  | { kind: 'hire-roll'; rank: Rank; bonus: number }
  | { kind: 'layover-roll' }
  | { kind: 'enemy-draw'; number: 1 | 2; of: 1 | 2 }
  | { kind: 'shot' }
  // automatic
  | { kind: 'begin-encounter' }
  | { kind: 'next-attack' }
  | { kind: 'after-attack'; target: Rank }
  | { kind: 'take-off' }
  | { kind: 'launch' }
  | { kind: 'end-battle' }
  | { kind: 'arrive' }
  | { kind: 'next-turn' }
  | { kind: 'over' };

export type StepKind = Step['kind'];
export type StepOf<K extends StepKind> = Extract<Step, { kind: K }>;

export const DECISION_STEPS = ['defend', 'care', 'retaliate', 'offer', 'port', 'layover', 'keep', 'after-sale'] as const satisfies readonly StepKind[];
export const CHANCE_STEPS = ['draw', 'attack-roll', 'retaliate-roll', 'goods-roll', 'price-roll', 'hire-roll', 'layover-roll', 'enemy-draw', 'shot'] as const satisfies readonly StepKind[];
export type DecisionKind = (typeof DECISION_STEPS)[number];
export type ChanceKind = (typeof CHANCE_STEPS)[number];

export interface LogEntry extends TradersStep {
  /** The event that produced it (0 for the set-up). */
  move: number;
}

export interface GameState {
  mode: Mode;
  readings: Readings;
  seed: number;
  rng: number;
  status: 'playing' | 'won' | 'lost' | 'finished';
  end: GameEnd | null;
  turn: number;
  phase: PhaseNumber;
  stop: number;
  money: number;
  /** The stake has been set by the first purchase (t-3-c). */
  firstPurchaseMade: boolean;
  cargo: Cargo | null;
  beowulfHits: number;
  crew: Officer[];
  encounterDeck: { draw: EncounterKey[]; discard: EncounterKey[]; row: EncounterKey[] };
  /** The Starship deck: the pile and the card being fought (reshuffled before every battle). */
  starshipDeck: { draw: StarshipKey[]; inPlay: StarshipKey | null };
  encounter: EncounterState | null;
  battle: BattleState | null;
  jump: Jump | null;
  offer: Offer | null;
  /** Refusals in the current sell phase (t-7-layover). */
  refusals: number;
  /** The ship reached this world by a battle, so paid repairs are possible here (t-4-f-ii). */
  repairsHere: boolean;
  /** Care pick-ups still to settle on arrival (officer ids). */
  arrivals: string[];
  at: Step;
  /** Values gathered for the current chance step. */
  got: (number | string)[];
  sales: number;
  peakMoney: number;
  furthestStop: number;
  moves: number;
  log: LogEntry[];
}

/** Helpers and team members are named by rank. */
export type GameEvent =
  | { type: 'defend'; helpers?: Rank[] }
  | { type: 'retaliate'; helpers?: Rank[]; by?: Rank }
  | { type: 'hold-back' }
  | { type: 'care'; pay: boolean }
  | { type: 'accept' }
  | { type: 'refuse' }
  | { type: 'fly-empty' }
  | { type: 'hire'; rank: Rank }
  | { type: 'repair'; hits: number }
  | { type: 'take-off' }
  | { type: 'pay-layover' }
  | { type: 'keep'; officer: string }
  | { type: 'continue' }
  | { type: 'roll'; total: number }
  | { type: 'draw'; card: EncounterKey | StarshipKey };

export type GameEventType = GameEvent['type'];
export const EVENT_TYPES: readonly GameEventType[] = ['defend', 'retaliate', 'hold-back', 'care', 'accept', 'refuse', 'fly-empty', 'hire', 'repair', 'take-off', 'pay-layover', 'keep', 'continue', 'roll', 'draw'];
