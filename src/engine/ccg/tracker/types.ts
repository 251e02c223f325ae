/** The data of the round tracker: its setup, its moves, and the state it keeps. */
import type { RngState } from '../../core/rng.ts';
import type { Step } from '../result.ts';
import { ROUND_LIMITS } from '../round/index.ts';
import type { RoundPhaseId } from '../round/index.ts';

export { MAX_CAPTAINS } from '../round/index.ts';
export const MAX_NAME = 40;
export const MAX_INITIATIVE = ROUND_LIMITS.initiative;
export const MAX_VP = ROUND_LIMITS.vp;
export const MAX_THRESHOLD = ROUND_LIMITS.threshold;
export const MAX_ROUND = 999;

export interface TrackerCaptain {
  id: string;
  name: string;
  initiative: number;
  vp: number;
}

export interface TrackerSetup {
  /** 1 to 4 captains in seating order, clockwise. One captain is a solo game. */
  captains: readonly {
    name: string;
    initiative: number;
    vp?: number;
    id?: string;
  }[];
  /** Victory Points needed to win; 20 when left out. */
  threshold?: number;
  /** Seed of the random draws (a shared highest Initiative, a full victory tie). */
  seed?: number;
  /** Start at another point than the first stage of round 1 (for worked examples). */
  start?: {
    round?: number;
    phase: RoundPhaseId;
    stage: number;
    first?: string;
  };
}

/** How a captain's pass in the Resolution Phase leaves their contract. */
export type ContractAtPass = 'clear' | 'complication' | 'none';

export type TrackerEvent =
  | { type: 'choose-first'; by?: string; first?: string }
  | { type: 'act'; captain: string }
  | { type: 'pass'; captain: string; contract?: ContractAtPass }
  | { type: 'fail-complication'; captain: string }
  | { type: 'done'; captain: string }
  | { type: 'next-stage' }
  /**
   * Move the tracker on to any stage, as the table says (a judge catching up). It goes forward only:
   * a stage at or before the current one is in the next round. `first` names the first captain when
   * the jump passes the stage where they are chosen; `eligible` names the eligible captains when it
   * lands on Resolution stage 3 without the passes of stage 2.
   */
  | { type: 'jump'; phase: RoundPhaseId; stage: number; first?: string; eligible?: string[] }
  | { type: 'set-vp'; captain: string; vp: number }
  | { type: 'set-initiative'; captain: string; initiative: number }
  | { type: 'set-threshold'; threshold: number };

export type TrackerEventType = TrackerEvent['type'];

export interface TrackerVictory {
  winner: string | null;
  /** One sentence: who wins, or that nobody has. */
  text: string;
}

export interface TrackerState {
  /** Seating order, clockwise. */
  captains: TrackerCaptain[];
  solo: boolean;
  threshold: number;
  rng: RngState;
  round: number;
  phase: RoundPhaseId;
  stage: number;
  /** Who chooses the first captain this round (highest Initiative); null before that stage or when it is drawn at random. */
  chooser: string | null;
  /** The first captain of this round, once chosen. */
  first: string | null;
  /** Alternating stages: whose turn it is. Initiative-order stages: who is acting. */
  active: string | null;
  /** Initiative-order stages: who has finished. */
  done: string[];
  /** Alternating stages: with passes that reopen, the captains in the current run of passes; with final passes, everyone who has passed. */
  passed: string[];
  /** Alternating stages whose passes reopen: captains who passed earlier but someone acted since, so they may act again. */
  again: string[];
  /** Captains eligible to resolve their contract (decided at their pass, used in the next stage). */
  eligible: string[];
  /** The stage's work is over; the next move is on to the next stage. */
  complete: boolean;
  /** At a victory stage: the outcome of the check. */
  victory: TrackerVictory | null;
  status: 'playing' | 'over';
  winner: string | null;
  /** What has happened in this stage so far. */
  log: Step[];
}
