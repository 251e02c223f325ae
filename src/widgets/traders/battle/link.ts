/**
 * What a link to the space-battle calculator holds: its own state, or a
 * described position to start from (`shared/position-link.ts`): the coming
 * battle, the enemy not yet drawn, with the position's crew and damage.
 * Loaded only when a link holds state.
 */
import type { Parsed } from '../../kit/numbers.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { readPositionLink } from '../shared/position-link.ts';
import { INITIAL, parseBattleState, type BattleToolState } from './state.ts';

export function readBattleLink(raw: unknown): Parsed<BattleToolState> {
  const from = readPositionLink(raw);
  if (!from) return parseBattleState(raw);
  return from.ok ? { ok: true, value: { ...INITIAL, first: from.value.firstActive, second: from.value.secondActive, beowulfHits: from.value.beowulfHits } } : from;
}

export const BATTLE_URL = urlSchema(readBattleLink, { maxLength: 600, maxDepth: 2 });
