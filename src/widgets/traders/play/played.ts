/** A game as the service holds it: its record, its text, and every state along it. */
import { encodeRecord, type GameRecord, type GameState } from '../../../engine/traders/index.ts';

export interface Played {
  record: GameRecord;
  text: string;
  /** states[i]: the game after the first i events. */
  states: GameState[];
}

/** The record's text without its events: the same setup and readings. */
export const headerOf = (r: GameRecord) => encodeRecord({ ...r, events: [] });

/** The game now. */
export const last = (p: Played) => p.states[p.states.length - 1]!;
