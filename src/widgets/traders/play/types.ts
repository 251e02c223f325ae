/**
 * What travels between the game's screen and its service (a worker): the
 * requests, and the game as the screen shows it: plain text and numbers,
 * built from the engine's state, its legal moves and its odds. The screen
 * decides nothing; it shows these and sends back the moves they list.
 */
import type { ChanceText } from '../../kit/chance.ts';
import type { GameEvent, Mode, Position, Readings, TradersRuleId } from '../../../engine/traders/index.ts';

export type { GameEvent, Mode, Position, Readings, TradersRuleId };

export interface TextLine {
  text: string;
  rule: TradersRuleId;
}

export interface LogLine extends TextLine {
  /** The move that wrote it (0: the set-up). */
  move: number;
}

export interface CrewCard {
  id: string;
  name: string;
  power: number;
  replacement: boolean;
  status: 'active' | 'wounded' | 'recuperating' | 'care' | 'dead' | 'paid-off';
  /** "recuperating until the next battle ends", "in care on Helfry", … */
  note: string;
}

export interface TableCard {
  key: string;
  name: string;
  power: number | null;
  /** Cards of this name on the table (a gang when 2 or more). */
  count: number;
  /** The attacker acting now. */
  acting: boolean;
  patron: boolean;
}

export interface BattleView {
  /** The Beowulf's printed power. */
  beowulfPower: number;
  enemy: string;
  enemyPower: number;
  enemyHits: number;
  beowulfHits: number;
  /** "Battle 1 of 2" when a world is flown past. */
  which: string;
  next: 'beowulf' | 'enemy';
  shots: number;
}

export interface OfferView {
  side: 'buy' | 'sell';
  goods: string;
  base: string;
  roll: number;
  modifier: number;
  multiplier: string;
  price: string;
}

export type EntryRequest = { kind: 'roll'; dice: 1 | 2 | 4; label: string; rule: TradersRuleId } | { kind: 'card'; deck: 'encounter' | 'starship'; label: string; rule: TradersRuleId };

export interface MoveButton {
  event: GameEvent;
  label: string;
  rule: TradersRuleId;
}

export interface GameSummary {
  outcome: 'won' | 'lost' | 'finished' | 'playing';
  /** The end in a sentence (empty while playing). */
  text: string;
  rule: TradersRuleId | null;
  cause: string | null;
  furthestStop: number;
  /** "Knorbes (stop 3)". */
  furthest: string;
  money: string;
  peak: string;
  sales: number;
  turn: number;
}

export interface GameView {
  /** The game as a record (`T1~…`): the link and the saved game. */
  record: string;
  /** Moves made (the length of the record's event list). */
  moves: number;
  seed: number;
  mode: Mode;
  readings: Readings;
  /** Labels of the reading switches off the recommended ones. */
  changed: string[];
  /** The described position the game started from: in words, and as its code (for the calculators' links); null from the set-up. */
  position: { text: string; code: string } | null;
  status: 'playing' | 'won' | 'lost' | 'finished';
  turn: number;
  phase: string;
  world: string;
  stop: number;
  money: string;
  cargo: string | null;
  beowulfHits: number;
  /** The Beowulf's power now (its printed power less its hits). */
  beowulfPower: number;
  crew: CrewCard[];
  row: TableCard[];
  piles: { draw: number; discard: number };
  battle: BattleView | null;
  offer: OfferView | null;
  jump: string | null;
  /** What the game waits for, naming only the moves the rules allow now. */
  prompt: TextLine;
  /** Why a move the step usually offers is missing now (the first offer, a lot too dear), with its rule. */
  reason: TextLine | null;
  /** At the table: the roll or card to enter now. */
  request: EntryRequest | null;
  /** The moves allowed now, as buttons (a typed-in roll is a field, not buttons). */
  buttons: MoveButton[];
  /** What the last move did. */
  last: LogLine[];
  log: LogLine[];
  summary: GameSummary;
}

export interface Refusal {
  error: string;
  rule: TradersRuleId;
  field?: string;
}

/** A chance with what it is of. */
export interface OddsLine {
  label: string;
  chance: ChanceText;
  rule: TradersRuleId;
}

export interface OddsView {
  record: string;
  /** The odds of the situation (the engine's `decisionOdds`). */
  lines: OddsLine[];
  /** For each button, the odds that go with it (same order as `buttons`). */
  perButton: OddsLine[][];
}

export interface ReviewView {
  record: string;
  /** The last choice before the end: what was asked, what was chosen, and the odds each choice had. */
  last: { prompt: string; chosen: string; moves: { label: string; odds: OddsLine[] }[]; general: OddsLine[] } | null;
}

export interface CompareView {
  games: number;
  /** Share of simulated games that reached at least this stop / made at least this many sales. */
  reached: ChanceText;
  sold: ChanceText;
  stop: number;
  sales: number;
  /** Share that ended at the first spaceport (Regina, before the first jump). */
  firstPort: ChanceText;
}

export type GameRequest =
  | { kind: 'open'; record: string }
  /** `position`: a described position as the form holds it, read and checked by the engine (a refusal names its field). */
  | { kind: 'new'; seed: number; mode: Mode; readings?: Readings; position?: unknown }
  | { kind: 'move'; record: string; event: GameEvent }
  | { kind: 'rewind'; record: string; to: number }
  | { kind: 'odds'; record: string }
  | { kind: 'review'; record: string }
  | { kind: 'compare'; record: string };

/** A game, or why not: a refused move names its rule; a record that breaks off keeps the moves before the break. */
export type GameReply = { ok: true; view: GameView } | { ok: false; refusal: Refusal; partial?: GameView };

/** The reply to each kind of request (null: the record could not be read). */
export interface Replies {
  open: GameReply;
  new: GameReply;
  move: GameReply;
  rewind: GameReply;
  odds: OddsView | null;
  review: ReviewView | null;
  compare: CompareView | null;
}

export type ServiceReply = Replies[keyof Replies];
