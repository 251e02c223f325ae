/** The Action types as the tracker shows them, from the engine's list (T5). */
import { ACTION_NAMES, ACTION_TYPES, type ActionType } from '../../../engine/ascension/turn/index.ts';

export { ACTION_NAMES };

/** The two types of the Faction Panel in slot `k` (0–2), in board order. */
export const typesOf = (k: number): [ActionType, ActionType] => [ACTION_TYPES[2 * k]!, ACTION_TYPES[2 * k + 1]!];
